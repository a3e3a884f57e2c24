// A plan in words, as the subscription page says it: "billed every month for 12 months, then renews".
import type { BillingInterval, EndBehavior } from "./schemas";

export type DescribedPlan = {
  billingIntervalType: BillingInterval;
  billingFrequency: number;
  planLength: number;
  endBehavior: EndBehavior;
  trialPeriod: number | null;
};

/** "3 months", "1 week". */
export function intervalCount(count: number, interval: BillingInterval): string {
  return `${count} ${interval}${count === 1 ? "" : "s"}`;
}

export function describePlan(plan: DescribedPlan): string {
  const every = plan.billingFrequency === 1 ? plan.billingIntervalType : intervalCount(plan.billingFrequency, plan.billingIntervalType);
  const then = plan.endBehavior === "roll" ? "then renews" : "then closes";
  return `billed every ${every} for ${intervalCount(plan.planLength, plan.billingIntervalType)}, ${then}`;
}

/** "1 month free trial", or undefined for a plan without one. */
export function describeTrial(plan: Pick<DescribedPlan, "trialPeriod" | "billingIntervalType">): string | undefined {
  if (!plan.trialPeriod) return undefined;
  return `${intervalCount(plan.trialPeriod, plan.billingIntervalType)} free trial`;
}
