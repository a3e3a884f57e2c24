import { describe, expect, it } from "vitest";
import { issuesToErrors } from "../validation";
import {
  BOTH_DISCOUNTS_DETAIL,
  BOTH_DISCOUNTS_TITLE,
  cartSettingsDocumentSchema,
  cartSettingsSchema,
  isSnapshotDate,
  mergeCartSettings,
  MESSAGES,
  oneDiscountKind,
  type CartSettingsValues,
} from "./validate";

const defaults: CartSettingsValues = {
  cart_expiry_days: 7,
  discounts: { custom_discounts_enabled: false, use_rule_promotions: false },
  snapshot_date: "",
};

function errorsOf(input: Record<string, unknown>) {
  const result = cartSettingsSchema.safeParse(input);
  return result.success ? [] : issuesToErrors(result.error.issues, input, "data");
}

describe("isSnapshotDate", () => {
  it.each(["2026-02-21T15:07:25Z", "2028-02-29T00:00:00Z", "2000-02-29T23:59:59Z", "2026-12-31T23:59:59Z"])(
    "accepts %s",
    (value) => expect(isSnapshotDate(value)).toBe(true),
  );

  it.each([
    ["2026-02-30T00:00:00Z", "no 30 February"],
    ["2026-02-29T00:00:00Z", "2026 is not a leap year"],
    ["1900-02-29T00:00:00Z", "1900 is not a leap year"],
    ["2026-04-31T00:00:00Z", "April has 30 days"],
    ["2026-13-01T00:00:00Z", "no month 13"],
    ["2026-00-10T00:00:00Z", "no month 0"],
    ["2026-01-00T00:00:00Z", "no day 0"],
    ["2026-01-01T24:00:00Z", "no hour 24"],
    ["2026-01-01T10:60:00Z", "no minute 60"],
    ["2026-01-01T10:00:60Z", "no second 60"],
    ["2026-01-01T10:00:00", "no Z"],
    ["2026-01-01T10:00:00.000Z", "fractions"],
    ["2026-01-01T10:00Z", "no seconds"],
    ["2026-01-01T10:00:00+01:00", "an offset"],
    ["2026-01-01", "a date alone"],
    ["2026-1-01T10:00:00Z", "one-digit month"],
    [" 2026-01-01T10:00:00Z", "a leading space"],
  ])("refuses %s (%s)", (value) => expect(isSnapshotDate(value)).toBe(false));
});

describe("oneDiscountKind", () => {
  it("allows at most one of the two", () => {
    expect(oneDiscountKind({ custom_discounts_enabled: false, use_rule_promotions: false })).toBe(true);
    expect(oneDiscountKind({ custom_discounts_enabled: true, use_rule_promotions: false })).toBe(true);
    expect(oneDiscountKind({ custom_discounts_enabled: false, use_rule_promotions: true })).toBe(true);
    expect(oneDiscountKind({ custom_discounts_enabled: true, use_rule_promotions: true })).toBe(false);
  });
});

describe("cartSettingsSchema (the admin form's schema)", () => {
  it("accepts the defaults and the edges of the range", () => {
    expect(errorsOf(defaults)).toEqual([]);
    expect(errorsOf({ ...defaults, cart_expiry_days: 1 })).toEqual([]);
    expect(errorsOf({ ...defaults, cart_expiry_days: 365, snapshot_date: "2026-02-21T15:07:25Z" })).toEqual([]);
  });

  it("names the range in its expiry messages", () => {
    expect(errorsOf({ ...defaults, cart_expiry_days: 366 })).toEqual([
      { status: 400, title: "number_lte", detail: MESSAGES.expiryMax, source: "data.cart_expiry_days", meta: { value: 366 } },
    ]);
    expect(errorsOf({ ...defaults, cart_expiry_days: 0 })[0]).toMatchObject({ title: "number_gte", detail: MESSAGES.expiryMin });
    expect(errorsOf({ ...defaults, cart_expiry_days: 2.5 })[0]).toMatchObject({ title: "invalid_type", detail: MESSAGES.expiryWhole });
    // An emptied number input gives NaN.
    expect(errorsOf({ ...defaults, cart_expiry_days: Number.NaN })[0]).toMatchObject({ title: "invalid_type", detail: MESSAGES.expiryWhole });
    expect(MESSAGES.expiryMax).toContain("365");
  });

  it("refuses both discounts with the contract's 422 at data.discounts", () => {
    const both = { ...defaults, discounts: { custom_discounts_enabled: true, use_rule_promotions: true } };
    expect(errorsOf(both)).toEqual([
      {
        status: 422,
        title: BOTH_DISCOUNTS_TITLE,
        detail: BOTH_DISCOUNTS_DETAIL,
        source: "data.discounts",
        meta: { value: both.discounts },
      },
    ]);
  });

  it("reports every problem at once", () => {
    const errors = errorsOf({
      cart_expiry_days: 400,
      discounts: { custom_discounts_enabled: true, use_rule_promotions: true },
      snapshot_date: "2026-02-30T00:00:00Z",
    });
    expect(errors.map((e) => [e.source, e.status, e.title])).toEqual([
      ["data.cart_expiry_days", 400, "number_lte"],
      ["data.discounts", 422, BOTH_DISCOUNTS_TITLE],
      ["data.snapshot_date", 400, "format"],
    ]);
  });
});

describe("mergeCartSettings", () => {
  const stored: CartSettingsValues = {
    cart_expiry_days: 30,
    discounts: { custom_discounts_enabled: false, use_rule_promotions: true },
    snapshot_date: "2026-02-21T15:07:25Z",
  };

  it("keeps every field the request leaves out, field by field inside discounts", () => {
    expect(mergeCartSettings(stored, { type: "settings", discounts: { custom_discounts_enabled: false } })).toEqual({
      type: "settings",
      ...stored,
    });
    expect(mergeCartSettings(stored, { type: "settings", cart_expiry_days: 9 })).toEqual({ type: "settings", ...stored, cart_expiry_days: 9 });
    expect(mergeCartSettings(stored, { snapshot_date: "" })).toEqual({ ...stored, snapshot_date: "" });
  });

  it("does not change the stored object", () => {
    const copy = structuredClone(stored);
    mergeCartSettings(stored, { discounts: { use_rule_promotions: false } });
    expect(stored).toEqual(copy);
  });

  it("judges the rules on the merged result: one flag sent true with the other stored true is refused", () => {
    const merged = mergeCartSettings(stored, { type: "settings", discounts: { custom_discounts_enabled: true } });
    const result = cartSettingsDocumentSchema.safeParse(merged);
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues, merged)[0]).toMatchObject({ status: 422, source: "data.discounts" });
  });

  it("keeps a discounts value that is not an object, so that it is reported", () => {
    const merged = mergeCartSettings(stored, { type: "settings", discounts: null });
    const result = cartSettingsDocumentSchema.safeParse(merged);
    expect(issuesToErrors(result.error!.issues, merged)).toEqual([
      { status: 400, title: "invalid_type", detail: MESSAGES.discounts, source: "data.discounts", meta: { value: null } },
    ]);
  });
});
