import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { assertNotACatalogProduct, checksCustomItems } from "./custom-item-names";

const catalog = { skus: new Set(["SKILLET-26"]), names: new Set(["cast iron skillet"]) };

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
  it("may take any other", () => {
    expect(refusal({ sku: "ENGRAVING", name: "Engraving" })).toBeUndefined();
    expect(refusal({ name: "Gift wrap" })).toBeUndefined();
  });
  it("is checked for shoppers, not for administrators", () => {
    expect(checksCustomItems({ grant: "implicit", subject: "implicit:x" })).toBe(true);
    expect(checksCustomItems({ grant: "client_credentials", subject: "client:x" })).toBe(false);
  });
});
