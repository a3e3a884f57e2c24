import { describe, expect, it } from "vitest";
import { productWords } from "./product-words";

describe("a product in the records' words", () => {
  it("its name and SKU; the name alone without one", () => {
    expect(productWords({ name: "Engraved Water Bottle", sku: "BOTTLE-01" })).toBe("Engraved Water Bottle (SKU BOTTLE-01)");
    expect(productWords({ name: "Gift Card", sku: "" })).toBe("Gift Card");
  });
});
