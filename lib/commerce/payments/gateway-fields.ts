// EP's payment gateways and the fields each one's settings hold (EP's payments document: the `gatewaySlug` enum and
// each gateway's Request.Update…Gateway), the request schema built from them, how a change merges into what is
// stored, and which fields are secrets shown masked (docs/api.md "Payment gateways"). Pure: gateway-settings.ts
// reads and writes, gateway-resource.ts renders.
import { z } from "zod";
import { ApiError, type ErrorObject } from "../errors";

type Field = {
  name: string;
  /** EP's request schema lists it in `required`: a gateway's settings hold it once any are stored. */
  required: boolean;
  /** A credential: stored, but answered masked (its last four characters only), never in plain. */
  secret?: boolean;
  /** The values EP allows, where it names them. */
  values?: readonly [string, ...string[]];
};

export type GatewaySpec = {
  slug: string;
  name: string;
  /** Its settings have EP's `test` (test mode): rendered, `false` until set. */
  test: boolean;
  fields: readonly Field[];
};

const required = (name: string, secret = false): Field => ({ name, required: true, secret });

/** EP's gateways in EP's order. */
export const EP_GATEWAYS: readonly GatewaySpec[] = [
  { slug: "manual", name: "Manual", test: false, fields: [] },
  {
    slug: "braintree",
    name: "Braintree",
    test: false,
    fields: [required("merchant_id"), required("private_key", true), required("public_key"), { name: "environment", required: false, values: ["sandbox", "production"] }],
  },
  { slug: "stripe", name: "Stripe", test: false, fields: [required("login", true)] },
  { slug: "stripe_payment_intents", name: "Stripe Payment Intents", test: false, fields: [required("login", true)] },
  { slug: "stripe_connect", name: "Stripe Connect", test: true, fields: [required("stripe_account")] },
  { slug: "elastic_path_payments_stripe", name: "Elastic Path Payments Stripe", test: true, fields: [required("stripe_account")] },
  { slug: "paypal_express_checkout", name: "PayPal Express Checkout", test: true, fields: [required("payer_id")] },
  { slug: "adyen", name: "Adyen", test: true, fields: [required("merchant_account"), required("username"), required("password", true)] },
  { slug: "authorize_net", name: "Authorize.net", test: true, fields: [required("login"), required("password", true)] },
  { slug: "card_connect", name: "CardConnect", test: true, fields: [required("merchant_id"), required("username"), required("password", true)] },
  { slug: "cyber_source", name: "CyberSource", test: true, fields: [required("login"), required("password", true)] },
];

export const MANUAL_GATEWAY = EP_GATEWAYS[0];

export function gatewaySpec(slug: string): GatewaySpec | undefined {
  return EP_GATEWAYS.find((gateway) => gateway.slug === slug);
}

/** A PUT's `data`: `enabled`, `test`, and the gateway's fields by name. */
export type GatewayChange = { enabled?: boolean; test?: boolean } & Record<string, unknown>;

/** A field's value: text of 1 to 500 characters, trimmed. */
function fieldSchema(field: Field) {
  if (field.values) return z.enum(field.values, `${field.name} must be one of ${field.values.join(", ")}.`).optional();
  return z
    .string(`${field.name} must be a string.`)
    .trim()
    .min(1, `${field.name} must not be empty.`)
    .max(500, `${field.name} is at most 500 characters.`)
    .optional();
}

/**
 * PUT /v2/gateways/{slug}: `enabled`, `test` where the gateway has it, and the gateway's fields, each optional (left
 * out, it keeps what is stored). `type`, when given, must be `gateway` (EP's js-sdk `Gateways.Enabled` sends it);
 * other fields of EP's gateway object (`name`, `slug`) are let through unread, as a client may send back what it
 * read. Authorize.net's request names its own `slug`, which must then be `authorize_net`.
 */
export function gatewayChangeSchema(spec: GatewaySpec): z.ZodType<{ data: GatewayChange }> {
  const own: Record<string, z.ZodType> = Object.fromEntries(spec.fields.map((field) => [field.name, fieldSchema(field)]));
  if (spec.slug === "authorize_net") own.slug = z.literal("authorize_net", "slug must be authorize_net.").optional();
  // A gateway without a test mode lets `test` through unread.
  const test: z.ZodType<boolean | undefined> = spec.test ? z.boolean("test must be true or false.").optional() : z.unknown().transform((): undefined => undefined).optional();
  return z.object({
    data: z.looseObject({
      type: z.literal("gateway", "type must be gateway.").optional(),
      enabled: z.boolean("enabled must be true or false.").optional(),
      test,
      ...own,
    }),
  });
}

/** A gateway's settings as stored (lib/storage/payments/gateway-store.ts). */
export type GatewaySettings = { enabled: boolean; test: boolean; fields: Record<string, string> };

/** How a secret is shown: its last four characters after four stars, or four stars alone when it is short. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `****${value.slice(-4)}` : "****";
}

/**
 * The settings after `change`: each field given replaces the stored one, each left out keeps it. A secret sent back
 * exactly as it was shown masked keeps the stored secret (a client that saves what it read does not overwrite the
 * credential with its mask). A gateway with settings holds every field EP requires: one missing after the merge is
 * 400 `required`, listing all at once, and nothing is stored.
 */
export function mergeGatewayChange(spec: GatewaySpec, stored: GatewaySettings, change: GatewayChange): GatewaySettings {
  const fields = { ...stored.fields };
  for (const field of spec.fields) {
    const value = change[field.name];
    if (typeof value !== "string") continue;
    const kept = field.secret && stored.fields[field.name] !== undefined && value === maskSecret(stored.fields[field.name]);
    if (!kept) fields[field.name] = value;
  }
  const missing: ErrorObject[] = spec.fields
    .filter((field) => field.required && fields[field.name] === undefined)
    .map((field) => ({ status: 400, title: "required", detail: `${spec.name} needs ${field.name}.`, source: `data.${field.name}` }));
  if (missing.length > 0) throw new ApiError(missing);
  return { enabled: change.enabled ?? stored.enabled, test: spec.test ? (change.test ?? stored.test) : false, fields };
}
