// An account's saved addresses (EP's account addresses): its members and administrators keep them, and the
// storefront offers them at checkout. The fields and their rules are the checkout's (orders/checkout-schema.ts),
// plus a name for the address ("Home", "Work"). To another account's token an address does not exist (404).
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Executor } from "@/lib/storage/db";
import { accountAddresses } from "@/lib/storage/schema";
import type { Caller } from "../auth/tokens";
import { notFound } from "../errors";
import { isoSeconds } from "../time";
import { assertAccount } from "./accounts";
import { addressFieldsSchema } from "./address-schema";
import { isUuid } from "../uuid";

export type AddressRow = typeof accountAddresses.$inferSelect;

const addressFields = addressFieldsSchema.extend({ type: z.literal("address") });

export const accountAddressBodySchema = z.object({ data: addressFields });
export const accountAddressUpdateSchema = z.object({ data: addressFields.partial().extend({ type: z.literal("address") }) });
export type AccountAddressInput = Partial<z.output<typeof addressFields>>;

export const addressNotFound = (id: string) => notFound("Not Found", "address not found", { id });

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

function columns(input: AccountAddressInput) {
  const set = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
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

const byId = (accountId: string, addressId: string) => and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.id, addressId));

async function findAddress(db: Executor, accountId: string, addressId: string): Promise<AddressRow> {
  const [row] = isUuid(addressId) ? await db.select().from(accountAddresses).where(byId(accountId, addressId)) : [];
  if (!row) throw addressNotFound(addressId);
  return row;
}

/** The account's addresses, oldest first. */
export async function listAddresses(db: Executor, caller: Caller, accountId: string, page: { limit: number; offset: number }) {
  await assertAccount(db, caller, accountId);
  const [rows, [{ total }]] = await readTogether(
    db,
    () => db.select().from(accountAddresses).where(eq(accountAddresses.accountId, accountId)).orderBy(asc(accountAddresses.createdAt), asc(accountAddresses.id)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(accountAddresses).where(eq(accountAddresses.accountId, accountId)),
  );
  return { rows, total };
}

export async function createAddress(db: Executor, caller: Caller, accountId: string, input: AccountAddressInput): Promise<AddressRow> {
  await assertAccount(db, caller, accountId);
  const [row] = await db.insert(accountAddresses).values({ accountId, ...columns(input) }).returning();
  return row;
}

export async function getAddress(db: Executor, caller: Caller, accountId: string, addressId: string): Promise<AddressRow> {
  await assertAccount(db, caller, accountId);
  return findAddress(db, accountId, addressId);
}

/** PUT: the fields given replace the stored ones; the rest stay. */
export async function updateAddress(db: Executor, caller: Caller, accountId: string, addressId: string, input: AccountAddressInput): Promise<AddressRow> {
  await assertAccount(db, caller, accountId);
  await findAddress(db, accountId, addressId);
  const [row] = await db.update(accountAddresses).set({ ...columns(input), updatedAt: new Date() }).where(byId(accountId, addressId)).returning();
  return row;
}

export async function deleteAddress(db: Executor, caller: Caller, accountId: string, addressId: string): Promise<void> {
  await assertAccount(db, caller, accountId);
  await findAddress(db, accountId, addressId);
  await db.delete(accountAddresses).where(byId(accountId, addressId));
}
