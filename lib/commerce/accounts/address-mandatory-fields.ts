// Which fields an account address must fill (EP's project setting `address_mandatory_fields`,
// settings/project-settings.ts): a new address, or a change to one, that leaves a mandatory field empty is refused,
// 400 `required` per field, all at once. The fields checkout needs are always mandatory (the address schema
// refuses them first); the setting adds others (a phone number, a region…). Addresses saved before a field became
// mandatory keep what they have until that field is changed (EP's rule).
import { type ErrorObject } from "../errors";
import type { AddressField } from "../settings/project-settings";

const LABELS: Record<AddressField, string> = {
  first_name: "a first name",
  last_name: "a last name",
  name: "a name for the address",
  phone_number: "a phone number",
  instructions: "delivery instructions",
  company_name: "a company name",
  line_1: "the first line of the address",
  line_2: "the second line of the address",
  city: "a city",
  county: "a county",
  region: "a region",
  postcode: "a postcode",
  country: "a country",
};

/**
 * The mandatory fields `address` leaves empty. `whole`: the address is new, so a field left out is empty; else it
 * is a change, and only the fields it gives are judged.
 */
export function missingAddressFields(address: Partial<Record<AddressField, string | undefined>>, mandatory: readonly string[], whole: boolean): ErrorObject[] {
  return (Object.keys(LABELS) as AddressField[])
    .filter((field) => mandatory.includes(field))
    .filter((field) => (whole || address[field] !== undefined) && !address[field]?.trim())
    .map((field) => ({ status: 400, title: "required", detail: `Enter ${LABELS[field]}: this store requires it on every address.`, source: `data.${field}` }));
}
