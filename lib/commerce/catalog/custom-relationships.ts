// Custom relationships (EP's PXM "related products"): named kinds of link from a product to others, attached to
// products, and the products related under them, uni- or bi-directional. docs/catalog.md "Related products". Reads
// and writes go through the custom relationship store (lib/storage/catalog/custom-relationship-store.ts); the limits
// are product-association.ts, the slug's rule relationship-slug.ts, the resources custom-relationship-resource.ts.
import { customRelationshipStore, type CustomRelationshipRow } from "@/lib/storage/catalog/custom-relationship-store";
import { DUPLICATE } from "@/lib/storage/catalog/product-rows";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import { isUuid, type Uuid } from "../uuid";
import type { Page } from "../page";
import { parseFilter } from "./catalog-filter";
import { findProduct, listProducts, productNotFound, type ProductScope } from "./products";
import { pcmProductResources } from "./pcm-products";
import { relationshipSlug } from "./relationship-slug";
import { checkAttachLimit, planAssociation } from "./product-association";
import { associationResource, customRelationshipResource, relatedProductReference } from "./custom-relationship-resource";
import type { CustomRelationshipAttributes, CustomRelationshipChanges, RelatedProductReferences } from "./custom-relationship-schema";

export const customRelationshipNotFound = (slug: string) =>
  notFound("Custom relationship not found", "The requested custom relationship could not be found", { slug });

const unprocessable = (detail: string, meta?: Record<string, unknown>) => new ApiError({ status: 422, title: "Unprocessable Entity", detail, ...(meta ? { meta } : {}) });

// ---- custom relationships ----

/** POST /pcm/custom-relationships: a slug taken already is 422 (EP's only refusal of a create). */
export async function createCustomRelationship(a: CustomRelationshipAttributes) {
  const row = await customRelationshipStore.create({
    slug: relationshipSlug(a.slug),
    name: a.name,
    description: a.description ?? null,
    sortOrder: a.sort_order ?? null,
    externalName: a.external_name ?? null,
    externalDescription: a.external_description ?? null,
    biDirectional: a.bi_directional ?? false,
  });
  if (row === DUPLICATE) throw unprocessable("A custom relationship with this slug already exists.", { slug: relationshipSlug(a.slug) });
  return customRelationshipResource(row);
}

/** The relationship a slug names (with or without its `CRP_`), or its 404. */
export async function findCustomRelationship(slug: string): Promise<CustomRelationshipRow> {
  const row = await customRelationshipStore.bySlug(relationshipSlug(slug));
  if (!row) throw customRelationshipNotFound(slug);
  return row;
}

/** GET /pcm/custom-relationships/{slug} */
export async function customRelationship(slug: string) {
  return customRelationshipResource(await findCustomRelationship(slug));
}

/** GET /pcm/custom-relationships: a page, filtered by EP's `eq(owner,…)`, `eq(slug,…)` and `in(slug,…)`. */
export async function customRelationships(page: Page, filter: string | null) {
  let slugs: string[] | undefined;
  for (const clause of parseFilter(filter, { eq: ["owner", "slug"], in: ["slug"] })) {
    // Every relationship is the store's own.
    const matching = clause.field === "owner" ? (clause.values[0] === "store" ? undefined : []) : clause.values.map(relationshipSlug);
    if (matching) slugs = slugs ? slugs.filter((slug) => matching.includes(slug)) : matching;
  }
  const { rows, total } = await customRelationshipStore.list(page, slugs);
  return { data: rows.map(customRelationshipResource), total };
}

/** PUT /pcm/custom-relationships/{slug}: a partial change; the slug cannot change (422). */
export async function updateCustomRelationship(slug: string, a: CustomRelationshipChanges) {
  const row = await findCustomRelationship(slug);
  if (a.slug !== undefined && relationshipSlug(a.slug) !== row.slug) {
    throw unprocessable("The slug of a custom relationship cannot be changed; it must match the slug in the path.", { slug: a.slug });
  }
  const changed = await customRelationshipStore.update(row.slug, {
    ...(a.name !== undefined ? { name: a.name } : {}),
    ...(a.description !== undefined ? { description: a.description } : {}),
    ...(a.sort_order !== undefined ? { sortOrder: a.sort_order } : {}),
    ...(a.external_name !== undefined ? { externalName: a.external_name } : {}),
    ...(a.external_description !== undefined ? { externalDescription: a.external_description } : {}),
    ...(a.bi_directional !== undefined ? { biDirectional: a.bi_directional } : {}),
    updatedAt: now(),
  });
  if (!changed) throw customRelationshipNotFound(slug);
  return customRelationshipResource(changed);
}

/** DELETE /pcm/custom-relationships/{slug}: with its attachments and the links made under it. */
export async function deleteCustomRelationship(slug: string): Promise<void> {
  if (!(await customRelationshipStore.delete(relationshipSlug(slug)))) throw customRelationshipNotFound(slug);
}

