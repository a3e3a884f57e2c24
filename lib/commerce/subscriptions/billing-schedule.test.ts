import { describe, expect, it } from "vitest";
import { addIntervals, checkoutSchedule, checkoutUnitAmount, initialSchedule } from "./billing-schedule";

const at = (iso: string) => new Date(iso);

describe("addIntervals", () => {
  it("adds days, weeks, months and years in UTC", () => {
    expect(addIntervals(at("2026-01-10T09:30:00Z"), "day", 3)).toEqual(at("2026-01-13T09:30:00Z"));
    expect(addIntervals(at("2026-01-10T09:30:00Z"), "week", 2)).toEqual(at("2026-01-24T09:30:00Z"));
    expect(addIntervals(at("2026-01-10T09:30:00Z"), "month", 14)).toEqual(at("2027-03-10T09:30:00Z"));
    expect(addIntervals(at("2026-01-10T09:30:00Z"), "year", 1)).toEqual(at("2027-01-10T09:30:00Z"));
  });

  it("a month without the day ends on its last day", () => {
    expect(addIntervals(at("2026-01-31T00:00:00Z"), "month", 1)).toEqual(at("2026-02-28T00:00:00Z"));
    expect(addIntervals(at("2028-01-31T00:00:00Z"), "month", 1)).toEqual(at("2028-02-29T00:00:00Z"));
    expect(addIntervals(at("2028-02-29T00:00:00Z"), "year", 1)).toEqual(at("2029-02-28T00:00:00Z"));
  });

  it("zero intervals is the same time", () => {
    expect(addIntervals(at("2026-01-31T00:00:00Z"), "month", 0)).toEqual(at("2026-01-31T00:00:00Z"));
  });
});

describe("initialSchedule", () => {
  it("billing starts after the trial and the term runs plan_length intervals from there", () => {
    const start = at("2026-05-15T08:00:00Z");
    expect(initialSchedule({ billingIntervalType: "month", trialPeriod: 1, planLength: 12 }, start)).toEqual({
      invoiceAfter: at("2026-06-15T08:00:00Z"),
      endDate: at("2027-06-15T08:00:00Z"),
    });
  });

  it("without a trial the first invoice is due at the start", () => {
    const start = at("2026-05-15T08:00:00Z");
    expect(initialSchedule({ billingIntervalType: "year", trialPeriod: null, planLength: 1 }, start)).toEqual({
      invoiceAfter: start,
      endDate: at("2027-05-15T08:00:00Z"),
    });
  });
});

describe("checkoutSchedule and checkoutUnitAmount", () => {
  const monthly = { billingIntervalType: "month" as const, billingFrequency: 2, trialPeriod: null, planLength: 12 };

  it("without a trial the order pays the first period: the first invoice is one period on", () => {
    expect(checkoutSchedule(monthly, at("2026-01-10T00:00:00Z"))).toEqual({
      invoiceAfter: at("2026-03-10T00:00:00Z"),
      endDate: at("2027-01-10T00:00:00Z"),
    });
    expect(checkoutUnitAmount(monthly, 1900)).toBe(1900);
  });

  it("with a trial the checkout costs nothing and the first invoice comes when the trial ends", () => {
    const trial = { ...monthly, trialPeriod: 1 };
    expect(checkoutSchedule(trial, at("2026-01-10T00:00:00Z"))).toEqual({
      invoiceAfter: at("2026-02-10T00:00:00Z"),
      endDate: at("2027-02-10T00:00:00Z"),
    });
    expect(checkoutUnitAmount(trial, 1900)).toBe(0);
  });
});
