// The admin's offering pages (/admin/subscriptions/offerings, docs/admin.md "Subscriptions"): the list, one offering
// with its products and plans in words, and the forms' work — each form's values made into the API's request
// document (offering-form.ts), checked with the API's schema, then the same domain function the API's routes call.
import { ApiError } from "../errors";
import type { Caller } from "../auth/tokens";
import { findProduct } from "../catalog/products";
import { formatMoney } from "../money";
import { buildOffering, getOfferingParts, listOfferings } from "./offerings";
import { addOfferingPlan, addOfferingProduct, deleteOffering, removeOfferingPlan, removeOfferingProduct, updateOffering, updateOfferingPlan } from "./offering-changes";
import {
  buildDocument,
  offeringProductDocument,
  offeringUpdateDocument,
  planDocument,
  type CoveredProduct,
  type OfferingDetailsValues,
  type PlanFormValues,
} from "./offering-form";
import { describePlan, describeTrial } from "./plan-description";
import type { BillingInterval, EndBehavior } from "./schemas";
import { parseUuid } from "../uuid";

export type AdminOfferingRow = { id: string; name: string; plans: number; products: string[]; createdAt: Date };

/** A page of offerings, newest first. */
export async function adminOfferingList(page: number, perPage = 50): Promise<{ rows: AdminOfferingRow[]; total: number; pages: number }> {
  const { offerings, total } = await listOfferings({ limit: perPage, offset: (page - 1) * perPage });
  return {
    rows: offerings.map(({ offering, products, plans }) => ({
      id: offering.id,
      name: offering.name,
      plans: plans.length,
      products: products.map((p) => p.name),
      createdAt: offering.createdAt,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** One offering as its page shows it: each plan in words with its fixed prices. */
export async function adminOffering(id: string) {
  const parts = await getOfferingParts(id);
  return {
    ...parts,
    planWords: new Map(
      parts.plans.map((plan) => {
        const shape = { ...plan, billingIntervalType: plan.billingIntervalType as BillingInterval, endBehavior: plan.endBehavior as EndBehavior };
        const prices = Object.entries(plan.fixedPrice ?? {}).map(([currency, p]) => `${formatMoney(p.amount, currency)}${p.includes_tax ? " incl. tax" : ""}`);
        const trial = describeTrial(shape);
        return [plan.id, [prices.join(", ") || "priced from its products", describePlan(shape), ...(trial ? [trial] : [])].join(" · ")];
      }),
    ),
  };
}

/** What a form's work comes back with: done (and the offering's id), or the refusals beside their fields. */
export type OfferingFormOutcome = { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

const apiWords = (error: ApiError) => error.errors.map((e) => e.detail ?? e.title).join(" ");

/** Runs the domain call, turning the API's refusal into the form's error. */
async function answered(work: () => Promise<string>): Promise<OfferingFormOutcome> {
  try {
    return { ok: true, id: await work() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, fieldErrors: {}, formError: apiWords(error) };
  }
}

/** A catalog product (any status) as an offering covers it; undefined when there is none with this id. */
async function coveredProduct(productId: string): Promise<CoveredProduct | undefined> {
  // The offering form's product choice (a select, or ids the admin ticked): anything but an id is none.
  const id = parseUuid(productId);
  const product = id ? await findProduct({ id }, { liveOnly: false }) : undefined;
  return product ? { name: product.name, sku: product.sku, description: product.description, image: product.image, price: product.price } : undefined;
}

/** The new-offering form: its name, description, the product it covers and its first plan → POST …/offerings/build. */
export async function createOfferingFromForm(
  caller: Caller,
  values: OfferingDetailsValues & PlanFormValues & { product: string },
  currencies: readonly string[],
): Promise<OfferingFormOutcome> {
  const checked = buildDocument(values, currencies, await coveredProduct(values.product));
  if (!checked.ok) return checked;
  return answered(async () => (await buildOffering(checked.document, caller)).offering.id);
}

/** The offering's details form → PUT …/offerings/{id}. */
export async function saveOfferingDetails(caller: Caller, offeringId: string, values: OfferingDetailsValues): Promise<OfferingFormOutcome> {
  const checked = offeringUpdateDocument(values, offeringId);
  if (!checked.ok) return checked;
  return answered(async () => (await updateOffering(caller, offeringId, checked.document)).offering.id);
}

/** A plan form → POST …/plans (no `planId`) or PUT …/plans/{planId}. */
export async function savePlanFromForm(
  caller: Caller,
  offeringId: string,
  planId: string | undefined,
  values: PlanFormValues,
  currencies: readonly string[],
): Promise<OfferingFormOutcome> {
  const checked = planDocument(values, currencies, planId);
  if (!checked.ok) return checked;
  return answered(async () =>
    (planId ? await updateOfferingPlan(caller, offeringId, planId, checked.document) : await addOfferingPlan(caller, offeringId, checked.document)).offering.id,
  );
}

/** Adds the chosen catalog products to the offering, one after another; the first refusal stops it. */
export async function addCatalogProductsToOffering(caller: Caller, offeringId: string, productIds: string[]): Promise<OfferingFormOutcome & { added?: string[] }> {
  const added: string[] = [];
  for (const productId of productIds) {
    const product = await coveredProduct(productId);
    if (!product) return { ok: false, fieldErrors: {}, formError: "That product is no longer in the catalog." };
    const checked = offeringProductDocument(product);
    if (!checked.ok) return { ok: false, fieldErrors: {}, formError: `${product.name}: ${Object.values(checked.fieldErrors).join(" ")}` };
    const outcome = await answered(async () => (await addOfferingProduct(caller, offeringId, checked.document)).offering.id);
    if (!outcome.ok) return outcome;
    added.push(product.name);
  }
  return { ok: true, id: offeringId, added };
}

export const takeProductOutOfOffering = (caller: Caller, offeringId: string, productId: string) =>
  answered(async () => (await removeOfferingProduct(caller, offeringId, productId)).offering.id);

export const removePlanFromOffering = (caller: Caller, offeringId: string, planId: string) =>
  answered(async () => (await removeOfferingPlan(caller, offeringId, planId)).offering.id);

/** Deletes the offering; the outcome's id is the deleted offering's name. */
export const deleteOfferingForAdmin = (caller: Caller, offeringId: string) => answered(async () => (await deleteOffering(caller, offeringId)).offering.name);
