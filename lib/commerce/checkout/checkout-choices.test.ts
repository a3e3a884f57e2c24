import { describe, expect, it } from "vitest";
import { shippingOptions } from "./checkout-choices";
import type { ShippingMethod } from "./shipping-and-tax-rules";

const methods: ShippingMethod[] = [
  { id: "standard", name: "Standard", prices: { USD: 495, EUR: 450 }, freeOver: { USD: 5000 } },
  { id: "express", name: "Express", prices: { USD: 1200 }, freeOver: null },
];

describe("the shipping methods a checkout offers", () => {
  it("prices each in the cart's currency and says when it would be free", () => {
    expect(shippingOptions(methods, { currency: "USD", lines: [{ type: "cart_item", unitAmount: 1400, quantity: 2 }] })).toEqual([
      { id: "standard", name: "Standard", price: "$4.95", note: "Free on orders of $50.00 or more" },
      { id: "express", name: "Express", price: "$12.00", note: undefined },
    ]);
    expect(shippingOptions(methods, { currency: "USD", lines: [{ type: "cart_item", unitAmount: 2500, quantity: 2 }] })[0]).toMatchObject({ price: "Free", note: undefined });
  });

  it("leaves out a method without a price in the currency", () => {
    expect(shippingOptions(methods, { currency: "EUR", lines: [] }).map((o) => o.id)).toEqual(["standard"]);
  });
});
