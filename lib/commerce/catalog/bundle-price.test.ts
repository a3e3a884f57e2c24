import { describe, expect, it } from "vitest";
import type { PriceMap } from "@/lib/storage/schema";
import { bundleCatalogPrice } from "./bundle-price";

const usd = (amount: number, includes_tax = false): PriceMap => ({ USD: { amount, includes_tax } });
const live = new Map([
  ["a", { id: "a", price: usd(1000) }],
  ["b", { id: "b", price: usd(250, true) }],
]);
const components = {
  main: { name: "Main", min: 1, max: 1, options: [{ id: "a", type: "product" as const, quantity: 1, default: true }] },
  side: { name: "Side", min: 1, max: 2, options: [{ id: "b", type: "product" as const, quantity: 2, default: true }, { id: "gone", type: "product" as const, quantity: 1 }] },
};
const auto = { id: "bundle", price: {}, components };

describe("bundleCatalogPrice", () => {
  it("is the sum of the selection's options × quantities, as the cart charges it", () => {
    expect(bundleCatalogPrice(auto, { main: { a: 1 }, side: { b: 2 } }, (id) => live.get(id), "USD")).toEqual({ amount: 1500, includesTax: false });
  });
  it("is nothing where the cart would refuse the selection: an option not live, no price in the currency, an invalid selection", () => {
    expect(bundleCatalogPrice(auto, { main: { a: 1 }, side: { gone: 1 } }, (id) => live.get(id), "USD")).toBeUndefined();
    expect(bundleCatalogPrice(auto, { main: { a: 1 }, side: { b: 2 } }, (id) => live.get(id), "EUR")).toBeUndefined();
    expect(bundleCatalogPrice(auto, { main: { a: 1 } }, (id) => live.get(id), "USD")).toBeUndefined();
    expect(bundleCatalogPrice(auto, { main: { a: 1 }, side: { b: 1 } }, (id) => live.get(id), "USD")).toBeUndefined();
  });
  it("is a bundle's own price whatever is selected", () => {
    const own = { ...auto, price: usd(1999, true) };
    expect(bundleCatalogPrice(own, {}, () => undefined, "USD")).toEqual({ amount: 1999, includesTax: true });
    expect(bundleCatalogPrice(own, {}, () => undefined, "EUR")).toBeUndefined();
  });
  it("is nothing for a product that is not a bundle", () => {
    expect(bundleCatalogPrice({ id: "p", price: usd(5) }, {}, () => undefined, "USD")).toBeUndefined();
  });
});
