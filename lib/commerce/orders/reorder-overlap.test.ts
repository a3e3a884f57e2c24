import { describe, expect, it } from "vitest";
import { alreadyInCart, lineInWords, type ComparableLine } from "./reorder-overlap";

const mug: ComparableLine = { productId: "p-mug", name: "Ceramic Mug", quantity: 2 };
const bottle: ComparableLine = { productId: "p-bottle", name: "Engraved Water Bottle", quantity: 1, customInputs: { engraving: "Lin", note: "Hi" } };

describe("alreadyInCart", () => {
  it("finds nothing in an empty cart, or one holding other products", () => {
    expect(alreadyInCart([mug, bottle], [])).toEqual([]);
    expect(alreadyInCart([mug], [{ productId: "p-apron", name: "Linen Apron", quantity: 5 }])).toEqual([]);
  });

  it("finds the order's lines once the cart holds them: the state after the first Buy again", () => {
    expect(alreadyInCart([mug, bottle], [{ ...mug }, { ...bottle, customInputs: { note: "Hi", engraving: "Lin" } }])).toEqual([mug, bottle]);
  });

  it("a line with other personalisation, or fewer units than the order had, is not the order's", () => {
    expect(alreadyInCart([bottle], [{ ...bottle, customInputs: { engraving: "Ada", note: "Hi" } }])).toEqual([]);
    expect(alreadyInCart([mug], [{ ...mug, quantity: 1 }])).toEqual([]);
    expect(alreadyInCart([mug], [{ ...mug, quantity: 3 }])).toEqual([mug]);
  });

  it("no personalisation and an empty one are the same line; a bundle's selection counts", () => {
    expect(alreadyInCart([{ ...mug, customInputs: {} }], [{ ...mug, customInputs: undefined }])).toEqual([{ ...mug, customInputs: {} }]);
    const bundle = { productId: "p-b", name: "Bundle", quantity: 1, selectedOptions: { a: { x: 1 } } };
    expect(alreadyInCart([bundle], [{ ...bundle, selectedOptions: { a: { y: 1 } } }])).toEqual([]);
    expect(alreadyInCart([bundle], [{ ...bundle }])).toEqual([bundle]);
  });

  it("says a line in words", () => {
    expect(lineInWords(mug)).toBe("2 × Ceramic Mug");
  });
});
