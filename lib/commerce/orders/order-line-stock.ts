// What an order's lines hold of the store's stock: its catalog lines' products and quantities.
import type { StoredOrderLine } from "@/lib/storage/orders/rows";
import type { OrderLineStock } from "../inventory/stock";

/** What of an order's line (an order_items row) tells what stock it holds. */
export type StockHoldingLine = {
  type: string;
  productId: string | null;
  quantity: number;
  restockedQuantity: number;
  cartItem: Pick<StoredOrderLine, "name" | "sku">;
};

/** The catalog products an order's lines hold (custom items and promotion lines hold none; units refunded and put
 * back in stock are no longer the order's). */
export function orderLineStock(items: readonly StockHoldingLine[]): OrderLineStock[] {
  return items.flatMap((item) => {
    const quantity = item.quantity - item.restockedQuantity;
    if (!item.productId || item.type !== "cart_item" || quantity <= 0) return [];
    return [{ productId: item.productId, quantity, name: item.cartItem.name, sku: item.cartItem.sku }];
  });
}
