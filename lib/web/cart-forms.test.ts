import { describe, expect, it } from "vitest";
import { lineQuantityProblem, readAddForm, readLineForm, selectionOf } from "./cart-forms";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("readAddForm", () => {
  it("reads the product, the quantity as typed, the custom inputs and a bundle's ticked options; React's fields are not inputs", () => {
    const post = readAddForm(
      form([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", "{}"],
        ["product_id", "p-1"],
        ["quantity", " 2"],
        ["engraving", "Ada"],
        ["gift_message", ""],
        ["bundle:drinkware", "o-1"],
        ["bundle:treats", "o-2"],
        ["bundle:treats", "o-3"],
      ]),
    );
    expect(post).toEqual({
      productId: "p-1",
      quantity: " 2",
      customInputs: { engraving: "Ada", gift_message: "" },
      chosen: { drinkware: ["o-1"], treats: ["o-2", "o-3"] },
    });
  });

  it("reads a choice of one's None as the component with nothing chosen", () => {
    const post = readAddForm(form([["product_id", "p-1"], ["bundle:cup", ""], ["bundle:treats", "o-2"]]));
    expect(post?.chosen).toEqual({ cup: [], treats: ["o-2"] });
  });

  it("is nothing without a product", () => {
    expect(readAddForm(form([["quantity", "1"]]))).toBeUndefined();
  });
});

describe("readLineForm", () => {
  it("reads the line and the quantity", () => {
    expect(readLineForm(form([["item_id", "i-1"], ["quantity", "4"]]))).toEqual({ itemId: "i-1", quantity: "4" });
    expect(readLineForm(form([["quantity", "4"]]))).toBeUndefined();
  });
});

describe("lineQuantityProblem", () => {
  it("takes whole numbers from 0 (remove the line) to the line limit, in the stepper's words", () => {
    for (const good of ["3", "0", "1000000"]) expect(lineQuantityProblem(good)).toBeUndefined();
    for (const bad of ["", "-1", "1.5", "abc", "1000001"]) {
      expect(lineQuantityProblem(bad)).toBe("Enter a whole number from 1 to 1,000,000, or enter 0 to remove the item.");
    }
  });
});

describe("selectionOf", () => {
  it("each ticked option at its fixed quantity; an unknown id is kept for the server to refuse", () => {
    const components = { drinkware: { options: [{ id: "o-1", quantity: 2 }] } };
    expect(selectionOf(components, { drinkware: ["o-1", "o-9"], nope: ["o-1"] })).toEqual({ drinkware: { "o-1": 2, "o-9": 1 }, nope: { "o-1": 1 } });
  });
});
