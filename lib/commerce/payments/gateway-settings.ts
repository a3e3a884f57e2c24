// EP's payment gateway settings (GET /v2/gateways, GET /v2/gateways/{slug}, PUT /v2/gateways/{slug}; docs/api.md
// "Payment gateways"). Which gateways EP has and what each one's settings hold is gateway-fields.ts; the rendering
// gateway-resource.ts.
//
// What `enabled` decides: the manual gateway's is kept with the payment settings
// (lib/storage/settings/payment-settings-store.ts) and decides whether shoppers may pay with it themselves
// (manual-payments-by-shoppers.ts). The other gateways' settings are kept (lib/storage/payments/gateway-store.ts) and
// answered as EP answers them, but no processor of theirs is built in: the gateways that take payments are
// gateways.ts's, whatever is stored here, so a payment through one of them is 422 `Gateway not enabled` even when its
// settings say `enabled: true` (docs/payments.md "EP's other gateways").
import { paymentSettingsStore } from "@/lib/storage/settings/payment-settings-store";
import { DEFAULT_GATEWAY, gatewayStore } from "@/lib/storage/payments/gateway-store";
import type { Executor } from "@/lib/storage/db";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { ApiError } from "../errors";
import { recordSettingsChange } from "../settings/settings-activity";
import { EP_GATEWAYS, MANUAL_GATEWAY, gatewaySpec, mergeGatewayChange, type GatewayChange, type GatewaySpec } from "./gateway-fields";
import { gatewayResource, type GatewayResource } from "./gateway-resource";

export type { GatewayResource };

const gatewayNotFound = (slug: string) => new ApiError({ status: 404, title: "Not Found", detail: `No payment gateway is called ${slug}.` });

/** EP's gateway called `slug`, or 404 for a slug EP does not have. */
export function knownGateway(slug: string): GatewaySpec {
  const spec = gatewaySpec(slug);
  if (!spec) throw gatewayNotFound(slug);
  return spec;
}

/** Whether shoppers may pay with the manual gateway themselves (EP's `enabled`; off until an administrator turns it on). */
export async function manualGatewayEnabled(within?: Executor): Promise<boolean> {
  return (await paymentSettingsStore().read(within)).manualGatewayEnabled;
}

const manualSettings = (enabled: boolean) => ({ enabled, test: false, fields: {} });

/** GET /v2/gateways: every EP gateway, in EP's order. */
export async function listGateways(): Promise<GatewayResource[]> {
  const [manual, stored] = await Promise.all([manualGatewayEnabled(), gatewayStore().readAll()]);
  return EP_GATEWAYS.map((spec) => gatewayResource(spec, spec === MANUAL_GATEWAY ? manualSettings(manual) : (stored.get(spec.slug) ?? DEFAULT_GATEWAY)));
}

/** GET /v2/gateways/{slug}. */
export async function readGateway(spec: GatewaySpec): Promise<GatewayResource> {
  if (spec === MANUAL_GATEWAY) return gatewayResource(spec, manualSettings(await manualGatewayEnabled()));
  return gatewayResource(spec, await gatewayStore().read(spec.slug));
}

/**
 * PUT /v2/gateways/{slug}: the change merged into what is stored (gateway-fields.ts mergeGatewayChange), judged
 * under the gateway's lock; a refused change stores nothing.
 */
export async function updateGateway(spec: GatewaySpec, change: GatewayChange, caller?: Caller): Promise<GatewayResource> {
  if (spec === MANUAL_GATEWAY) {
    const enabled = change.enabled === undefined ? await manualGatewayEnabled() : await setManualGatewayEnabled(change.enabled);
    return gatewayResource(spec, manualSettings(enabled));
  }
  const saved = await gatewayStore().change(spec.slug, (stored) => mergeGatewayChange(spec, stored, change), now());
  await recordSettingsChange(caller, "payments", `Changed the ${spec.name} gateway's settings (${saved.enabled ? "enabled" : "disabled"})`);
  return gatewayResource(spec, saved);
}

/** The admin's switch (and the PUT): stores the manual gateway's `enabled`. */
export async function setManualGatewayEnabled(enabled: boolean): Promise<boolean> {
  return (await paymentSettingsStore().write({ manualGatewayEnabled: enabled }, now())).manualGatewayEnabled;
}
