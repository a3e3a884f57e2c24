// The store's currencies (EP's currencies API): the codes it sells in and how their amounts are written.
// The storefront formats amounts from these; shoppers read them with any token.
import { asc, eq, or } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { currencies } from "@/lib/storage/schema";
import { notFound } from "../errors";
import { isoSeconds } from "../time";
import { isUuid } from "../uuid";

export type CurrencyRow = typeof currencies.$inferSelect;

export const currencyNotFound = (id: string) => notFound("Not Found", `Currency ${id} does not exist`, { id });

export function currencyResource(row: CurrencyRow) {
  return {
    type: "currency" as const,
    id: row.id,
    code: row.code,
    exchange_rate: row.exchangeRate,
    format: row.format,
    decimal_point: row.decimalPoint,
    thousand_separator: row.thousandSeparator,
    decimal_places: row.decimalPlaces,
    default: row.isDefault,
    enabled: row.enabled,
    links: { self: `/v2/currencies/${row.id}` },
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}

/** Every currency of the store, the default first. */
export async function listCurrencies(db: Executor): Promise<CurrencyRow[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.createdAt), asc(currencies.code));
  return [...rows.filter((row) => row.isDefault), ...rows.filter((row) => !row.isDefault)];
}

/** A currency by its id, or by its code (EP's clients use both). */
export async function findCurrency(db: Executor, idOrCode: string): Promise<CurrencyRow> {
  const byId = isUuid(idOrCode) ? eq(currencies.id, idOrCode) : undefined;
  const byCode = /^[A-Za-z]{3}$/.test(idOrCode) ? eq(currencies.code, idOrCode.toUpperCase()) : undefined;
  const [row] = byId || byCode ? await db.select().from(currencies).where(or(byId, byCode)) : [];
  if (!row) throw currencyNotFound(idOrCode);
  return row;
}
