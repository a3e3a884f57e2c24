import { describe, expect, it } from "vitest";
import { suggestionsFrom, type MultiSearchAnswer, type SearchDocument } from "./search-suggestions";

const usd = (amount: number, formatted: string) => ({ amount, currency: "USD", formatted });

function doc(id: string, extra: Partial<SearchDocument> & { price?: Record<string, unknown>; components?: unknown } = {}): SearchDocument {
  const { price, components, ...rest } = extra;
  return {
    id,
    attributes: { name: `Product ${id}`, slug: `product-${id}`, price: price ?? { USD: { amount: 1400, includes_tax: false } }, ...(components ? { components } : {}) },
    meta: { display_price: { with_tax: usd(1400, "$14.00"), without_tax: usd(1400, "$14.00") }, product_types: ["standard"] },
    ...rest,
  };
}

describe("suggestionsFrom", () => {
  it("gives each hit its name, slug, main image from `included` and the price as the card shows it", () => {
    const answer: MultiSearchAnswer = {
      results: [{ hits: [{ document: { ...doc("a"), relationships: { main_image: { data: { id: "file-a" } } } } }, { document: doc("b") }] }],
      included: { main_images: [{ id: "file-a", link: { href: "http://shop.test/products/a.svg" } }] },
    };
    expect(suggestionsFrom(answer, "USD")).toEqual([
      { id: "a", name: "Product a", slug: "product-a", imageHref: "http://shop.test/products/a.svg", price: "$14.00" },
      { id: "b", name: "Product b", slug: "product-b", price: "$14.00" },
    ]);
  });

  it("leaves out an image the answer does not include", () => {
    const answer: MultiSearchAnswer = { results: [{ hits: [{ document: { ...doc("a"), relationships: { main_image: { data: { id: "gone" } } } } }] }] };
    expect(suggestionsFrom(answer, "USD")[0]).not.toHaveProperty("imageHref");
  });

  it("prefers the price with tax, else without", () => {
    const without = { ...doc("a"), meta: { display_price: { without_tax: usd(900, "$9.00") } } };
    expect(suggestionsFrom({ results: [{ hits: [{ document: without }] }] }, "USD")[0].price).toBe("$9.00");
  });

  it("says 'From' for a base product, and why there is no price when there is none", () => {
    const parent = { ...doc("p"), meta: { display_price: { with_tax: usd(3800, "$38.00") }, product_types: ["parent"] } };
    const unpriced = { ...doc("u"), meta: { product_types: ["standard"] } };
    const autoBundle = doc("bundle", { price: {}, components: { a: { options: [] } } });
    const ownPricedBundle = doc("own", { components: { a: { options: [] } } });
    const [p, u, auto, own] = suggestionsFrom({ results: [{ hits: [parent, unpriced, autoBundle, ownPricedBundle].map((document) => ({ document })) }] }, "EUR");
    expect(p).toMatchObject({ price: "$38.00", prefix: "From " });
    expect(u).toMatchObject({ note: "Not available in EUR" });
    expect(u).not.toHaveProperty("price");
    expect(auto).toMatchObject({ note: "Priced by your selection" });
    expect(own).toMatchObject({ price: "$14.00" });
  });

  it("answers none for an answer without hits", () => {
    expect(suggestionsFrom({ results: [] }, "USD")).toEqual([]);
    expect(suggestionsFrom({ results: [{}] }, "USD")).toEqual([]);
  });
});
