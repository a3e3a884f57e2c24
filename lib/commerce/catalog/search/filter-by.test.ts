import { describe, expect, it } from "vitest";
import { parseFilterBy, SearchSyntaxError } from "./filter-by";

const lvl = (level: number) => ({ kind: "category", level, name: `meta.search.categories.lvl${level}` });
const usd = { kind: "price", currency: "USD", name: "price.USD.float_price" };

describe("parseFilterBy", () => {
  it("reads what InstantSearch's adapter sends: backtick lists, := ranges, && joins", () => {
    expect(parseFilterBy("meta.search.categories.lvl0:=[`Home`]")).toEqual({ kind: "values", field: lvl(0), values: ["Home"], negate: false });
    expect(parseFilterBy("meta.search.categories.lvl1:=[`Home > Kitchen`,`Garden, Tools`] && price.USD.float_price:=[10..50]")).toEqual({
      kind: "and",
      items: [
        { kind: "values", field: lvl(1), values: ["Home > Kitchen", "Garden, Tools"], negate: false },
        { kind: "range", field: usd, ranges: [{ min: 10, max: 50 }], negate: false },
      ],
    });
  });

  it("reads open ranges, exclusions, bare values, || and parentheses (&& first)", () => {
    expect(parseFilterBy("price.usd.float_price:>9.5")).toMatchObject({ ranges: [{ min: 9.5, minExclusive: true }] });
    expect(parseFilterBy("price.USD.float_price:<=50")).toMatchObject({ ranges: [{ max: 50 }] });
    expect(parseFilterBy("price.USD.float_price:[10..50, 75]")).toMatchObject({ ranges: [{ min: 10, max: 50 }, { min: 75, max: 75 }] });
    expect(parseFilterBy("meta.search.categories.lvl0:!=Home")).toMatchObject({ kind: "values", values: ["Home"], negate: true });
    expect(parseFilterBy("id:a || sku:b && slug:c")).toMatchObject({ kind: "or", items: [{ kind: "values" }, { kind: "and" }] });
    expect(parseFilterBy("(id:a || sku:b) && slug:c")).toMatchObject({ kind: "and", items: [{ kind: "or" }, { kind: "values" }] });
    expect(parseFilterBy("  ")).toBeUndefined();
  });

  it.each([
    "meta.search.categories.lvl0:=[`Home`",
    "meta.search.categories.lvl0:=`Home",
    "brand:=Acme",
    "price.USD.float_price:>cheap",
    "meta.search.categories.lvl0:>Home",
    "price.USD.float_price:>[1..2]",
    "(id:a",
    "id:a &&",
    "id:",
    "id:[a,]",
    "id:a b) c",
    "((((((((((((id:a))))))))))))",
  ])("refuses %s", (filter) => {
    expect(() => parseFilterBy(filter)).toThrow(SearchSyntaxError);
  });
});
