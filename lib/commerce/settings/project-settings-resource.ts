// EP's project settings resource (GET/PUT /v2/settings, EP's SettingsResponse): the settings, and of EP's read-only
// limits those Cartwright enforces, from the modules that enforce them.
import { TAX_ITEM_LIMIT } from "../carts/tax-items";
import { PAGE_OFFSET_LIMIT } from "../page";
import type { ProjectSettings } from "./project-settings";

export function projectSettingsResource(settings: ProjectSettings) {
  return {
    data: {
      type: "settings" as const,
      page_length: settings.pageLength,
      list_child_products: settings.listChildProducts,
      additional_languages: settings.additionalLanguages,
      calculation_method: "line" as const,
      address_mandatory_fields: settings.addressMandatoryFields,
      tax_item_limit: TAX_ITEM_LIMIT,
      page_offset_limit: PAGE_OFFSET_LIMIT,
    },
    meta: { owner: "store" as const },
  };
}
