// Subscriptions (docs/api.md "Subscriptions"): read one (with its offering, and on request
// the offering's plans and products), list an account's, create (administrators), change state.
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { readTogether, type Db, type Executor } from "@/lib/storage/db";
import { accounts, subscriptionPlans, subscriptionStates, subscriptions } from "@/lib/storage/schema";
import type { Page } from "../catalog/products";
import { ApiError, notFound, type ErrorObject } from "../errors";
import { now } from "../clock";
import { parseOrThrow } from "../validation";
import { scopeAllows, type SubscriptionScope } from "./access";
import { initialSchedule } from "./billing-schedule";
import type { Includes } from "./include";
import { assertUuid, loadOfferingParts } from "./offerings";
import { planPrice } from "./plan-price";
import {
  offeringPlanResource,
  offeringProductResource,
  subscriptionResource,
  type OfferingParts,
  type OfferingPlanRow,
  type StateRow,
  type SubscriptionRow,
} from "./resources";
import { changeStateSchema, createSubscriptionSchema, type BillingInterval, type StateAction } from "./schemas";
import {
  ACTION_TIMESTAMP,
  flagsAfter,
  invoiceAfterAction,
  stateChangeRefusal,
  subscriptionStatus,
} from "./state-transitions";

export const subscriptionNotFound = () => notFound("Not Found", "No subscription found");

/** A subscription with what its answers are made of. */
export type LoadedSubscription = {
  row: SubscriptionRow;
  parts: OfferingParts;
  plan: OfferingPlanRow;
  state: StateRow | undefined;
};

/** The latest state of each subscription, keyed by subscription id. */
async function latestStates(db: Executor, ids: string[]): Promise<Map<string, StateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([subscriptionStates.subscriptionId])
    .from(subscriptionStates)
    .where(inArray(subscriptionStates.subscriptionId, ids))
    .orderBy(subscriptionStates.subscriptionId, desc(subscriptionStates.createdAt));
  return new Map(rows.map((r) => [r.subscriptionId, r]));
}

async function loadMany(db: Executor, rows: SubscriptionRow[]): Promise<LoadedSubscription[]> {
  const [parts, states] = await readTogether(db,
    () => loadOfferingParts(
      db,
      rows.map((r) => r.offeringId),
    ),
    () => latestStates(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => {
    const offering = parts.get(row.offeringId)!;
    return { row, parts: offering, plan: offering.plans.find((p) => p.id === row.planId)!, state: states.get(row.id) };
  });
}

/** One subscription the scope may see; invalid id → 400, unknown or another account's → 404. */
export async function findSubscription(db: Executor, scope: SubscriptionScope, id: string): Promise<LoadedSubscription> {
  assertUuid(id, "subscription_uuid");
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row || !scopeAllows(scope, row.accountId)) throw subscriptionNotFound();
  const [loaded] = await loadMany(db, [row]);
  return loaded;
}

/** The offering's plans as a subscription sees them: display prices in its currency, its plan active. */
export function subscriptionPlanResources(loaded: LoadedSubscription) {
  return loaded.parts.plans.map((plan) =>
    offeringPlanResource(plan, loaded.parts.products, loaded.row.currency, loaded.row.planId),
  );
}

export function subscriptionProductResources(loaded: LoadedSubscription, origin: string) {
  return loaded.parts.products.map((product) => offeringProductResource(product, loaded.row.currency, origin));
}

/** `{data, included?}`: `included` carries only what `include` asked for, and is absent when it asked for nothing. */
export function subscriptionDocument(loaded: LoadedSubscription, include: Includes, origin: string) {
  const data = subscriptionResource(loaded.row, loaded.parts, loaded.state);
  if (!include.plans && !include.products) return { data };
  return {
    data,
    included: {
      ...(include.plans ? { plans: subscriptionPlanResources(loaded) } : {}),
      ...(include.products ? { products: subscriptionProductResources(loaded, origin) } : {}),
    },
  };
}

/** The scope's subscriptions, newest first. */
export async function listSubscriptions(db: Executor, scope: SubscriptionScope, page: Page) {
  const where = scope.kind === "account" ? eq(subscriptions.accountId, scope.accountId) : undefined;
  const [rows, [{ total }]] = await readTogether(db,
    () => db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    () => db.select({ total: count() }).from(subscriptions).where(where),
  );
  return { subscriptions: await loadMany(db, rows), total };
}

/** The state changes of one subscription, oldest first. */
export async function listSubscriptionStates(db: Executor, scope: SubscriptionScope, id: string): Promise<StateRow[]> {
  const loaded = await findSubscription(db, scope, id);
  return db
    .select()
    .from(subscriptionStates)
    .where(eq(subscriptionStates.subscriptionId, loaded.row.id))
    .orderBy(asc(subscriptionStates.createdAt));
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
export async function createSubscription(db: Db, body: unknown): Promise<LoadedSubscription> {
  const { data } = parseOrThrow(createSubscriptionSchema, body, "");
  const [[account], offerings] = await readTogether(db,
    () => db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, data.account_id)),
    () => loadOfferingParts(db, [data.offering_id]),
  );
  const parts = offerings.get(data.offering_id);
  const plan = parts?.plans.find((p) => p.id === data.plan_id);
  const errors: ErrorObject[] = [];
  if (!account) errors.push(fieldError("data.account_id", "Account not found", "No account has this id.", data.account_id));
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
  const [row] = await db
    .insert(subscriptions)
    .values({
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
    })
    .returning();
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
 * Applies pause, resume or cancel: one transaction that locks the subscription row, asks the
 * lifecycle rules, records the state and updates the subscription's flags, status and timestamps.
 */
export async function changeState(db: Db, scope: SubscriptionScope, id: string, action: StateAction): Promise<void> {
  assertUuid(id, "subscription_uuid");
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    if (!row || !scopeAllows(scope, row.accountId)) throw subscriptionNotFound();
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    const refusal = stateChangeRefusal(action, plan, row);
    if (refusal) throw refused(action, refusal.reason, refusal.detail);

    // Each change is later than the last one, so the latest state is always the newest row.
    const at = new Date(Math.max(now().getTime(), row.updatedAt.getTime() + 1));
    const flags = flagsAfter(action, row);
    const invoiceAfter = invoiceAfterAction(action, row.invoiceAfter ?? row.createdAt, at);
    await tx.insert(subscriptionStates).values({ subscriptionId: row.id, action, ...flags, invoiceAfter, createdAt: at });
    await tx
      .update(subscriptions)
      .set({ ...flags, status: subscriptionStatus(flags), invoiceAfter, [ACTION_TIMESTAMP[action]]: at, updatedAt: at })
      .where(eq(subscriptions.id, row.id));
  });
}

/** POST /v2/subscriptions/subscriptions/{id}/states. */
export async function changeSubscriptionState(db: Db, scope: SubscriptionScope, id: string, body: unknown): Promise<void> {
  assertUuid(id, "subscription_uuid");
  const { data } = parseOrThrow(changeStateSchema, body, "");
  await changeState(db, scope, id, data.attributes.action);
}
