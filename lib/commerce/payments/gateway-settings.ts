// EP's payment gateway settings (GET /v2/gateways, GET /v2/gateways/{slug}, PUT /v2/gateways/manual; docs/api.md
// "Payment gateways"). The store has one gateway, EP's manual one; EP's other gateways are listed as EP lists a
// gateway nobody has set up (`enabled: false`) and cannot be set up here. The manual gateway's `enabled` is kept
// with the payment settings (lib/storage/settings/payment-settings-store.ts) and decides whether shoppers may pay
// with it themselves (manual-payments-by-shoppers.ts).
import { paymentSettingsStore } from "@/lib/storage/settings/payment-settings-store";
import type { Executor } from "@/lib/storage/db";
import { now } from "../clock";
import { ApiError } from "../errors";
import type { ManualGatewayChange } from "./payment-request";

/** EP's gateway slugs (the document's `gatewaySlug` enum), their names, and whether their settings have `test`. */
const EP_GATEWAYS = [
  { slug: "manual", name: "Manual", test: false },
  { slug: "braintree", name: "Braintree", test: false },
  { slug: "stripe", name: "Stripe", test: false },
  { slug: "stripe_payment_intents", name: "Stripe Payment Intents", test: false },
  { slug: "stripe_connect", name: "Stripe Connect", test: true },
  { slug: "elastic_path_payments_stripe", name: "Elastic Path Payments Stripe", test: true },
  { slug: "paypal_express_checkout", name: "PayPal Express Checkout", test: true },
  { slug: "adyen", name: "Adyen", test: true },
  { slug: "authorize_net", name: "Authorize.net", test: true },
  { slug: "card_connect", name: "CardConnect", test: true },
  { slug: "cyber_source", name: "CyberSource", test: true },
] as const;

type EpGateway = (typeof EP_GATEWAYS)[number];

/** A gateway as EP renders it (Response.Gateway): a gateway not set up has no credentials to show. */
export type GatewayResource = { type: "gateway"; name: string; slug: string; enabled: boolean; test?: boolean };

function gatewayResource(gateway: EpGateway, enabled: boolean): GatewayResource {
  return { type: "gateway", name: gateway.name, slug: gateway.slug, enabled, ...(gateway.test ? { test: false } : {}) };
}

const MANUAL = EP_GATEWAYS[0];

const gatewayNotFound = (slug: string) => new ApiError({ status: 404, title: "Not Found", detail: `No payment gateway is called ${slug}.` });

/** Whether shoppers may pay with the manual gateway themselves (EP's `enabled`; off until an administrator turns it on). */
export async function manualGatewayEnabled(within?: Executor): Promise<boolean> {
  return (await paymentSettingsStore().read(within)).manualGatewayEnabled;
}

/** GET /v2/gateways: every EP gateway, in EP's order. */
export async function listGateways(): Promise<GatewayResource[]> {
  const manual = await manualGatewayEnabled();
  return EP_GATEWAYS.map((gateway) => gatewayResource(gateway, gateway === MANUAL && manual));
}

/** GET /v2/gateways/{slug}: one of EP's gateways, or 404 for a slug EP does not have. */
export async function readGateway(slug: string): Promise<GatewayResource> {
  const gateway = EP_GATEWAYS.find((g) => g.slug === slug);
  if (!gateway) throw gatewayNotFound(slug);
  return gatewayResource(gateway, gateway === MANUAL && (await manualGatewayEnabled()));
}

/**
 * PUT /v2/gateways/{slug}: the manual gateway's `enabled` (left as stored when the request leaves it out). EP's
 * card gateways cannot be set up in this store (no gateway of theirs is built in: docs/payments.md), which is
 * said plainly rather than stored and ignored.
 */
export async function updateGateway(slug: string, change: ManualGatewayChange): Promise<GatewayResource> {
  const gateway = EP_GATEWAYS.find((g) => g.slug === slug);
  if (!gateway) throw gatewayNotFound(slug);
  if (gateway !== MANUAL) {
    throw new ApiError({
      status: 422,
      title: "Gateway not available",
      detail: `${gateway.name} cannot be set up in this store: it takes payments through the manual gateway only.`,
    });
  }
  const enabled = change.enabled === undefined ? await manualGatewayEnabled() : await setManualGatewayEnabled(change.enabled);
  return gatewayResource(MANUAL, enabled);
}

/** The admin's switch (and the PUT): stores the manual gateway's `enabled`. */
export async function setManualGatewayEnabled(enabled: boolean): Promise<boolean> {
  return (await paymentSettingsStore().write({ manualGatewayEnabled: enabled }, now())).manualGatewayEnabled;
}
