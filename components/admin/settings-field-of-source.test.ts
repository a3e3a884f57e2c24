import { describe, expect, it } from "vitest";
import { settingsFieldOfSource } from "./settings-field-of-source";

describe("settingsFieldOfSource", () => {
  it("maps the API's sources to the form's fields", () => {
    expect(settingsFieldOfSource("data.cart_expiry_days")).toBe("cart_expiry_days");
    expect(settingsFieldOfSource("data.discounts")).toBe("discounts");
    expect(settingsFieldOfSource("data.discounts.custom_discounts_enabled")).toBe("discounts.custom_discounts_enabled");
    expect(settingsFieldOfSource("data.discounts.use_rule_promotions")).toBe("discounts.use_rule_promotions");
    expect(settingsFieldOfSource("data.snapshot_date")).toBe("snapshot_date");
  });

  it("leaves errors of no form field to the whole form", () => {
    expect(settingsFieldOfSource(undefined)).toBeUndefined();
    expect(settingsFieldOfSource("data")).toBeUndefined();
    expect(settingsFieldOfSource("data.type")).toBeUndefined();
    expect(settingsFieldOfSource("data.colour")).toBeUndefined();
    expect(settingsFieldOfSource("cart_expiry_days")).toBeUndefined();
  });
});
