// The API's JSON as the browser receives it (docs/api.md "Adding to a cart"): the shapes the storefront reads.
import { isGoodsLine } from "@/lib/shared/goods-line";
export type MoneyJson = { amount: number; currency: string; formatted: string };
export type UnitValue = { unit: MoneyJson; value: MoneyJson };

export type ItemDisplayPrice = {
  with_tax: UnitValue;
  without_tax: UnitValue;
  tax: UnitValue;
  discount: UnitValue;
  without_discount: UnitValue;
};

export type CartDisplayPrice = {
  with_tax: MoneyJson;
  without_tax: MoneyJson;
  tax: MoneyJson;
  discount: MoneyJson;
  without_discount: MoneyJson;
  shipping: MoneyJson;
};

export type CartItemJson = {
  id: string;
  /** cart_item, custom_item or promotion_item. */
  type: string;
  name: string;
  description: string;
  sku: string;
  slug: string;
  quantity: number;
  product_id?: string;
  image?: { href: string; mime_type: string; file_name: string };
  unit_price: { amount: number; currency: string; includes_tax: boolean };
  value: { amount: number; currency: string; includes_tax: boolean };
  custom_inputs?: Record<string, string>;
  bundle_configuration?: { selected_options: Record<string, Record<string, number>> };
  /** The line's tax items and shipping group, once it has them (checkout's review adds both). */
  taxes?: { name: string }[];
  shipping_group_id?: string;
  /** promotion_item only. */
  code?: string | null;
  promotion_id?: string | null;
  meta: { display_price: ItemDisplayPrice; timestamps: { created_at?: string; updated_at?: string } };
};

export type CartCollection = {
  data: CartItemJson[];
  meta: {
    display_price: CartDisplayPrice;
    discounts: Record<string, MoneyJson>;
    timestamps: { created_at?: string; updated_at?: string; expires_at?: string };
    messages?: { source: string; title: string; description: string }[];
  };
};

export type ApiErrorObject = {
  status: number;
  title: string;
  detail?: string;
  source?: string;
  meta?: Record<string, unknown>;
};

/** Units the shopper has in the cart: products and custom items, not promotions. */
export function cartUnitCount(collection: CartCollection | undefined): number {
  return (collection?.data ?? []).reduce((sum, item) => (isGoodsLine(item) ? sum + item.quantity : sum), 0);
}
