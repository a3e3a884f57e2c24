// An order as EP renders it (`order`), its documents and collections (`include=items` adds its items,
// order-item-resource.ts).
import type { OrderItemRow, OrderRow } from "@/lib/storage/orders/rows";
import { orderItemResource, rowTimestamps } from "./order-item-resource";

export type LoadedOrder = { order: OrderRow; items: OrderItemRow[] };

// EP's order addresses always carry these fields; what the shopper left out is an empty string.
const BILLING_FIELDS = ["first_name", "last_name", "company_name", "line_1", "line_2", "city", "postcode", "county", "country"];
const SHIPPING_FIELDS = [...BILLING_FIELDS, "phone_number", "instructions"];
const addressWith = (fields: string[], address: Record<string, unknown>) => ({ ...Object.fromEntries(fields.map((f) => [f, ""])), ...address });

/** The order's shipping address with every field EP's clients expect. */
export const orderShippingAddress = (order: OrderRow) => addressWith(SHIPPING_FIELDS, order.shippingAddress);

export function orderResource(order: OrderRow, items: OrderItemRow[]) {
  return {
    type: "order" as const,
    id: order.id,
    status: order.status,
    payment: order.payment,
    shipping: order.shipping,
    anonymized: order.anonymized,
    customer: order.customer,
    // EP names the shopper of an account order its contact.
    ...(order.accountId ? { contact: order.customer } : {}),
    billing_address: addressWith(BILLING_FIELDS, order.billingAddress),
    shipping_address: orderShippingAddress(order),
    links: {},
    meta: {
      display_price: order.displayPrice,
      timestamps: rowTimestamps(order),
      // The store's order number (#1001…), where EP's clients ignore it; EP's `order_number` stays the caller's.
      number: order.number,
    },
    relationships: {
      items: { data: items.map((item) => ({ type: "item" as const, id: item.id })) },
      ...(order.accountId ? { account: { data: { type: "account" as const, id: order.accountId } } } : {}),
    },
  };
}

/** `include=items` (a comma list; other values are ignored, as for subscriptions). */
export function includesItems(query: URLSearchParams): boolean {
  return (query.get("include") ?? "")
    .split(",")
    .map((v) => v.trim())
    .includes("items");
}

/** `{data: order}` (+ `included.items` when asked, their images absolute against `origin`). */
export function orderDocument({ order, items }: LoadedOrder, options: { origin: string; includeItems?: boolean }) {
  return {
    data: orderResource(order, items),
    ...(options.includeItems ? { included: { items: items.map((item) => orderItemResource(item, options.origin)) } } : {}),
  };
}

/** `{data: [orders]}` (+ `included.items` of all of them when asked); the route adds the page meta. */
export function orderCollection(loaded: LoadedOrder[], options: { origin: string; includeItems?: boolean }) {
  return {
    data: loaded.map(({ order, items }) => orderResource(order, items)),
    ...(options.includeItems ? { included: { items: loaded.flatMap(({ items }) => items.map((item) => orderItemResource(item, options.origin))) } } : {}),
  };
}
