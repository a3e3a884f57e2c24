import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import type { CartItemRow, CartRow, ShippingGroupRow } from "../carts/cart-view";
import { productLineIdentity } from "../carts/line-identity";
import { METHOD_REF, planCheckoutPreparation, type PreparationInput } from "./checkout-preparation";

const cart = { id: "c1", currency: "USD" } as CartRow;
const NEW_GROUP = "00000000-0000-4000-8000-000000000001";
const standard = { id: "standard", name: "Standard", prices: { USD: 500 }, freeOver: { USD: 10_000 } };
const ny = { country: "US", region: "NY", name: "NY sales tax", code: "NY", rate: 0.08, taxesShipping: true };

function productLine(id: string, productId: string, quantity: number, shippingGroupId: string | null, unitAmount = 1000): CartItemRow {
  const identity = productLineIdentity({ productId, customInputs: null, bundleConfiguration: null, shippingGroupId });
  return { id, cartId: "c1", type: "cart_item", productId, identity, quantity, unitAmount, customInputs: null, bundleConfiguration: null, shippingGroupId } as CartItemRow;
}

const input = (items: CartItemRow[], over: Partial<PreparationInput> = {}): PreparationInput => ({
  cartId: "c1",
  contents: { cart, items, groups: [] },
  method: standard,
  rate: ny,
  jurisdiction: "US-NY",
  pricesIncludeTax: false,
  destination: { country: "US", region: "NY" },
  newGroupId: NEW_GROUP,
  ...over,
});

describe("planCheckoutPreparation", () => {
  it("makes a new shipping group, priced with its tax, links every line to it and gives each line the destination's tax", () => {
    const plan = planCheckoutPreparation(input([productLine("a", "p1", 2, null), productLine("b", "p2", 1, null)]));
    expect(plan.group).toMatchObject({ id: NEW_GROUP, isNew: true, externalRef: `${METHOD_REF}standard`, address: { country: "US", region: "NY" } });
    expect(plan.group.shippingPrice).toEqual({ base: 500, tax: 40, fees: 0 });
    expect(plan.group.taxRate).toEqual({ name: "NY sales tax", code: "NY", rate: 0.08, jurisdiction: "US-NY" });
    expect(plan.changedLines.map((line) => [line.id, line.shippingGroupId])).toEqual([["a", NEW_GROUP], ["b", NEW_GROUP]]);
    expect(plan.removedLines).toEqual([]);
    expect(plan.taxes.map((tax) => [tax.cartItemId, tax.rate])).toEqual([["a", 0.08], ["b", 0.08]]);
  });

  it("changes the group an earlier checkout made instead of adding one, and leaves lines already linked as they are", () => {
    const earlier = { id: "g-earlier", externalRef: `${METHOD_REF}express` } as ShippingGroupRow;
    const plan = planCheckoutPreparation(input([productLine("a", "p1", 1, "g-earlier")], { contents: { cart, items: [productLine("a", "p1", 1, "g-earlier")], groups: [earlier] } }));
    expect(plan.group).toMatchObject({ id: "g-earlier", isNew: false });
    expect(plan.changedLines).toEqual([]);
    expect(plan.taxedLines).toEqual(["a"]);
  });

  it("joins two lines of one product that linking makes the same line, as a quantity change would", () => {
    const plan = planCheckoutPreparation(input([productLine("a", "p1", 2, "other-group"), productLine("b", "p1", 3, null)]));
    expect(plan.changedLines).toEqual([{ id: "a", shippingGroupId: NEW_GROUP, identity: productLineIdentity({ productId: "p1", customInputs: null, bundleConfiguration: null, shippingGroupId: NEW_GROUP }), quantity: 5 }]);
    expect(plan.removedLines).toEqual(["b"]);
    expect(plan.taxedLines).toEqual(["a"]);
  });

  it("removes the lines' taxes and adds none at a zero rate, and a free shipping over the threshold", () => {
    const plan = planCheckoutPreparation(input([productLine("a", "p1", 20, null)], { rate: { ...ny, rate: 0 } }));
    expect(plan.group.shippingPrice).toEqual({ base: 0, tax: 0, fees: 0 });
    expect(plan.taxedLines).toEqual(["a"]);
    expect(plan.taxes).toEqual([]);
  });

  it("refuses an empty cart (400) and a method without a price in the cart's currency (422)", () => {
    expect(() => planCheckoutPreparation(input([]))).toThrow(expect.objectContaining({ status: 400 }));
    const refusal = (() => {
      try {
        planCheckoutPreparation(input([productLine("a", "p1", 1, null)], { method: { ...standard, prices: { EUR: 500 } } }));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 422 });
  });
});
