import { describe, expect, it } from "vitest";
import { thrown } from "@/tests/support/thrown";
import { changedDunningRule, dunningRuleOf } from "./dunning-rule";

const status = (work: () => unknown) => thrown(work).source;

describe("dunning rules", () => {
  it("a fixed schedule, once a day unless told", () => {
    expect(dunningRuleOf({ payment_retry_type: "fixed", payment_retries_limit: 3, action: "close" })).toEqual({
      paymentRetryType: "fixed",
      paymentRetryInterval: 1,
      paymentRetryUnit: "day",
      paymentRetriesLimit: 3,
      action: "close",
      isDefault: false,
    });
  });

  it("refuses backoff and tiered, and a multiplier", () => {
    expect(status(() => dunningRuleOf({ payment_retry_type: "backoff", payment_retries_limit: 3, action: "none" }))).toBe("data.attributes.payment_retry_type");
    expect(status(() => dunningRuleOf({ payment_retry_type: "fixed", payment_retry_multiplier: 2, payment_retries_limit: 3, action: "none" }))).toBe(
      "data.attributes.payment_retry_multiplier",
    );
  });

  it("a change keeps what it does not name; null resets the interval", () => {
    const stored = dunningRuleOf({ payment_retry_type: "fixed", payment_retry_interval: 3, payment_retry_unit: "week", payment_retries_limit: 5, action: "pause", default: true });
    expect(changedDunningRule(stored, { action: "suspend", payment_retry_interval: null })).toEqual({ ...stored, action: "suspend", paymentRetryInterval: 1 });
  });
});
