// When a new subscription is first billed and when its term ends, from its plan: billing starts
// after the trial (trial_period intervals), and the term runs plan_length intervals from there.
import type { BillingInterval } from "./schemas";

/** `date` moved on by `count` intervals, in UTC; a month or year that lacks the day ends on its last day. */
export function addIntervals(date: Date, interval: BillingInterval, count: number): Date {
  if (interval === "day" || interval === "week") {
    return new Date(date.getTime() + count * (interval === "week" ? 7 : 1) * 86_400_000);
  }
  const months = interval === "year" ? count * 12 : count;
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export type SchedulePlan = { billingIntervalType: BillingInterval; trialPeriod: number | null; planLength: number };

/** invoice_after (end of the trial) and end_date (end of the term) of a subscription starting at `start`. */
export function initialSchedule(plan: SchedulePlan, start: Date): { invoiceAfter: Date; endDate: Date } {
  const invoiceAfter = addIntervals(start, plan.billingIntervalType, plan.trialPeriod ?? 0);
  return { invoiceAfter, endDate: addIntervals(invoiceAfter, plan.billingIntervalType, plan.planLength) };
}

/**
 * A subscription bought at checkout: the order pays for the first period, so the first invoice comes one period
 * (billing_frequency intervals) after the start; a plan with a trial costs nothing at checkout and is first
 * billed when the trial ends. The term runs plan_length intervals from the end of the trial.
 */
export function checkoutSchedule(plan: SchedulePlan & { billingFrequency: number }, start: Date): { invoiceAfter: Date; endDate: Date } {
  const initial = initialSchedule(plan, start);
  if (plan.trialPeriod) return initial;
  return { invoiceAfter: addIntervals(start, plan.billingIntervalType, plan.billingFrequency), endDate: initial.endDate };
}

/** What one of a plan costs at checkout: its price per bill, or nothing when it starts with a trial. */
export function checkoutUnitAmount(plan: { trialPeriod: number | null }, pricePerBill: number): number {
  return plan.trialPeriod ? 0 : pricePerBill;
}
