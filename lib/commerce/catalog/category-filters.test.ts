import { describe, expect, it } from "vitest";
import { categoryFilterParams, categoryFiltersOf } from "./category-filters";

describe("a category page's filters in its address", () => {
  it("are a price band and in stock only, and go back into the address as they came", () => {
    const filters = categoryFiltersOf({ price: "25-50", in_stock: "1", sort: "-price" });
    expect(filters).toMatchObject({ band: { param: "25-50", min: 25, max: 50 }, inStock: true });
    expect(categoryFilterParams(filters)).toEqual({ price: "25-50", in_stock: "1" });
  });

  it("are none when the address names none this store offers", () => {
    for (const search of [{}, { price: "" }, { price: "1-2" }, { price: ["25-50", "0-25"] }, { in_stock: "yes" }, { in_stock: ["1", "1"] }]) {
      expect(categoryFiltersOf(search)).toEqual({});
      expect(categoryFilterParams(categoryFiltersOf(search))).toEqual({});
    }
  });
});
