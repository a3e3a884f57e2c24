// The administrator's reads and writes of products (/pcm/products, a node's products, a base product's children),
// rendered as administrators see them: any status, with their stock and variation facts.
import type { FilterClause } from "./catalog-filter";
import { catalogAvailability, componentProductIds, createProduct, findProduct, listProducts, productNotFound, updateProduct, type Page, type ProductRow } from "./products";
import type { CreateProductAttributes, UpdateProductAttributes } from "./product-schema";
import { productResource } from "./product-resource";
import { variationFacts } from "./variations";
import { findNode } from "./hierarchies";
import { filesOfProducts } from "./product-media";
import type { Uuid } from "../uuid";

/** Products as administrators see them: any status, with their variation facts. */
export async function pcmProductResources(rows: ProductRow[], origin: string) {
  const [stock, variations, fileIds] = await Promise.all([catalogAvailability(rows), variationFacts(rows, { liveOnly: false }), filesOfProducts(rows.map((row) => row.id))]);
  return rows.map((row) => productResource(row, { origin, fileIds: fileIds.get(row.id), availableUnits: stock.get(row.id), variation: variations.get(row.id) }));
}

const one = async (row: ProductRow, origin: string) => (await pcmProductResources([row], origin))[0];

/** GET /pcm/products */
export async function pcmProducts(page: Page, filter: FilterClause[], origin: string) {
  const { rows, total } = await listProducts(page, { liveOnly: false, filter });
  return { data: await pcmProductResources(rows, origin), total };
}

/** GET /pcm/products/{id} */
export async function pcmProduct(productId: Uuid, origin: string) {
  const row = await findProduct({ id: productId }, { liveOnly: false });
  if (!row) throw productNotFound({ id: productId });
  return one(row, origin);
}

/** POST /pcm/products: the product made, rendered. */
export async function pcmCreateProduct(attributes: CreateProductAttributes, origin: string) {
  return one(await createProduct(attributes), origin);
}

/** PUT /pcm/products/{id}: the product as changed, rendered. */
export async function pcmUpdateProduct(productId: Uuid, attributes: UpdateProductAttributes, origin: string) {
  return one(await updateProduct(productId, attributes), origin);
}

/** The products attached directly to a node (any status). */
export async function pcmNodeProducts(hierarchyId: Uuid, nodeId: Uuid, page: Page, origin: string) {
  await findNode(nodeId, hierarchyId);
  const { rows, total } = await listProducts(page, { liveOnly: false, scope: { kind: "node", nodeId } });
  return { data: await pcmProductResources(rows, origin), total };
}

/** A product's children (any status); 404 when there is no such product. */
export async function pcmChildProducts(productId: Uuid, page: Page, origin: string) {
  if (!(await findProduct({ id: productId }, { liveOnly: false }))) throw productNotFound({ id: productId });
  const { rows, total } = await listProducts(page, { liveOnly: false, scope: { kind: "children", productId } });
  return { data: await pcmProductResources(rows, origin), total };
}

/** GET /pcm/products/{id}/relationships/component_products: a bundle's component products (any status); none for
 * a product that is not a bundle. */
export async function pcmComponentProductIds(productId: Uuid) {
  const row = await findProduct({ id: productId }, { liveOnly: false });
  if (!row) throw productNotFound({ id: productId });
  return componentProductIds(row).map((id) => ({ type: "product" as const, id }));
}
