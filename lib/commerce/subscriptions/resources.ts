// EP's JSON shapes of the subscriptions service, each rendered here and only here: offerings, their products and
// plans, subscriptions and their states (seed "Subscription" … "Subscription state" tables at the nesting of EP's
// subscriptions OpenAPI), invoices and billing-run jobs, and the documents routes answer with.
// Optional fields the record does not have are left out.
import type { DunningRuleRow, FeatureRow, InvoiceRow, JobRow, ProrationPolicyRow, OfferingParts, OfferingPlanRow, OfferingProductRow, StateRow, SubscriberRow, SubscriptionRow } from "@/lib/storage/subscriptions/rows";
import { absoluteHref } from "../absolute-href";
import { money } from "../money";
import { isoSeconds } from "../time";
import type { BillingReport } from "./billing-run";
import type { Includes } from "./include";
import type { InvoicePayment } from "./invoice-payments";
import { planPrice, planPriceMap } from "./plan-price";

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

const timestamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: isoSeconds(row.createdAt)!,
  updated_at: isoSeconds(row.updatedAt)!,
});

/** A subscription with what its answers are made of. */
export type LoadedSubscription = {
  row: SubscriptionRow;
  parts: OfferingParts;
  plan: OfferingPlanRow;
  state: StateRow | undefined;
};

export const offeringPath = (id: string) => `/v2/subscriptions/offerings/${id}`;
export const subscriptionPath = (id: string) => `/v2/subscriptions/subscriptions/${id}`;

function displayPrice(amount: number, currency: string) {
  // The subscriptions service knows no tax rates: both figures are the stored amount.
  return { without_tax: money(amount, currency), with_tax: money(amount, currency) };
}

export function offeringResource({ offering, products, plans }: OfferingParts) {
  return {
    id: offering.id,
    type: "subscription_offering" as const,
    attributes: {
      ...optional("external_ref", offering.externalRef),
      name: offering.name,
      ...optional("description", offering.description),
      ...timestamps(offering),
    },
    relationships: {
      products: {
        data: products.map((p) => ({ id: p.id, type: "subscription_offering_product" as const })),
        links: { related: `${offeringPath(offering.id)}/products` },
      },
      plans: {
        data: plans.map((p) => ({ id: p.id, type: "subscription_offering_plan" as const })),
        links: { related: `${offeringPath(offering.id)}/plans` },
      },
    },
    meta: {
      external_product_refs: products.flatMap((p) => (p.externalRef ? [p.externalRef] : [])),
      external_plan_refs: plans.flatMap((p) => (p.externalRef ? [p.externalRef] : [])),
      owner: offering.owner,
      timestamps: timestamps(offering),
    },
  };
}

/** An offering product; `meta.display_price` in `currency` when the product has a price in it; its image absolute against `origin`. */
export function offeringProductResource(row: OfferingProductRow, currency: string, origin: string) {
  const price = row.price?.[currency];
  return {
    id: row.id,
    type: "subscription_offering_product" as const,
    attributes: {
      ...optional("external_ref", row.externalRef),
      name: row.name,
      ...optional("description", row.description),
      ...optional("sku", row.sku),
      ...optional("main_image", row.mainImage && absoluteHref(row.mainImage, origin)),
      ...optional("price", row.price),
      ...optional("price_units", row.priceUnits),
      ...timestamps(row),
    },
    meta: {
      ...(price ? { display_price: displayPrice(price.amount, currency) } : {}),
      owner: row.owner,
      timestamps: timestamps(row),
    },
  };
}

/** A plan's billing and price as EP writes them, for a plan and for a pricing option alike. */
function planAttributes(row: OfferingPlanRow) {
  return {
    ...optional("external_ref", row.externalRef),
    name: row.name,
    ...optional("description", row.description),
    billing_interval_type: row.billingIntervalType,
    billing_frequency: row.billingFrequency,
    ...optional("trial_period", row.trialPeriod),
    plan_length: row.planLength,
    end_behavior: row.endBehavior,
    can_pause: row.canPause,
    can_resume: row.canResume,
    can_cancel: row.canCancel,
    ...optional("base_price_percentage", row.basePricePercentage),
    ...optional("fixed_price", row.fixedPrice),
  };
}

/** A plan's prices: `price`, every currency it can be priced in; `display_price`, the one in `currency`. */
function planPrices(row: OfferingPlanRow, products: OfferingProductRow[], currency: string) {
  const price = planPrice(row, products, currency);
  const priceMap = planPriceMap(row, products);
  return {
    ...(Object.keys(priceMap).length > 0 ? { price: priceMap } : {}),
    ...(price ? { display_price: displayPrice(price.amount, currency) } : {}),
  };
}

/**
 * An offering plan. `meta.price` is its price in every currency it can be priced in, `meta.display_price`
 * the one in `currency`; `meta.active_plan` is true for the plan a subscription uses and null otherwise.
 * It configures no features (EP's `feature_configurations`, always empty here).
 */
