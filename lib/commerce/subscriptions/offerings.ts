// Offerings (docs/api.md "Subscriptions"): administrators build one with its products and plans in one request;
// any token (a shopper's too) reads them and their parts. Loaders here are shared with the subscriptions service.
import { asc, count, desc, inArray } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Db, type Executor } from "@/lib/storage/db";
import { subscriptionOfferings, subscriptionPlans, subscriptionProducts } from "@/lib/storage/schema";
import { ApiError, notFound } from "../errors";
import { parseOrThrow } from "../validation";
import { buildOfferingSchema } from "./schemas";
import type { Page } from "../catalog/products";
import type { Includes } from "./include";
import { offeringPlanResource, offeringProductResource, offeringResource, type OfferingParts } from "./resources";

export const offeringNotFound = () => notFound("Not Found", "No offering found");

const uuid = z.uuid();

/** A path id that is not a UUID → 400 `Validation Error` naming the parameter. */
export function assertUuid(value: string, parameter: string): void {
  if (!uuid.safeParse(value).success) {
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
export async function loadOfferingParts(db: Executor, offeringIds: string[]): Promise<Map<string, OfferingParts>> {
  const ids = [...new Set(offeringIds)];
  const out = new Map<string, OfferingParts>();
  if (ids.length === 0) return out;
  const [offerings, products, plans] = await readTogether(db,
    () => db.select().from(subscriptionOfferings).where(inArray(subscriptionOfferings.id, ids)),
    () => db
      .select()
      .from(subscriptionProducts)
      .where(inArray(subscriptionProducts.offeringId, ids))
      .orderBy(asc(subscriptionProducts.position), asc(subscriptionProducts.createdAt)),
    () => db
      .select()
      .from(subscriptionPlans)
      .where(inArray(subscriptionPlans.offeringId, ids))
      .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.createdAt)),
  );
  for (const offering of offerings) out.set(offering.id, { offering, products: [], plans: [] });
  for (const product of products) out.get(product.offeringId)?.products.push(product);
  for (const plan of plans) out.get(plan.offeringId)?.plans.push(plan);
  return out;
}

/** One offering's parts; invalid id → 400, unknown → 404. */
export async function getOfferingParts(db: Executor, id: string): Promise<OfferingParts> {
  assertUuid(id, "offering_uuid");
  const parts = (await loadOfferingParts(db, [id])).get(id);
  if (!parts) throw offeringNotFound();
  return parts;
}

/** Every offering, newest first. */
export async function listOfferings(db: Executor, page: Page): Promise<{ offerings: OfferingParts[]; total: number }> {
  const [rows, [{ total }]] = await readTogether(db,
    () => db
      .select({ id: subscriptionOfferings.id })
      .from(subscriptionOfferings)
      .orderBy(desc(subscriptionOfferings.createdAt), asc(subscriptionOfferings.id))
      .limit(page.limit)
      .offset(page.offset),
    () => db.select({ total: count() }).from(subscriptionOfferings),
  );
  const parts = await loadOfferingParts(
    db,
    rows.map((r) => r.id),
  );
  return { offerings: rows.map((r) => parts.get(r.id)!), total };
}

/** POST /v2/subscriptions/offerings/build: the offering, its products and its plans, all or nothing. */
export async function buildOffering(db: Db, body: unknown): Promise<OfferingParts> {
  const { data } = parseOrThrow(buildOfferingSchema, body, "");
  const owner = data.meta?.owner ?? "store";
  return db.transaction(async (tx) => {
    const [offering] = await tx
      .insert(subscriptionOfferings)
      .values({ name: data.name, description: data.description ?? null, externalRef: data.external_ref ?? null, owner })
      .returning();
    const products = await tx
      .insert(subscriptionProducts)
      .values(
        data.products.map((p, position) => ({
          offeringId: offering.id,
          name: p.name,
          description: p.description ?? null,
          externalRef: p.external_ref ?? null,
          sku: p.sku ?? null,
          mainImage: p.main_image ?? null,
          price: p.price ?? null,
          priceUnits: p.price_units ?? null,
          owner,
          position,
        })),
      )
      .returning();
    const plans = await tx
      .insert(subscriptionPlans)
      .values(
        data.plans.map((p, position) => ({
          offeringId: offering.id,
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
          owner,
          position,
        })),
      )
      .returning();
    const byPosition = <T extends { position: number }>(rows: T[]) => [...rows].sort((a, b) => a.position - b.position);
    return { offering, products: byPosition(products), plans: byPosition(plans) };
  });
}


/**
 * `{data, included?}` of one offering: `included.plans` (priced in `currency`) and `included.products` only
 * when `include` asked for them.
 */
export function offeringDocument(parts: OfferingParts, include: Includes, currency: string, origin: string) {
  return { data: offeringResource(parts), ...offeringIncludes([parts], include, currency, origin) };
}

/** The list's `{data, included?}`: every listed offering's plans and products, once each. */
export function offeringsDocument(list: OfferingParts[], include: Includes, currency: string, origin: string) {
  return { data: list.map(offeringResource), ...offeringIncludes(list, include, currency, origin) };
}

function offeringIncludes(list: OfferingParts[], include: Includes, currency: string, origin: string) {
  if (!include.plans && !include.products) return {};
  return {
    included: {
      ...(include.plans ? { plans: list.flatMap((p) => p.plans.map((plan) => offeringPlanResource(plan, p.products, currency))) } : {}),
      ...(include.products ? { products: list.flatMap((p) => p.products.map((product) => offeringProductResource(product, currency, origin))) } : {}),
    },
  };
}
