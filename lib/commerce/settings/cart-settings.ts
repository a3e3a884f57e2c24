// Reading the store's cart settings (docs/api.md "Cart settings"). Writing them is settings/validate.ts + update.
import { eq } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { cartSettings } from "@/lib/storage/schema";
import { DEFAULT_CART_SETTINGS, type CartSettings } from "@/lib/storage/carts/new-cart";

export { DEFAULT_CART_SETTINGS, type CartSettings };

export async function readCartSettings(db: Executor): Promise<CartSettings> {
  const [row] = await db.select().from(cartSettings).where(eq(cartSettings.id, "cart"));
  if (!row) return { ...DEFAULT_CART_SETTINGS };
  return {
    cartExpiryDays: row.cartExpiryDays,
    customDiscountsEnabled: row.customDiscountsEnabled,
    useRulePromotions: row.useRulePromotions,
    snapshotDate: row.snapshotDate,
  };
}

/** The API's representation, in the request's shape. */
export function cartSettingsResource(settings: CartSettings) {
  return {
    type: "settings" as const,
    cart_expiry_days: settings.cartExpiryDays,
    discounts: {
      custom_discounts_enabled: settings.customDiscountsEnabled,
      use_rule_promotions: settings.useRulePromotions,
    },
    snapshot_date: settings.snapshotDate,
  };
}
