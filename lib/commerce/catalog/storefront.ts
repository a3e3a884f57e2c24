// What the storefront's Server Components read: the live catalog with prices for one currency.
import { getDb } from "@/lib/storage/db";
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