// ---- a product's custom relationships ----

async function existingProduct(productId: Uuid) {
  const row = await findProduct({ id: productId }, { liveOnly: false });
  if (!row) throw productNotFound({ id: productId });
  return row;
}

/** GET /pcm/products/{id}/custom-relationships: those attached, and bi-directional ones it is related under. */
export async function productCustomRelationships(productId: Uuid, page: Page) {
  await existingProduct(productId);
  const { rows, total } = await customRelationshipStore.ofProduct(productId, page);
  return { data: rows.map(customRelationshipResource), total };
}

/** POST (attach) or DELETE (detach) a product's custom relationships, named by slug; an unknown slug is 422, more
 * than 5 attached is 422, and a refusal changes nothing. Detaching removes the product's links under them. */
export async function changeProductCustomRelationships(productId: Uuid, references: { slug: string }[], change: "attach" | "detach"): Promise<void> {
  const slugs = [...new Set(references.map((ref) => relationshipSlug(ref.slug)))];
  await customRelationshipStore.changeAttached(productId, slugs, change, ({ product, known, attached }) => {
    if (!product) throw productNotFound({ id: productId });
    const missing = slugs.filter((slug) => !known.some((row) => row.slug === slug));
    if (missing.length) throw unprocessable("These custom relationships do not exist.", { slugs: missing });
    if (change === "attach") checkAttachLimit(attached, known.map((row) => row.id));
  });
}

// ---- related products ----

/** POST /pcm/products/{id}/custom-relationships/{slug}: relates products (appending; a product named again takes
 * its new sort order), attaching the relationship; those it could not relate are answered with why. */
export async function associateProducts(productId: Uuid, slug: string, references: RelatedProductReferences) {
  const relationship = await findCustomRelationship(slug);
  const asked = references.map((ref) => ({ id: ref.id, ...(ref.attributes && "sort_order" in ref.attributes ? { sortOrder: ref.attributes.sort_order ?? null } : {}) }));
  const ids = [...new Set(asked.map((link) => link.id.toLowerCase()).filter(isUuid))];
  const plan = await customRelationshipStore.relate(productId, relationship, ids, ({ product, existing, known }) => {
    if (!product) throw productNotFound({ id: productId });
    return planAssociation(productId, asked, { existing, known });
  });
  return associationResource(plan.relate.map((link) => link.id), plan.notAssociated, now());
}

/** DELETE /pcm/products/{id}/custom-relationships/{slug}: unrelates the products named (both ways when bi-directional). */
export async function dissociateProducts(productId: Uuid, slug: string, references: RelatedProductReferences): Promise<void> {
  const relationship = await findCustomRelationship(slug);
  await existingProduct(productId);
  await customRelationshipStore.unrelate(productId, relationship, [...new Set(references.map((ref) => ref.id.toLowerCase()).filter(isUuid))]);
}

/** GET /pcm/products/{id}/custom-relationships/{slug}: the related products' ids, in their order. */
export async function relatedProductIds(productId: Uuid, slug: string, page: Page) {
  const relationship = await findCustomRelationship(slug);
  await existingProduct(productId);
  const { rows, total } = await customRelationshipStore.related(productId, relationship, page);
  return { data: rows.map(relatedProductReference), total };
}

/** The scope of a product list that is a product's related products under a relationship (any reader). */
export async function relatedScope(productId: Uuid, slug: string): Promise<ProductScope> {
  const relationship = await findCustomRelationship(slug);
  return { kind: "related", productId, relationship: { id: relationship.id, biDirectional: relationship.biDirectional } };
}

/** GET /pcm/products/{id}/custom-relationships/{slug}/products: the related products (any status), as administrators see them. */
export async function pcmRelatedProducts(productId: Uuid, slug: string, page: Page, origin: string) {
  const scope = await relatedScope(productId, slug);
  await existingProduct(productId);
  const { rows, total } = await listProducts(page, { liveOnly: false, scope });
  return { data: await pcmProductResources(rows, origin), total };
}

/** The live products linked to a product through its custom relationships (in the relationships' order, then each
 * one's links'), at most `limit` of each relationship: what a product page suggests first (related-first.ts). */
export async function liveLinkedProducts(productId: Uuid, limit: number) {
  const { rows: relationships } = await customRelationshipStore.ofProduct(productId, { limit: 5, offset: 0 });
  const lists = await Promise.all(
    relationships.map((relationship) =>
      listProducts({ limit, offset: 0 }, { liveOnly: true, scope: { kind: "related", productId, relationship: { id: relationship.id, biDirectional: relationship.biDirectional } } }),
    ),
  );
  return lists.flatMap((list) => list.rows);
}
