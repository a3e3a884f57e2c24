import { describe, expect, it } from "vitest";
import { billingDecision, nextBill, type BillingPlan, type BillingSubject } from "./billing-decision";

const d = (iso: string) => new Date(iso);
const monthly: BillingPlan = { billingIntervalType: "month", billingFrequency: 1, planLength: 3, endBehavior: "close" };
const active: BillingSubject = {
  canceled: false,
  paused: false,
  closed: false,
  suspended: false,
  invoiceAfter: d("2026-01-31T10:00:00Z"),
  endDate: d("2026-04-30T10:00:00Z"),
};

describe("billingDecision", () => {
  it("bills the period from invoice_after, frequency × interval long, and moves invoice_after to its end", () => {
    expect(billingDecision(monthly, active, d("2026-01-31T10:00:00Z"))).toEqual({
      kind: "invoice",
      period: { start: d("2026-01-31T10:00:00Z"), end: d("2026-02-28T10:00:00Z") },
      invoiceAfter: d("2026-02-28T10:00:00Z"),
      endDate: d("2026-04-30T10:00:00Z"),
    });
    const fortnightly = { ...monthly, billingIntervalType: "week" as const, billingFrequency: 2 };
    const decision = billingDecision(fortnightly, active, d("2026-02-01T00:00:00Z"));
    expect(decision.kind === "invoice" && decision.period.end).toEqual(d("2026-02-14T10:00:00Z"));
  });

  it("nothing before invoice_after (a trial), nor while paused, canceled, closed or suspended", () => {
    expect(billingDecision(monthly, active, d("2026-01-31T09:59:59Z"))).toEqual({ kind: "skip", reason: "not_due" });
    for (const flag of ["paused", "canceled", "closed", "suspended"] as const) {
      expect(billingDecision(monthly, { ...active, [flag]: true }, d("2027-01-01T00:00:00Z"))).toEqual({ kind: "skip", reason: "inactive" });
    }
  });

  it("a close plan closes when its next period would start at or after the end of the term", () => {
    const atEnd = { ...active, invoiceAfter: d("2026-04-30T10:00:00Z") };
    expect(billingDecision(monthly, atEnd, d("2026-05-01T00:00:00Z"))).toEqual({ kind: "close" });
    expect(nextBill(monthly, atEnd)).toBeUndefined();
  });

  it("a roll plan starts a new term of plan_length intervals and bills on", () => {
    const roll = { ...monthly, endBehavior: "roll" as const };
    const atEnd = { ...active, invoiceAfter: d("2026-04-30T10:00:00Z") };
    expect(billingDecision(roll, atEnd, d("2026-05-01T00:00:00Z"))).toEqual({
      kind: "invoice",
      period: { start: d("2026-04-30T10:00:00Z"), end: d("2026-05-30T10:00:00Z") },
      invoiceAfter: d("2026-05-30T10:00:00Z"),
      endDate: d("2026-07-30T10:00:00Z"),
    });
    expect(nextBill(roll, atEnd)).toEqual(d("2026-04-30T10:00:00Z"));
  });

  it("the next bill is invoice_after while the subscription will be billed, none once inactive", () => {
    expect(nextBill(monthly, active)).toEqual(active.invoiceAfter);
    expect(nextBill(monthly, { ...active, canceled: true })).toBeUndefined();
    expect(nextBill(monthly, { ...active, paused: true })).toBeUndefined();
  });
});
