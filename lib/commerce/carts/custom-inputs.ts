// custom_inputs (docs/api.md "Adding to a cart"): the personalisation text a shopper sends is checked
// against the product's definitions. The same zod schema validates the API request and the
// storefront's personalisation form (which loads it when first used), so both refuse the same input
// with the same words.
//  - every value is a string of at most 255 characters, and at most the definition's max_length;
//  - a required input must be present and not blank (title `required`);
//  - a key the product does not define is refused (`additional_properties`);
//  - a product without definitions accepts any map of strings.
// Empty values of optional inputs are dropped, so "no gift message" and "" are the same line.
import { z } from "zod";
import type { CustomInputDefinition } from "@/lib/storage/schema";
import { CUSTOM_INPUT_MAX_LENGTH, customInputDefinitions, maxLengthOf, type CustomInputDefinitions, type ProductWithCustomInputs } from "./custom-input-definitions";

const dropEmpty = (required: Set<string>) => (values: Record<string, string | undefined>) => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || (value === "" && !required.has(key))) continue;
    out[key] = value;
  }
  return out;
};

function inputSchema(label: string, definition: CustomInputDefinition) {
  const max = maxLengthOf(definition);
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(max, `${label} must be at most ${max} characters`);
  if (!definition.required) return text.optional();
  return text.refine((value) => value.trim().length > 0, { message: `${label} is required`, params: { title: "required" } });
}

const anyStrings = z
  .record(
    z.string().min(1).max(CUSTOM_INPUT_MAX_LENGTH),
    z.string({ error: "A custom input is text" }).max(CUSTOM_INPUT_MAX_LENGTH, `A custom input is at most ${CUSTOM_INPUT_MAX_LENGTH} characters`),
  )
  .transform(dropEmpty(new Set()));

function definedSchema(defs: CustomInputDefinitions) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  const required = new Set<string>();
  for (const [key, definition] of Object.entries(defs)) {
    shape[key] = inputSchema(definition.name || key, definition);
    if (definition.required) required.add(key);
  }
  return z
    .strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? "This product does not take that input" : undefined) })
    .transform(dropEmpty(required));
}

// Building a schema costs more than using it: the server keeps the few it has built, by definitions.
const built = new Map<string, ReturnType<typeof definedSchema>>();

/** The zod schema of a product's `custom_inputs` (input: the map sent; output: the map to store). */
export function customInputsSchema(product: ProductWithCustomInputs) {
  const defs = customInputDefinitions(product);
  if (!defs) return anyStrings;
  const key = JSON.stringify(defs);
  let schema = built.get(key);
  if (!schema) {
    if (built.size >= 500) built.clear();
    schema = definedSchema(defs);
    built.set(key, schema);
  }
  return schema;
}
