// The store's enabled gateways. `manual` is built in; a card gateway is added here (docs/payments.md).
import { ApiError } from "../errors";
import type { PaymentGateway } from "./gateway";
import { manualGateway } from "./manual-gateway";

const ENABLED: ReadonlyMap<string, PaymentGateway> = new Map([[manualGateway.slug, manualGateway]]);

/** 422 `Gateway not enabled`: the store's words for a gateway it does not take. */
export const gatewayNotEnabled = (slug: string) =>
  new ApiError({ status: 422, title: "Gateway not enabled", detail: `The payment gateway ${slug} is not enabled in this store.`, source: "data.gateway" });

export function gatewayFor(slug: string): PaymentGateway {
  const gateway = ENABLED.get(slug);
  if (!gateway) throw gatewayNotEnabled(slug);
  return gateway;
}
