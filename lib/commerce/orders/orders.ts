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
import { randomUUID } from "node:crypto";
import { messagesBeforeNumber, orderMessageFacts, orderMessageFactsReads } from "../email/order-messages";
import { outboxRow } from "../email/outbox";
import { orderConfirmation } from "../email/order-notices";
import { assertNotExpired } from "../carts/cart-expiry";
import { assertMayUseCart } from "../carts/cart-access";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { orderStore } from "@/lib/storage/orders/order-store";
import type { OrderFilter } from "@/lib/storage/orders/rows";
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import type { Page } from "../catalog/products";
import { assertCartId, cartNotFound } from "../carts/carts";
import type { CheckoutRequest } from "./checkout-schema";
import { allocationSaves, stockChanged, stockRowsRead } from "../inventory/stock";
import { lapsedOrdersHoldingRead, letLapsedOrdersGo } from "./expired-holds";
import { now } from "../clock";
import { subscribeAtCheckout } from "../subscriptions/from-checkout";
import type { Uuid } from "../uuid";
import { canReadOrder, orderListScope, orderNotFound, type OrderListScope } from "./order-access";
import type { LoadedOrder } from "./order-resource";
import { assertUnpaidOrderRoom, limitsUnpaidOrders, placedFromKey, type CheckoutOrigin } from "./unpaid-order-limit";
import { unpaidOrderSettingsRead } from "../settings/unpaid-order-settings";
import { withholdConfirmation, type WithheldBy } from "../email/order-mail-limit";
import { assertPromotionLimits } from "../promotions/promotion-limits-at-checkout";
import { verifiedGuestEmail } from "../customers/email-verification";
import { buyerCustomer } from "../customers/checkout-customer";
import { planOrder } from "./order-plan";

export type { OrderItemRow, OrderRow, OrderFilter } from "@/lib/storage/orders/rows";
export type { LoadedOrder } from "./order-resource";

/** A placed order, and why its confirmation was not written when it was not (order-mail-limit.ts). */
export type PlacedOrder = LoadedOrder & { confirmationWithheld?: WithheldBy };

/**
 * POST /v2/carts/{id}/checkout → the new order with its items (`request`: checkoutRequestSchema's `data`; `origin`:
 * where the request came from, for the shopper's limits: unpaid-order-limit.ts, order-mail-limit.ts). As named
 * steps (docs/orders.md "Placing an order"):
 *   1. lock and read  the cart, its lines, tax items, shipping groups and discount context, with the store's
 *                     unpaid order settings, in one round trip (the cart store's checkout door)
 *   2. plan           a pure function of what was read (order-plan.ts): the order, its lines, stock wanted
 *   3. judge          what only the database knows, under locks held to the end: promotion limits, the
 *                     shopper's unpaid orders, the confirmation's share; then in one round trip the
 *                     confirmation's facts, the lapsed orders holding the products wanted (let go) and their
 *                     stock rows, locked: the units held are decided on them (allocationSaves)
 *   4. write          subscriptions; then, last, in one round trip with COMMIT, the buyer, the stock, and the
 *                     order, whose statement takes its number, with its lines and its confirmation (the number
 *                     written in by the database): every checkout waits for the number's lock, so it is held from
 *                     that statement to the COMMIT behind it only
 * It is one transaction: a refused checkout changes nothing.
 */
