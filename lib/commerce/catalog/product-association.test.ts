import { describe, expect, it } from "vitest";
import { checkAttachLimit, MAX_RELATED_PRODUCTS, planAssociation } from "./product-association";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("planAssociation", () => {
  it("relates known products, never the product itself, the last mention winning", () => {
    const plan = planAssociation(id(1), [{ id: id(2), sortOrder: 3 }, { id: id(1) }, { id: id(9) }, { id: id(2).toUpperCase(), sortOrder: 1 }], {
      existing: [],
      known: [id(1), id(2)],
    });
    expect(plan.relate).toEqual([{ id: id(2), sortOrder: 1 }]);
    expect(plan.notAssociated).toEqual([
      { ID: id(1), Details: "A product cannot be related to itself." },
      { ID: id(9), Details: "Product not found." },
    ]);
  });

  it("refuses going past the limit, counting a product related already once", () => {
    const existing = Array.from({ length: MAX_RELATED_PRODUCTS }, (_, i) => id(i + 10));
    expect(planAssociation(id(1), [{ id: existing[0] }], { existing, known: [existing[0]] }).relate).toHaveLength(1);
    expect(() => planAssociation(id(1), [{ id: id(2) }], { existing, known: [id(2)] })).toThrow(/at most 2000/);
  });
});

describe("checkAttachLimit", () => {
  it("lets a product have five relationships, not six", () => {
    expect(() => checkAttachLimit(["a", "b", "c", "d"], ["e", "a"])).not.toThrow();
    expect(() => checkAttachLimit(["a", "b", "c", "d", "e"], ["f"])).toThrow(/at most 5/);
  });
});
