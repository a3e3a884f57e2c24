import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { likePattern, parseNodeFilter, parseProductFilter } from "./catalog-filter";

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

  it("leaves out the empty entries of an in list, as EP does: a list of none matches nothing", () => {
    expect(parseProductFilter("in(id,)")).toEqual([{ op: "in", field: "id", values: [] }]);
    expect(parseProductFilter("in(id,a1,)")).toEqual([{ op: "in", field: "id", values: ["a1"] }]);
    expect(parseProductFilter('in(sku,a,, b,"")')).toEqual([{ op: "in", field: "sku", values: ["a", "b"] }]);
    expect(parseNodeFilter("in(id,,)")).toEqual([{ op: "in", field: "id", values: [] }]);
  });

  it("refuses what it cannot read or the catalog does not filter on", () => {
    for (const filter of ["slug=linen", "eq(slug)", "eq(slug,)", "eq(slug,a,b)", "eq(colour,red)", "gt(price,10)", "like(id,*1*)", "eq(product_types,gadget)", 'eq(name,"open', "eq(slug,a):", "eq(slug,a", "in(id)", "in(,a)", "in(id,a", "like(name,)", "eq(slug,,)"]) {
      expect(refusal(filter)).toMatchObject({ status: 400, title: "Bad Request", source: "filter" });
    }
    expect(refusal("eq(colour,red)").detail).toContain('"colour"');
  });

  it("makes like patterns where * is the only wildcard", () => {
    expect(likePattern("*apron*")).toBe("%apron%");
    expect(likePattern("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
