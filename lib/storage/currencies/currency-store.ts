// The currency store: how the currencies domain (lib/commerce/currencies) reads the store's currencies and writes
// their "prices with tax" setting. A read made inside another domain's transaction (an order's e-mails) is given
// that transaction, handed through untouched.
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { currencies } from "../schema";

export type CurrencyRow = typeof currencies.$inferSelect;
export type TaxDisplayRow = { code: string; pricesIncludeTax: boolean };

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

  /** The setting of one currency; undefined when the store has no such currency. */
  async pricesIncludeTax(code: string, within?: Executor): Promise<boolean | undefined> {
    const [row] = await (within ?? (await getDb())).select({ pricesIncludeTax: currencies.pricesIncludeTax }).from(currencies).where(eq(currencies.code, code));
    return row?.pricesIncludeTax;
  },

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
