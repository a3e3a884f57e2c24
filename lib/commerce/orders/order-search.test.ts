import { describe, expect, it } from "vitest";
import { containsPattern, ORDER_SEARCH_MAX, orderSearchOf } from "./order-search";

describe("the order search", () => {
  it("reads a number with or without #, and with a letters prefix, as the order's number", () => {
    expect(orderSearchOf("1001")).toEqual({ number: 1001, sku: "1001" });
    expect(orderSearchOf(" #1001 ")).toEqual({ number: 1001, sku: "#1001" });
    expect(orderSearchOf("CW-1001")).toEqual({ number: 1001, sku: "cw-1001" });
    expect(orderSearchOf("cw1001")?.number).toBe(1001);
    expect(orderSearchOf("#CW-1001")?.number).toBe(1001);
  });

  it("reads anything else as words of the customer's name or e-mail (and a SKU)", () => {
    expect(orderSearchOf("Ada Lovelace")).toEqual({ text: "Ada Lovelace", sku: "ada lovelace" });
    expect(orderSearchOf("ADA@Example")).toEqual({ text: "ADA@Example", sku: "ada@example" });
    expect(orderSearchOf("10-01")).toEqual({ text: "10-01", sku: "10-01" });
    expect(orderSearchOf("#")).toEqual({ text: "#", sku: "#" });
  });

  it("searches for nothing when nothing is typed, and caps a long text", () => {
    expect(orderSearchOf(undefined)).toBeUndefined();
    expect(orderSearchOf("   ")).toBeUndefined();
    expect(orderSearchOf("a".repeat(500))?.text).toHaveLength(ORDER_SEARCH_MAX);
  });

  it("a number too large for an order number finds only a SKU", () => {
    expect(orderSearchOf("99999999999")).toEqual({ sku: "99999999999" });
  });

  it("a pattern finds the text anywhere, its wildcards taken literally", () => {
    expect(containsPattern("ada")).toBe("%ada%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
