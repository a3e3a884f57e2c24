import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { likePattern, parseProductFilter } from "./catalog-filter";

const refusal = (filter: string) => {
  try {
    parseProductFilter(filter);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errors[0];
  }
  throw new Error(`${filter} was accepted`);
};

describe("parseProductFilter", () => {
  it("reads EP's clauses, joined by ':'", () => {
    expect(parseProductFilter("eq(slug,linen-apron)")).toEqual([{ op: "eq", field: "slug", values: ["linen-apron"] }]);
    expect(parseProductFilter("in(id,a1,b2, c3)")).toEqual([{ op: "in", field: "id", values: ["a1", "b2", "c3"] }]);
    expect(parseProductFilter("like(name,*apron*):eq(product_types,bundle)")).toEqual([
      { op: "like", field: "name", values: ["*apron*"] },
      { op: "eq", field: "product_types", values: ["bundle"] },
    ]);
    expect(parseProductFilter('eq(name,"Tea, Cup: (Blue)")')).toEqual([{ op: "eq", field: "name", values: ["Tea, Cup: (Blue)"] }]);
    expect(parseProductFilter(null)).toEqual([]);
    expect(parseProductFilter("  ")).toEqual([]);
  });

  it("refuses what it cannot read or the catalog does not filter on", () => {
    for (const filter of ["slug=linen", "eq(slug)", "eq(slug,)", "eq(slug,a,b)", "eq(colour,red)", "gt(price,10)", "like(id,*1*)", "eq(product_types,gadget)", 'eq(name,"open', "eq(slug,a):", "eq(slug,a"]) {
      expect(refusal(filter)).toMatchObject({ status: 400, title: "Bad Request", source: "filter" });
    }
    expect(refusal("eq(colour,red)").detail).toContain('"colour"');
  });

  it("makes like patterns where * is the only wildcard", () => {
    expect(likePattern("*apron*")).toBe("%apron%");
    expect(likePattern("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
