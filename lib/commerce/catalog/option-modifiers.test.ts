import { describe, expect, it } from "vitest";
import { childFields, createModifierBodySchema, modifierValues } from "./option-modifiers";

const base = { name: "Tee", sku: "TEE-{COLOR}", slug: "tee", description: "Cotton.", status: "live", commodityType: "physical" };
const defaults = { name: "Tee – Red", sku: "TEE-{COLOR}-red", slug: "tee-red", description: "Cotton.", status: "live", commodityType: "physical" };
const m = (type: string, value: string | null, seek: string | null = null, set: string | null = null) => ({ type, value, seek, set });

describe("childFields", () => {
  it("keeps the build's own naming where no modifier names a field", () => {
    expect(childFields(base, defaults, [])).toEqual(defaults);
  });

  it("starts a field some modifier names from the base's value and applies them in order", () => {
    const fields = childFields(base, defaults, [m("name_append", " (Red)"), m("name_prepend", "New "), m("sku_builder", null, "{COLOR}", "RED"), m("slug_append", "-red"), m("description_equals", "Red cotton.")]);
    expect(fields).toMatchObject({ name: "New Tee (Red)", sku: "TEE-RED", slug: "tee-red", description: "Red cotton." });
  });

  it("sets status and commodity type; ignores types with no field here", () => {
    const fields = childFields(base, defaults, [m("status", "draft"), m("commodity_type", "digital"), m("upc_ean_equals", "123"), m("price", "5")]);
    expect(fields).toEqual({ ...defaults, status: "draft", commodityType: "digital" });
  });

  it("replaces every occurrence a builder seeks, and a later equals wins", () => {
    expect(childFields({ ...base, sku: "{C}-{C}" }, defaults, [m("sku_builder", null, "{C}", "x")]).sku).toBe("x-x");
    expect(childFields(base, defaults, [m("sku_append", "-1"), m("sku_equals", "ONLY")]).sku).toBe("ONLY");
  });
});

describe("the modifier body", () => {
  const parse = (attributes: object) => createModifierBodySchema.safeParse({ data: { type: "product-variation-modifier", attributes } });

  it("asks a builder for seek and set and any other for a value", () => {
    expect(parse({ type: "sku_builder", seek: "{COLOR}", set: "RED" }).success).toBe(true);
    expect(parse({ type: "sku_builder", seek: "{COLOR}" }).success).toBe(false);
    expect(parse({ type: "name_append" }).success).toBe(false);
    expect(parse({ type: "name_append", value: " Red" }).success).toBe(true);
  });

  it("refuses an unknown type, a slug with spaces, a status other than live or draft, and unknown fields", () => {
    expect(parse({ type: "colour_append", value: "x" }).success).toBe(false);
    expect(parse({ type: "slug_append", value: "red tee" }).success).toBe(false);
    expect(parse({ type: "status", value: "archived" }).success).toBe(false);
    expect(parse({ type: "name_append", value: "x", extra: 1 }).success).toBe(false);
  });

  it("keeps only the fields its type uses", () => {
    expect(modifierValues({ type: "name_append", value: " Red", seek: "x", set: "y" })).toEqual({ type: "name_append", value: " Red", seek: null, set: null, referenceName: null });
  });
});
