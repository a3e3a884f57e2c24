import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { assertMayAddTaxItems, taxItemsSchema } from "./tax-items";

const tax = (rate: number) => ({ type: "tax_item", name: "VAT", jurisdiction: "UK", code: "V", rate });

describe("tax items", () => {
  it("a line holds at most 5: the 6th is a 422 issue", () => {
    expect(taxItemsSchema.safeParse(Array.from({ length: 5 }, () => tax(0.1))).success).toBe(true);
    const six = taxItemsSchema.safeParse(Array.from({ length: 6 }, () => tax(0.1)));
    expect(six.success).toBe(false);
    expect(six.error!.issues[0]).toMatchObject({ params: { title: "Tax item limit reached", status: 422 } });
  });

  it("rates are decimals from 0 to 1; names default to empty", () => {
    expect(taxItemsSchema.parse([{ type: "tax_item", rate: 0.2 }])).toEqual([{ type: "tax_item", name: "", jurisdiction: "", code: "", rate: 0.2 }]);
    expect(taxItemsSchema.safeParse([tax(-0.01)]).success).toBe(false);
    expect(taxItemsSchema.safeParse([tax(1.01)]).success).toBe(false);
  });

  it("only client credentials may add them", () => {
    expect(() => assertMayAddTaxItems({ grant: "client_credentials", subject: "admin" })).not.toThrow();
    try {
      assertMayAddTaxItems({ grant: "implicit", subject: "shopper" }, "data.tax");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors[0]).toMatchObject({ status: 403, title: "Forbidden", source: "data.tax" });
    }
  });
});
