// One page of catalog products as every shopper product list renders it (/catalog/products, a node's or a
// hierarchy's products, a base product's children): prices in the request's currency, stock, variations and
// the includes asked for — a fixed number of reads whatever the page size.
import type { Executor } from "@/lib/storage/db";
import { catalogAvailability, catalogIncluded, productResource, type CatalogInclude, type ProductRow } from "./products";
import { variationFacts } from "./variations";

export async function catalogProductPage(db: Executor, rows: ProductRow[], options: { currency?: string; include?: ReadonlySet<CatalogInclude> }) {
  const [included, stock, variations] = await Promise.all([
    catalogIncluded(db, rows, options.include ?? new Set(), options.currency),
    catalogAvailability(db, rows),
    variationFacts(db, rows, { liveOnly: true }),
  ]);
  return {
    data: rows.map((row) => productResource(row, options.currency, stock.get(row.id), variations.get(row.id))),
    ...(included ? { included } : {}),
  };
}
