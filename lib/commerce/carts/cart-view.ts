// A cart as the domain works with it: the stored rows (lib/storage/carts/rows.ts, a leaf) and notes for
// the caller. Loading is the cart store's (lib/storage/carts/cart-store.ts), pricing cart-pricing.ts,
// rendering cart-resource.ts.
import type { CartContents } from "@/lib/storage/carts/rows";

export type {
  CartItemRow,
  CartItemTaxRow,
  CartPromotion,
  CartRow,
  CustomDiscountRow,
  DiscountContext,
  PromotionRow,
  ShippingGroupRow,
} from "@/lib/storage/carts/rows";

/** A note for the caller about the change (re-order skipped custom items, …), shown in meta.messages. */
export type CartMessage = { source: string; title: string; description: string };

export type CartView = CartContents & { messages?: CartMessage[] };
