// Custom relationships and related products as administrators write them (/pcm/custom-relationships, a product's
// custom relationships and its related products).
import { z } from "zod";
import { MAX_RELATIONSHIP_SLUG, RELATIONSHIP_SLUG_PATTERN } from "./relationship-slug";
import { MAX_RELATED_PRODUCTS } from "./product-association";

const sortOrder = z.number().int().min(-1_000_000).max(1_000_000).nullable().optional();
const slug = z
  .string()
  .min(1)
  .max(MAX_RELATIONSHIP_SLUG - 4)
  .regex(RELATIONSHIP_SLUG_PATTERN, "A slug can contain A to Z, a to z, 0 to 9, hyphen, underscore and period.");

export const customRelationshipAttributes = z.strictObject({
  name: z.string().trim().min(1).max(255),
  description: z.string().max(10_000).optional(),
  slug,
  sort_order: sortOrder,
  external_name: z.string().max(255).nullable().optional(),
  external_description: z.string().max(10_000).nullable().optional(),
  bi_directional: z.boolean().optional(),
});

const TYPE = z.literal("custom-relationship");
export const createCustomRelationshipBodySchema = z.object({ data: z.object({ type: TYPE, attributes: customRelationshipAttributes }) });
export const updateCustomRelationshipBodySchema = z.object({
  data: z.object({ type: TYPE, id: z.string().optional(), attributes: customRelationshipAttributes.partial() }),
});

/** The relationships a body names to attach to or detach from a product. */
export const customRelationshipReferencesBodySchema = z.object({
  data: z.array(z.strictObject({ type: TYPE, slug: z.string().min(1).max(MAX_RELATIONSHIP_SLUG) })).min(1).max(100),
});

/** The products a body names to relate to (or unrelate from) a product; an id that is no product's is answered, not refused. */
export const relatedProductsBodySchema = z.object({
  data: z
    .array(z.object({ type: z.literal("product"), id: z.string().min(1).max(100), attributes: z.strictObject({ sort_order: sortOrder }).optional() }))
    .min(1)
    .max(MAX_RELATED_PRODUCTS),
});

export type CustomRelationshipAttributes = z.output<typeof customRelationshipAttributes>;
export type CustomRelationshipChanges = z.output<typeof updateCustomRelationshipBodySchema>["data"]["attributes"];
export type RelatedProductReferences = z.output<typeof relatedProductsBodySchema>["data"];
