// The admin's offering forms (docs/admin.md "Subscriptions"): what a shopkeeper types — an offering's name and
// description, a plan's price per currency as money text ("9.99"), its interval, trial and term as whole numbers —
// turned into the request documents of the subscriptions API (schemas.ts) and checked with the API's own schemas.
// What the API would refuse, the form refuses beside the field it came from, in the API's words.
import type { z } from "zod";
import { minorUnitsFromText, typedAmount } from "../money";
import { issuesToErrors } from "../validation";
import {
  BILLING_INTERVALS,
  END_BEHAVIORS,
  buildOfferingSchema,
  offeringPlanSchema,
  offeringProductSchema,
  updateOfferingSchema,
  type BillingInterval,
  type EndBehavior,
} from "./schemas";
import type { PriceMap } from "@/lib/shared/product-fields";

/** A plan form as it posts: `price_GBP` the fixed price in GBP ("" none), `includes_tax_GBP` "on" or "". */
export type PlanFormValues = {
  name: string;
  description: string;
  billing_interval_type: string;
  billing_frequency: string;
  plan_length: string;
  end_behavior: string;
  trial_period: string;
  can_pause: string;
  can_resume: string;
  can_cancel: string;
  base_price_percentage: string;
} & Record<`price_${string}`, string> &
  Record<`includes_tax_${string}`, string>;

export type OfferingDetailsValues = { offering_name: string; offering_description: string };

/** A catalog product as an offering covers it: its name, SKU, description, image and prices copied. */
export type CoveredProduct = { name: string; sku: string; description: string; image: { href: string } | null; price: PriceMap };

export type FormCheck<T> = { ok: true; document: T } | { ok: false; fieldErrors: Record<string, string> };

const isOn = (value: string | undefined) => value === "on" || value === "true";
/** "" → undefined; digits → the number; anything else → NaN (refused beside the field). */
const whole = (typed: string | undefined) => {
  const text = (typed ?? "").trim();
  return text === "" ? undefined : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
};
const PERCENT = /^\d{1,3}(\.\d{1,6})?$/;

/** The plan's attributes as the API takes them (before its schema checks them). */
export function planAttributesOf(values: PlanFormValues, currencies: readonly string[]) {
  const fixed: Record<string, { amount: number; includes_tax: boolean }> = {};
  for (const currency of currencies) {
    const typed = (values[`price_${currency}`] ?? "").trim();
    if (typed === "") continue;
    fixed[currency] = { amount: minorUnitsFromText(typed, currency) ?? Number.NaN, includes_tax: isOn(values[`includes_tax_${currency}`]) };
  }
  const percentage = (values.base_price_percentage ?? "").trim();
  const description = (values.description ?? "").trim();
  return {
    name: (values.name ?? "").trim(),
    ...(description ? { description } : {}),
    billing_interval_type: values.billing_interval_type as BillingInterval,
    billing_frequency: whole(values.billing_frequency),
    ...(whole(values.trial_period) !== undefined ? { trial_period: whole(values.trial_period) } : {}),
    plan_length: whole(values.plan_length),
    end_behavior: values.end_behavior as EndBehavior,
    can_pause: isOn(values.can_pause),
    can_resume: isOn(values.can_resume),
    can_cancel: isOn(values.can_cancel),
    ...(percentage ? { base_price_percentage: PERCENT.test(percentage) ? Number(percentage) : Number.NaN } : {}),
    ...(Object.keys(fixed).length ? { fixed_price: fixed } : {}),
  };
}

/** A catalog product as the offering's product attributes (EP's offering product: a copy, not a link). */
export function productAttributesOf(product: CoveredProduct) {
  const description = product.description.trim().slice(0, 1024);
  return {
    name: product.name,
    sku: product.sku,
    ...(description ? { description } : {}),
    ...(product.image ? { main_image: product.image.href } : {}),
    ...(Object.keys(product.price).length ? { price: product.price } : {}),
  };
}

/** Which form field an API attribute is typed in: `fixed_price.GBP.amount` → `price_GBP`. */
function planField(path: readonly PropertyKey[]): string {
  const [attribute, currency] = path;
  if (attribute === "fixed_price" && typeof currency === "string") return `price_${currency}`;
  return String(attribute ?? "name");
}

/** The API's refusals of `document`, keyed by form field (the first one each), in the API's words. */
function refusals(issues: z.core.$ZodIssue[], document: unknown, fieldOf: (path: readonly PropertyKey[]) => string): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = issuesToErrors(issues, document, "");
  issues.forEach((issue, i) => {
    const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
    out[fieldOf(path)] ??= errors[i]?.detail ?? issue.message;
  });
  return out;
}

/** What the form itself refuses before the API sees it: numbers and amounts that are not numbers, a missing choice. */
function typedRefusals(attributes: ReturnType<typeof planAttributesOf>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(BILLING_INTERVALS as readonly string[]).includes(attributes.billing_interval_type)) out.billing_interval_type = "Choose days, weeks, months or years.";
  if (!(END_BEHAVIORS as readonly string[]).includes(attributes.end_behavior)) out.end_behavior = "Choose what happens at the end of the term.";
  for (const field of ["billing_frequency", "plan_length", "trial_period"] as const) {
    const value = attributes[field];
    if (Number.isNaN(value)) out[field] = "Enter a whole number, such as 1.";
    if (value === undefined && field !== "trial_period") out[field] = "Enter a whole number, such as 1.";
  }
  if (Number.isNaN(attributes.base_price_percentage)) out.base_price_percentage = "Enter a percentage such as 10 or 12.5, or leave it empty.";
  for (const [currency, price] of Object.entries(attributes.fixed_price ?? {})) {
    if (!(price.amount >= 0)) out[`price_${currency}`] = `Enter a price such as ${typedAmount(999, currency)}, or leave it empty.`;
  }
  return out;
}

