// Moving a subscription to another plan (PUT /v2/subscriptions/subscriptions/{id}, docs/subscriptions.md "Changing
// plan"): the plan must be one of the subscription's offering's, priced in the subscription's currency, and the
// subscription still running (a canceled or closed one bills nothing more, so it has no plan to change). The move
// takes effect at the next bill: the period already billed stands, and the billing run prices and measures every
// later period by the new plan (its price, its interval) from the subscription's `invoice_after` on.
import type { ErrorObject } from "../errors";
import { planPrice, type PricedPlan, type PricedProduct } from "./plan-price";

type Parts = { products: PricedProduct[]; plans: (PricedPlan & { id: string })[] };
type Running = { canceled: boolean; closed: boolean; currency: string };

/** Why the subscription cannot move to `planId` (one error, naming `source`), or undefined when it can. */
export function planChangeRefusal(subscription: Running, parts: Parts, planId: string, source: string): ErrorObject | undefined {
  const plan = parts.plans.find((p) => p.id === planId);
  if (!plan) return { status: 400, title: "Plan not found", detail: "The subscription's offering has no plan with this id.", source, meta: { value: planId } };
  if (!planPrice(plan, parts.products, subscription.currency)) {
    return { status: 400, title: "Currency not available", detail: `The plan has no price in ${subscription.currency}.`, source, meta: { value: planId } };
  }
  if (subscription.canceled || subscription.closed) {
    const state = subscription.canceled ? "canceled" : "closed";
    return { status: 422, title: "Unprocessable Entity", detail: `The subscription is ${state}: its plan no longer changes.`, source, meta: { value: planId } };
  }
  return undefined;
}
