// EP's account address resource (/v2/accounts/{id}/addresses), from its row; the storefront's address book shows the same.
import type { AddressRow } from "@/lib/storage/accounts/rows";
import { isoSeconds } from "../time";

export function addressResource(row: AddressRow) {
  return {
    type: "address" as const,
    id: row.id,
    name: row.name,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    phone_number: row.phoneNumber,
    line_1: row.line1,
    line_2: row.line2,
    city: row.city,
    county: row.county,
    region: row.region,
    postcode: row.postcode,
    country: row.country,
    instructions: row.instructions,
    links: { self: `/v2/accounts/${row.accountId}/addresses/${row.id}` },
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
    relationships: { account: { data: { type: "account", id: row.accountId } } },
  };
}
