// The administrator's reads of products and variations (/pcm/…) in EP's PXM shapes (hierarchies and nodes: hierarchy-reads.ts).
import type { Executor } from "@/lib/storage/db";
import { catalogAvailability, listProducts, productResource, type Page } from "./products";
import { childrenOf } from "@/lib/storage/catalog/hierarchy-store";
import { findNode } from "./hierarchies";
import { findVariation, optionsOf, pcmVariationResource, variationFacts, listVariations } from "./variations";
import { sql } from "drizzle-orm";
import type { ProductRow } from "./products";

/** Products as administrators see them: any status, with their variation facts. */
export async function pcmProductResources(db: Executor, rows: ProductRow[], origin: string) {
  const [stock, variations] = await Promise.all([catalogAvailability(db, rows), variationFacts(db, rows, { liveOnly: false })]);
  return rows.map((row) => productResource(row, { origin, availableUnits: stock.get(row.id), variation: variations.get(row.id) }));
}

/** The products attached directly to a node (any status). */
export async function pcmNodeProducts(db: Executor, hierarchyId: string, nodeId: string, page: Page, origin: string) {
  await findNode(nodeId, hierarchyId);
  const { rows, total } = await listProducts(db, page, { liveOnly: false, within: sql`(select product_id from node_products where node_id = ${nodeId}::uuid)` });
  return { data: await pcmProductResources(db, rows, origin), total };
}

export async function pcmChildProducts(db: Executor, productId: string, page: Page, origin: string) {
  const { rows, total } = await listProducts(db, page, { liveOnly: false, within: childrenOf(productId) });
  return { data: await pcmProductResources(db, rows, origin), total };
}

export async function pcmVariations(db: Executor, page: Page) {
  const { rows, total, options } = await listVariations(db, page);
  return { data: rows.map((row) => pcmVariationResource(row, options.get(row.id))), total };
}

export async function pcmVariation(db: Executor, id: string) {
  const row = await findVariation(db, id);
  return pcmVariationResource(row, (await optionsOf(db, [row.id])).get(row.id));
}
