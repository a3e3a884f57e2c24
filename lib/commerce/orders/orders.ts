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
import type { Caller } from "@/lib/commerce/auth/tokens";
import { orderStore } from "@/lib/storage/orders/order-store";
import type { OrderFilter, OrderShippingGroup } from "@/lib/storage/orders/rows";
import type { ShippingGroupRow } from "@/lib/storage/carts/rows";
import { badRequest } from "../errors";
import { money } from "../money";
import type { Page } from "../catalog/products";
import { loadContents, lockCart } from "@/lib/storage/carts/sql-cart-store";
import { AS_STORED } from "../absolute-href";
import { priceCart } from "../carts/cart-resource";
import { assertCartId, cartNotFound } from "../carts/carts";
import type { CheckoutRequest } from "./checkout-schema";
import { allocateForOrder, stockChanged } from "../inventory/stock";
import { orderLineStock } from "./order-line-stock";
import { chargedLineRecord } from "./charged-line";
import { releaseExpiredHolds } from "./expired-holds";
import { now } from "../clock";
import { hasSubscriptions, subscribeAtCheckout, subscriptionNeedsAccount } from "../subscriptions/from-checkout";
import type { Uuid } from "../uuid";
import { canReadOrder, orderListScope, orderNotFound, type OrderListScope } from "./order-access";
import { isGoodsLine } from "@/lib/shared/goods-line";
import type { LoadedOrder } from "./order-resource";
import { assertUnpaidOrderRoom, limitsUnpaidOrders, placedFromKey, type CheckoutOrigin } from "./unpaid-order-limit";
import { readUnpaidOrderSettings } from "../settings/unpaid-order-settings";
import { withholdConfirmation, type WithheldBy } from "../email/order-mail-limit";
import { assertPromotionLimits } from "../promotions/promotion-limits-at-checkout";
import { verifiedGuestEmail } from "../customers/email-verification";
import { noteBuyer } from "../customers/checkout-customer";

export type { OrderItemRow, OrderRow, OrderFilter } from "@/lib/storage/orders/rows";
export type { LoadedOrder } from "./order-resource";

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

/** The cart's shipping groups as the order keeps them: what was chosen, what it cost, and the rate its tax was taken at. */
const orderShippingGroups = (groups: ShippingGroupRow[]): OrderShippingGroup[] =>
  groups.map((g) => ({ id: g.id, shipping_type: g.shippingType, external_ref: g.externalRef, price: g.shippingPrice, ...(g.taxRate ? { tax_rate: g.taxRate } : {}) }));

/** A placed order, and why its confirmation was not written when it was not (order-mail-limit.ts). */
export type PlacedOrder = LoadedOrder & { confirmationWithheld?: WithheldBy };

/**
 * POST /v2/carts/{id}/checkout → the new order with its items (`request`: checkoutRequestSchema's `data`; `origin`:
 * where the request came from, for the shopper's limits: unpaid-order-limit.ts, order-mail-limit.ts).
 */
export async function checkoutCart(cartId: string, request: CheckoutRequest, caller: Caller, origin?: CheckoutOrigin): Promise<PlacedOrder> {
  const at = now();
  const placedFrom = limitsUnpaidOrders(caller) ? placedFromKey(origin) : undefined;
  const placed = await orderStore.transaction(async (tx): Promise<PlacedOrder> => {
    assertCartId(cartId);
    const cart = await lockCart(tx, cartId, false);
    if (!cart) throw cartNotFound(cartId);
    assertMayUseCart(cart, caller);
    assertNotExpired(cart);
    const view = await loadContents(tx, cart);
    // Promotion lines alone are not something to buy.
    if (!view.items.some(isGoodsLine) || !cart.currency) throw cartIsEmpty(cartId);
    if (hasSubscriptions(view.items) && !caller.accountId) throw subscriptionNeedsAccount(cartId);
    // The lines are kept as they are rendered, their image paths as stored (rendered absolute when read).
    const priced = priceCart(view, AS_STORED);
    const chargedOf = (lineId: string) => {
      const charged = priced.charged.get(lineId);
      const line = priced.lines.find((l) => l.id === lineId);
      return charged && line ? chargedLineRecord(charged, line.includesTax, view.taxes.filter((tax) => tax.cartItemId === lineId)) : null;
    };
    // Promotions with a usage limit are judged again under their own locks (promotion-limits-at-checkout.ts).
    await assertPromotionLimits(tx, priced.items, { accountId: caller.accountId ?? null, email: request.customer.email });
    // A shopper's open unpaid orders, by address and e-mail, under their locks until this transaction ends.
    await assertUnpaidOrderRoom(tx, caller, { placedFrom, email: request.customer.email }, await readUnpaidOrderSettings(tx), at);
    // Taken last before the order is written: the counter's lock is held for the rest of this transaction only.
    const number = await orderStore.takeOrderNumber(tx);
    const { order, items } = await orderStore.insert(
      tx,
      {
        number,
        shippingGroups: orderShippingGroups(view.groups),
        accountId: caller.accountId ?? null,
        cartId: cart.id,
        currency: cart.currency,
        customer: request.customer,
        billingAddress: request.billing_address,
        shippingAddress: request.shipping_address,
        displayPrice: orderDisplayPrice(priced.cartDisplayPrice, cart.currency),
        placedFrom: placedFrom ?? null,
      },
      priced.items.map((item, position) => ({
        cartItem: item,
        charged: chargedOf(item.id),
        type: item.type,
        productId: "product_id" in item && typeof item.product_id === "string" ? item.product_id : null,
        quantity: item.quantity,
        position,
      })),
    );
    // The buyer is a customer of the store (one per e-mail), from this order on.
    await noteBuyer(tx, request.customer);
    // The cart's subscriptions, for the signed-in account, with the order.
    if (caller.accountId) {
      const total = (order.displayPrice as { with_tax: { amount: number } }).with_tax.amount;
      await subscribeAtCheckout(tx, { id: order.id, accountId: caller.accountId, currency: cart.currency, customer: request.customer, total }, view.items, now());
    }
    // The confirmation, written with the order (docs/email.md), unless the recipient or the address has had its share.
    const confirmationWithheld = await withholdConfirmation(tx, caller, { email: request.customer.email, placedFrom }, at.getTime());
    if (!confirmationWithheld) await enqueueOrderNotices(tx, order, [orderConfirmation(order.id)]);
    // Checkout holds the units of products whose stock is kept (after letting go of expired unpaid orders' units);
    // a shortfall refuses the whole checkout.
    const wanted = orderLineStock(items);
    await releaseExpiredHolds(tx, [...new Set(wanted.map((line) => line.productId))], at);
    const held = await allocateForOrder(tx, order.id, wanted);
    const withheld = confirmationWithheld ? { confirmationWithheld } : {};
    if (!held) return { order, items, ...withheld };
    return { order: await orderStore.markStockHeld(tx, order.id), items, ...withheld };
  });
  // Stock moved (held, or let go from expired orders): shown from now on.
  return stockChanged(placed);
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
