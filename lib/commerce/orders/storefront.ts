// What the storefront's account page reads of a shopper's orders: the same service as
// `GET /v2/orders` with an account token, newest first, with each order's total as it was placed.
import { getDb } from "@/lib/storage/db";
import { listOrders } from "./orders";

export type AccountOrderSummary = {
  id: string;
  status: string;
  payment: string;
  shipping: string;
  createdAt: Date;
  /** The order's total with tax, formatted when it was placed. */
  total?: string;
};

type StoredTotal = { with_tax?: { formatted?: string } };

export async function accountOrders(accountId: string, limit = 20): Promise<AccountOrderSummary[]> {
  const { orders } = await listOrders(await getDb(), { kind: "account", accountId }, { limit, offset: 0 });
  return orders.map(({ order }) => ({
    id: order.id,
    status: order.status,
    payment: order.payment,
    shipping: order.shipping,
    createdAt: order.createdAt,
    total: (order.displayPrice as StoredTotal).with_tax?.formatted,
  }));
}
