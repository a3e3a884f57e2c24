// One switch for a store's discounts (docs/money.md "Promotions"): the admin shows only "Discounts set by hand".
// Off (the usual), carts take the store's promotions: codes, and the automatic ones while the Promotions page lists
// them as running, so the cart settings' use_rule_promotions is on. On, promotions give way to amounts set by hand
// and use_rule_promotions is off. The API keeps EP's two flags (and refuses both on); the form always sends the pair.
import type { CartSettingsValues } from "@/lib/commerce/settings/validate";

/** The settings' two discount flags that the one switch stands for. */
export function discountsOfSwitch(customDiscounts: boolean): CartSettingsValues["discounts"] {
  return { custom_discounts_enabled: customDiscounts, use_rule_promotions: !customDiscounts };
}
