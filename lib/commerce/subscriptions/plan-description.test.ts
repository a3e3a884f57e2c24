import { describe, expect, it } from "vitest";
import { describePlan, describeTrial } from "./plan-description";

describe("describePlan", () => {
  it("says the billing rhythm, the term and what happens at its end", () => {
    expect(describePlan({ billingIntervalType: "month", billingFrequency: 1, planLength: 12, endBehavior: "roll", trialPeriod: 1 })).toBe(
      "billed every month for 12 months, then renews",
    );
    expect(describePlan({ billingIntervalType: "year", billingFrequency: 1, planLength: 1, endBehavior: "close", trialPeriod: null })).toBe(
      "billed every year for 1 year, then closes",
    );
    expect(describePlan({ billingIntervalType: "week", billingFrequency: 2, planLength: 26, endBehavior: "close", trialPeriod: 0 })).toBe(
      "billed every 2 weeks for 26 weeks, then closes",
    );
  });
});

describe("describeTrial", () => {
  it("names the trial in the plan's intervals, or nothing without one", () => {
    expect(describeTrial({ trialPeriod: 1, billingIntervalType: "month" })).toBe("1 month free trial");
    expect(describeTrial({ trialPeriod: 14, billingIntervalType: "day" })).toBe("14 days free trial");
    expect(describeTrial({ trialPeriod: 0, billingIntervalType: "day" })).toBeUndefined();
    expect(describeTrial({ trialPeriod: null, billingIntervalType: "day" })).toBeUndefined();
  });
});
