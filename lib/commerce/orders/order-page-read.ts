// What the storefront reads of orders: the account page's list (the same service as `GET /v2/orders`
// with an account token, newest first, with each order's total as it was placed) and the order page.
import { z } from "zod";
import type { Caller } from "@/lib/commerce/auth/tokens";
import type { OrderShipment } from "./ship-order";
import type { StoredOrderLine } from "@/lib/storage/orders/rows";
import { bankDetailsForCurrency } from "../settings/payment-settings";
import { listTransactions } from "../payments/transactions";
import { refundedTotal } from "../payments/transaction-rules";
import { money, type Money } from "../money";
import { getOrder, listOrders } from "./orders";
import { accountOrderScope } from "./order-access";
import { verifiedGuestEmail } from "../customers/email-verification";
import { orderSummary } from "../summary/order-summary";
import type { Summary } from "../summary/summary-rows";
import { awaitsPayment, paymentStanding, type PaymentStanding } from "./payment-standing";
import { orderState, type OrderState } from "./order-status-words";
import { orderShippingMethod, type OrderShippingMethod } from "./order-shipping-method";
import type { Uuid } from "../uuid";

export type AccountOrderSummary = {
  id: string;
  /** The store's order number (#1001). */
  number: number;
  status: string;
  payment: string;
  shipping: string;
  createdAt: Date;
  currency: string;
  /** The order's total with tax, formatted when it was placed. */
  total?: string;
};

type StoredTotal = { with_tax?: { formatted?: string } };

/** The signed-in member's orders: their account's, and the guest ones of their e-mail once verified (order-access.ts). */
export async function accountOrders(shopper: { accountId: string; memberId: string }, limit = 20): Promise<AccountOrderSummary[]> {
  const { orders } = await listOrders(accountOrderScope(shopper.accountId, await verifiedGuestEmail(shopper.memberId)), { limit, offset: 0 });
  return orders.map(({ order }) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    payment: order.payment,
    shipping: order.shipping,
    createdAt: order.createdAt,
    currency: order.currency,
    total: (order.displayPrice as StoredTotal).with_tax?.formatted,
  }));
}

// ---- The order page ------------------------------------------------------------------------------

const moneySchema = z.object({ amount: z.number(), currency: z.string(), formatted: z.string() });

/** An order item as the order page shows it, read from the line the order kept at checkout. */
export type OrderPageLine = Pick<StoredOrderLine, "name" | "quantity" | "product_id" | "custom_inputs" | "bundle_configuration"> & {
  id: string;
  /** The cart item's type at checkout (cart_item, custom_item, promotion_item, subscription_item). */
  type: string;
  image?: { href: string };
  total?: Money;
  /** Units given back with a refund by line. */
  refunded_quantity: number;
};

const orderTotalsSchema = z.object({
  with_tax: moneySchema,
  without_tax: moneySchema,
  tax: moneySchema,
  discount: moneySchema,
  without_discount: moneySchema,
  shipping: moneySchema.catch({ amount: 0, currency: "", formatted: "0" }),
});

export type OrderPage = {
  id: string;
  number: number;
  status: string;
  payment: string;
  shipping: string;
  createdAt: Date;
  currency: string;
  customer: { name: string; email: string };
  shippingAddress: Record<string, unknown>;
  billingAddress: Record<string, unknown>;
  lines: OrderPageLine[];
  totals: z.output<typeof orderTotalsSchema> | undefined;
  /** The rows a person reads (goods, discount, shipping, tax, total). */
  summary: Summary | undefined;
  /** Where its money stands, in words (payment-standing.ts). */
  standing: PaymentStanding;
  /** The order as a whole in one phrase ("Paid · Not shipped"; order-status-words.ts). */
  state: OrderState;
  /** Waiting for the shopper's payment: what is owed, and the store's bank details in the order's currency ("" when none). */
  due?: { amount: Money; bankDetails: string };
  shippingMethod?: OrderShippingMethod;
  shipment: OrderShipment | null;
};

/** The order as its page shows it, if the caller may read it (else the API's 404 `Order not found`). */
export async function orderForPage(caller: Caller, id: Uuid): Promise<OrderPage> {
  const [{ order, items }, transactions] = await Promise.all([getOrder(caller, id), listTransactions(caller, id)]);
  // Lines and totals as the store writes money in the order's currency (summary/summary-rows.ts).
  const placed = await orderSummary(order, items.map((row) => row.cartItem));
  const lines = items.map((row, i): OrderPageLine => {
    const { name, quantity, product_id, image, custom_inputs, bundle_configuration } = row.cartItem;
    return {
      id: row.id,
      type: row.type,
      name,
      quantity,
      product_id,
      image: image && { href: image.href },
      custom_inputs,
      bundle_configuration,
      total: placed.lineAmounts[i],
      refunded_quantity: row.refundedQuantity,
    };
  });
  const totals = orderTotalsSchema.safeParse(order.displayPrice);
  const balanceOwing = (order.displayPrice as { balance_owing?: { amount?: number } }).balance_owing?.amount ?? 0;
  const facts = { payment: order.payment, status: order.status, currency: order.currency, balanceOwing, refunded: refundedTotal(transactions) };
  const due = awaitsPayment(facts) ? { amount: money(balanceOwing, order.currency), bankDetails: await bankDetailsForCurrency(order.currency) } : undefined;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment: order.payment,
    shipping: order.shipping,
    createdAt: order.createdAt,
    currency: order.currency,
    customer: order.customer,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    lines,
    totals: totals.success ? totals.data : undefined,
    summary: placed.summary,
    standing: paymentStanding(facts),
    state: orderState({ status: order.status, payment: order.payment, shipping: order.shipping, refunded: facts.refunded }),
    due,
    shippingMethod: orderShippingMethod(order),
    shipment: order.shipment,
  };
}
