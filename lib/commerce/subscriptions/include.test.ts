import { describe, expect, it } from "vitest";
import { parseInclude } from "./include";

describe("parseInclude", () => {
  it("reads plans and products from a comma list, ignoring anything else", () => {
    expect(parseInclude("plans,products")).toEqual({ plans: true, products: true });
    expect(parseInclude("products")).toEqual({ plans: false, products: true });
    expect(parseInclude(" plans , offerings")).toEqual({ plans: true, products: false });
    expect(parseInclude("nothing")).toEqual({ plans: false, products: false });
    expect(parseInclude(null)).toEqual({ plans: false, products: false });
  });
});
