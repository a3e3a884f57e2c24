// What administrators write to the subscriptions API (docs/api.md "Subscriptions"), with the seed's limits:
// names 3–1024, descriptions ≤ 1024, external_ref ≤ 2048, sku/main_image ≤ 1024, currency three
// upper-case letters, customer_id/card_id 3–1024, billing_frequency/plan_length/price_units.amount ≥ 1,
// base_price_percentage ≤ 100, and EP's enums. The single source for validating these bodies.
import { z } from "zod";
import { CURRENCY_CODE } from "../money";
import { priceMapSchema } from "../catalog/product-schema";
import { uuidField } from "@/lib/commerce/uuid";

export const BILLING_INTERVALS = ["day", "week", "month", "year"] as const;
export const END_BEHAVIORS = ["close", "roll"] as const;
export const PRICE_UNITS = ["day", "month"] as const;
export const OWNERS = ["store", "organization"] as const;
export const PAYMENT_AUTHORITY_TYPES = ["vendor_payments_processor", "elastic_path_payments_stripe"] as const;
export const STATE_ACTIONS = ["pause", "resume", "cancel"] as const;

export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export type EndBehavior = (typeof END_BEHAVIORS)[number];
export type StateAction = (typeof STATE_ACTIONS)[number];

const name = z.string().min(3).max(1024);
const description = z.string().max(1024);
const externalRef = z.string().max(2048);
const owner = z.enum(OWNERS);

/** An absolute http(s) URL or a path on this site (`/products/coffee.svg`), at most 1024 characters. */
const mainImage = z
  .string()
  .max(1024)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: "main_image is an http(s) URL or a path starting with /",
    params: { title: "format" },
  });

export const offeringProductAttributesSchema = z.strictObject({
  external_ref: externalRef.optional(),
  name,
  description: description.optional(),
  sku: z.string().max(1024).optional(),
  main_image: mainImage.optional(),
  price: priceMapSchema.optional(),
  price_units: z.strictObject({ unit: z.enum(PRICE_UNITS), amount: z.number().int().min(1) }).optional(),
});

export const offeringPlanAttributesSchema = z.strictObject({
  external_ref: externalRef.optional(),
  name,
  description: description.optional(),
  billing_interval_type: z.enum(BILLING_INTERVALS),
  billing_frequency: z.number().int().min(1),
  trial_period: z.number().int().min(0).optional(),
  plan_length: z.number().int().min(1),
  end_behavior: z.enum(END_BEHAVIORS),
  can_pause: z.boolean(),
  can_resume: z.boolean(),
  can_cancel: z.boolean(),
  base_price_percentage: z.number().min(0).max(100).optional(),
  fixed_price: priceMapSchema.optional(),
});

/** POST /v2/subscriptions/offerings/build. */
export const buildOfferingSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_offering").optional(),
    external_ref: externalRef.optional(),
    name,
    description: description.optional(),
    products: z.array(offeringProductAttributesSchema).min(1).max(100),
    plans: z.array(offeringPlanAttributesSchema).min(1).max(100),
    meta: z.strictObject({ owner: owner.optional() }).optional(),
  }),
});

/** PUT /v2/subscriptions/offerings/{id} (EP's UpdateOffering): a description or external_ref of null removes it. */
export const updateOfferingSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_offering"),
    id: uuidField(),
    attributes: z.strictObject({
      external_ref: externalRef.nullable().optional(),
      name: name.optional(),
      description: description.nullable().optional(),
    }),
  }),
});

/** A plan added to an offering (POST …/offerings/{id}/plans) or changed (PUT …/plans/{plan_id}, with its id). */
export const offeringPlanSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_offering_plan"),
    id: uuidField().optional(),
    attributes: offeringPlanAttributesSchema,
  }),
});

/** A product added to an offering. */
export const offeringProductSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_offering_product"),
    attributes: offeringProductAttributesSchema,
  }),
});

