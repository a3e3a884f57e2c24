import { describe, expect, it } from "vitest";
import { planChangeRefusal } from "./plan-change";

const USD = (amount: number) => ({ USD: { amount, includes_tax: false } });
const parts = {
  products: [{ price: USD(1000) }],
  plans: [
    { id: "monthly", fixedPrice: USD(900), basePricePercentage: null },
    { id: "euro", fixedPrice: { EUR: { amount: 800, includes_tax: false } }, basePricePercentage: null },
    { id: "from-products", fixedPrice: null, basePricePercentage: 10 },
  ],
};
const running = { canceled: false, closed: false, currency: "USD" };

describe("planChangeRefusal", () => {
  it("allows a plan of the offering priced in the subscription's currency", () => {
    expect(planChangeRefusal(running, parts, "monthly", "s")).toBeUndefined();
    expect(planChangeRefusal(running, parts, "from-products", "s")).toBeUndefined();
  });

  it("refuses a plan of another offering, and one without a price in the currency", () => {
    expect(planChangeRefusal(running, parts, "other", "s")).toMatchObject({ status: 400, title: "Plan not found", source: "s" });
    expect(planChangeRefusal({ ...running, currency: "GBP" }, parts, "euro", "s")).toMatchObject({ status: 400, title: "Currency not available" });
  });

  it("refuses a canceled or closed subscription", () => {
    expect(planChangeRefusal({ ...running, canceled: true }, parts, "monthly", "s")).toMatchObject({ status: 422, detail: expect.stringContaining("canceled") });
    expect(planChangeRefusal({ ...running, closed: true }, parts, "monthly", "s")).toMatchObject({ status: 422, detail: expect.stringContaining("closed") });
  });
});