const checked = <S extends z.ZodType>(schema: S, document: unknown, fieldOf: (path: readonly PropertyKey[]) => string): FormCheck<z.output<S>> => {
  const result = schema.safeParse(document);
  return result.success ? { ok: true, document: result.data } : { ok: false, fieldErrors: refusals(result.error.issues, document, fieldOf) };
};

/** The plan form → the document POST/PUT …/offerings/{id}/plans take, checked with the API's schema. */
export function planDocument(values: PlanFormValues, currencies: readonly string[], planId?: string): FormCheck<z.output<typeof offeringPlanSchema>> {
  const attributes = planAttributesOf(values, currencies);
  const typed = typedRefusals(attributes);
  if (Object.keys(typed).length) return { ok: false, fieldErrors: typed };
  const document = { data: { type: "subscription_offering_plan", ...(planId ? { id: planId } : {}), attributes } };
  return checked(offeringPlanSchema, document, (path) => planField(path.slice(2)));
}

/** The offering's name and description → EP's UpdateOffering document (an empty description removes it). */
export function offeringUpdateDocument(values: OfferingDetailsValues, offeringId: string): FormCheck<z.output<typeof updateOfferingSchema>> {
  const description = (values.offering_description ?? "").trim();
  const document = {
    data: { type: "subscription_offering", id: offeringId, attributes: { name: (values.offering_name ?? "").trim(), description: description || null } },
  };
  return checked(updateOfferingSchema, document, (path) => `offering_${String(path[2] ?? "name")}`);
}

/** A catalog product → the document that adds it to an offering. */
export function offeringProductDocument(product: CoveredProduct): FormCheck<z.output<typeof offeringProductSchema>> {
  return checked(offeringProductSchema, { data: { type: "subscription_offering_product", attributes: productAttributesOf(product) } }, () => "product");
}

/** The new-offering form (its name, description, first product and first plan) → the build document. */
export function buildDocument(
  values: OfferingDetailsValues & PlanFormValues,
  currencies: readonly string[],
  product: CoveredProduct | undefined,
): FormCheck<z.output<typeof buildOfferingSchema>> {
  const attributes = planAttributesOf(values, currencies);
  const typed = typedRefusals(attributes);
  if (!product) typed.product = "Choose a product the offering covers.";
  if (Object.keys(typed).length) return { ok: false, fieldErrors: typed };
  const description = (values.offering_description ?? "").trim();
  const document = {
    data: {
      type: "subscription_offering",
      name: (values.offering_name ?? "").trim(),
      ...(description ? { description } : {}),
      products: [productAttributesOf(product!)],
      plans: [attributes],
    },
  };
  return checked(buildOfferingSchema, document, (path) => {
    const [, part, , ...rest] = path;
    if (part === "plans") return planField(rest);
    if (part === "products") return "product";
    return `offering_${String(part ?? "name")}`;
  });
}

/** A plan's form values (a new plan: every month for 12 months, renewing, which a shopper may pause, resume, cancel). */
export function planFormValues(
  plan:
    | {
        name: string;
        description: string | null;
        billingIntervalType: string;
        billingFrequency: number;
        planLength: number;
        endBehavior: string;
        trialPeriod: number | null;
        canPause: boolean;
        canResume: boolean;
        canCancel: boolean;
        basePricePercentage: number | null;
        fixedPrice: PriceMap | null;
      }
    | undefined,
  currencies: readonly string[],
): PlanFormValues {
  const values: PlanFormValues = {
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    billing_interval_type: plan?.billingIntervalType ?? "month",
    billing_frequency: String(plan?.billingFrequency ?? 1),
    plan_length: String(plan?.planLength ?? 12),
    end_behavior: plan?.endBehavior ?? "roll",
    trial_period: plan?.trialPeriod ? String(plan.trialPeriod) : "",
    can_pause: !plan || plan.canPause ? "on" : "",
    can_resume: !plan || plan.canResume ? "on" : "",
    can_cancel: !plan || plan.canCancel ? "on" : "",
    base_price_percentage: plan?.basePricePercentage === null || plan?.basePricePercentage === undefined ? "" : String(plan.basePricePercentage),
  };
  for (const currency of currencies) {
    const price = plan?.fixedPrice?.[currency];
    values[`price_${currency}`] = price ? typedAmount(price.amount, currency) : "";
    values[`includes_tax_${currency}`] = price?.includes_tax ? "on" : "";
  }
  return values;
}

/** The currencies a plan form shows: the store's, then any other the plan is priced in (kept when it is saved). */
export const planFormCurrencies = (store: readonly string[], plan?: { fixedPrice: PriceMap | null }): string[] => [
  ...new Set([...store, ...Object.keys(plan?.fixedPrice ?? {})]),
];
