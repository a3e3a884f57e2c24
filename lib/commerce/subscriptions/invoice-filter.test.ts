import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseInvoiceFilter } from "./invoice-filter";

const id = "0b6c4a0e-1111-4c54-9a0e-3f1a3f2b9c11";

describe("parseInvoiceFilter", () => {
  it("reads EP's eq clauses joined by ':'", () => {
    expect(parseInvoiceFilter(undefined)).toEqual({});
    expect(parseInvoiceFilter(`eq(subscription_id,${id.toUpperCase()}):eq(outstanding,true)`)).toEqual({ subscriptionId: id, outstanding: true });
    expect(parseInvoiceFilter(`eq(subscriber_id,"${id}"):eq(tax_required,false)`)).toEqual({ subscriberId: id, taxRequired: false });
  });

  it.each([
    ["like(subscription_id,x)", "eq only"],
    ["eq(name,x)", "cannot be filtered on"],
    ["eq(subscription_id,nope)", "is a UUID"],
    ["eq(outstanding,yes)", "true or false"],
    ["outstanding", "expected eq(field,value)"],
  ])("refuses %s with 400 naming filter", (filter, words) => {
    try {
      parseInvoiceFilter(filter);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors[0]).toMatchObject({ status: 400, source: "filter" });
      expect((error as ApiError).errors[0].detail).toContain(words);
    }
  });
});
