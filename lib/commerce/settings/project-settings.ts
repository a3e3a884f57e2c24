// EP's project settings (GET/PUT/DELETE /v2/settings; docs/api.md "Project settings"): page length, listing child
// products, additional languages, the totals' calculation method and the address fields an account address must
// have. Stored in one row (lib/storage/settings/project-settings-store.ts); DELETE forgets it, so the defaults apply.
// What each one changes in Cartwright is said beside it below and in docs/api.md; the resource's read-only limits
// are the ones Cartwright enforces. Rendered by project-settings-resource.ts.
import { z } from "zod";
import { projectSettingsStore, type StoredProjectSettings } from "@/lib/storage/settings/project-settings-store";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { unprocessable } from "../errors";
import { recordSettingsChange } from "./settings-activity";

export type ProjectSettings = StoredProjectSettings;

/** EP's account address fields, which `address_mandatory_fields` may name (EP's settings document). */
export const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "name",
  "phone_number",
  "instructions",
  "company_name",
  "line_1",
  "line_2",
  "city",
  "county",
  "region",
  "postcode",
  "country",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The fields every account address has whatever the setting says, because checkout needs them
 * (orders/checkout-schema.ts addressSchema). The setting may add to them, never take them away.
 */
export const ALWAYS_MANDATORY_ADDRESS_FIELDS: readonly AddressField[] = ["first_name", "last_name", "line_1", "city", "postcode", "country"];

export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  pageLength: 25,
  listChildProducts: false,
  additionalLanguages: [],
  addressMandatoryFields: [...ALWAYS_MANDATORY_ADDRESS_FIELDS],
};

/** PUT /v2/settings (EP's Settings): `type` is required, every other field optional (left out, it keeps what is stored). */
export const projectSettingsSchema = z.object({
  data: z.looseObject({
    type: z.literal("settings", 'type must be "settings".'),
    page_length: z.number("page_length must be a whole number.").int("page_length must be a whole number.").min(1, "page_length is at least 1.").max(100, "page_length is at most 100.").optional(),
    list_child_products: z.boolean("list_child_products must be true or false.").optional(),
    additional_languages: z
      .array(z.string().regex(/^[a-z]{2}$/, "A language is a two-letter ISO 639-1 code in lower case, such as fr."), "additional_languages must be a list of language codes.")
      .max(50, "At most 50 additional languages.")
      .optional(),
    calculation_method: z.enum(["line", "simple"], "calculation_method is line or simple.").optional(),
    address_mandatory_fields: z.array(z.enum(ADDRESS_FIELDS, `An address field is one of ${ADDRESS_FIELDS.join(", ")}.`), "address_mandatory_fields must be a list of address fields.").optional(),
  }),
});
export type ProjectSettingsChange = z.output<typeof projectSettingsSchema>["data"];

/**
 * The settings after `change`. Cartwright totals carts and orders line by line (EP's `line` method) and has no
 * other: `simple` is 422, and nothing is stored. The address fields checkout needs stay mandatory whatever is asked.
 * EP's read-only limits (currency_limit, …) in the body are ignored, as EP ignores them.
 */
export function mergeProjectSettings(stored: ProjectSettings, change: ProjectSettingsChange): ProjectSettings {
  if (change.calculation_method === "simple") {
    throw unprocessable("Calculation method not available", "This store totals carts and orders line by line (line); it has no simple method.", {
      source: "data.calculation_method",
      meta: { value: "simple" },
    });
  }
  const asked = change.address_mandatory_fields;
  return {
    pageLength: change.page_length ?? stored.pageLength,
    listChildProducts: change.list_child_products ?? stored.listChildProducts,
    additionalLanguages: change.additional_languages ? [...new Set(change.additional_languages)] : stored.additionalLanguages,
    addressMandatoryFields: asked ? ADDRESS_FIELDS.filter((field) => asked.includes(field) || ALWAYS_MANDATORY_ADDRESS_FIELDS.includes(field)) : stored.addressMandatoryFields,
  };
}

export async function readProjectSettings(): Promise<ProjectSettings> {
  return projectSettingsStore().read(DEFAULT_PROJECT_SETTINGS);
}

/** PUT /v2/settings: the merged settings, judged under the row's lock. */
export async function updateProjectSettings(change: ProjectSettingsChange, caller?: Caller): Promise<ProjectSettings> {
  const saved = await projectSettingsStore().change(DEFAULT_PROJECT_SETTINGS, (stored) => mergeProjectSettings(stored, change), now());
  await recordSettingsChange(caller, "store", "Changed the project settings");
  return saved;
}

/** DELETE /v2/settings: back to the defaults. */
export async function resetProjectSettings(caller?: Caller): Promise<void> {
  await projectSettingsStore().reset();
  await recordSettingsChange(caller, "store", "Reset the project settings to their defaults");
}
