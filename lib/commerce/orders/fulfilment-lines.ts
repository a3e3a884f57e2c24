// An order's lines as the people who make and pack it read them (the admin order page, the packing slip): per line
// the product, SKU and quantity, the shopper's custom inputs (the engraving text) by their names, and a bundle's
// chosen components with the units to pick (a component's quantity times the line's). Read from the line the order
// kept at checkout (lib/storage/orders/order-line.ts); names of inputs and components come from the catalog today, else their keys.
import type { LineProductInfo } from "../carts/cart-page-read";
import type { OrderItemRow } from "./orders";
import { bundlePicks, type BundlePick } from "./bundle-picks";
import { isGoodsLine } from "@/lib/shared/goods-line";

export type FulfilmentLine = {
  id: string;
  type: string;
  name: string;
  sku?: string;
  productId?: string;
  quantity: number;
  refundedQuantity: number;
  restockedQuantity: number;
  /** The shopper's text, by the input's name ("Engraving": "Ada"), in the order the shopper gave them. */
  inputs: { name: string; text: string }[];
  /** A bundle's chosen components: each option with the units to pick for the whole line. */
  components: BundlePick[];
  /** The line's amount as kept at checkout. */
  total?: { amount: number; formatted: string };
};

export function fulfilmentLines(items: OrderItemRow[], info: Record<string, LineProductInfo>): FulfilmentLine[] {
  return items
    .filter(isGoodsLine)
    .map((item) => {
      const line = item.cartItem;
      const product = line.product_id ? info[line.product_id] : undefined;
      return {
        id: item.id,
        type: item.type,
        name: line.name,
        sku: line.sku,
        productId: line.product_id,
        quantity: item.quantity,
        refundedQuantity: item.refundedQuantity,
        restockedQuantity: item.restockedQuantity,
        inputs: Object.entries(line.custom_inputs ?? {}).map(([key, text]) => ({ name: product?.inputNames[key] ?? key, text })),
        components: bundlePicks(line.bundle_configuration?.selected_options ?? {}, item.quantity, product),
        total: { amount: line.meta.display_price.with_tax.value.amount, formatted: line.meta.display_price.with_tax.value.formatted },
      };
    });
}
