import type { CartSettingsValues } from "@/lib/commerce/settings/validate";
import type { CartSettingsChanges } from "./save-result";

export type DirtySettings = { cart_expiry_days?: boolean; discounts?: { custom_discounts_enabled?: boolean; use_rule_promotions?: boolean }; snapshot_date?: boolean };

/**
 * Only the fields the administrator changed are sent: the server merges them over what is stored, so
 * a change another administrator made meanwhile to another field is kept, and a conflict with it is
 * reported by the server beside the field.
 */
export function changedSettings(values: CartSettingsValues, dirty: DirtySettings): CartSettingsChanges {
  const changes: CartSettingsChanges = {};
  if (dirty.cart_expiry_days) changes.cart_expiry_days = values.cart_expiry_days;
  if (dirty.discounts?.custom_discounts_enabled) {
    changes.discounts = { ...changes.discounts, custom_discounts_enabled: values.discounts.custom_discounts_enabled };
  }
  if (dirty.discounts?.use_rule_promotions) {
    changes.discounts = { ...changes.discounts, use_rule_promotions: values.discounts.use_rule_promotions };
  }
  if (dirty.snapshot_date) changes.snapshot_date = values.snapshot_date;
  return changes;
}
