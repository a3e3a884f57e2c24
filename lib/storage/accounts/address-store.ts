// The address store: an account's saved addresses (lib/commerce/accounts/addresses.ts). Every read and
// write names the account, so an address of another account is never found.
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { accountAddresses } from "../schema";
import type { AddressColumns, AddressRow } from "./rows";

export type AddressStore = {
  /** The account's addresses, oldest first, and how many it has. */
  list(accountId: string, page: { limit: number; offset: number }): Promise<{ rows: AddressRow[]; total: number }>;
  find(accountId: string, addressId: string): Promise<AddressRow | undefined>;
  insert(accountId: string, columns: AddressColumns): Promise<AddressRow>;
  update(accountId: string, addressId: string, columns: AddressColumns & { updatedAt: Date }): Promise<AddressRow>;
  delete(accountId: string, addressId: string): Promise<void>;
};

const byId = (accountId: string, addressId: string) => and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.id, addressId));

const sqlAddressStore: AddressStore = {
  async list(accountId, page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () =>
        db
          .select()
          .from(accountAddresses)
          .where(eq(accountAddresses.accountId, accountId))
          .orderBy(asc(accountAddresses.createdAt), asc(accountAddresses.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(accountAddresses).where(eq(accountAddresses.accountId, accountId)),
    );
    return { rows, total };
  },
  async find(accountId, addressId) {
    const [row] = await (await getDb()).select().from(accountAddresses).where(byId(accountId, addressId));
    return row;
  },
  async insert(accountId, columns) {
    const [row] = await (await getDb()).insert(accountAddresses).values({ accountId, ...columns }).returning();
    return row;
  },
  async update(accountId, addressId, columns) {
    const [row] = await (await getDb()).update(accountAddresses).set(columns).where(byId(accountId, addressId)).returning();
    return row;
  },
  async delete(accountId, addressId) {
    await (await getDb()).delete(accountAddresses).where(byId(accountId, addressId));
  },
};

export function addressStore(): AddressStore {
  return sqlAddressStore;
}
