// What may be taken out of an offering (docs/admin.md "Subscriptions"): an offering keeps at least one product and
// one plan (as the build request requires), and a plan or an offering that subscriptions use stays — a subscription
// bills by its plan. Each refusal is the API's error, in words a shopkeeper reads beside the button.
import { ApiError } from "../errors";

type Parts = { products: { id: string }[]; plans: { id: string; name: string }[] };
/** Subscriptions per plan id. */
type Usage = ReadonlyMap<string, number>;

const subscriptionWords = (n: number) => (n === 1 ? "1 subscription uses" : `${n} subscriptions use`);

const refuse = (status: number, title: string, detail: string) => new ApiError({ status, title, detail });

export function assertProductRemovable(parts: Parts, productId: string): void {
  if (!parts.products.some((p) => p.id === productId)) throw refuse(404, "Not Found", "No such product in this offering");
  if (parts.products.length === 1) throw refuse(422, "Unprocessable Entity", "An offering covers at least one product: add another before taking this one out.");
}

export function assertPlanRemovable(parts: Parts, usage: Usage, planId: string): void {
  const plan = parts.plans.find((p) => p.id === planId);
  if (!plan) throw refuse(404, "Not Found", "No such plan in this offering");
  const used = usage.get(planId) ?? 0;
  if (used > 0) throw refuse(409, "Conflict", `${subscriptionWords(used)} the plan “${plan.name}”: it cannot be removed while they do.`);
  if (parts.plans.length === 1) throw refuse(422, "Unprocessable Entity", "An offering has at least one plan: add another before removing this one.");
}

export function assertPlanExists(parts: Parts, planId: string): void {
  if (!parts.plans.some((p) => p.id === planId)) throw refuse(404, "Not Found", "No such plan in this offering");
}

export function assertOfferingDeletable(usage: Usage): void {
  const used = [...usage.values()].reduce((sum, n) => sum + n, 0);
  if (used > 0) throw refuse(409, "Conflict", `${subscriptionWords(used)} this offering: it cannot be deleted while they do.`);
}
