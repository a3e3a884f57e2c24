// Checkout and orders (docs/api.md "Checkout and orders").
//
// `POST /v2/carts/{id}/checkout` turns the cart into an unpaid order in one transaction that locks the
// cart row first, so no add can slip in between the totals and the items the order copies. The order
// keeps what the cart was at checkout: its `meta.display_price` (the cart's totals, shipping included),
// and one order item per cart line holding the rendered cart item (prices, `custom_inputs`,
// `bundle_configuration`, tax items, shipping group) in `order_items.cart_item`.
//
// The cart is left as it was (EP: "the cart remains and can be modified and checked out again"):
// checking out does not empty or delete it. A storefront that wants a fresh cart after an order
// starts a new cart id; the old cart expires as any cart does.
import { enqueueOrderNotices } from "../email/order-messages";
import { orderConfirmation } from "../email/order-notices";
import { assertNotExpired } from "../carts/cart-expiry";
import { assertMayUseCart } from "../carts/cart-access";
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL } from "drizzle-orm";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { getDb, readTogether, type Executor } from "@/lib/storage/db";
import { orderItems, orders, type OrderShippingGroup } from "@/lib/storage/schema";
import { takeOrderNumber } from "@/lib/storage/order-numbers";
import type { ShippingGroupRow } from "@/lib/storage/carts/rows";
import { badRequest } from "../errors";
import { money } from "../money";
import { isoSeconds } from "../time";
import { parseOrThrow } from "../validation";
import type { Page } from "../catalog/products";
import { loadContents, lockCart } from "@/lib/storage/carts/sql-cart-store";
import { absoluteHref, AS_STORED } from "../absolute-href";
import { priceCart } from "../carts/cart-resource";
import { assertCartId, cartNotFound } from "../carts/carts";
import { checkoutRequestSchema } from "./checkout-schema";
import { allocateForOrder, stockChanged } from "../inventory/stock";
import { orderLineStock } from "./order-line-stock";
import { releaseExpiredHolds } from "./expired-holds";
import { now } from "../clock";
import { hasSubscriptions, subscribeAtCheckout, subscriptionNeedsAccount } from "../subscriptions/from-checkout";
import { canReadOrder, isOrderId, orderListScope, orderNotFound, type OrderListScope } from "./order-access";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type LoadedOrder = { order: OrderRow; items: OrderItemRow[] };

/** What an order's stored cart item looks like (the cart item resource of checkout time). */
type StoredCartItem = Record<string, unknown> & { id: string; type: string; meta?: Record<string, unknown> };

export const cartIsEmpty = (cartId: string) =>
  badRequest("Cart is empty", `Cart ${cartId} has no items to check out.`, { meta: { id: cartId } });

/** EP's order display_price: the cart's totals, plus what has been paid (nothing yet). */
export function orderDisplayPrice(cartDisplayPrice: ReturnType<typeof priceCart>["cartDisplayPrice"], currency: string) {
  const zero = money(0, currency);
  return {
    ...cartDisplayPrice,
    balance_owing: cartDisplayPrice.with_tax,
    paid: zero,
    authorized: zero,
    shipping_discount: zero,
  };
}

/** The cart's shipping groups as the order keeps them: what was chosen and what it cost. */
const orderShippingGroups = (groups: ShippingGroupRow[]): OrderShippingGroup[] =>
  groups.map((g) => ({ id: g.id, shipping_type: g.shippingType, external_ref: g.externalRef, price: g.shippingPrice }));

/** POST /v2/carts/{id}/checkout → the new order with its items. */
export async function checkoutCart(cartId: string, body: unknown, caller: Caller): Promise<LoadedOrder> {
  const request = parseOrThrow(checkoutRequestSchema, body ?? {}, "").data;
  const db = await getDb();
  const placed = await db.transaction(async (tx) => {
    assertCartId(cartId);
    const cart = await lockCart(tx, cartId, false);
    if (!cart) throw cartNotFound(cartId);
    assertMayUseCart(cart, caller);
    assertNotExpired(cart);
    const view = await loadContents(tx, cart);
    // Promotion lines alone are not something to buy.
    if (!view.items.some((item) => item.type !== "promotion_item") || !cart.currency) throw cartIsEmpty(cartId);
    if (hasSubscriptions(view.items) && !caller.accountId) throw subscriptionNeedsAccount(cartId);
    // The lines are kept as they are rendered, their image paths as stored (rendered absolute when read).
    const priced = priceCart(view, AS_STORED);
    // Taken last before the order is written: the counter's lock is held for the rest of this transaction only.
    const number = await takeOrderNumber(tx);
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        shippingGroups: orderShippingGroups(view.groups),
        accountId: caller.accountId ?? null,
        cartId: cart.id,
        currency: cart.currency,
        customer: request.customer,
        billingAddress: request.billing_address,
        shippingAddress: request.shipping_address,
        displayPrice: orderDisplayPrice(priced.cartDisplayPrice, cart.currency),
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        priced.items.map((item, position) => ({
          orderId: order.id,
          cartItem: item as Record<string, unknown>,
          type: item.type,
          productId: "product_id" in item && typeof item.product_id === "string" ? item.product_id : null,
          quantity: item.quantity,
          position,
        })),
      )
      .returning();
    // The cart's subscriptions, for the signed-in account, with the order.
    if (caller.accountId) {
      await subscribeAtCheckout(tx, { id: order.id, accountId: caller.accountId, currency: cart.currency, customer: request.customer }, view.items, now());
    }
    // The confirmation, written with the order (docs/email.md).
    await enqueueOrderNotices(tx, order, [orderConfirmation(order.id)]);
    // Checkout holds the units of products whose stock is kept (after letting go of expired unpaid orders' units);
    // a shortfall refuses the whole checkout.
    const wanted = orderLineStock(items);
    await releaseExpiredHolds(tx, [...new Set(wanted.map((line) => line.productId))]);
    const held = await allocateForOrder(tx, order.id, wanted);
    if (!held) return { order, items };
    const [holding] = await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, order.id)).returning();
    return { order: holding, items };
  });
  // Stock moved (held, or let go from expired orders): shown from now on.
  return stockChanged(placed);
}


