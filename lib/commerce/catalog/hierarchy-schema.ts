// The bodies of the /pcm/hierarchies calls (hierarchies, their nodes, a node's parent and products), parsed at the
// edge with parseOrThrow(schema, body, "") before the domain (hierarchies.ts) is called with what they give.
import { z } from "zod";
import { SLUG } from "./product-schema";
import { uuidField } from "@/lib/commerce/uuid";

const slugSchema = z.string().min(1).max(255).regex(SLUG, "A slug is letters, digits, '.', '-' and '_'");
/** A hierarchy's or a node's name, slug and description (the admin's category form checks the same). */
export const hierarchyAttributes = z.strictObject({
  name: z.string().trim().min(1).max(255),
  slug: slugSchema.optional(),
  description: z.string().max(10_000).default(""),
});
const nodeReference = z.strictObject({ type: z.literal("node"), id: uuidField() });
const nodeAttributes = hierarchyAttributes;
export const SORT_ORDER_LIMIT = 1_000_000;
const sortOrderMeta = z.strictObject({ sort_order: z.number().int().min(-SORT_ORDER_LIMIT).max(SORT_ORDER_LIMIT).nullable().optional() }).optional();

/** POST /pcm/hierarchies. */
export const createHierarchySchema = z.object({ data: z.object({ type: z.literal("hierarchy"), attributes: hierarchyAttributes }) });
/** PUT /pcm/hierarchies/{id}: what is given changes. */
export const updateHierarchySchema = z.object({
  data: z.object({ type: z.literal("hierarchy"), id: z.string().optional(), attributes: hierarchyAttributes.partial() }),
});
/** POST /pcm/hierarchies/{id}/nodes. */
export const createNodeSchema = z.object({
  data: z.object({
    type: z.literal("node"),
    attributes: nodeAttributes,
    meta: sortOrderMeta,
    relationships: z.object({ parent: z.object({ data: nodeReference }).optional() }).optional(),
  }),
});
/** PUT /pcm/hierarchies/{id}/nodes/{id}: what is given changes; a null parent makes it a top node. */
export const updateNodeSchema = z.object({
  data: z.object({
    type: z.literal("node"),
    id: z.string().optional(),
    attributes: nodeAttributes.partial().optional(),
    meta: sortOrderMeta,
    relationships: z.object({ parent: z.object({ data: nodeReference.nullable() }).optional() }).optional(),
  }),
});
/** PUT …/nodes/{id}/relationships/parent. */
export const nodeParentSchema = z.object({ data: nodeReference });
/** POST and DELETE …/nodes/{id}/relationships/products. */
export const nodeProductReferencesSchema = z.object({
  data: z.array(z.strictObject({ type: z.literal("product"), id: uuidField() })).min(1).max(100),
});

export type CreateHierarchyInput = z.output<typeof createHierarchySchema>["data"]["attributes"];
export type UpdateHierarchyInput = z.output<typeof updateHierarchySchema>["data"]["attributes"];
export type CreateNodeInput = z.output<typeof createNodeSchema>["data"];
export type UpdateNodeInput = z.output<typeof updateNodeSchema>["data"];
export type NodeReference = z.output<typeof nodeParentSchema>["data"];
export type ProductReferences = z.output<typeof nodeProductReferencesSchema>["data"];
