// Variations and their options as administrators write them (/pcm/variations, a product's variations).
import { z } from "zod";
import { uuidField } from "@/lib/commerce/uuid";

const sortOrder = z.number().int().min(-1_000_000).max(1_000_000).nullable().optional();
export const variationAttributes = z.strictObject({ name: z.string().trim().min(1).max(255), sort_order: sortOrder });
export const optionAttributes = z.strictObject({ name: z.string().trim().min(1).max(255), description: z.string().max(10_000).default(""), sort_order: sortOrder });

export const createVariationBodySchema = z.object({ data: z.object({ type: z.literal("product-variation"), attributes: variationAttributes }) });
export const updateVariationBodySchema = z.object({
  data: z.object({ type: z.literal("product-variation"), id: z.string().optional(), attributes: variationAttributes.partial() }),
});
export const createOptionBodySchema = z.object({ data: z.object({ type: z.literal("product-variation-option"), attributes: optionAttributes }) });
export const updateOptionBodySchema = z.object({
  data: z.object({ type: z.literal("product-variation-option"), id: z.string().optional(), attributes: optionAttributes.partial() }),
});
export const variationReferencesBodySchema = z.object({
  data: z.array(z.strictObject({ type: z.literal("product-variation"), id: uuidField() })).max(10),
});

export type VariationAttributes = z.output<typeof variationAttributes>;
export type VariationChanges = z.output<typeof updateVariationBodySchema>["data"]["attributes"];
export type OptionAttributes = z.output<typeof optionAttributes>;
export type OptionChanges = z.output<typeof updateOptionBodySchema>["data"]["attributes"];