async function itemsOf(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** One order and its items, if the caller may read it (order-access.ts); anything else is 404. */
export async function findOrder(db: Executor, caller: Caller, id: string): Promise<LoadedOrder> {
  if (!isOrderId(id)) throw orderNotFound(id);
  const [order] = await db.select().from(orders).where(eq(orders.id, id.toLowerCase()));
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(id);
  return { order, items: await itemsOf(db, [order.id]) };
}

/** What the administrators' order list narrows to (admin-orders.ts parses it). */
export type OrderFilter = {
  status?: string;
  payment?: string;
  /** Any of these payments. */
  payments?: readonly string[];
  shipping?: string;
  notCancelled?: boolean;
  placedFrom?: Date;
  placedBefore?: Date;
};

const filterWhere = (scope: OrderListScope, filter: OrderFilter): SQL | undefined =>
  and(
    scope.kind === "account" ? eq(orders.accountId, scope.accountId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment ? eq(orders.payment, filter.payment) : undefined,
    filter.payments ? inArray(orders.payment, [...filter.payments]) : undefined,
    filter.shipping ? eq(orders.shipping, filter.shipping) : undefined,
    filter.notCancelled ? ne(orders.status, "cancelled") : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
  );

/** How many orders of the whole store the filter keeps. */
export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(orders).where(filterWhere({ kind: "all" }, filter));
  return total;
}

/** Orders the scope may list, newest first, with their items. */
export async function listOrders(db: Executor, scope: OrderListScope, page: Page, filter: OrderFilter = {}): Promise<{ orders: LoadedOrder[]; total: number }> {
  const where = filterWhere(scope, filter);
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(orders).where(where),
  );
  const items = await itemsOf(db, rows.map((r) => r.id));
  return {
    orders: rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) })),
    total,
  };
}

/** GET /v2/orders for this caller (403 for an implicit token without an account). */
export async function listOrdersFor(caller: Caller, page: Page) {
  return listOrders(await getDb(), orderListScope(caller), page);
}

export async function getOrder(caller: Caller, id: string): Promise<LoadedOrder> {
  return findOrder(await getDb(), caller, id);
}

// ---- Resources ----------------------------------------------------------------------------------

const timestamps = (row: { createdAt: Date; updatedAt?: Date }) => ({
  created_at: isoSeconds(row.createdAt),
  updated_at: isoSeconds(row.updatedAt ?? row.createdAt),
});

/** An order item: the cart item as it was at checkout, as EP's `order_item`, plus `order_id`; its image absolute against `origin`. */
export function orderItemResource(row: OrderItemRow, origin: string) {
  const stored = row.cartItem as StoredCartItem & { relationships?: Record<string, unknown> };
  // The cart line's id, type and timestamps give way to the order item's; the rest is kept as it was.
  const fields: Record<string, unknown> = { ...stored };
  for (const key of ["id", "type", "timestamps", "meta", "relationships"]) delete fields[key];
  const image = stored.image as { href?: unknown } | undefined;
  if (image && typeof image.href === "string") fields.image = { ...image, href: absoluteHref(image.href, origin) };
  const times = timestamps(row);
  return {
    ...fields,
    id: row.id,
    type: "order_item" as const,
    order_id: row.orderId,
    meta: { ...(stored.meta ?? {}), timestamps: times },
    timestamps: times,
    relationships: {
      ...(stored.relationships ?? {}),
      cart_item: { data: { type: stored.type, id: stored.id } },
    },
  };
}

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
    anonymized: false,
    customer: order.customer,
    // EP names the shopper of an account order its contact.
    ...(order.accountId ? { contact: order.customer } : {}),
    billing_address: addressWith(BILLING_FIELDS, order.billingAddress),
    shipping_address: orderShippingAddress(order),
    links: {},
    meta: {
      display_price: order.displayPrice,
      timestamps: timestamps(order),
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
