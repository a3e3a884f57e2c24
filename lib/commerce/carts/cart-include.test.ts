import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseCartInclude } from "./cart-include";

describe("parseCartInclude", () => {
  it("reads repeated parameters and comma lists alike", () => {
    expect([...parseCartInclude(["items", "tax_items,promotions"])]).toEqual(["items", "tax_items", "promotions"]);
    expect([...parseCartInclude(["items, custom_discounts", ""])]).toEqual(["items", "custom_discounts"]);
    expect(parseCartInclude([]).size).toBe(0);
  });

  it("refuses a value EP does not define, naming each one", () => {
    try {
      parseCartInclude(["items,products", "Items"]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors.map((e) => [e.status, e.title, e.source, e.meta?.value])).toEqual([
        [400, "enum", "include", "products"],
        [400, "enum", "include", "Items"],
      ]);
    }
  });
});
