// The administrators' order pages: the list's filters (parsed from the page's query with the same enums the API
// uses) and the money an administrator may still move on an order.
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { listTransactions } from "../payments/transactions";
import type { TransactionRow } from "../payments/payment-ledger";
import { capturable, refundable, refundedTotal, voidable } from "../payments/transaction-rules";
import { getOrder, listOrders, countOrders, type LoadedOrder, type OrderFilter } from "./orders";
import { paymentStanding, type PaymentStanding } from "./payment-standing";
import { orderState, type OrderState } from "./order-status-words";
import { ledgerRows, type LedgerRow } from "./ledger-words";
import { listRefunds } from "../payments/refund-records";
import { orderShippingMethod, type OrderShippingMethod } from "./order-shipping-method";
import { fulfilmentLines, type FulfilmentLine } from "./fulfilment-lines";
import { lineProductInfo } from "../carts/cart-page-read";
import { orderTimeline, type TimelineEntry } from "./order-timeline";
import { containsPattern, ORDER_SEARCH_MAX, orderSearchOf } from "./order-search";
import type { Uuid } from "../uuid";

export const ORDER_STATUSES = ["incomplete", "processing", "complete", "cancelled"] as const;
export const ORDER_PAYMENTS = ["unpaid", "partially_authorized", "partially_paid", "authorized", "paid", "refunded"] as const;
export const ADMIN_PAGE_SIZE = 20;

/**
 * The lists a shopkeeper works from (docs/orders.md "Order states"): orders waiting for the shopper's money (unpaid
 * or partly paid, not cancelled), and orders to ship (paid or authorized, not shipped, not cancelled).
 */
export const ORDER_VIEWS = {
  "awaiting-payment": { label: "Awaiting payment", filter: { payments: ["unpaid", "partially_paid"], notCancelled: true } },
  "to-ship": { label: "To ship", filter: { payments: ["paid", "authorized"], shipping: "unfulfilled", notCancelled: true } },
} as const satisfies Record<string, { label: string; filter: OrderFilter }>;
export type OrderView = keyof typeof ORDER_VIEWS;
const VIEW_NAMES = Object.keys(ORDER_VIEWS) as [OrderView, ...OrderView[]];

const day = z.iso.date().optional().or(z.literal("").transform(() => undefined));

/** The list page's query: unknown or malformed values are dropped (a list is never refused). */
const filterSchema = z.object({
  view: z.enum(VIEW_NAMES).optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(ORDER_PAYMENTS).optional().catch(undefined),
  from: day.catch(undefined),
  to: day.catch(undefined),
  q: z
    .string()
    .transform((text) => text.trim().slice(0, ORDER_SEARCH_MAX) || undefined)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AdminOrderQuery = z.output<typeof filterSchema>;

export function parseAdminOrderQuery(query: Record<string, string | string[] | undefined>): AdminOrderQuery {
  const first = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return filterSchema.parse(first);
}

export async function adminOrderList(query: AdminOrderQuery) {
  const filter: OrderFilter = {
    ...(query.view ? ORDER_VIEWS[query.view].filter : {}),
    status: query.status,
    payment: query.payment,
    placedFrom: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // "To" a day includes that whole day.
    placedBefore: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined,
    search: searchFilter(query.q),
  };
  const page = query.page ?? 1;
  const result = await listOrders({ kind: "all" }, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE }, filter);
  return { ...result, page, pages: Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE)) };
}

/** The search's filter (order-search.ts): a number, words of the name or e-mail as a LIKE pattern, a SKU. */
function searchFilter(q: string | undefined): OrderFilter["search"] {
  const search = orderSearchOf(q);
  if (!search) return undefined;
  return { number: search.number, contains: search.text === undefined ? undefined : containsPattern(search.text), sku: search.sku };
}

/** How many orders each list holds now. */
export async function adminOrderViewCounts(): Promise<Record<OrderView, number>> {
  const counts = await Promise.all(VIEW_NAMES.map((view) => countOrders(ORDER_VIEWS[view].filter)));
  return Object.fromEntries(VIEW_NAMES.map((view, i) => [view, counts[i]])) as Record<OrderView, number>;
}

export type AdminOrder = LoadedOrder & {
  transactions: (TransactionRow & { refundable: number; capturable: boolean; voidable: boolean })[];
  /** Where its money stands, in the words the shopper reads too. */
  standing: PaymentStanding;
  /** The order as a whole in one phrase ("Paid · Not shipped"). */
  state: OrderState;
  /** Its payments and refunds in a shopkeeper's words, oldest first. */
  ledger: LedgerRow[];
  /** Still to be paid (minor units). */
  balanceOwing: number;
  shippingMethod?: OrderShippingMethod;
  /** Its lines as the shop makes and packs them. */
  lines: FulfilmentLine[];
  /** Everything that happened to it, newest first (order-timeline.ts). */
  timeline: TimelineEntry[];
};

/** One order with its transactions and what each still allows. */
export async function adminOrder(caller: Caller, id: Uuid): Promise<AdminOrder> {
  const [loaded, transactions, refunds] = await Promise.all([getOrder(caller, id), listTransactions(caller, id), listRefunds(caller, id)]);
  const { order, items } = loaded;
  const refunded = refundedTotal(transactions);
  const info = await lineProductInfo(items.flatMap((item) => (item.productId ? [item.productId] : [])));
  const balanceOwing = (order.displayPrice as { balance_owing?: { amount?: number } }).balance_owing?.amount ?? 0;
  const ledger = ledgerRows(transactions, refunds);
  return {
    ...loaded,
    standing: paymentStanding({ payment: order.payment, status: order.status, currency: order.currency, balanceOwing, refunded }),
    state: orderState({ status: order.status, payment: order.payment, shipping: order.shipping, refunded }),
    ledger,
    timeline: await orderTimeline(order, ledger),
    balanceOwing,
    shippingMethod: orderShippingMethod(order),
    lines: fulfilmentLines(items, info),
    transactions: transactions.map((t) => ({
      ...t,
      refundable: refundable(t),
      capturable: capturable(t) && loaded.order.status !== "cancelled",
      voidable: voidable(t),
    })),
  };
}
