// The administrators' order pages: the list's filters (parsed from the page's query with the same enums the API
// uses) and the money an administrator may still move on an order.
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { getDb } from "@/lib/storage/db";
import { listTransactions } from "../payments/transactions";
import type { TransactionRow } from "../payments/payment-ledger";
import { capturable, refundable, voidable } from "../payments/transaction-rules";
import { getOrder, listOrders, type LoadedOrder, type OrderFilter } from "./orders";

export const ORDER_STATUSES = ["incomplete", "processing", "complete", "cancelled"] as const;
export const ORDER_PAYMENTS = ["unpaid", "partially_authorized", "partially_paid", "authorized", "paid", "refunded"] as const;
export const ADMIN_PAGE_SIZE = 20;

const day = z.iso.date().optional().or(z.literal("").transform(() => undefined));

/** The list page's query: unknown or malformed values are dropped (a list is never refused). */
const filterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(ORDER_PAYMENTS).optional().catch(undefined),
  from: day.catch(undefined),
  to: day.catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AdminOrderQuery = z.output<typeof filterSchema>;

export function parseAdminOrderQuery(query: Record<string, string | string[] | undefined>): AdminOrderQuery {
  const first = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return filterSchema.parse(first);
}

export async function adminOrderList(query: AdminOrderQuery) {
  const filter: OrderFilter = {
    status: query.status,
    payment: query.payment,
    placedFrom: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // "To" a day includes that whole day.
    placedBefore: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined,
  };
  const page = query.page ?? 1;
  const result = await listOrders(await getDb(), { kind: "all" }, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE }, filter);
  return { ...result, page, pages: Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE)) };
}

export type AdminOrder = LoadedOrder & { transactions: (TransactionRow & { refundable: number; capturable: boolean; voidable: boolean })[] };

/** One order with its transactions and what each still allows. */
export async function adminOrder(caller: Caller, id: string): Promise<AdminOrder> {
  const [loaded, transactions] = await Promise.all([getOrder(caller, id), listTransactions(caller, id)]);
  return {
    ...loaded,
    transactions: transactions.map((t) => ({
      ...t,
      refundable: refundable(t),
      capturable: capturable(t) && loaded.order.status !== "cancelled",
      voidable: voidable(t),
    })),
  };
}
