// EP's variation option modifiers: what a child product built with an option changes of what it takes from its
// base product. The wire format (EP's types and which of `value`, `seek`, `set` each needs) and the rule a build
// applies (childFields), one home with its test. Modifiers of the types a Cartwright product has no field for
// (price, custom inputs, build rules, locales, UPC/EAN, MPN, external ref) are kept and answered, not applied:
// docs/catalog.md "Modifiers".
import { z } from "zod";
import type { ModifierRow } from "@/lib/storage/catalog/product-rows";

export const MODIFIER_TYPES = [
  "commodity_type",
  "status",
  "price",
  "name_append",
  "name_prepend",
  "name_equals",
  "sku_append",
  "sku_prepend",
  "sku_equals",
  "sku_builder",
  "slug_append",
  "slug_prepend",
  "slug_equals",
  "slug_builder",
  "description_append",
  "description_prepend",
  "description_equals",
  "custom_inputs_equals",
  "build_rules_equals",
  "locales_equals",
  "upc_ean_equals",
  "mpn_equals",
  "external_ref_equals",
] as const;
export type ModifierType = (typeof MODIFIER_TYPES)[number];

const BUILDERS: readonly string[] = ["sku_builder", "slug_builder"];
const SLUG_TEXT = /^[A-Za-z0-9._-]*$/;

const modifierAttributes = z
  .strictObject({
    type: z.enum(MODIFIER_TYPES),
    value: z.string().max(10_000).optional(),
    seek: z.string().min(1).max(255).optional(),
    set: z.string().max(1024).optional(),
    reference_name: z.string().max(255).optional(),
  })
  .superRefine((a, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (BUILDERS.includes(a.type)) {
      if (a.seek === undefined) problem("seek", `A ${a.type} modifier needs seek, the text to find.`);
      if (a.set === undefined) problem("set", `A ${a.type} modifier needs set, the text to put in its place.`);
      if (a.type === "slug_builder" && a.set !== undefined && !SLUG_TEXT.test(a.set)) problem("set", "A slug is letters, digits, '.', '-' and '_'");
      return;
    }
    if (a.value === undefined) return problem("value", `A ${a.type} modifier needs a value.`);
    if (a.type.startsWith("slug_") && !SLUG_TEXT.test(a.value)) problem("value", "A slug is letters, digits, '.', '-' and '_'");
    if (a.type === "status" && a.value !== "live" && a.value !== "draft") problem("value", "A status is live or draft.");
    if (a.type === "commodity_type" && a.value !== "physical" && a.value !== "digital") problem("value", "A commodity type is physical or digital.");
    if ((a.type.startsWith("sku_") || a.type.startsWith("name_")) && a.value.length > 1024) problem("value", "At most 1024 characters.");
  });

/** POST /pcm/variations/{id}/options/{option}/modifiers */
export const createModifierBodySchema = z.object({ data: z.object({ type: z.literal("product-variation-modifier"), attributes: modifierAttributes }) });
/** PUT …/modifiers/{modifier}: the modifier as it is to be (EP requires its type). */
export const updateModifierBodySchema = z.object({
  data: z.object({ type: z.literal("product-variation-modifier"), id: z.string(), attributes: modifierAttributes }),
});
export type ModifierAttributes = z.output<typeof modifierAttributes>;

/** A modifier's attributes as the store keeps them. */
export const modifierValues = (a: ModifierAttributes) => ({
  type: a.type,
  value: BUILDERS.includes(a.type) ? null : (a.value ?? null),
  seek: BUILDERS.includes(a.type) ? (a.seek ?? null) : null,
  set: BUILDERS.includes(a.type) ? (a.set ?? null) : null,
  referenceName: a.reference_name ?? null,
});

/** The fields of a child a build sets that modifiers can change. */
export type ChildFields = { name: string; sku: string; slug: string; description: string; status: string; commodityType: string };
type Modifier = Pick<ModifierRow, "type" | "value" | "seek" | "set">;

const FIELD_OF: Record<string, keyof ChildFields> = { name: "name", sku: "sku", slug: "slug", description: "description" };

/**
 * A child's fields: `defaults` (Cartwright's own naming: the base's plus the options') for each field no modifier
 * of the child's options names; for a field some modifier names, the base's value changed by those modifiers in
 * the order given (the variations' order, each option's oldest first): `_equals` replaces, `_append` and
 * `_prepend` add, `_builder` replaces every `seek` with `set`; `status` and `commodity_type` set theirs.
 */
export function childFields(base: ChildFields, defaults: ChildFields, modifiers: readonly Modifier[]): ChildFields {
  const fields = { ...defaults };
  const touched = new Set<keyof ChildFields>();
  for (const modifier of modifiers) {
    if (modifier.type === "status" || modifier.type === "commodity_type") {
      fields[modifier.type === "status" ? "status" : "commodityType"] = modifier.value ?? fields.status;
      continue;
    }
    const [prefix, how] = modifier.type.split("_") as [string, string];
    const field = FIELD_OF[prefix];
    if (!field || !["append", "prepend", "equals", "builder"].includes(how)) continue;
    if (!touched.has(field)) fields[field] = base[field];
    touched.add(field);
    const value = modifier.value ?? "";
    if (how === "equals") fields[field] = value;
    else if (how === "append") fields[field] = fields[field] + value;
    else if (how === "prepend") fields[field] = value + fields[field];
    else if (modifier.seek) fields[field] = fields[field].split(modifier.seek).join(modifier.set ?? "");
  }
  return { ...fields, name: fields.name.slice(0, 1024), sku: fields.sku.slice(0, 1024), slug: fields.slug.slice(0, 255) };
}
