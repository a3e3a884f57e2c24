import { describe, expect, it } from "vitest";
import { billingIntervalMs } from "./billing-timer";

describe("billingIntervalMs", () => {
  it("every 300 seconds unless told otherwise; 0, a negative or a non-number turns it off", () => {
    expect(billingIntervalMs(undefined)).toBe(300_000);
    expect(billingIntervalMs("")).toBe(300_000);
    expect(billingIntervalMs("60")).toBe(60_000);
    expect(billingIntervalMs("0")).toBe(0);
    expect(billingIntervalMs("-5")).toBe(0);
    expect(billingIntervalMs("off")).toBe(0);
  });
});
