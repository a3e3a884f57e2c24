import { describe, expect, it } from "vitest";
import { DEMO_IDS, DEMO_PRODUCTS } from "@/lib/seed/demo-store";
import { ApiError } from "../errors";
import { issuesToErrors } from "../validation";
import { bundlePriceIn, bundleSelectionProblems, bundleUnitPrice, choiceOfOne, defaultSelection, pricedAsAWhole, selectionRange } from "./bundle-selection";
import { bundleSelectionSchema } from "./bundle-selection-schema";

// The demo store's "Cosy Evening Bundle": drinkware (mug | tumbler, 1..2) and treats (tea ×1 | candle ×2, 1..2), auto-priced.
const demo = DEMO_PRODUCTS.find((p) => p.id === DEMO_IDS.bundle)!;
const bundle = { id: demo.id, components: demo.components!, price: demo.price };
const byId = new Map(DEMO_PRODUCTS.map((p) => [p.id, { id: p.id, price: p.price }]));
const option = (id: string) => byId.get(id)!;
const { mug, tumbler, tea, candle } = DEMO_IDS;

function details(input: unknown) {
  const result = bundleSelectionSchema(bundle).safeParse(input);
  if (result.success) return [];
  return issuesToErrors(result.error.issues, input, "data.bundle_configuration.selected_options");
}

