// A product's custom_inputs definitions and the length limits they set: what the zod schema of
// custom-inputs.ts is built from, and what the storefront's personalisation form shows (each
// input's live count against its max_length). No zod here: the product page loads this module.
import type { CustomInputDefinition } from "@/lib/storage/schema";

export const CUSTOM_INPUT_MAX_LENGTH = 255;

export type CustomInputDefinitions = Record<string, CustomInputDefinition>;

/** A product as the server reads it (`customInputs`) or as the catalog API returns it (`attributes.custom_inputs`). */
export type ProductWithCustomInputs =
  | { customInputs?: CustomInputDefinitions | null }
  | { attributes: { custom_inputs?: CustomInputDefinitions | null } };

export function customInputDefinitions(product: ProductWithCustomInputs): CustomInputDefinitions | undefined {
  const defs = "attributes" in product ? product.attributes.custom_inputs : product.customInputs;
  return defs && Object.keys(defs).length > 0 ? defs : undefined;
}

/** The longest text an input accepts: 255, or less when a validation rule says so. */
export function maxLengthOf(definition: CustomInputDefinition): number {
  let max = CUSTOM_INPUT_MAX_LENGTH;
  for (const rule of definition.validation_rules ?? []) {
    const limit = rule.options?.max_length;
    if (typeof limit === "number" && limit >= 0) max = Math.min(max, limit);
  }
  return max;
}
