import { describe, expect, it } from "vitest";
import { anonymizedFields, mayAnonymize, notFinalDetail } from "./order-anonymity";

describe("order anonymity", () => {
  it("allows only final orders: fulfilled, cancelled or refunded in full", () => {
    const open = { status: "incomplete", payment: "unpaid", shipping: "unfulfilled" };
    expect(mayAnonymize(open)).toBe(false);
    expect(mayAnonymize({ ...open, status: "complete", payment: "paid" })).toBe(false);
    expect(mayAnonymize({ ...open, payment: "partially_refunded" })).toBe(false);
    expect(mayAnonymize({ ...open, shipping: "fulfilled" })).toBe(true);
    expect(mayAnonymize({ ...open, status: "cancelled" })).toBe(true);
    expect(mayAnonymize({ ...open, status: "complete", payment: "refunded" })).toBe(true);
    expect(notFinalDetail(open)).toBe("Order has status: order:incomplete, payment:unpaid, shipping:unfulfilled; only fulfilled or refunded or cancelled orders may be anonymized");
  });

  it("erases names, e-mail, every address field and where it came from; keeps the groups' prices", () => {
    const at = new Date("2026-12-03T10:00:00Z");
    const group = { id: "g1", shipping_type: "Express", external_ref: null, price: { base: 900, tax: 180, fees: 0 } };
    const fields = anonymizedFields(
      {
        billingAddress: { first_name: "Ada", line_1: "12 St James's Square", country: "GB" },
        shippingAddress: { first_name: "Ada", phone_number: "0207" },
        shippingGroups: [group, { ...group, id: "g2", address: { line_1: "Dock 4" } }],
      },
      at,
    );
    expect(fields).toEqual({
      customer: { name: "*", email: "*" },
      billingAddress: { first_name: "*", line_1: "*", country: "*" },
      shippingAddress: { first_name: "*", phone_number: "*" },
      shippingGroups: [group, { ...group, id: "g2", address: { line_1: "*" } }],
      placedFrom: null,
      anonymized: true,
      updatedAt: at,
    });
  });
});
