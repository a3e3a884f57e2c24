import { describe, expect, it } from "vitest";
import { cartSettingsSchema } from "@/lib/commerce/settings/validate";
import { switchDiscount, type DiscountFlag } from "./discount-switches";

const FLAGS: DiscountFlag[] = ["custom_discounts_enabled", "use_rule_promotions"];
const STATES = [false, true].flatMap((custom) => [false, true].map((rules) => ({ custom_discounts_enabled: custom, use_rule_promotions: rules })));

describe("switchDiscount", () => {
  it("turning one on turns the other off, and says which", () => {
    expect(switchDiscount({ custom_discounts_enabled: true, use_rule_promotions: false }, "use_rule_promotions", true)).toEqual({
      discounts: { custom_discounts_enabled: false, use_rule_promotions: true },
      turnedOff: "custom_discounts_enabled",
    });
    expect(switchDiscount({ custom_discounts_enabled: false, use_rule_promotions: false }, "custom_discounts_enabled", true)).toEqual({
      discounts: { custom_discounts_enabled: true, use_rule_promotions: false },
    });
  });

  it("turning one off leaves the other as it was", () => {
    expect(switchDiscount({ custom_discounts_enabled: true, use_rule_promotions: false }, "custom_discounts_enabled", false)).toEqual({
      discounts: { custom_discounts_enabled: false, use_rule_promotions: false },
    });
  });

  it("from any state the server accepts, any click gives a state the server accepts", () => {
    const accepted = (discounts: (typeof STATES)[number]) =>
      cartSettingsSchema.safeParse({ cart_expiry_days: 7, discounts, snapshot_date: "" }).success;
    for (const state of STATES.filter(accepted)) {
      for (const flag of FLAGS) for (const on of [false, true]) expect(accepted(switchDiscount(state, flag, on).discounts)).toBe(true);
    }
    expect(accepted({ custom_discounts_enabled: true, use_rule_promotions: true })).toBe(false);
  });
});
