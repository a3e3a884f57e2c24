// Server errors name the field they concern in `source` (`data.cart_expiry_days`,
// `data.discounts.use_rule_promotions`): the admin form shows each beside that field.
export type CartSettingsField =
  | "cart_expiry_days"
  | "discounts"
  | "discounts.custom_discounts_enabled"
  | "discounts.use_rule_promotions"
  | "snapshot_date";

const FIELDS: readonly CartSettingsField[] = [
  "cart_expiry_days",
  "discounts",
  "discounts.custom_discounts_enabled",
  "discounts.use_rule_promotions",
  "snapshot_date",
];

/** The form field an error's `source` names, or undefined for errors that belong to the whole form. */
export function settingsFieldOfSource(source: string | undefined): CartSettingsField | undefined {
  if (!source?.startsWith("data.")) return undefined;
  const path = source.slice("data.".length);
  return (FIELDS as readonly string[]).includes(path) ? (path as CartSettingsField) : undefined;
}