/** POST /v2/subscriptions/offerings (EP's CreateOffering): an offering with nothing in it yet. */
export const createOfferingSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_offering"),
    attributes: z.strictObject({ external_ref: externalRef.optional(), name, description: description.optional() }),
  }),
});

/**
 * The changes EP's UpdateOfferingPlan and UpdateOfferingPricingOption take: any of a plan's attributes; null
 * removes an optional one. What is left out keeps its value (offering-changes.ts merges, then checks the whole).
 */
const planChangeAttributesSchema = z.strictObject({
  external_ref: externalRef.nullable().optional(),
  name: name.optional(),
  description: description.nullable().optional(),
  billing_interval_type: z.enum(BILLING_INTERVALS).optional(),
  billing_frequency: z.number().int().min(1).optional(),
  trial_period: z.number().int().min(0).nullable().optional(),
  plan_length: z.number().int().min(1).optional(),
  end_behavior: z.enum(END_BEHAVIORS).optional(),
  can_pause: z.boolean().optional(),
  can_resume: z.boolean().optional(),
  can_cancel: z.boolean().optional(),
  base_price_percentage: z.number().min(0).max(100).nullable().optional(),
  fixed_price: priceMapSchema.nullable().optional(),
});

/** PUT …/offerings/{id}/plans/{plan_id}: the plan's id and the attributes that change. */
export const offeringPlanChangeSchema = z.object({
  data: z.strictObject({ type: z.literal("subscription_offering_plan"), id: uuidField(), attributes: planChangeAttributesSchema }),
});

/**
 * A pricing option (EP's 2025 name for what a plan here is: its billing and its price), added to an offering
 * (POST …/pricing-options) or changed (PUT …/pricing-options/{id}). The same rows and rules as a plan's.
 */
export const pricingOptionSchema = z.object({
  data: z.strictObject({ type: z.literal("subscription_offering_pricing_option"), attributes: offeringPlanAttributesSchema }),
});
export const pricingOptionChangeSchema = z.object({
  data: z.strictObject({ type: z.literal("subscription_offering_pricing_option"), id: uuidField(), attributes: planChangeAttributesSchema }),
});

/** EP's RelationshipsRequest of a plan's pricing options. */
export const pricingOptionRelationshipsSchema = z.object({
  data: z.array(z.strictObject({ type: z.literal("subscription_offering_pricing_option"), id: uuidField() })).min(1).max(100),
});

const paymentAuthoritySchema = z.strictObject({
  type: z.enum(PAYMENT_AUTHORITY_TYPES),
  customer_id: z.string().min(3).max(1024).optional(),
  card_id: z.string().min(3).max(1024).optional(),
});

/** POST /v2/subscriptions/subscriptions (EP's BuildSubscription, the fields the contract names). */
export const createSubscriptionSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription").optional(),
    account_id: uuidField(),
    offering_id: uuidField(),
    plan_id: uuidField(),
    currency: z.string().max(1024).regex(CURRENCY_CODE, "currency is three upper-case letters (ISO 4217)"),
    name,
    email: z.email().min(3).max(1024),
    payment_authority: paymentAuthoritySchema.optional(),
    manual_payments: z.boolean().default(false),
    external_ref: externalRef.optional(),
    meta: z.strictObject({ owner: owner.optional() }).optional(),
  }),
});

/**
 * PUT /v2/subscriptions/subscriptions/{id} (EP's UpdateSubscription): the plan it moves to (`plan_id`, or
 * `pricing_option_id`, the same here) and its payment authority.
 */
export const updateSubscriptionSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription"),
    id: uuidField(),
    attributes: z.strictObject({
      plan_id: uuidField().optional(),
      pricing_option_id: uuidField().optional(),
      payment_authority: paymentAuthoritySchema.optional(),
    }),
  }),
});

