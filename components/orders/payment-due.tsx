// What a shopper who has not paid yet reads on their order: how much, and how to pay it (the store's bank account in
// the order's currency, or a word to contact the store when it keeps none for it;
// the order number as the reference, or on delivery). Nothing here records a payment: the shop does that when the
// money arrives (docs/orders.md).
import type { Money } from "@/lib/commerce/money";

type Props = { amount: Money; bankDetails: string; orderNumber: string };

export function PaymentDue({ amount, bankDetails, orderNumber }: Props) {
  return (
    <section aria-labelledby="payment-due-heading" className="mb-6 rounded-lg border border-amber-500 bg-amber-50 p-4" data-testid="payment-due">
      <h2 id="payment-due-heading" className="font-semibold">
        To pay: <span data-testid="payment-due-amount" data-value={amount.amount}>{amount.formatted}</span>
      </h2>
      <p className="mt-1 text-sm">
        Pay by bank transfer, or when your order is delivered. We start on a bank-transfer order once the money
        arrives; this page says when it has.
      </p>
      {bankDetails ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">Our bank details for {amount.currency}</h3>
          <p className="mt-1 whitespace-pre-line rounded border border-amber-300 bg-white p-2 font-mono text-sm" data-testid="bank-details">
            {bankDetails}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm" data-testid="bank-details-none">
          To pay by bank transfer in {amount.currency}, please contact us for our bank details, or pay on delivery.
        </p>
      )}
      <p className="mt-2 text-sm">
        Reference: <strong data-testid="payment-reference">{orderNumber}</strong> (your order number)
      </p>
    </section>
  );
}
