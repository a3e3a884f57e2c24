// An account's saved addresses (EP's account addresses): its members and administrators keep them, and the
// storefront offers them at checkout. The fields and their rules are the checkout's (orders/checkout-schema.ts),
// plus a name for the address ("Home", "Work"). To another account's token an address does not exist (404).
// Rows are the address store's (lib/storage/accounts/address-store.ts), rendered by address-resource.ts.
import { z } from "zod";
import { addressStore } from "@/lib/storage/accounts/address-store";
import type { AddressColumns, AddressRow } from "@/lib/storage/accounts/rows";
import type { Caller } from "../auth/tokens";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import { assertAccount } from "./accounts";
import { readProjectSettings } from "../settings/project-settings";
import { addressFieldsSchema } from "./address-schema";
import { missingAddressFields } from "./address-mandatory-fields";
import type { Uuid } from "../uuid";

export type { AddressRow };

const addressFields = addressFieldsSchema.extend({ type: z.literal("address") });

export const accountAddressBodySchema = z.object({ data: addressFields });
export const accountAddressUpdateSchema = z.object({ data: addressFields.partial().extend({ type: z.literal("address") }) });
export type AccountAddressInput = Partial<z.output<typeof addressFields>>;

export const addressNotFound = (id: string) => notFound("Not Found", "address not found", { id });

/** The columns an input sets: the fields it gives (an update leaves the others as stored). */
function columns(input: AccountAddressInput): AddressColumns {
  const set = <K extends keyof AddressColumns>(key: K, value: AddressColumns[K] | undefined) => (value === undefined ? {} : ({ [key]: value } as Pick<AddressColumns, K>));
  return {
    ...set("name", input.name),
    ...set("firstName", input.first_name),
    ...set("lastName", input.last_name),
    ...set("companyName", input.company_name),
    ...set("phoneNumber", input.phone_number),
    ...set("line1", input.line_1),
    ...set("line2", input.line_2),
    ...set("city", input.city),
    ...set("county", input.county),
    ...set("region", input.region),
    ...set("postcode", input.postcode),
    ...set("country", input.country),
    ...set("instructions", input.instructions),
  };
}

/** Refuses an address that leaves a field the project settings make mandatory empty (address-mandatory-fields.ts). */
async function assertMandatoryFields(input: AccountAddressInput, whole: boolean): Promise<void> {
  const missing = missingAddressFields(input, (await readProjectSettings()).addressMandatoryFields, whole);
  if (missing.length > 0) throw new ApiError(missing);
}

async function findAddress(accountId: Uuid, addressId: Uuid): Promise<AddressRow> {
  const row = await addressStore().find(accountId, addressId);
  if (!row) throw addressNotFound(addressId);
  return row;
}

/** The account's addresses, oldest first. */
export async function listAddresses(caller: Caller, accountId: Uuid, page: { limit: number; offset: number }): Promise<{ rows: AddressRow[]; total: number }> {
  await assertAccount(caller, accountId);
  return addressStore().list(accountId, page);
}

export async function createAddress(caller: Caller, accountId: Uuid, input: AccountAddressInput): Promise<AddressRow> {
  await assertAccount(caller, accountId);
  await assertMandatoryFields(input, true);
  return addressStore().insert(accountId, columns(input));
}

export async function getAddress(caller: Caller, accountId: Uuid, addressId: Uuid): Promise<AddressRow> {
  await assertAccount(caller, accountId);
  return findAddress(accountId, addressId);
}

/** PUT: the fields given replace the stored ones; the rest stay. */
export async function updateAddress(caller: Caller, accountId: Uuid, addressId: Uuid, input: AccountAddressInput): Promise<AddressRow> {
  await assertAccount(caller, accountId);
  await findAddress(accountId, addressId);
  await assertMandatoryFields(input, false);
  return addressStore().update(accountId, addressId, { ...columns(input), updatedAt: now() });
}

export async function deleteAddress(caller: Caller, accountId: Uuid, addressId: Uuid): Promise<void> {
  await assertAccount(caller, accountId);
  await findAddress(accountId, addressId);
  await addressStore().delete(accountId, addressId);
}
