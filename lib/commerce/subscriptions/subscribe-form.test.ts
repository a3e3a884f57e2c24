import { describe, expect, it } from "vitest";
import { subscribeFormSchema, subscriptionItem } from "./subscribe-form";

const offering = "0b6c4a0e-1111-4c54-9a0e-3f1a3f2b9c11";
const plan = "0b6c4a0e-2222-4c54-9a0e-3f1a3f2b9c11";

describe("subscribeFormSchema", () => {
  it("takes the form's text and gives EP's subscription_item", () => {
    const form = subscribeFormSchema.parse({ offering_id: offering, plan_id: plan, quantity: "2" });
    expect(subscriptionItem(form)).toEqual({ type: "subscription_item", id: offering, quantity: 2, subscription_configuration: { plan } });
  });

  it("refuses a quantity below 1, a fraction, text, and ids that are not UUIDs, with the words the page shows", () => {
    for (const quantity of ["0", "1.5", "two", ""]) {
      const result = subscribeFormSchema.safeParse({ offering_id: offering, plan_id: plan, quantity });
      expect(result.success, quantity).toBe(false);
      expect(result.error?.issues[0].message).toBe("Quantity must be a whole number of at least 1");
    }
    const ids = subscribeFormSchema.safeParse({ offering_id: "x", plan_id: "y", quantity: "1" });
    expect(ids.error?.issues.map((i) => i.message)).toEqual(["Choose an offering", "Choose a plan"]);
  });
});