export async function checkoutCart(cartId: string, request: CheckoutRequest, caller: Caller, origin?: CheckoutOrigin): Promise<PlacedOrder> {
  assertCartId(cartId);
  const at = now();
  const placedFrom = limitsUnpaidOrders(caller) ? placedFromKey(origin) : undefined;
  const accountId = caller.accountId ?? null;
  const { placed, stockMoved } = await cartStore().checkout(cartId, async (unit): Promise<{ placed: PlacedOrder; stockMoved: boolean }> => {
    // The store's unpaid order settings (when an unpaid order lapses, how many one shopper may have) ride with the lock.
    const read = await unit.lockAndRead(unpaidOrderSettingsRead());
    if (!read) throw cartNotFound(cartId);
    const [unpaidSettings] = read.also;
    assertMayUseCart(read.cart, caller);
    assertNotExpired(read.cart);
    const plan = planOrder(read, request, { accountId, placedFrom: placedFrom ?? null });
    const orderId = randomUUID() as Uuid;
    const tx = await unit.tx();
    // Promotions with a usage limit are judged again under their own locks (promotion-limits-at-checkout.ts).
    await assertPromotionLimits(tx, plan.rendered, { accountId, email: request.customer.email });
    // A shopper's open unpaid orders, by address and e-mail, under their locks until this transaction ends.
    if (limitsUnpaidOrders(caller)) await assertUnpaidOrderRoom(tx, caller, { placedFrom, email: request.customer.email }, unpaidSettings, at);
    // The cart's subscriptions, for the signed-in account, with the order.
    if (accountId) {
      await subscribeAtCheckout(tx, { id: orderId, accountId, currency: plan.order.currency, customer: request.customer, total: plan.total }, read.items, now());
    }
    // The confirmation (docs/email.md), unless the recipient or the address has had its share.
    const confirmationWithheld = await withholdConfirmation(tx, caller, { email: request.customer.email, placedFrom }, at.getTime());
    const notices = confirmationWithheld ? [] : [orderConfirmation(orderId)];
    // In one round trip: the confirmation's facts, the lapsed unpaid orders holding the products wanted (their
    // units are let go first) and the stock rows of those products, both locked.
    const wantedIds = [...new Set(plan.stockWanted.map((line) => line.productId))];
    const [found, includeTax, store, bankDetails, lapsed, lockedStock] = await unit.read(
      ...orderMessageFactsReads(plan.order, plan.items),
      lapsedOrdersHoldingRead(wantedIds, unpaidSettings, at),
      stockRowsRead(wantedIds),
    );
    const messageFacts = await orderMessageFacts(unit.read, [found, includeTax, store, bankDetails], notices);
    let stockRows = lockedStock;
    if (lapsed.length > 0) {
      await letLapsedOrdersGo(tx, lapsed, unpaidSettings, at);
      [stockRows] = await unit.read(stockRowsRead(wantedIds));
    }
    // Checkout holds the units of products whose stock is kept; a shortfall refuses the whole checkout.
    const stockSaves = allocationSaves(orderId, plan.stockWanted, stockRows);
    // Last, with COMMIT: the order, numbered by the statement that writes it, and everything that names it. The
    // confirmation is made before the number exists; that statement writes the number into it.
    const order = { ...plan.order, id: orderId, stockHeld: stockRows.size > 0 };
    const { messages, numberLabel } = messagesBeforeNumber(order, notices, plan.items, messageFacts);
    // The buyer is a customer of the store (one per e-mail), from this order on.
    const buyer = buyerCustomer(request.customer);
    const written = await unit.placeOrder({ order, items: plan.items, outbox: messages.map(outboxRow), numberLabel, buyer, stockSaves });
    return {
      placed: confirmationWithheld ? { ...written, confirmationWithheld } : written,
      stockMoved: stockSaves.length > 0 || lapsed.some((lapsedOrder) => lapsedOrder.stockHeld),
    };
  });
  // Stock moved (units held, or let go by lapsed orders): shown from now on. An order of products whose stock is not
  // kept moves none, and leaves the store's cached stock reads (and every other instance's) standing.
  return stockMoved ? stockChanged(placed) : placed;
}

/** One order and its items, if the caller may read it (order-access.ts); anything else is 404. */
export async function findOrder(caller: Caller, id: Uuid): Promise<LoadedOrder> {
  const order = await orderStore.order(id);
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(id);
  return { order, items: await orderStore.items([order.id]) };
}

/** How many orders of the whole store the filter keeps. */
export async function countOrders(filter: OrderFilter): Promise<number> {
  return orderStore.count(filter);
}

/** Orders the scope may list, newest first, with their items. */
export async function listOrders(scope: OrderListScope, page: Page, filter: OrderFilter = {}): Promise<{ orders: LoadedOrder[]; total: number }> {
  return orderStore.list(scope, page, filter);
}

/** GET /v2/orders for this caller (403 for an implicit token without an account; order-access.ts orderListScope). */
export async function listOrdersFor(caller: Caller, page: Page) {
  const verified = caller.grant !== "client_credentials" && caller.accountId ? await verifiedGuestEmail(caller.accountMemberId) : undefined;
  return listOrders(orderListScope(caller, verified), page);
}

export async function getOrder(caller: Caller, id: Uuid): Promise<LoadedOrder> {
  return findOrder(caller, id);
}
