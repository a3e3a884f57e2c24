// Changing a stored offering (docs/admin.md "Subscriptions"): its name and description, the products it covers, its
// plans, or deleting it — each from the API's request document (schemas.ts), in one transaction with the offering
// locked, refused before anything is written when offering-removal.ts says no, and recorded (who did what) with it.
import { offeringStore, type OfferingEdit } from "@/lib/storage/subscriptions/offering-store";
import type { OfferingParts } from "@/lib/storage/subscriptions/rows";
import { recordActivity } from "../activity/activity";
import { assertBodyId } from "./body-id";
import { isAdministrator } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { formatMoney } from "../money";
import { assertOfferingDeletable, assertPlanExists, assertPlanRemovable, assertProductRemovable } from "./offering-removal";
import { assertUuid, getOfferingParts, offeringNotFound, planRowOf, productRowOf } from "./offerings";
import { describePlan, describeTrial } from "./plan-description";
import type { OfferingPlanDocument, OfferingPlanInput, OfferingProductDocument, PlanChange, UpdateOfferingInput } from "./schemas";
import type { OfferingPlanRow } from "@/lib/storage/subscriptions/rows";
import { parseUuid } from "../uuid";

type Words = (before: OfferingParts, after: OfferingParts | undefined) => { action: string; summary: string };

async function change(caller: Caller, offeringId: string, edit: OfferingEdit, decide: Parameters<ReturnType<typeof offeringStore>["edit"]>[2], words: Words) {
  assertUuid(offeringId, "offering_uuid");
  const result = await offeringStore().edit(offeringId, edit, decide, async (tx, before, after) => {
    if (!isAdministrator(caller)) return;
    const { action, summary } = words(before, after);
    await recordActivity(caller, { action, subject: { type: "subscription_offering", id: offeringId }, summary }, tx);
  });
  if (!result) throw offeringNotFound();
  return result;
}

/** "Monthly (£9.99, billed every month for 12 months, then renews, 1 month free trial)". */
function planWords(plan: OfferingPlanDocument["data"]["attributes"]): string {
  const prices = Object.entries(plan.fixed_price ?? {}).map(([currency, p]) => formatMoney(p.amount, currency));
  const every = describePlan({
    billingIntervalType: plan.billing_interval_type,
    billingFrequency: plan.billing_frequency,
    planLength: plan.plan_length,
    endBehavior: plan.end_behavior,
    trialPeriod: plan.trial_period ?? null,
  });
  const trial = describeTrial({ trialPeriod: plan.trial_period ?? null, billingIntervalType: plan.billing_interval_type });
  return `${plan.name} (${prices.length ? `${prices.join(", ")}, ` : ""}${every}${trial ? `, ${trial}` : ""})`;
}

/** PUT /v2/subscriptions/offerings/{id}: its name, description and external_ref (null removes an optional one). */
export async function updateOffering(caller: Caller, offeringId: string, input: UpdateOfferingInput): Promise<OfferingParts> {
  const changes = input.data.attributes;
  const { after } = await change(
    caller,
    offeringId,
    { kind: "details", values: { name: changes.name, description: changes.description, externalRef: changes.external_ref } },
    () => {},
    (before, after) => ({
      action: "offering.update",
      summary:
        before.offering.name === after!.offering.name
          ? `Saved the details of offering ${after!.offering.name}`
          : `Renamed offering ${before.offering.name} to ${after!.offering.name}`,
    }),
  );
  return after!;
}

/** Adds a product to the offering (its copy of a catalog product: name, SKU, price). */
export async function addOfferingProduct(caller: Caller, offeringId: string, input: OfferingProductDocument): Promise<OfferingParts> {
  const product = input.data.attributes;
  const { after } = await change(
    caller,
    offeringId,
    { kind: "addProduct", product: productRowOf(product, "store") },
    () => {},
    (before) => ({ action: "offering.product_add", summary: `Added product ${product.name}${product.sku ? ` (SKU ${product.sku})` : ""} to offering ${before.offering.name}` }),
  );
  return after!;
}

/** Takes a product out of the offering; the last one stays. */
export async function removeOfferingProduct(caller: Caller, offeringId: string, productId: string): Promise<OfferingParts> {
  assertUuid(productId, "product_uuid");
  const { after } = await change(
    caller,
    offeringId,
    { kind: "removeProduct", productId },
    (before) => assertProductRemovable(before, productId),
    (before) => {
      const product = before.products.find((p) => p.id === productId)!;
      return { action: "offering.product_remove", summary: `Took product ${product.name}${product.sku ? ` (SKU ${product.sku})` : ""} out of offering ${before.offering.name}` };
    },
  );
  return after!;
}

