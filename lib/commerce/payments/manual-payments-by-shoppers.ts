// Rule: while EP's manual gateway is disabled (GET/PUT /v2/gateways/manual, off by default), a shopper (an implicit
// token, with or without an account token, and the storefront acting for one) cannot pay with it: a manual payment
// completes at once with no money checked, so a shopper paying manually marks their own order paid. What stays
// open: a manual `_setup` payment, which is pending and moves nothing (the storefront's "pay on delivery or by bank
// transfer" promise, record-payment.ts), though confirming it, which would complete it, is refused too; and
// everything an administrator does (client credentials, the admin's Record payment). docs/payments.md.
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import type { Executor } from "@/lib/storage/db";
import { manualGatewayEnabled } from "./gateway-settings";

type ManualPayment = {
  grant: Caller["grant"];
  gateway: string;
  /** The payment completes now (a purchase or authorize, or the confirmation of a `_setup`), not a pending one. */
  completes: boolean;
  /** The manual gateway's `enabled`. */
  enabled: boolean;
};

/** Whether the rule refuses the payment (pure: the gateway's setting is read by the caller). */
export function shopperManualPaymentRefused(payment: ManualPayment): boolean {
  return payment.gateway === "manual" && payment.completes && payment.grant !== "client_credentials" && !payment.enabled;
}

/** 422 `Gateway not enabled`: the store's words for a gateway it does not take (gateways.ts). */
export const manualGatewayDisabled = () =>
  new ApiError({
    status: 422,
    title: "Gateway not enabled",
    detail: "The manual payment gateway is not enabled in this store, so a shopper cannot pay with it: the store records manual payments itself.",
    source: "data.gateway",
  });

/**
 * Throws 422 `Gateway not enabled` (the store's words for a gateway it does not take, gateways.ts) when the rule
 * refuses a shopper's manual payment. The setting is read only for a payment it could refuse, in `within` (the
 * order's transaction, passed through) when given.
 */
export async function checkShopperManualPayment(caller: Caller, gateway: string, completes: boolean, within?: Executor): Promise<void> {
  const payment = { grant: caller.grant, gateway, completes };
  if (!shopperManualPaymentRefused({ ...payment, enabled: false })) return;
  if (!(await manualGatewayEnabled(within))) throw manualGatewayDisabled();
}
