import { describe, expect, it } from "vitest";
import { CHECKOUT_BACK, CHECKOUT_FORM_FIELDS, checkoutData, readCheckoutForm } from "./checkout-forms";

const ATTEMPT = "7d3f1c2e-5b6a-4c8d-9e0f-123456789abc";

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const details = {
  "customer.name": "Ada Lovelace",
  "customer.email": "ada@example.com",
  "shipping_address.first_name": "Ada",
  "shipping_address.last_name": "Lovelace",
  "shipping_address.line_1": "12 St James's Square",
  "shipping_address.city": "London",
  "shipping_address.postcode": "SW1Y 4JH",
  "shipping_address.country": "GB",
};

describe("the checkout form posted without JavaScript", () => {
  it("is read with its step, attempt key, method and fields; React's own fields are not the form's", () => {
    const read = readCheckoutForm(post({ ...details, [CHECKOUT_FORM_FIELDS.step]: "3", [CHECKOUT_FORM_FIELDS.attempt]: ATTEMPT, [CHECKOUT_FORM_FIELDS.shippingMethod]: "express", billing_same: "on", $ACTION_ID_abc: "" }));
    expect(read).toMatchObject({ step: 3, attempt: ATTEMPT, shippingMethodId: "express" });
    expect(read).not.toHaveProperty("back");
    expect(read!.values.customer).toEqual({ name: "Ada Lovelace", email: "ada@example.com" });
    expect(read!.values.billing_same).toBe(true);
    expect(read!.values.billing_address.city).toBe("");
  });

  it("is no checkout form without a step or an attempt key", () => {
    expect(readCheckoutForm(post({ ...details, [CHECKOUT_FORM_FIELDS.attempt]: ATTEMPT }))).toBeUndefined();
    expect(readCheckoutForm(post({ ...details, [CHECKOUT_FORM_FIELDS.step]: "4", [CHECKOUT_FORM_FIELDS.attempt]: ATTEMPT }))).toBeUndefined();
    expect(readCheckoutForm(post({ ...details, [CHECKOUT_FORM_FIELDS.step]: "1" }))).toBeUndefined();
  });

  it("bills the shipping address while 'same' is ticked, and the billing fields when it is not", () => {
    const same = readCheckoutForm(post({ ...details, [CHECKOUT_FORM_FIELDS.step]: "1", [CHECKOUT_FORM_FIELDS.attempt]: ATTEMPT, billing_same: "on" }))!;
    expect(checkoutData(same.values).billing_address).toEqual(checkoutData(same.values).shipping_address);
    // Empty optional fields are left out.
    expect(checkoutData(same.values).shipping_address).not.toHaveProperty("line_2");
    const apart = readCheckoutForm(post({ ...details, [CHECKOUT_FORM_FIELDS.step]: "1", [CHECKOUT_FORM_FIELDS.attempt]: ATTEMPT, "billing_address.city": "Paris" }))!;
    expect(apart.values.billing_same).toBe(false);
    expect(checkoutData(apart.values).billing_address).toEqual({ city: "Paris" });
  });

  it("knows Back, and the review's Change your details", () => {
    const back = (value: string) => readCheckoutForm(post({ [CHECKOUT_FORM_FIELDS.step]: "3", [CHECKOUT_FORM_FIELDS.attempt]: ATTEMPT, [CHECKOUT_FORM_FIELDS.back]: value }))?.back;
    expect(back(CHECKOUT_BACK.previous)).toBe("previous");
    expect(back(CHECKOUT_BACK.details)).toBe("details");
  });
});
