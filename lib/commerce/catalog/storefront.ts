// What the storefront's Server Components read: the live catalog with prices for one currency.
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { products, type PriceMap } from "@/lib/storage/schema";
import { formatMoney } from "../money";
import { findProduct, listProducts, type ProductRow } from "./products";

export type CatalogEntry = {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageHref?: string;
  isBundle: boolean;
  /** Minor units in the requested currency; undefined when the product has no price in it. */
  amount?: number;
  formatted?: string;
};

export function catalogEntry(row: ProductRow, currency: string): CatalogEntry {
  const price = row.price[currency];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageHref: row.image?.href,
    isBundle: Boolean(row.components),
    ...(price ? { amount: price.amount, formatted: formatMoney(price.amount, currency) } : {}),
  };
}

export async function liveCatalog(currency: string): Promise<CatalogEntry[]> {
  const { rows } = await listProducts(await getDb(), { limit: 100, offset: 0 }, { liveOnly: true });
  return rows.map((row) => catalogEntry(row, currency));
}

export async function liveProductBySlug(slug: string): Promise<ProductRow | undefined> {
  return findProduct(await getDb(), { slug }, { liveOnly: true });
}

/** A bundle's option products as its picker shows them: name and prices, by product id (live ones only). */
export async function bundleOptionProducts(row: ProductRow): Promise<Record<string, { name: string; slug: string; price: PriceMap }>> {
  const ids = [...new Set(Object.values(row.components ?? {}).flatMap((c) => c.options.map((o) => o.id)))];
  if (ids.length === 0) return {};
  const rows = await (await getDb())
    .select({ id: products.id, name: products.name, slug: products.slug, price: products.price })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, "live")));
  return Object.fromEntries(rows.map((r) => [r.id, { name: r.name, slug: r.slug, price: r.price }]));
}
