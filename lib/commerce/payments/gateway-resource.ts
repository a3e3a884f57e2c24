// EP's JSON of a payment gateway (Response.Gateway and each PUT's answer): `type`, `name`, `slug`, `enabled`, `test`
// for the gateways that have a test mode, and the gateway's stored fields, its secrets masked (gateway-fields.ts).
// A gateway nobody has set up has no fields to show.
import { maskSecret, type GatewaySettings, type GatewaySpec } from "./gateway-fields";

export type GatewayResource = { type: "gateway"; name: string; slug: string; enabled: boolean; test?: boolean } & Record<string, string | boolean>;

export function gatewayResource(spec: GatewaySpec, settings: GatewaySettings): GatewayResource {
  const fields: Record<string, string> = {};
  for (const field of spec.fields) {
    const value = settings.fields[field.name];
    if (value !== undefined) fields[field.name] = field.secret ? maskSecret(value) : value;
  }
  return { type: "gateway", name: spec.name, slug: spec.slug, enabled: settings.enabled, ...(spec.test ? { test: settings.test } : {}), ...fields };
}
