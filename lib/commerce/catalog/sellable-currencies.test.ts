import { describe, expect, it } from "vitest";
import { DEMO_IDS, DEMO_PRODUCTS } from "@/lib/seed/demo-store";
import type { BundleComponent, PriceMap } from "@/lib/storage/schema";
import { sellableCurrencies, sellableIn, type CurrencyTally } from "./sellable-currencies";

const usd = (amount: number): PriceMap => ({ USD: { amount, includes_tax: false } });
const both = (amount: number): PriceMap => ({ ...usd(amount), GBP: { amount, includes_tax: true } });
const component = (ids: string[], min?: number): BundleComponent => ({ name: "Pick", min, options: ids.map((id) => ({ id, type: "product", quantity: 1 })) });

describe("sellableIn (whether a product can be bought in a currency)", () => {
  it("a product: when it has a price in the currency", () => {
    expect(sellableIn({ price: usd(100) }, "USD")).toBe(true);
    expect(sellableIn({ price: usd(100) }, "GBP")).toBe(false);
    expect(sellableIn({ price: {} }, "USD")).toBe(false);
  });

  it("a bundle with a price of its own: by that price, whatever its options cost", () => {
    const bundle = { price: usd(500), components: { a: component(["x"]) } };
    expect(sellableIn(bundle, "USD", () => undefined)).toBe(true);
    expect(sellableIn(bundle, "GBP", () => both(1))).toBe(false);
  });

  it("an auto-priced bundle: when every component can be filled with options priced in the currency", () => {
    const prices: Record<string, PriceMap> = { x: both(100), y: usd(200), z: usd(300) };
    const bundle = { price: {}, components: { a: component(["x", "y"]), b: component(["y", "z"]) } };
    expect(sellableIn(bundle, "USD", (id) => prices[id])).toBe(true);
    // b has nothing priced in GBP.
    expect(sellableIn(bundle, "GBP", (id) => prices[id])).toBe(false);
    // A component that needs two options with one priced cannot be filled.
    expect(sellableIn({ price: {}, components: { a: component(["x", "y"], 2) } }, "GBP", (id) => prices[id])).toBe(false);
    // An optional component need not be filled; an option that is not live has no price.
    expect(sellableIn({ price: {}, components: { a: component(["x"]), b: component(["z"], 0) } }, "GBP", (id) => prices[id])).toBe(true);
    expect(sellableIn({ price: {}, components: { a: component(["gone"]) } }, "USD", (id) => prices[id])).toBe(false);
    expect(sellableIn({ price: {}, components: {} }, "USD", (id) => prices[id])).toBe(false);
  });

  it("the demo store: every product in USD, EUR and GBP but the Wool Throw (USD only) and the Shortbread Tin (GBP only)", () => {
    const byId = new Map(DEMO_PRODUCTS.map((p) => [p.id, p.price]));
    const notIn = (currency: string) =>
      DEMO_PRODUCTS.filter((p) => !sellableIn(p, currency, (id) => byId.get(id))).map((p) => p.id);
    expect(notIn("USD")).toEqual([DEMO_IDS.shortbread]);
    expect(notIn("EUR").sort()).toEqual([DEMO_IDS.throw, DEMO_IDS.shortbread].sort());
    expect(notIn("GBP")).toEqual([DEMO_IDS.throw]);
  });
});

describe("sellableCurrencies (what the currency switch offers)", () => {
  const candidates = ["USD", "EUR", "GBP"] as const;

  it("offers the currencies in which at least half of the catalog can be bought, in the candidates' order", () => {
    const tally: CurrencyTally = { products: 10, sellable: { GBP: 10, USD: 5, EUR: 4 } };
    expect(sellableCurrencies(tally, candidates, "USD")).toEqual(["USD", "GBP"]);
  });

  it("does not offer a currency in which most products would say they are not available (issue 22, defect 5)", () => {
    // The demo store before it priced its products in GBP: 2 of 10 in GBP.
    expect(sellableCurrencies({ products: 10, sellable: { USD: 9, EUR: 9, GBP: 2 } }, candidates, "USD")).toEqual(["USD", "EUR"]);
  });

  it("ignores currencies that are not candidates; an empty catalog offers the store's default currency", () => {
    expect(sellableCurrencies({ products: 4, sellable: { JPY: 4, EUR: 2 } }, candidates, "USD")).toEqual(["EUR"]);
    expect(sellableCurrencies({ products: 0, sellable: {} }, candidates, "USD")).toEqual(["USD"]);
    expect(sellableCurrencies({ products: 0, sellable: {} }, candidates, "GBP")).toEqual(["GBP"]);
  });
});