export function offeringPlanResource(
  row: OfferingPlanRow,
  products: OfferingProductRow[],
  currency: string,
  activePlanId?: string,
) {
  return {
    id: row.id,
    type: "subscription_offering_plan" as const,
    attributes: { ...planAttributes(row), feature_configurations: {}, ...timestamps(row) },
    meta: {
      ...planPrices(row, products, currency),
      active_plan: activePlanId !== undefined && row.id === activePlanId ? true : null,
      owner: row.owner,
      timestamps: timestamps(row),
    },
  };
}

/**
 * The same plan as EP's 2025 pricing option (its billing and price: docs/subscriptions.md "Plans and pricing
 * options"); `meta.active_pricing_option` true for the one a subscription uses, null otherwise.
 */
export function pricingOptionResource(row: OfferingPlanRow, products: OfferingProductRow[], currency: string, activePlanId?: string) {
  return {
    id: row.id,
    type: "subscription_offering_pricing_option" as const,
    attributes: { ...planAttributes(row), ...timestamps(row) },
    meta: {
      ...planPrices(row, products, currency),
      active_pricing_option: activePlanId !== undefined && row.id === activePlanId ? true : null,
      owner: row.owner,
      timestamps: timestamps(row),
    },
  };
}

/** Which door a plan is answered through: as a plan or as a pricing option (the same row). */
export type PlanDoor = "plan" | "pricing_option";

const planRenderers = { plan: offeringPlanResource, pricing_option: pricingOptionResource };

/** The offering's plans through `door`, priced in `currency`. */
export function offeringPlansAs(door: PlanDoor, { plans, products }: OfferingParts, currency: string) {
  return plans.map((plan) => planRenderers[door](plan, products, currency));
}

/** One of the offering's plans through `door` (the last added when `planId` is undefined). */
export function offeringPlanAs(door: PlanDoor, { plans, products }: OfferingParts, currency: string, planId?: string) {
  const plan = planId === undefined ? plans.at(-1)! : plans.find((p) => p.id === planId.toLowerCase())!;
  return planRenderers[door](plan, products, currency);
}

export function stateResource(row: StateRow) {
  return {
    id: row.id,
    type: "subscription_state" as const,
    attributes: { action: row.action },
    meta: {
      created_at: isoSeconds(row.createdAt)!,
      canceled: row.canceled,
      paused: row.paused,
      closed: row.closed,
      suspended: row.suspended,
      invoice_after: isoSeconds(row.invoiceAfter ?? row.createdAt)!,
    },
  };
}

