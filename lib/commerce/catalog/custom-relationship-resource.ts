// EP's PXM resources of custom relationships: a relationship, a product's related product ids, and the answer to
// relating products.
import type { CustomRelationshipRow, RelatedRow } from "@/lib/storage/catalog/custom-relationship-store";
import type { NotAssociated } from "./product-association";

export function customRelationshipResource(row: CustomRelationshipRow) {
  return {
    id: row.id,
    type: "custom-relationship" as const,
    attributes: {
      name: row.name,
      ...(row.description !== null ? { description: row.description } : {}),
      slug: row.slug,
      ...(row.sortOrder !== null ? { sort_order: row.sortOrder } : {}),
      ...(row.externalName !== null ? { external_name: row.externalName } : {}),
      ...(row.externalDescription !== null ? { external_description: row.externalDescription } : {}),
      bi_directional: row.biDirectional,
    },
    meta: { owner: "store", timestamps: { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() } },
  };
}

/** A related product as GET …/custom-relationships/{slug} lists it. */
export const relatedProductReference = (row: RelatedRow) => ({ type: "product" as const, id: row.id, attributes: { sort_order: row.sortOrder } });

/** The answer to relating products: those related and those not, with why. */
export function associationResource(associated: string[], notAssociated: NotAssociated[], at: Date) {
  const when = at.toISOString();
  return { meta: { associated_products: associated, products_not_associated: notAssociated, owner: "store", timestamps: { created_at: when, updated_at: when } } };
}
