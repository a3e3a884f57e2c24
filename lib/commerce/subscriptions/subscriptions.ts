// Subscriptions (docs/api.md "Subscriptions"): read one (with its offering, and on request the offering's plans and
// products), list an account's, create (administrators), change state. Reads and writes go through the
// subscription store (lib/storage/subscriptions); EP's shapes are resources.ts.
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import type { OfferingParts, StateRow, SubscriptionRow } from "@/lib/storage/subscriptions/rows";
import { subscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { ApiError, notFound, type ErrorObject } from "../errors";
import { now } from "../clock";
import type { Page } from "../page";
import { scopeAllows, type SubscriptionScope } from "./access";
import { initialSchedule } from "./billing-schedule";
import { assertUuid, loadOfferingParts } from "./offerings";
import { planPrice } from "./plan-price";
import type { LoadedSubscription } from "./resources";
import type { BillingInterval, CreateSubscriptionInput, StateAction, UpdateSubscriptionInput } from "./schemas";
import { planChangeRefusal } from "./plan-change";
import { assertBodyId } from "./body-id";
import { subscriptionStatus } from "./subscription-activity";
import { ACTION_TIMESTAMP, flagsAfter, invoiceAfterAction, stateChangeRefusal } from "./state-transitions";

export const subscriptionNotFound = () => notFound("Not Found", "No subscription found");

/** A path's subscription id that is not a UUID → 400 naming `subscription_uuid`. */
export const assertSubscriptionId = (id: string) => assertUuid(id, "subscription_uuid");

async function loadMany(rows: SubscriptionRow[]): Promise<LoadedSubscription[]> {
  const { parts, latestStates } = await subscriptionStore().details(rows);
  return rows.map((row) => {
    const offering: OfferingParts = parts.get(row.offeringId)!;
    return { row, parts: offering, plan: offering.plans.find((p) => p.id === row.planId)!, state: latestStates.get(row.id) };
  });
}

/** One subscription the scope may see; invalid id → 400, unknown or another account's → 404. */
export async function findSubscription(scope: SubscriptionScope, id: string): Promise<LoadedSubscription> {
  assertSubscriptionId(id);
  const row = await subscriptionStore().find(id);
  if (!row || !scopeAllows(scope, row.accountId)) throw subscriptionNotFound();
  const [loaded] = await loadMany([row]);
  return loaded;
}

/** The scope's subscriptions, newest first. */
export async function listSubscriptions(scope: SubscriptionScope, page: Page) {
  const { rows, total } = await subscriptionStore().list(scope.kind === "account" ? { accountId: scope.accountId } : {}, page);
  return { subscriptions: await loadMany(rows), total };
}

/** The state changes of one subscription, oldest first. */
export async function listSubscriptionStates(scope: SubscriptionScope, id: string): Promise<StateRow[]> {
  const loaded = await findSubscription(scope, id);
  return subscriptionStore().states(loaded.row.id);
}

const fieldError = (source: string, title: string, detail: string, value: unknown): ErrorObject => ({
  status: 400,
  title,
  detail,
  source,
  meta: { value },
});

/**
 * POST /v2/subscriptions/subscriptions (administrators). The account, the offering and the plan (one of
 * the offering's) must exist, and the plan must have a price in the currency; every problem is named at once.
 */
export async function createSubscription(input: CreateSubscriptionInput): Promise<LoadedSubscription> {
  const { data } = input;
  const store = subscriptionStore();
  const [accountExists, offerings] = await Promise.all([store.accountExists(data.account_id), loadOfferingParts([data.offering_id])]);
  const parts = offerings.get(data.offering_id);
  const plan = parts?.plans.find((p) => p.id === data.plan_id);
  const errors: ErrorObject[] = [];
  if (!accountExists) errors.push(fieldError("data.account_id", "Account not found", "No account has this id.", data.account_id));
  if (!parts) {
    errors.push(fieldError("data.offering_id", "Offering not found", "No offering has this id.", data.offering_id));
  } else if (!plan) {
    errors.push(fieldError("data.plan_id", "Plan not found", "The offering has no plan with this id.", data.plan_id));
  } else if (!planPrice(plan, parts.products, data.currency)) {
    errors.push(fieldError("data.currency", "Currency not available", `The plan has no price in ${data.currency}.`, data.currency));
  }
  if (errors.length > 0) throw new ApiError(errors);

  const start = now();
  const schedule = initialSchedule({ ...plan!, billingIntervalType: plan!.billingIntervalType as BillingInterval }, start);
  const row = await store.insert({
    accountId: data.account_id,
    offeringId: data.offering_id,
    planId: data.plan_id,
    currency: data.currency,
    name: data.name,
    email: data.email,
    externalRef: data.external_ref ?? null,
    paymentAuthority: data.payment_authority ?? null,
    manualPayments: data.manual_payments,
    owner: data.meta?.owner ?? "store",
    invoiceAfter: schedule.invoiceAfter,
    endDate: schedule.endDate,
    createdAt: start,
    updatedAt: start,
  });
  return { row, parts: parts!, plan: plan!, state: undefined };
}

/** A refused state change: 400 naming why, with `meta.reason`. */
function refused(action: StateAction, reason: string, detail: string) {
  return new ApiError({
    status: 400,
    title: "Invalid state change",
    detail,
    source: "data.attributes.action",
    meta: { value: action, reason },
  });
}

/**
 * Applies pause, resume or cancel (POST /v2/subscriptions/subscriptions/{id}/states, and the account's page): one
 * transaction that locks the subscription row, asks the lifecycle rules, records the state and updates the
 * subscription's flags, status and timestamps.
 */
const STATE_CHANGE_WORDS: Record<StateAction, string> = { pause: "Paused", resume: "Resumed", cancel: "Canceled" };

export async function changeState(scope: SubscriptionScope, id: string, action: StateAction, caller?: Caller): Promise<void> {
  assertSubscriptionId(id);
  await subscriptionStore().change(id, async (unit) => {
    const row = unit.subscription;
    if (!row || !scopeAllows(scope, row.accountId)) throw subscriptionNotFound();
    const plan = await unit.plan();
    const refusal = stateChangeRefusal(action, plan!, row);
    if (refusal) throw refused(action, refusal.reason, refusal.detail);

    // Each change is later than the last one, so the latest state is always the newest row.
    const at = new Date(Math.max(now().getTime(), row.updatedAt.getTime() + 1));
    const flags = flagsAfter(action, row);
    const invoiceAfter = invoiceAfterAction(action, row.invoiceAfter ?? row.createdAt, at);
    await unit.record(
      { subscriptionId: row.id, action, ...flags, invoiceAfter, createdAt: at },
      { ...flags, status: subscriptionStatus(flags), invoiceAfter, [ACTION_TIMESTAMP[action]]: at, updatedAt: at },
    );
    await recordAdministratorChange(
      caller,
      { action: `subscription.${action}`, subject: { type: "subscription", id: row.id }, summary: `${STATE_CHANGE_WORDS[action]} the subscription of ${row.name} to ${plan!.name}` },
      unit.executor,
    );
  });
}

/** One state change of a subscription the scope may see; an unknown state → 404. */
export async function findSubscriptionState(scope: SubscriptionScope, id: string, stateId: string): Promise<StateRow> {
  const states = await listSubscriptionStates(scope, id);
  assertUuid(stateId, "state_uuid");
  const state = states.find((s) => s.id === stateId.toLowerCase());
  if (!state) throw notFound("Not Found", "No subscription state found");
  return state;
}

/**
 * PUT /v2/subscriptions/subscriptions/{id} (administrators): moves it to another plan of its offering
 * (plan-change.ts: from the next bill on) and sets its payment authority. `plan_id` and `pricing_option_id` name
 * the same thing here; both given, they must agree. Recorded (who did what) in the same transaction.
 */
export async function updateSubscription(caller: Caller, id: string, input: UpdateSubscriptionInput): Promise<LoadedSubscription> {
  assertSubscriptionId(id);
  assertBodyId(input.data.id, id, "subscription");
  const { plan_id, pricing_option_id, payment_authority } = input.data.attributes;
  if (plan_id && pricing_option_id && plan_id !== pricing_option_id) {
    throw new ApiError(fieldError("data.attributes.pricing_option_id", "Validation Error", "plan_id and pricing_option_id name one plan here: they must agree.", pricing_option_id));
  }
  const planId = plan_id ?? pricing_option_id;
  const source = plan_id ? "data.attributes.plan_id" : "data.attributes.pricing_option_id";
  const row = await subscriptionStore().revise(id, async (unit) => {
    const row = unit.subscription;
    if (!row) throw subscriptionNotFound();
    const parts = (await unit.parts())!;
    const moves = planId !== undefined && planId !== row.planId;
    if (moves) {
      const refusal = planChangeRefusal(row, parts, planId, source);
      if (refusal) throw new ApiError(refusal);
    }
    const at = new Date(Math.max(now().getTime(), row.updatedAt.getTime() + 1));
    const updated = await unit.set({ ...(moves ? { planId } : {}), ...(payment_authority ? { paymentAuthority: payment_authority } : {}), updatedAt: at });
    const from = parts.plans.find((p) => p.id === row.planId)!;
    const to = parts.plans.find((p) => p.id === updated.planId)!;
    const summary = moves ? `Moved the subscription of ${row.name} from ${from.name} to ${to.name}` : `Saved the subscription of ${row.name} to ${to.name}`;
    await recordAdministratorChange(caller, { action: "subscription.update", subject: { type: "subscription", id: row.id }, summary }, unit.executor);
    return updated;
  });
  return (await loadMany([row]))[0];
}

/** DELETE /v2/subscriptions/subscriptions/{id} (administrators): the subscription, its states and its invoices. */
export async function deleteSubscription(caller: Caller, id: string): Promise<void> {
  assertSubscriptionId(id);
  await subscriptionStore().revise(id, async (unit) => {
    const row = unit.subscription;
    if (!row) throw subscriptionNotFound();
    await unit.remove();
    await recordAdministratorChange(caller, { action: "subscription.delete", subject: { type: "subscription", id: row.id }, summary: `Deleted the subscription of ${row.name}` }, unit.executor);
  });
}

/**
 * PUT /v2/subscriptions/subscriptions/{id}/plans (EP's ManageSubscriptionPlans, `detach`): a subscription here is
 * on one plan, which it keeps (another is chosen with PUT …/subscriptions/{id}); detaching a plan it is not on
 * changes nothing. Detaching its own → 422.
 */
export async function detachSubscriptionPlans(id: string, planIds: string[]): Promise<void> {
  const loaded = await findSubscription({ kind: "all" }, id);
  if (planIds.includes(loaded.row.planId)) {
    throw new ApiError({
      status: 422,
      title: "Unprocessable Entity",
      detail: "A subscription keeps its plan: move it to another with PUT /v2/subscriptions/subscriptions/{id}.",
      source: "data",
      meta: { value: loaded.row.planId },
    });
  }
}
