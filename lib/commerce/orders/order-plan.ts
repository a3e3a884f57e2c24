// The decision of a checkout (orders.ts checkoutCart, docs/orders.md "Placing an order"): what the order is, given
// the cart read under its lock. A pure function of what was read: the order row and its lines as the cart renders
// them, the stock the lines want, the subscriptions the order starts and the notices it writes. What the database
// alone can answer (the order's number, the promotions' and the shopper's limits, stock levels) is judged on the
// write's transaction by the stores that keep it.
import type { CheckoutRead } from "@/lib/storage/carts/cart-store";
import type { ShippingGroupRow } from "@/lib/storage/carts/rows";
import type { NewOrder, NewOrderItem, OrderRow, OrderShippingGroup } from "@/lib/storage/orders/rows";
import { parseStoredOrderLine, type StoredOrderLine } from "@/lib/storage/orders/order-line";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { badRequest } from "../errors";
import { money } from "../money";
import { AS_STORED } from "../absolute-href";
import { priceCart } from "../carts/cart-resource";
import type { OrderLineStock } from "../inventory/stock";
import { hasSubscriptions, subscriptionNeedsAccount } from "../subscriptions/from-checkout";
import type { CheckoutRequest } from "./checkout-schema";
import { chargedLineRecord } from "./charged-line";
import { orderLineStock } from "./order-line-stock";

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

/** An order to write: everything but its id and number, which the checkout gives it. */
export type OrderPlan = {
  order: Omit<NewOrder, "id" | "number"> & Pick<OrderRow, "currency" | "customer" | "displayPrice" | "payment" | "status" | "shippingAddress" | "shipment">;
  /** In the cart's order (their positions), each as the cart renders it (the stored order line). */
  items: (Omit<NewOrderItem, "orderId" | "cartItem"> & { cartItem: StoredOrderLine })[];
  /** The order's lines as the cart renders them (for the promotion limits: promotion-limits-at-checkout.ts). */
  rendered: ReturnType<typeof priceCart>["items"];
  /** The units of catalog products the lines hold (order-line-stock.ts), allocated with the order. */
  stockWanted: OrderLineStock[];
  /** The order's total, with tax, in minor units (a subscription waits for payment unless it is 0). */
  total: number;
};

/**
 * Plans the order of a cart read under its lock (`request`: checkoutRequestSchema's `data`; `placedFrom`: the
 * address the order keeps, when the shopper is limited). Throws 400 for a cart with nothing to buy and 403-like
 * refusal for subscriptions without an account (from-checkout.ts).
 */
export function planOrder(read: CheckoutRead, request: CheckoutRequest, buyer: { accountId: string | null; placedFrom: string | null }): OrderPlan {
  const { cart } = read;
  // Promotion lines alone are not something to buy.
  if (!read.items.some(isGoodsLine) || !cart.currency) throw cartIsEmpty(cart.id);
  if (hasSubscriptions(read.items) && !buyer.accountId) throw subscriptionNeedsAccount(cart.id);
  // The lines are kept as they are rendered, their image paths as stored (rendered absolute when read).
  const priced = priceCart(read, AS_STORED);
  const linesById = new Map(priced.lines.map((line) => [line.id, line]));
  const chargedOf = (lineId: string) => {
    const charged = priced.charged.get(lineId);
    const line = linesById.get(lineId);
    return charged && line ? chargedLineRecord(charged, line.includesTax, read.taxes.filter((tax) => tax.cartItemId === lineId)) : null;
  };
  const displayPrice = orderDisplayPrice(priced.cartDisplayPrice, cart.currency);
  const items = priced.items.map((item, position) => ({
    // The line as an order keeps it (order-line.ts): checked here, where it is made.
    cartItem: parseStoredOrderLine(`at position ${position} of a new order`, item),
    charged: chargedOf(item.id),
    type: item.type,
    productId: "product_id" in item && typeof item.product_id === "string" ? item.product_id : null,
    quantity: item.quantity,
    position,
  }));
  return {
    order: {
      shippingGroups: orderShippingGroups(read.groups),
      accountId: buyer.accountId,
      cartId: cart.id,
      currency: cart.currency,
      customer: request.customer,
      billingAddress: request.billing_address,
      shippingAddress: request.shipping_address,
      displayPrice,
      placedFrom: buyer.placedFrom,
      // A new order owes its total and is not shipped: payments and fulfilment move it on.
      status: "incomplete",
      payment: "unpaid",
      shipment: null,
    },
    items,
    rendered: priced.items,
    stockWanted: orderLineStock(items.map((item) => ({ ...item, restockedQuantity: 0 }))),
    total: displayPrice.with_tax.amount,
  };
}
