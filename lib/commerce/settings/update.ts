// Reading and changing the store's cart settings (docs/api.md "Cart settings"). The rules are in validate.ts; a
// change merges a PUT's fields with what is stored and judges the result under the cart settings store's lock
// (lib/storage/settings/cart-settings-store.ts), so a refused request stores nothing and two concurrent PUTs
// cannot interleave their merges.
import { z } from "zod";
import { cartSettingsStore } from "@/lib/storage/settings/cart-settings-store";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { recordSettingsChange } from "./settings-activity";
import { parseOrThrow } from "../validation";
import type { CartSettings } from "./cart-settings";
import { cartSettingsDocumentSchema, mergeCartSettings, type CartSettingsValues } from "./validate";

/** The settings in the API's (and the form's) field names. */
export function cartSettingsValues(settings: CartSettings): CartSettingsValues {
  return {
    cart_expiry_days: settings.cartExpiryDays,
    discounts: {
      custom_discounts_enabled: settings.customDiscountsEnabled,
      use_rule_promotions: settings.useRulePromotions,
    },
    snapshot_date: settings.snapshotDate,
  };
}

/** GET /v2/settings/cart, and what the admin page shows. */
export async function getCartSettings(): Promise<CartSettings> {
  return cartSettingsStore().read();
}

/**
 * The envelope of PUT /v2/settings/cart: its `data` is judged only once merged with the stored settings
 * (mergeCartSettings), so the route parses the envelope and this module the rest.
 */
export const cartSettingsEnvelopeSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: "data must be an object with type settings." }),
});
export type CartSettingsChange = z.output<typeof cartSettingsEnvelopeSchema>["data"];

/** PUT /v2/settings/cart: merges the request's fields over the stored ones and stores the result. */
export async function updateCartSettings(data: CartSettingsChange, caller?: Caller): Promise<CartSettings> {
  const saved = await cartSettingsStore().change((stored) => {
    const next = parseOrThrow(cartSettingsDocumentSchema, mergeCartSettings(cartSettingsValues(stored), data), "data");
    return {
      cartExpiryDays: next.cart_expiry_days,
      customDiscountsEnabled: next.discounts.custom_discounts_enabled,
      useRulePromotions: next.discounts.use_rule_promotions,
      snapshotDate: next.snapshot_date,
    };
  }, now());
  const discounts = [saved.customDiscountsEnabled ? "discounts set by hand on" : "discounts set by hand off", saved.useRulePromotions ? "automatic promotions on" : "automatic promotions off"];
  await recordSettingsChange(caller, "cart", `Saved the cart settings: carts kept ${saved.cartExpiryDays} days, ${discounts.join(", ")}${saved.snapshotDate ? `, promotions as of ${saved.snapshotDate}` : ""}`);
  return saved;
}