describe("bundleSelectionSchema", () => {
  it("accepts a selection within every component's min..max and orders its keys", () => {
    const parsed = bundleSelectionSchema(bundle).parse({ treats: { [candle]: 2, [tea]: 1 }, drinkware: { [mug]: 1 } });
    expect(Object.keys(parsed)).toEqual(["drinkware", "treats"]);
    expect(Object.keys(parsed.treats)).toEqual([tea, candle].sort());
  });

  it("refuses with EP's configure-bundle messages as 422 Invalid bundle configuration", () => {
    const errors = details({
      drinkware: { [mug]: 1, [tumbler]: 1, [tea]: 1 },
      treats: { [candle]: 1 },
      toys: { [mug]: 1 },
    });
    const byDetail = Object.fromEntries(errors.map((e) => [e.detail, e]));
    expect(Object.keys(byDetail).sort()).toEqual(
      [
        "No such component toys",
        `No option ${tea} for component drinkware`,
        "Invalid number of selections for component drinkware",
        `No option quantity for option ${candle}`,
      ].sort(),
    );
    for (const e of errors) expect(e).toMatchObject({ status: 422, title: "Invalid bundle configuration" });
    expect(byDetail["No such component toys"].source).toBe("data.bundle_configuration.selected_options.toys");
    expect(byDetail[`No option quantity for option ${candle}`].source).toBe(
      `data.bundle_configuration.selected_options.treats.${candle}`,
    );
  });

  it("a component without a selection is missing, unless its min is 0", () => {
    expect(details({ drinkware: { [mug]: 1 } }).map((e) => e.detail)).toEqual(["Missing selection for component treats"]);
    expect(details({ drinkware: { [mug]: 1 }, treats: {} }).map((e) => e.detail)).toEqual(["Missing selection for component treats"]);
    const optionalTreats = { ...bundle, components: { ...bundle.components, treats: { ...bundle.components.treats, min: 0 } } };
    expect(bundleSelectionSchema(optionalTreats).safeParse({ drinkware: { [mug]: 1 } }).success).toBe(true);
  });

  it("a component of min 2 refuses one option", () => {
    const strict = { ...bundle, components: { ...bundle.components, drinkware: { ...bundle.components.drinkware, min: 2 } } };
    const result = bundleSelectionSchema(strict).safeParse({ drinkware: { [mug]: 1 }, treats: { [tea]: 1 } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe("Invalid number of selections for component drinkware");
  });

  it("a selection that is not a map of maps is a 400 type error", () => {
    const errors = details({ drinkware: 3 });
    expect(errors[0]).toMatchObject({ status: 400, title: "invalid_type" });
  });

  it("defaults: min 1, max = number of options; default options make the default selection", () => {
    expect(selectionRange({ name: "x", options: [{ id: mug, type: "product", quantity: 1 }] })).toEqual({ min: 1, max: 1 });
    expect(defaultSelection(bundle)).toEqual({ drinkware: { [mug]: 1 }, treats: { [tea]: 1 } });
  });
});

describe("bundleSelectionProblems", () => {
  it("is the schema's rule: the same messages at the same paths, what the bundle picker shows", () => {
    const selected = { drinkware: { [mug]: 1, [tumbler]: 1, [tea]: 1 }, treats: { [candle]: 1 }, toys: { [mug]: 1 } };
    const problems = bundleSelectionProblems(bundle.components, selected);
    const result = bundleSelectionSchema(bundle).safeParse(selected);
    expect(result.success).toBe(false);
    expect(problems).toEqual(result.error!.issues.map((issue) => ({ path: issue.path, message: issue.message })));
    expect(bundleSelectionProblems(bundle.components, defaultSelection(bundle))).toEqual([]);
  });
});

describe("bundleUnitPrice", () => {
  it("an auto-priced bundle costs the sum of its options × quantities", () => {
    const selection = { drinkware: { [mug]: 1, [tumbler]: 1 }, treats: { [candle]: 2 } };
    // mug 1400 + tumbler 2800 + candle 1800 × 2
    expect(bundleUnitPrice(bundle, selection, option, "USD")).toEqual({ amount: 1400 + 2800 + 3600, includesTax: false });
    expect(bundleUnitPrice(bundle, selection, option, "EUR").amount).toBe(1300 + 2600 + 1650 * 2);
  });

  it("a bundle with its own price uses it, whatever is selected", () => {
    const priced = { ...bundle, price: { USD: { amount: 5000, includes_tax: true } } };
    expect(bundleUnitPrice(priced, { drinkware: { [mug]: 1 }, treats: { [tea]: 1 } }, option, "USD")).toEqual({
      amount: 5000,
      includesTax: true,
    });
  });

  it("bundlePriceIn (what the bundle picker shows) names the product without a price instead of throwing", () => {
    expect(bundlePriceIn(bundle, { drinkware: { [mug]: 1 }, treats: { [tea]: 1 } }, option, "JPY")).toEqual({ missing: mug });
    const own = { ...bundle, price: { USD: { amount: 3000, includes_tax: true } } };
    expect(bundlePriceIn(own, {}, option, "EUR")).toEqual({ missing: own.id });
    expect(bundlePriceIn(own, {}, option, "USD")).toEqual({ amount: 3000, includesTax: true });
  });

  it("an option without a price in the cart's currency is a currency mismatch naming that option", () => {
    let caught: unknown;
    try {
      bundleUnitPrice(bundle, { drinkware: { [mug]: 1 }, treats: { [tea]: 1 } }, option, "JPY");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).errors[0]).toMatchObject({
      status: 400,
      title: "Cart Currency Mismatch",
      detail: `This cart uses JPY, the product ${mug} has no price in JPY`,
      meta: { id: mug },
    });
  });
});

describe("how a bundle is chosen and priced", () => {
  const option = (id: string) => ({ id, type: "product" as const, quantity: 1 });
  it("a component taking at most one option is a choice of one, whatever its minimum", () => {
    expect(choiceOfOne({ name: "Cup", max: 1, options: [option("a"), option("b")] })).toBe(true);
    expect(choiceOfOne({ name: "Cup", min: 0, max: 1, options: [option("a"), option("b")] })).toBe(true);
    expect(choiceOfOne({ name: "Only", options: [option("a")] })).toBe(true);
    expect(choiceOfOne({ name: "Treats", max: 2, options: [option("a"), option("b")] })).toBe(false);
    expect(choiceOfOne({ name: "Any", options: [option("a"), option("b")] })).toBe(false);
  });

  it("a bundle with a price of its own is priced as a whole, and costs that whatever is chosen", () => {
    const components = { c: { name: "Cup", max: 1, options: [option("a"), option("b")] } };
    const own = { id: "box", components, price: { USD: { amount: 2500, includes_tax: false } } };
    expect(pricedAsAWhole(own)).toBe(true);
    expect(pricedAsAWhole({ id: "box", components, price: {} })).toBe(false);
    expect(pricedAsAWhole({ id: "box", attributes: { components } })).toBe(false);
    const prices = { a: { USD: { amount: 100, includes_tax: false } }, b: { USD: { amount: 900, includes_tax: false } } };
    const optionProduct = (id: string) => ({ id, price: prices[id as "a" | "b"] });
    for (const chosen of ["a", "b"]) expect(bundlePriceIn(own, { c: { [chosen]: 1 } }, optionProduct, "USD")).toEqual({ amount: 2500, includesTax: false });
  });
});
