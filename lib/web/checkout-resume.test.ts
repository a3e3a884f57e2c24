import { describe, expect, it } from "vitest";
import type { CheckoutDraft } from "@/lib/commerce/checkout/checkout-draft";
import { EMPTY_ADDRESS } from "./checkout-forms";
import { draftForChange, resumableDraft } from "./checkout-resume";

const address = { ...EMPTY_ADDRESS, first_name: "Ada", last_name: "Lovelace", line_1: "12 St James's Square", city: "London", postcode: "SW1Y 4JH", country: "GB" };
const complete: CheckoutDraft = {
  values: { customer: { name: "Ada Lovelace", email: "ada@example.com" }, shipping_address: address, billing_address: EMPTY_ADDRESS, billing_same: true },
  step: 3,
  shippingMethodId: "express",
};
const offered = [{ id: "standard" }, { id: "express" }];

describe("where checkout resumes a kept draft", () => {
  it("on the step it was left at when its details are complete and its method still offered", () => {
    expect(resumableDraft(complete, offered)).toMatchObject({ step: 3, shippingMethodId: "express" });
  });

  it("on the shipping step when the method is no longer offered, on the first when the details are incomplete", () => {
    expect(resumableDraft(complete, [{ id: "standard" }])).toMatchObject({ step: 2, shippingMethodId: "" });
    expect(resumableDraft({ ...complete, values: { ...complete.values, customer: { name: "Ada", email: "" } } }, offered)).toMatchObject({ step: 1 });
    expect(resumableDraft(undefined, offered)).toBeUndefined();
  });

  it("where a Change link asks: details on the first step, shipping on the second only when there is one to go back to", () => {
    expect(draftForChange(complete, "details", offered)?.step).toBe(1);
    expect(draftForChange(complete, "shipping", offered)?.step).toBe(2);
    expect(draftForChange({ ...complete, step: 1 }, "shipping", offered)?.step).toBe(1);
    expect(draftForChange(complete, "shipping", [])?.step).toBe(3);
    expect(draftForChange(complete, "anything", offered)?.step).toBe(3);
    expect(draftForChange(undefined, "details", offered)).toBeUndefined();
  });
});
