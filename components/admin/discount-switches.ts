// The cart settings' two discount switches exclude each other (the API refuses both on: "Only one discount
// setting can be set to true at a time."). In the form, turning one on turns the other off, so the form never
// holds what the server would refuse; the server still refuses it from any other client.
import type { CartSettingsValues } from "@/lib/commerce/settings/validate";

export type DiscountFlag = keyof CartSettingsValues["discounts"];

const OTHER_FLAG: Record<DiscountFlag, DiscountFlag> = { custom_discounts_enabled: "use_rule_promotions", use_rule_promotions: "custom_discounts_enabled" };

/** Each switch's name on the page. */
export const FLAG_NAME: Record<DiscountFlag, string> = { custom_discounts_enabled: "Discounts set by hand", use_rule_promotions: "Automatic promotions" };

/** The switches after `name` is set to `on`, and the switch that turned off because of it, if one did. */
export function switchDiscount(
  discounts: CartSettingsValues["discounts"],
  name: DiscountFlag,
  on: boolean,
): { discounts: CartSettingsValues["discounts"]; turnedOff?: DiscountFlag } {
  const other = OTHER_FLAG[name];
  const turnedOff = on && discounts[other] ? other : undefined;
  return { discounts: { ...discounts, [name]: on, ...(turnedOff ? { [other]: false } : {}) }, ...(turnedOff ? { turnedOff } : {}) };
}
