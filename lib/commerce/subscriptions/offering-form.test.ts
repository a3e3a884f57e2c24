import { describe, expect, it } from "vitest";
import { buildDocument, offeringUpdateDocument, planDocument, planFormValues, productAttributesOf } from "./offering-form";

const CURRENCIES = ["USD", "GBP"];
const plan = (overrides: Record<string, string> = {}) => ({ ...planFormValues(undefined, CURRENCIES), name: "Monthly", ...overrides });
const BOTTLE = { name: "Engraved Water Bottle", sku: "BOTTLE-01", description: "Steel.", image: { href: "/products/bottle.svg" }, price: { GBP: { amount: 2400, includes_tax: true } } };

describe("the plan form → the API's plan document", () => {
  it("types money as minor units per currency, whole numbers as numbers, ticks as booleans; empty fields are left out", () => {
    const checked = planDocument(plan({ price_GBP: "9.99", includes_tax_GBP: "on", price_USD: "", trial_period: "14", can_pause: "" }), CURRENCIES);
    expect(checked).toEqual({
      ok: true,
      document: {
        data: {
          type: "subscription_offering_plan",
          attributes: {
            name: "Monthly",
            billing_interval_type: "month",
            billing_frequency: 1,
            trial_period: 14,
            plan_length: 12,
            end_behavior: "roll",
            can_pause: false,
            can_resume: true,
            can_cancel: true,
            fixed_price: { GBP: { amount: 999, includes_tax: true } },
          },
        },
      },
    });
  });

  it("names the plan being changed", () => {
    const checked = planDocument(plan(), CURRENCIES, "0b7e7a4e-8a4b-4c1e-9d55-0a0f0d0c0b0a");
    expect(checked.ok && checked.document.data.id).toBe("0b7e7a4e-8a4b-4c1e-9d55-0a0f0d0c0b0a");
  });

  it("refuses beside the field: text that is not money or a whole number, then what the API's schema refuses", () => {
    expect(planDocument(plan({ price_USD: "ten", billing_frequency: "1.5", plan_length: "" }), CURRENCIES)).toEqual({
      ok: false,
      fieldErrors: {
        price_USD: "Enter a price such as 9.99, or leave it empty.",
        billing_frequency: "Enter a whole number, such as 1.",
        plan_length: "Enter a whole number, such as 1.",
      },
    });
    const refused = planDocument(plan({ name: "M", billing_frequency: "0", base_price_percentage: "101" }), CURRENCIES);
    expect(refused.ok).toBe(false);
    expect(Object.keys(!refused.ok ? refused.fieldErrors : {}).sort()).toEqual(["base_price_percentage", "billing_frequency", "name"]);
  });

  it("shows a stored plan as it was typed", () => {
    const values = planFormValues(
      {
        name: "Yearly",
        description: null,
        billingIntervalType: "year",
        billingFrequency: 1,
        planLength: 3,
        endBehavior: "close",
        trialPeriod: null,
        canPause: false,
        canResume: true,
        canCancel: true,
        basePricePercentage: 12.5,
        fixedPrice: { GBP: { amount: 9900, includes_tax: false } },
      },
      CURRENCIES,
    );
    expect(values).toMatchObject({ price_GBP: "99.00", includes_tax_GBP: "", price_USD: "", trial_period: "", can_pause: "", base_price_percentage: "12.5", end_behavior: "close" });
    const again = planDocument(values, CURRENCIES);
    expect(again.ok && again.document.data.attributes).toMatchObject({ fixed_price: { GBP: { amount: 9900, includes_tax: false } }, base_price_percentage: 12.5, plan_length: 3 });
  });
});

describe("the offering forms → the API's documents", () => {
  it("copies a catalog product as the offering's product", () => {
    expect(productAttributesOf(BOTTLE)).toEqual({ name: "Engraved Water Bottle", sku: "BOTTLE-01", description: "Steel.", main_image: "/products/bottle.svg", price: BOTTLE.price });
  });

  it("builds the offering with its product and first plan; refuses a short name beside it, and a missing product", () => {
    const values = { offering_name: "Bottle Club", offering_description: "", ...plan({ price_GBP: "9.99" }) };
    const built = buildDocument(values, CURRENCIES, BOTTLE);
    expect(built.ok && built.document.data).toMatchObject({ name: "Bottle Club", products: [{ sku: "BOTTLE-01" }], plans: [{ name: "Monthly", fixed_price: { GBP: { amount: 999 } } }] });
    expect(built.ok && "description" in built.document.data).toBe(false);
    const short = buildDocument({ ...values, offering_name: "BC" }, CURRENCIES, BOTTLE);
    expect(!short.ok && Object.keys(short.fieldErrors)).toEqual(["offering_name"]);
    expect(buildDocument(values, CURRENCIES, undefined)).toEqual({ ok: false, fieldErrors: { product: "Choose a product the offering covers." } });
  });

  it("updates the name and removes an emptied description (null)", () => {
    const id = "0b7e7a4e-8a4b-4c1e-9d55-0a0f0d0c0b0a";
    expect(offeringUpdateDocument({ offering_name: " Bottle Club ", offering_description: "" }, id)).toEqual({
      ok: true,
      document: { data: { type: "subscription_offering", id, attributes: { name: "Bottle Club", description: null } } },
    });
    const long = offeringUpdateDocument({ offering_name: "Bottle Club", offering_description: "x".repeat(1025) }, id);
    expect(!long.ok && Object.keys(long.fieldErrors)).toEqual(["offering_description"]);
  });
});