/** PUT /v2/subscriptions/subscriptions/{id}/plans (EP's ManageSubscriptionPlans): plans to detach. */
export const manageSubscriptionPlansSchema = z.object({
  data: z.array(z.strictObject({ type: z.literal("detach"), plans: z.array(uuidField()).min(1).max(100) })).min(1).max(100),
});

const subscriberEmail = z.email().min(3).max(1024);

/** POST /v2/subscriptions/subscribers (EP's CreateSubscriber). */
export const createSubscriberSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_subscriber"),
    attributes: z.strictObject({ account_id: uuidField(), name, email: subscriberEmail, payment_authority: paymentAuthoritySchema.optional() }),
  }),
});

/** PUT /v2/subscriptions/subscribers/{id} (EP's UpdateSubscriber): a payment_authority of null removes it. */
export const updateSubscriberSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_subscriber"),
    id: uuidField(),
    attributes: z.strictObject({ name: name.optional(), email: subscriberEmail.optional(), payment_authority: paymentAuthoritySchema.nullable().optional() }),
  }),
});

const featureTag = z.string().min(1).max(64).regex(/^[0-9A-Za-z_-]+$/, "A tag is letters, digits, _ and -");

/** EP's FeatureConfiguration: access (a tag), promotion (tagged promotions) or usage (a tagged, labelled limit). */
const featureConfigurationSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("access"), tag: featureTag }),
  z.strictObject({
    type: z.literal("promotion"),
    promotions: z.array(z.strictObject({ name, tag: featureTag, promotion_id: uuidField().optional() })).max(100),
  }),
  z.strictObject({ type: z.literal("usage"), tag: featureTag, label: name, default_value: z.number().int() }),
]);

const featureAttributesSchema = z.strictObject({
  external_ref: externalRef.optional(),
  name,
  description: description.optional(),
  configuration: featureConfigurationSchema,
});

const featureChangeSchema = z.strictObject({
  external_ref: externalRef.nullable().optional(),
  name: name.optional(),
  description: description.nullable().optional(),
  configuration: featureConfigurationSchema.optional(),
});

/** POST /v2/subscriptions/features and …/offerings/{id}/features (`subscription_offering_feature`). */
export const featureSchema = (type: "subscription_feature" | "subscription_offering_feature") =>
  z.object({ data: z.strictObject({ type: z.literal(type), attributes: featureAttributesSchema }) });

/** PUT /v2/subscriptions/features/{id} and …/offerings/{id}/features/{id}: null removes an optional field. */
export const featureUpdateSchema = (type: "subscription_feature" | "subscription_offering_feature") =>
  z.object({ data: z.strictObject({ type: z.literal(type), id: uuidField(), attributes: featureChangeSchema }) });

/** POST …/offerings/{id}/features/attach (EP's OfferingFeatureAttach). */
export const attachFeaturesSchema = z.object({ data: z.strictObject({ features: z.array(uuidField()).min(1).max(100) }) });

export const DUNNING_ACTIONS = ["none", "pause", "close", "suspend"] as const;

const dunningAttributes = {
  payment_retry_type: z.enum(["fixed", "backoff", "tiered"]),
  payment_retry_interval: z.number().int().min(1).max(1024),
  payment_retry_unit: z.enum(["day", "week"]),
  payment_retry_multiplier: z.number().min(1).max(1024),
  payment_retries_limit: z.number().int().min(0).max(1_000_000),
  action: z.enum(DUNNING_ACTIONS),
  default: z.boolean(),
};

/** POST /v2/subscriptions/dunning-rules (EP's CreateDunningRule); dunning-rule.ts says what it may hold. */
export const createDunningRuleSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_dunning_rule"),
    attributes: z.strictObject({
      payment_retry_type: dunningAttributes.payment_retry_type,
      payment_retry_interval: dunningAttributes.payment_retry_interval.optional(),
      payment_retry_unit: dunningAttributes.payment_retry_unit.optional(),
      payment_retry_multiplier: dunningAttributes.payment_retry_multiplier.optional(),
      payment_retries_limit: dunningAttributes.payment_retries_limit,
      action: dunningAttributes.action,
      default: dunningAttributes.default.optional(),
    }),
  }),
});

