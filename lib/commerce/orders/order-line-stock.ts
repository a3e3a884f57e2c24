// What an order's lines hold of the store's stock: its catalog lines' products and quantities.
import type { OrderLineStock } from "../inventory/stock";
import type { OrderItemRow } from "./orders";

/** The catalog products an order's lines hold (custom items and promotion lines hold none; units refunded and put
 * back in stock are no longer the order's). */
export function orderLineStock(items: OrderItemRow[]): OrderLineStock[] {
  return items.flatMap((item) => {
    const quantity = item.quantity - item.restockedQuantity;
    if (!item.productId || item.type !== "cart_item" || quantity <= 0) return [];
    const stored = item.cartItem as { name?: string; sku?: string };
    return [{ productId: item.productId, quantity, name: stored.name, sku: stored.sku }];
  });
}
