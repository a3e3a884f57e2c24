// Offerings (docs/api.md "Subscriptions"): administrators build one with its products and plans in one request;
// any token (a shopper's too) reads them and their parts (the offering store, lib/storage/subscriptions). Loaders
// here are shared with the subscriptions service; their EP shapes are resources.ts.
import { offeringStore } from "@/lib/storage/subscriptions/offering-store";
import type { OfferingParts } from "@/lib/storage/subscriptions/rows";
import { ApiError, notFound } from "../errors";
import type { Page } from "../page";
import { recordActivity } from "../activity/activity";
import { isAdministrator } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import type { BuildOfferingInput, CreateOfferingInput, OfferingPlanInput, OfferingProductInput } from "./schemas";
import { assertPricingOptionsAttachable, assertPricingOptionsDetachable, planPricingOptions } from "./plan-pricing-options";
import { isUuid } from "../uuid";

type Owner = "store" | "organization";

export const offeringNotFound = () => notFound("Not Found", "No offering found");

/** A path id that is not a UUID → 400 `Validation Error` naming the parameter. */
export function assertUuid(value: string, parameter: string): void {
  if (!isUuid(value)) {
    throw new ApiError({
      status: 400,
      title: "Validation Error",
      detail: `${parameter}: must be a valid UUID`,
      source: parameter,
      meta: { value },
    });
  }
}

/** Offerings with their products and plans (in position order), keyed by offering id. */
export function loadOfferingParts(offeringIds: string[]): Promise<Map<string, OfferingParts>> {
  return offeringStore().parts(offeringIds);
}

/** One offering's parts; invalid id → 400, unknown → 404. */
export async function getOfferingParts(id: string): Promise<OfferingParts> {
  assertUuid(id, "offering_uuid");
  const parts = (await loadOfferingParts([id])).get(id);
  if (!parts) throw offeringNotFound();
  return parts;
}

/** Every offering, newest first. */
export function listOfferings(page: Page): Promise<{ offerings: OfferingParts[]; total: number }> {
  return offeringStore().list(page);
}

/** An offering product's row from its API attributes. */
export const productRowOf = (p: OfferingProductInput, owner: Owner) => ({
  name: p.name,
  description: p.description ?? null,
  externalRef: p.external_ref ?? null,
  sku: p.sku ?? null,
  mainImage: p.main_image ?? null,
  price: p.price ?? null,
  priceUnits: p.price_units ?? null,
  owner,
});

/** An offering plan's row from its API attributes (every column: a change replaces them all). */
export const planRowOf = (p: OfferingPlanInput) => ({
  name: p.name,
  description: p.description ?? null,
  externalRef: p.external_ref ?? null,
  billingIntervalType: p.billing_interval_type,
  billingFrequency: p.billing_frequency,
  trialPeriod: p.trial_period ?? null,
  planLength: p.plan_length,
  endBehavior: p.end_behavior,
  canPause: p.can_pause,
  canResume: p.can_resume,
  canCancel: p.can_cancel,
  basePricePercentage: p.base_price_percentage ?? null,
  fixedPrice: p.fixed_price ?? null,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * POST /v2/subscriptions/offerings/build: the offering, its products and its plans, all or nothing. An
 * administrator's build is recorded (who did what) in the same transaction.
 */
export function buildOffering(input: BuildOfferingInput, caller?: Caller): Promise<OfferingParts> {
  const { data } = input;
  const owner = data.meta?.owner ?? "store";
  return offeringStore().build(
    { name: data.name, description: data.description ?? null, externalRef: data.external_ref ?? null, owner },
    data.products.map((p, position) => ({ ...productRowOf(p, owner), position })),
    data.plans.map((p, position) => ({ ...planRowOf(p), owner, position })),
    async (tx, parts) => {
      if (!isAdministrator(caller)) return;
      const summary = `Created offering ${parts.offering.name} with ${plural(parts.products.length, "product")} and ${plural(parts.plans.length, "plan")}`;
      await recordActivity(caller, { action: "offering.create", subject: { type: "subscription_offering", id: parts.offering.id }, summary }, tx);
    },
  );
}

/**
 * POST /v2/subscriptions/offerings (EP's CreateOffering): an offering with no products or plans yet; they are added
 * with POST …/plans and the admin's offering page. Recorded (who did what) with it.
 */
export function createOffering(input: CreateOfferingInput, caller?: Caller): Promise<OfferingParts> {
  const { attributes } = input.data;
  return offeringStore().build(
    { name: attributes.name, description: attributes.description ?? null, externalRef: attributes.external_ref ?? null, owner: "store" },
    [],
    [],
    async (tx, parts) => {
      if (!isAdministrator(caller)) return;
      await recordActivity(caller, { action: "offering.create", subject: { type: "subscription_offering", id: parts.offering.id }, summary: `Created offering ${parts.offering.name}` }, tx);
    },
  );
}

type PricingOptionLinks = "list" | "attach" | "detach";

/** GET, POST and DELETE …/offerings/{id}/plans/{plan_id}/relationships/pricing_options (plan-pricing-options.ts). */
export async function planPricingOptionLinks(offeringId: string, planId: string, action: PricingOptionLinks, ids: string[] = []) {
  assertUuid(planId, "plan_uuid");
  const parts = await getOfferingParts(offeringId);
  if (action === "attach") assertPricingOptionsAttachable(parts, planId, ids);
  if (action === "detach") assertPricingOptionsDetachable(parts, planId, ids);
  return planPricingOptions(parts, planId);
}
