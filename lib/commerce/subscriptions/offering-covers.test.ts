import { describe, expect, it } from "vitest";
import { offeringsCovering } from "./offering-covers";

const offerings = [
  { id: "a", products: [{ sku: "BOTTLE-01" }, { sku: "MUG-01" }] },
  { id: "b", products: [{ sku: "MUG-01" }] },
  { id: "c", products: [{}] },
];

describe("which offerings cover a catalog product", () => {
  it("those with a product of the same SKU", () => {
    expect(offeringsCovering(offerings, "BOTTLE-01").map((o) => o.id)).toEqual(["a"]);
    expect(offeringsCovering(offerings, "MUG-01").map((o) => o.id)).toEqual(["a", "b"]);
    expect(offeringsCovering(offerings, "BOTTLE-02")).toEqual([]);
  });

  it("none for a product without a SKU", () => {
    expect(offeringsCovering(offerings, "")).toEqual([]);
  });
});