/** PUT /v2/subscriptions/dunning-rules/{id}: what is given changes; null resets the interval or the unit. */
export const updateDunningRuleSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_dunning_rule"),
    id: uuidField(),
    attributes: z.strictObject({
      payment_retry_type: dunningAttributes.payment_retry_type.optional(),
      payment_retry_interval: dunningAttributes.payment_retry_interval.nullable().optional(),
      payment_retry_unit: dunningAttributes.payment_retry_unit.nullable().optional(),
      payment_retry_multiplier: dunningAttributes.payment_retry_multiplier.nullable().optional(),
      payment_retries_limit: dunningAttributes.payment_retries_limit.optional(),
      action: dunningAttributes.action.optional(),
      default: dunningAttributes.default.optional(),
    }),
  }),
});

/** PUT /v2/subscriptions/invoices/{id}/payments/{payment_id} (EP's UpdateInvoicePayment). */
export const updateInvoicePaymentSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_invoice_payment"),
    id: uuidField(),
    attributes: z.strictObject({
      success: z.boolean(),
      external_payment_id: z.string().max(1024).optional(),
      failure_detail: z.string().max(1024).optional(),
      payment_taken_at: z.iso.datetime({ offset: true }).optional(),
    }),
  }),
});

const rounding = z.enum(["up", "down", "nearest"]);

/** POST /v2/subscriptions/proration-policies (EP's CreateProrationPolicy). */
export const createProrationPolicySchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_proration_policy"),
    attributes: z.strictObject({ name, rounding, external_ref: externalRef.optional() }),
  }),
});

/** PUT /v2/subscriptions/proration-policies/{id}: what is given changes; an external_ref of null is removed. */
export const updateProrationPolicySchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_proration_policy"),
    id: uuidField(),
    attributes: z.strictObject({ name: name.optional(), rounding: rounding.optional(), external_ref: externalRef.nullable().optional() }),
  }),
});

/** POST /v2/subscriptions/subscriptions/{id}/states. */
export const changeStateSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_state"),
    attributes: z.strictObject({ action: z.enum(STATE_ACTIONS) }),
  }),
});

export type OfferingProductInput = z.output<typeof offeringProductAttributesSchema>;
export type OfferingPlanInput = z.output<typeof offeringPlanAttributesSchema>;

export type UpdateOfferingInput = z.output<typeof updateOfferingSchema>;
export type OfferingPlanDocument = z.output<typeof offeringPlanSchema>;
export type OfferingProductDocument = z.output<typeof offeringProductSchema>;
export type BuildOfferingInput = z.output<typeof buildOfferingSchema>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionSchema>;
export type CreateOfferingInput = z.output<typeof createOfferingSchema>;
export type PlanChange = z.output<typeof planChangeAttributesSchema>;
export type UpdateSubscriptionInput = z.output<typeof updateSubscriptionSchema>;
export type FeatureInput = z.output<typeof featureAttributesSchema>;
export type FeatureChange = z.output<typeof featureChangeSchema>;
export type DunningRuleInput = z.output<typeof createDunningRuleSchema>["data"]["attributes"];
export type DunningRuleChange = z.output<typeof updateDunningRuleSchema>["data"]["attributes"];
export type UpdateInvoicePaymentInput = z.output<typeof updateInvoicePaymentSchema>;
export type ProrationPolicyInput = z.output<typeof createProrationPolicySchema>;
export type ProrationPolicyChange = z.output<typeof updateProrationPolicySchema>;
export type CreateSubscriberInput = z.output<typeof createSubscriberSchema>;
export type UpdateSubscriberInput = z.output<typeof updateSubscriberSchema>;
