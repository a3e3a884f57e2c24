import { describe, expect, it } from "vitest";
import { changedSettings } from "./changed-settings";

const values = {
  cart_expiry_days: 14,
  discounts: { custom_discounts_enabled: true, use_rule_promotions: false },
  snapshot_date: "2027-03-01T14:30:15Z",
};

describe("changedSettings", () => {
  it("sends only the fields the administrator changed, field by field inside discounts", () => {
    expect(changedSettings(values, {})).toEqual({});
    expect(changedSettings(values, { cart_expiry_days: true })).toEqual({ cart_expiry_days: 14 });
    expect(changedSettings(values, { discounts: { custom_discounts_enabled: true } })).toEqual({
      discounts: { custom_discounts_enabled: true },
    });
    expect(changedSettings(values, { discounts: { use_rule_promotions: true }, snapshot_date: true })).toEqual({
      discounts: { use_rule_promotions: false },
      snapshot_date: "2027-03-01T14:30:15Z",
    });
    expect(
      changedSettings(values, {
        cart_expiry_days: true,
        discounts: { custom_discounts_enabled: true, use_rule_promotions: true },
        snapshot_date: true,
      }),
    ).toEqual(values);
  });

  it('sends a cleared snapshot date as ""', () => {
    expect(changedSettings({ ...values, snapshot_date: "" }, { snapshot_date: true })).toEqual({ snapshot_date: "" });
  });
});