export function subscriptionResource(row: SubscriptionRow, parts: OfferingParts, latestState: StateRow | undefined) {
  return {
    id: row.id,
    type: "subscription" as const,
    attributes: {
      ...optional("external_ref", row.externalRef),
      account_id: row.accountId,
      offering: offeringResource(parts),
      plan_id: row.planId,
      // A plan here is its own pricing option (docs/subscriptions.md "Plans and pricing options").
      pricing_option_id: row.planId,
      currency: row.currency,
      ...optional("payment_authority", row.paymentAuthority),
      name: row.name,
      email: row.email,
    },
    relationships: {
      offering: { data: { id: row.offeringId, type: "subscription_offering" as const } },
      plans: { links: { related: `${subscriptionPath(row.id)}/plans` } },
      products: { links: { related: `${subscriptionPath(row.id)}/products` } },
    },
    meta: {
      owner: row.owner,
      status: row.status as "active" | "inactive",
      ...(latestState ? { state: stateResource(latestState) } : {}),
      manual_payments: row.manualPayments,
      // Bought at checkout, its first period was paid by the order (docs/subscriptions.md "Billing runs").
      first_invoice_prepaid: row.orderId !== null,
      canceled: row.canceled,
      paused: row.paused,
      closed: row.closed,
      suspended: row.suspended,
      pending: row.pending,
      invoice_after: isoSeconds(row.invoiceAfter ?? row.createdAt)!,
      timestamps: {
        ...timestamps(row),
        ...optional("canceled_at", isoSeconds(row.canceledAt)),
        ...optional("paused_at", isoSeconds(row.pausedAt)),
        ...optional("resumed_at", isoSeconds(row.resumedAt)),
        ...optional("end_date", isoSeconds(row.endDate)),
      },
    },
  };
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

/** The offering's plans as a subscription sees them: display prices in its currency, its plan active. */
export function subscriptionPlanResources(loaded: LoadedSubscription) {
  return loaded.parts.plans.map((plan) => offeringPlanResource(plan, loaded.parts.products, loaded.row.currency, loaded.row.planId));
}

/** The offering's plans as the subscription's pricing options, its own active. */
export function subscriptionPricingOptionResources(loaded: LoadedSubscription) {
  return loaded.parts.plans.map((plan) => pricingOptionResource(plan, loaded.parts.products, loaded.row.currency, loaded.row.planId));
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

export function invoiceResource(row: InvoiceRow) {
  const timestamps = { created_at: isoSeconds(row.createdAt)!, updated_at: isoSeconds(row.updatedAt)! };
  return {
    id: row.id,
    type: "subscription_invoice" as const,
    attributes: {
      billing_period: { start: isoSeconds(row.periodStart)!, end: isoSeconds(row.periodEnd)! },
      invoice_items: row.items,
      outstanding: row.outstanding,
      number: row.number,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: row.manualPaymentPending,
      ...timestamps,
    },
    meta: {
      owner: row.owner,
      subscription_id: row.subscriptionId,
      subscriber_id: row.accountId,
      price: { currency: row.currency, amount: row.amount, includes_tax: row.includesTax },
      timestamps,
      proration_events: [],
    },
  };
}

/** A resource whose meta is its owner and timestamps only (features, dunning rules, proration policies). */
function ownedResource<T extends string, A>(type: T, row: { id: string; owner: string; createdAt: Date; updatedAt: Date }, attributes: A) {
  return { id: row.id, type, attributes, meta: { owner: row.owner, timestamps: timestamps(row) } };
}

/** A feature (features.ts): the store's own as `subscription_feature`, an offering's as `subscription_offering_feature`. */
export function featureResource(row: FeatureRow, type: "subscription_feature" | "subscription_offering_feature" = row.offeringId ? "subscription_offering_feature" : "subscription_feature") {
  return ownedResource(type, row, {
    ...optional("external_ref", row.externalRef),
    name: row.name,
    ...optional("description", row.description),
    configuration: row.configuration,
  });
}

/** A dunning rule (dunning-rules.ts). */
export function dunningRuleResource(row: DunningRuleRow) {
  return ownedResource("subscription_dunning_rule", row, {
    payment_retry_type: row.paymentRetryType,
    ...optional("payment_retry_interval", row.paymentRetryInterval),
    ...optional("payment_retry_unit", row.paymentRetryUnit),
    payment_retries_limit: row.paymentRetriesLimit,
    action: row.action,
    default: row.isDefault,
  });
}

/** A proration policy (proration-policies.ts). */
export function prorationPolicyResource(row: ProrationPolicyRow) {
  return ownedResource("subscription_proration_policy", row, { name: row.name, rounding: row.rounding, ...optional("external_ref", row.externalRef) });
}

/** A subscriber (subscribers.ts); it is entitled to no features here. */
export function subscriberResource(row: SubscriberRow) {
  return {
    id: row.id,
    type: "subscription_subscriber" as const,
    attributes: {
      account_id: row.accountId,
      name: row.name,
      email: row.email,
      ...optional("payment_authority", row.paymentAuthority),
      ...timestamps(row),
    },
    meta: { feature_entitlements: [] as string[], owner: row.owner, timestamps: timestamps(row) },
  };
}

/** An invoice's payment (invoice-payments.ts) as EP's subscription_invoice_payment. */
export function invoicePaymentResource(payment: InvoicePayment) {
  const { invoice } = payment;
  return {
    id: payment.id,
    type: "subscription_invoice_payment" as const,
    attributes: {
      success: payment.success,
      ...(payment.manual ? { pending: payment.pending } : {}),
      gateway: payment.gateway,
      ...optional("external_payment_id", payment.reference),
      amount: { currency: invoice.currency, amount: invoice.amount, includes_tax: invoice.includesTax },
    },
    meta: {
      owner: invoice.owner,
      subscription_id: invoice.subscriptionId,
      invoice_id: invoice.id,
      job_id: payment.jobId,
      manual_payment: payment.manual,
      timestamps: { ...timestamps(invoice), ...optional("payment_taken_at", isoSeconds(payment.takenAt)) },
    },
  };
}

/** A finished billing run (jobs.ts) as EP's subscription_job, with its BillingRunReport. */
export function billingJobResource(row: JobRow) {
  const report = row.report as unknown as BillingReport;
  const times = { created_at: isoSeconds(row.startedAt)!, updated_at: isoSeconds(row.finishedAt)! };
  return {
    id: row.id,
    type: "subscription_job" as const,
    attributes: { job_type: "billing-run" as const, ...optional("external_ref", row.externalRef), status: row.status as "success" | "failed", ...times },
    meta: {
      owner: row.owner,
      timestamps: { ...times, started_at: times.created_at, finished_at: times.updated_at },
      report: {
        invoices_ready_for_payment: report.invoices_created,
        invoices_tax_required: 0,
        invoice_failures: report.invoice_failures,
        total_ready_for_payment: Object.fromEntries(Object.entries(report.total_invoiced).map(([currency, amount]) => [currency, { amount, includes_tax: false }])),
        total_tax_required: {},
      },
    },
  };
}
