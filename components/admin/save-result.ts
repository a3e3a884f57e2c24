import type { CartSettingsValues } from "@/lib/commerce/settings/validate";

/** What the admin form sends: only the fields the administrator changed (the server merges them). */
export type CartSettingsChanges = Partial<Omit<CartSettingsValues, "discounts">> & {
  discounts?: Partial<CartSettingsValues["discounts"]>;
};

/**
 * What saving answers the form: the stored settings, or the API's errors together with the settings
 * as they are now stored (another administrator may have changed them since the page was loaded).
 */
export type SaveCartSettingsResult =
  | { ok: true; settings: CartSettingsValues }
  | { ok: false; errors: { status: number; title: string; detail: string; source?: string }[]; current: CartSettingsValues };