/** POST /v2/subscriptions/offerings/{id}/plans. */
export async function addOfferingPlan(caller: Caller, offeringId: string, input: OfferingPlanDocument): Promise<OfferingParts> {
  const plan = input.data.attributes;
  const { after } = await change(
    caller,
    offeringId,
    { kind: "addPlan", plan: { ...planRowOf(plan), owner: "store" } },
    () => {},
    (before) => ({ action: "offering.plan_add", summary: `Added plan ${planWords(plan)} to offering ${before.offering.name}` }),
  );
  return after!;
}

/** PUT /v2/subscriptions/offerings/{id}/plans/{plan_id}: every attribute as the document gives it. */
export async function updateOfferingPlan(caller: Caller, offeringId: string, planId: string, input: OfferingPlanDocument): Promise<OfferingParts> {
  assertUuid(planId, "plan_uuid");
  const plan = input.data.attributes;
  const { after } = await change(
    caller,
    offeringId,
    { kind: "updatePlan", planId, values: planRowOf(plan) },
    (before) => assertPlanExists(before, planId),
    (before) => ({ action: "offering.plan_update", summary: `Saved plan ${planWords(plan)} of offering ${before.offering.name}` }),
  );
  return after!;
}

/** A stored plan's attributes as the API writes them. */
function planInputOf(row: OfferingPlanRow): OfferingPlanInput {
  return {
    external_ref: row.externalRef ?? undefined,
    name: row.name,
    description: row.description ?? undefined,
    billing_interval_type: row.billingIntervalType as OfferingPlanInput["billing_interval_type"],
    billing_frequency: row.billingFrequency,
    trial_period: row.trialPeriod ?? undefined,
    plan_length: row.planLength,
    end_behavior: row.endBehavior as OfferingPlanInput["end_behavior"],
    can_pause: row.canPause,
    can_resume: row.canResume,
    can_cancel: row.canCancel,
    base_price_percentage: row.basePricePercentage ?? undefined,
    fixed_price: row.fixedPrice ?? undefined,
  };
}

/**
 * PUT …/offerings/{id}/plans/{plan_id} and …/pricing-options/{id} (EP's 2025 updates): the attributes given
 * change, null removes an optional one, the rest keep their values; then the whole plan is saved as the admin's
 * plan form saves it (updateOfferingPlan).
 */
export async function changeOfferingPlan(caller: Caller, offeringId: string, planId: string, bodyId: string, change: PlanChange): Promise<OfferingParts> {
  assertUuid(planId, "plan_uuid");
  const id = planId.toLowerCase();
  assertBodyId(bodyId, id, "plan");
  const parts = await getOfferingParts(offeringId);
  assertPlanExists(parts, id);
  const merged: Record<string, unknown> = { ...planInputOf(parts.plans.find((p) => p.id === id)!) };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return updateOfferingPlan(caller, offeringId, id, { data: { type: "subscription_offering_plan", id: parseUuid(id)!, attributes: merged as OfferingPlanInput } });
}

/** DELETE /v2/subscriptions/offerings/{id}/plans/{plan_id}: refused while subscriptions use it, or when it is the last. */
export async function removeOfferingPlan(caller: Caller, offeringId: string, planId: string): Promise<OfferingParts> {
  assertUuid(planId, "plan_uuid");
  const { after } = await change(
    caller,
    offeringId,
    { kind: "removePlan", planId },
    (before, usage) => assertPlanRemovable(before, usage, planId),
    (before) => ({ action: "offering.plan_remove", summary: `Removed plan ${before.plans.find((p) => p.id === planId)!.name} from offering ${before.offering.name}` }),
  );
  return after!;
}

/** DELETE /v2/subscriptions/offerings/{id}: refused while subscriptions use it. Returns what it deleted. */
export async function deleteOffering(caller: Caller, offeringId: string): Promise<OfferingParts> {
  const { before } = await change(
    caller,
    offeringId,
    { kind: "delete" },
    (_before, usage) => assertOfferingDeletable(usage),
    (before) => ({ action: "offering.delete", summary: `Deleted offering ${before.offering.name}` }),
  );
  return before;
}
