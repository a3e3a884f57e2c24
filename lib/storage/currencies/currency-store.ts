// The currency store: how the currencies domain (lib/commerce/currencies) reads the store's currencies, adds, changes
// and deletes them, and writes their "prices with tax" setting. Every write takes the table's lock first, so the
// domain's checks (one default, the limit) see what no concurrent write can change before it commits. A read made inside another domain's transaction (an order's e-mails) is given
// that transaction, handed through untouched.
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { compiledTableRead, readsOn, type BatchedRead } from "../batched-read";
import { getDb, type Executor } from "../db";
import { currencies } from "../schema";

export type CurrencyRow = typeof currencies.$inferSelect;
/** What an administrator writes of a currency (the rest is the store's: id, timestamps, the tax setting). */
export type CurrencyValues = Pick<CurrencyRow, "code" | "exchangeRate" | "format" | "decimalPoint" | "thousandSeparator" | "decimalPlaces" | "isDefault" | "enabled">;
export type CurrencyChanges = Partial<Omit<CurrencyValues, "code">>;

/** Runs `write` in a transaction holding the currencies table against other writes (reads go on). `existing`: every
 * currency as the transaction sees it, for the domain's checks (which throw to change nothing). */
async function lockedWrite<T>(write: (tx: Executor, existing: CurrencyRow[]) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(async (tx) => {
    await tx.execute(sql`lock table ${currencies} in share row exclusive mode`);
    return write(tx, await tx.select().from(currencies).orderBy(asc(currencies.createdAt), asc(currencies.code)));
  });
}
export type TaxDisplayRow = { code: string; pricesIncludeTax: boolean };

const pricesIncludeTaxRead = compiledTableRead(currencies, eq(currencies.code, sql.placeholder("code")), ([row]) => row?.pricesIncludeTax);

export const currencyStore = {
  /** Every currency, oldest first. */
  async list(): Promise<CurrencyRow[]> {
    return (await getDb()).select().from(currencies).orderBy(asc(currencies.createdAt), asc(currencies.code));
  },

  /** The currency with this id or this code (either may be left out). */
  async find(key: { id?: string; code?: string }): Promise<CurrencyRow | undefined> {
    const byId = key.id !== undefined ? eq(currencies.id, key.id) : undefined;
    const byCode = key.code !== undefined ? eq(currencies.code, key.code) : undefined;
    if (!byId && !byCode) return undefined;
    const [row] = await (await getDb()).select().from(currencies).where(or(byId, byCode));
    return row;
  },

  /**
   * Adds a currency after `check` has seen the store's currencies; a new default takes the flag from the old one in
   * the same transaction.
   */
  async create(values: CurrencyValues, check: (existing: CurrencyRow[]) => void): Promise<CurrencyRow> {
    return lockedWrite(async (tx, existing) => {
      check(existing);
      if (values.isDefault) await tx.update(currencies).set({ isDefault: false, updatedAt: sql`now()` }).where(eq(currencies.isDefault, true));
      const [row] = await tx.insert(currencies).values(values).returning();
      return row;
    });
  },

  /** Changes the currency `find` picks of the store's currencies (after `check`); undefined when it picks none. */
  async update(find: (existing: CurrencyRow[]) => CurrencyRow | undefined, changes: CurrencyChanges, check: (row: CurrencyRow) => void): Promise<CurrencyRow | undefined> {
    return lockedWrite(async (tx, existing) => {
      const current = find(existing);
      if (!current) return undefined;
      check(current);
      if (changes.isDefault && !current.isDefault) {
        await tx.update(currencies).set({ isDefault: false, updatedAt: sql`now()` }).where(eq(currencies.isDefault, true));
      }
      const [row] = await tx.update(currencies).set({ ...changes, updatedAt: sql`now()` }).where(eq(currencies.id, current.id)).returning();
      return row;
    });
  },

  /** Deletes the currency `find` picks (after `check`); false when it picks none. */
  async remove(find: (existing: CurrencyRow[]) => CurrencyRow | undefined, check: (row: CurrencyRow) => void): Promise<boolean> {
    return lockedWrite(async (tx, existing) => {
      const current = find(existing);
      if (!current) return false;
      check(current);
      await tx.delete(currencies).where(eq(currencies.id, current.id));
      return true;
    });
  },

  /** The setting of one currency; undefined when the store has no such currency. */
  async pricesIncludeTax(code: string, within?: Executor): Promise<boolean | undefined> {
    const [includes] = await readsOn(within ?? (await getDb()))(currencyStore.pricesIncludeTaxRead(code));
    return includes;
  },
  /** pricesIncludeTax as a read to send with others (batched-read.ts). */
  pricesIncludeTaxRead: (code: string): BatchedRead<boolean | undefined> => pricesIncludeTaxRead({ code }),

  /** The setting of every currency (in the table's order, or by code when `byCode`). */
  async taxDisplay(options: { within?: Executor; byCode?: boolean } = {}): Promise<TaxDisplayRow[]> {
    const query = (options.within ?? (await getDb())).select({ code: currencies.code, pricesIncludeTax: currencies.pricesIncludeTax }).from(currencies);
    return options.byCode ? query.orderBy(asc(currencies.code)) : query;
  },

  /**
   * Sets the setting of the currencies, in one transaction, after `check` has seen which of the codes the store has
   * (it throws to change nothing).
   */
  async setTaxDisplay(changes: Record<string, boolean>, check: (known: Set<string>) => void): Promise<void> {
    const codes = Object.keys(changes);
    await (await getDb()).transaction(async (tx) => {
      if (codes.length === 0) return;
      check(new Set((await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map((row) => row.code)));
      for (const code of codes) {
        await tx.update(currencies).set({ pricesIncludeTax: changes[code], updatedAt: sql`now()` }).where(eq(currencies.code, code));
      }
    });
  },
};

export type CurrencyStore = typeof currencyStore;
