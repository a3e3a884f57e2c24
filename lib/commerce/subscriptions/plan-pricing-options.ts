// A plan's pricing options (EP's …/plans/{id}/relationships/pricing_options). Here a plan carries its own billing
// and price: it is its own one pricing option (as a cart's subscription_item takes it, docs/subscriptions.md), so
// the relationship always holds the plan itself. Naming it again changes nothing; naming another of the offering's
// plans, or taking the plan's own away, is refused (422); an id the offering does not have is 404.
import { ApiError } from "../errors";

type Parts = { plans: { id: string }[] };

export const PRICING_OPTION_TYPE = "subscription_offering_pricing_option" as const;

const refuse = (status: number, title: string, detail: string, value: string) =>
  new ApiError({ status, title, detail, source: "data", meta: { value } });

function assertPlan(parts: Parts, planId: string): void {
  if (!parts.plans.some((p) => p.id === planId)) throw new ApiError({ status: 404, title: "Not Found", detail: "No such plan in this offering" });
}

/** The plan's pricing options: the plan itself. */
export function planPricingOptions(parts: Parts, planId: string) {
  assertPlan(parts, planId);
  return [{ id: planId, type: PRICING_OPTION_TYPE }];
}

function assertKnown(parts: Parts, ids: string[]): void {
  const unknown = ids.find((id) => !parts.plans.some((p) => p.id === id));
  if (unknown) throw refuse(404, "Not Found", "No such pricing option in this offering", unknown);
}

/** Adding pricing options to the plan: only its own, which it has. */
export function assertPricingOptionsAttachable(parts: Parts, planId: string, ids: string[]): void {
  assertPlan(parts, planId);
  assertKnown(parts, ids);
  const other = ids.find((id) => id !== planId);
  if (other) throw refuse(422, "Unprocessable Entity", "A plan here carries its own billing and price: it takes no other pricing option.", other);
}

/** Removing pricing options from the plan: one it does not have is no change; its own stays. */
export function assertPricingOptionsDetachable(parts: Parts, planId: string, ids: string[]): void {
  assertPlan(parts, planId);
  assertKnown(parts, ids);
  if (ids.includes(planId)) throw refuse(422, "Unprocessable Entity", "A plan keeps its own pricing option: remove the plan instead.", planId);
}
