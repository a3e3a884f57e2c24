// The checkout store: the store's shipping methods and tax rates checkout prices with, and the checkout drafts
// kept with carts (lib/commerce/checkout).
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db";
import { checkoutDrafts, shippingMethods, taxRates } from "../schema";

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;
export type CheckoutDraftRow = typeof checkoutDrafts.$inferSelect;

export type CheckoutStore = {
  /** In the store's order (position, then id). */
  shippingMethods(): Promise<ShippingMethodRow[]>;
  taxRates(): Promise<TaxRateRow[]>;
  /** Keeps the draft with the cart, replacing the one it had; false when the cart does not exist. */
  saveDraft(cartId: string, draft: { details: unknown; step: number; shippingMethodId: string }): Promise<boolean>;
  readDraft(cartId: string): Promise<CheckoutDraftRow | undefined>;
  forgetDraft(cartId: string): Promise<void>;
};

export const checkoutStore: CheckoutStore = {
  async shippingMethods() {
    return (await getDb()).select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  },

  async taxRates() {
    return (await getDb()).select().from(taxRates);
  },

  async saveDraft(cartId, draft) {
    const details = JSON.stringify(draft.details);
    const saved = await (await getDb()).execute<{ cart_id: string }>(sql`
      insert into ${checkoutDrafts} (cart_id, details, step, shipping_method_id, updated_at)
      select id, ${details}::jsonb, ${draft.step}, ${draft.shippingMethodId}, now() from carts where id = ${cartId}
      on conflict (cart_id) do update
        set details = excluded.details, step = excluded.step, shipping_method_id = excluded.shipping_method_id, updated_at = now()
      returning cart_id`);
    return (saved as unknown as { rows: { cart_id: string }[] }).rows.length > 0;
  },

  async readDraft(cartId) {
    const [row] = await (await getDb()).select().from(checkoutDrafts).where(eq(checkoutDrafts.cartId, cartId));
    return row;
  },

  async forgetDraft(cartId) {
    await (await getDb()).delete(checkoutDrafts).where(eq(checkoutDrafts.cartId, cartId));
  },
};
