// How a new invoice is paid (docs/subscriptions.md): a subscription with manual_payments leaves it outstanding with
// a manual payment pending (the merchant's own system takes the money and says so later); any other is charged
// through the gateway that paid the order it was bought with (its payment authority), else the store's gateway for
// subscriptions (SUBSCRIPTION_GATEWAY, `manual` by default), and the invoice is paid when the gateway says the
// money is taken, else it stays outstanding.
import type { GatewayOutcome } from "../payments/gateway";

export type InvoiceSettlement = { outstanding: boolean; manualPaymentPending: boolean; paid: boolean };

export const subscriptionGatewaySlug = () => process.env.SUBSCRIPTION_GATEWAY || "manual";

/** The gateway that charges the invoice: the one that paid the subscription's order, else the store's. */
export const invoiceGateway = (orderGateway: string | undefined) => orderGateway ?? subscriptionGatewaySlug();

/** Whether the invoice is charged through the gateway at all. */
export const chargesGateway = (subscription: { manualPayments: boolean }) => !subscription.manualPayments;

/** The invoice after its payment: `outcome` is the gateway's answer, undefined when the gateway was not asked. */
export function invoiceSettlement(outcome: GatewayOutcome | undefined): InvoiceSettlement {
  if (!outcome) return { outstanding: true, manualPaymentPending: true, paid: false };
  if (outcome.status === "complete") return { outstanding: false, manualPaymentPending: false, paid: true };
  return { outstanding: true, manualPaymentPending: false, paid: false };
}
