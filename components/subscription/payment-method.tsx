import type { SubscriptionDetail } from "@/lib/commerce/subscriptions/subscription-pages";

const PROVIDERS: Record<string, string> = {
  vendor_payments_processor: "Card",
  elastic_path_payments_stripe: "Card (Stripe)",
};

/** How the subscription is paid: a card shown by its last four characters, manual payments, or nothing on file. */
export function PaymentMethod({ payment }: { payment: SubscriptionDetail["payment"] }) {
  if (payment.kind === "manual") return <span data-testid="payment-method">Paid manually, by invoice</span>;
  if (payment.kind === "none") return <span data-testid="payment-method">No payment method on file</span>;
  return (
    <span data-testid="payment-method">
      {PROVIDERS[payment.provider] ?? payment.provider}
      {payment.card ? ` ${payment.card}` : ""}
    </span>
  );
}
