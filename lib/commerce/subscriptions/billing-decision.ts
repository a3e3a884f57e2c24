// What a billing run does to one subscription (docs/subscriptions.md): nothing while it is paused, canceled,
// closed or suspended, or before its invoice_after; else it bills the period that starts at invoice_after
// (billing_frequency × the billing interval long) and moves invoice_after to that period's end. A period that
// would start at or after the end of the term closes a `close` plan (no invoice) and starts a new term of
// plan_length intervals for a `roll` plan. One period per run, as EP's billing runs do.
import { addIntervals } from "./billing-schedule";
import type { BillingInterval, EndBehavior } from "./schemas";
import { isInactive } from "./subscription-activity";

export type BillingPlan = {
  billingIntervalType: BillingInterval;
  billingFrequency: number;
  planLength: number;
  endBehavior: EndBehavior;
};

export type BillingSubject = {
  canceled: boolean;
  paused: boolean;
  closed: boolean;
  suspended: boolean;
  invoiceAfter: Date;
  endDate: Date | null;
};

export type BillingDecision =
  | { kind: "skip"; reason: "inactive" | "not_due" }
  | { kind: "close" }
  | { kind: "invoice"; period: { start: Date; end: Date }; invoiceAfter: Date; endDate: Date | null };

/** The period of one bill starting at `start`. */
export function billingPeriod(plan: BillingPlan, start: Date): { start: Date; end: Date } {
  return { start, end: addIntervals(start, plan.billingIntervalType, plan.billingFrequency) };
}

export function billingDecision(plan: BillingPlan, subject: BillingSubject, at: Date): BillingDecision {
  if (isInactive(subject)) return { kind: "skip", reason: "inactive" };
  if (subject.invoiceAfter.getTime() > at.getTime()) return { kind: "skip", reason: "not_due" };
  const start = subject.invoiceAfter;
  let endDate = subject.endDate;
  if (endDate && start.getTime() >= endDate.getTime()) {
    if (plan.endBehavior === "close") return { kind: "close" };
    // A new term from the end of the last, as many as it takes to cover the period's start.
    while (endDate.getTime() <= start.getTime()) endDate = addIntervals(endDate, plan.billingIntervalType, plan.planLength);
  }
  const period = billingPeriod(plan, start);
  return { kind: "invoice", period, invoiceAfter: period.end, endDate };
}

/**
 * When the next invoice will be issued, or undefined when there will be none: an inactive subscription is not
 * billed, and a `close` plan whose next period would start at or after its end closes instead.
 */
export function nextBill(plan: BillingPlan, subject: BillingSubject): Date | undefined {
  if (isInactive(subject)) return undefined;
  if (plan.endBehavior === "close" && subject.endDate && subject.invoiceAfter.getTime() >= subject.endDate.getTime()) return undefined;
  return subject.invoiceAfter;
}
