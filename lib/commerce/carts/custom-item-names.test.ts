import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { lookalikeKey } from "../catalog/lookalike-key";
import { assertNotACatalogProduct, checksCustomItems } from "./custom-item-names";

const catalog = { skuKeys: new Set([lookalikeKey("SKILLET-26")]), nameKeys: new Set([lookalikeKey("Cast Iron Skillet")]) };

function refusal(item: { sku?: string; name: string }) {
  try {
    assertNotACatalogProduct(item, catalog, "data");
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.errors[0];
    throw error;
  }
}

describe("a shopper's custom item", () => {
  it("may not take a catalog product's sku or name", () => {
    expect(refusal({ sku: "SKILLET-26", name: "Anything" })).toMatchObject({ status: 422, source: "data.sku" });
    expect(refusal({ name: "  Cast IRON skillet " })).toMatchObject({ status: 422, source: "data.name" });
  });
  it("may not take one that reads the same", () => {
    expect(refusal({ sku: "skillet\u201326", name: "Anything" })).toMatchObject({ status: 422, source: "data.sku" });
    expect(refusal({ name: "Cast\u00a0Iron Sk\u0456llet" })).toMatchObject({ status: 422, source: "data.name" });
  });
  it("may take any other", () => {
    expect(refusal({ sku: "ENGRAVING", name: "Engraving" })).toBeUndefined();
    expect(refusal({ name: "Gift wrap" })).toBeUndefined();
  });
  it("is checked for shoppers, not for administrators", () => {
    expect(checksCustomItems({ grant: "implicit", subject: "implicit:x" })).toBe(true);
    expect(checksCustomItems({ grant: "client_credentials", subject: "client:x" })).toBe(false);
  });
});
