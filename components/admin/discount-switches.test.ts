import { describe, expect, it } from "vitest";
import { cartSettingsSchema } from "@/lib/commerce/settings/validate";
import { discountsOfSwitch } from "./discount-switches";

describe("discountsOfSwitch", () => {
  it("off: automatic promotions on; on: discounts set by hand only", () => {
    expect(discountsOfSwitch(false)).toEqual({ custom_discounts_enabled: false, use_rule_promotions: true });
    expect(discountsOfSwitch(true)).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });
  });

  it("either way, the server accepts the pair", () => {
    for (const on of [false, true]) {
      expect(cartSettingsSchema.safeParse({ cart_expiry_days: 7, discounts: discountsOfSwitch(on), snapshot_date: "" }).success).toBe(true);
    }
  });
});
