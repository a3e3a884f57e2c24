// The API's cart settings resource (GET/PUT /v2/settings/cart), in the request's shape.
import type { CartSettings } from "./cart-settings";

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
