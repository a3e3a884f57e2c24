import { describe, expect, it } from "vitest";
import { parseCustomerQuery } from "./customer-search";

describe("the customer search", () => {
  it("takes the words and the page, dropping what is malformed", () => {
    expect(parseCustomerQuery({ q: "  Ada ", page: "2" })).toEqual({ q: "Ada", page: 2 });
    expect(parseCustomerQuery({ q: ["ada", "bob"], page: "x" })).toEqual({ q: "ada", page: 1 });
    expect(parseCustomerQuery({})).toEqual({ q: "", page: 1 });
    expect(parseCustomerQuery({ page: "0" }).page).toBe(1);
    expect(parseCustomerQuery({ q: "a".repeat(500) }).q).toHaveLength(200);
  });
});
