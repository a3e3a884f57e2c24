// Paying outside the store (docs/orders.md "Paying by bank transfer or on delivery"). The storefront's checkout
// records the shopper's promise: a pending manual payment for the whole balance, which moves no state (the order
// stays unpaid) but says the order waits for money on its way, so its stock is not let go after the hold time
// (expired-holds.ts). An administrator then records the money that arrived (a bank transfer, the courier's
// collection): a complete manual purchase for that amount, through the same ledger as every payment, so the
// order's payment and status follow from it (order-payment-state.ts); once the order is covered, the promise is
// kept and closed. Voiding the promise (the shopper will not pay) lets the hold expire as any unpaid order's.
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { payInLedger, payOrder } from "./pay-order";
import { changeOrderPayments, type TransactionRow } from "./payment-ledger";
import { paymentRecordedWords, recordOrderActivity } from "../orders/order-activity";
import type { Uuid } from "../uuid";

export const PAYMENT_WAYS = { bank_transfer: "Bank transfer", on_delivery: "Paid on delivery", other: "Other" } as const;
export type PaymentWay = keyof typeof PAYMENT_WAYS;

/** The admin form's fields, as typed (the amount in the order's currency, such as 12.50). */
export const recordPaymentFormSchema = z.object({
  amount: z.string().trim().min(1, "Enter the amount received, such as 12.50."),
  way: z.enum(Object.keys(PAYMENT_WAYS) as [PaymentWay, ...PaymentWay[]], "Choose how the money came."),
  reference: z.string().trim().max(255, "Keep the reference to 255 characters.").optional().default(""),
});
export type RecordPaymentForm = z.output<typeof recordPaymentFormSchema>;

/** The name of the shopper's promise to pay outside the store, as the transaction and the admin page show it. */
export const PAY_LATER = "Pay on delivery or by bank transfer";

/** A pending manual payment: a shopper's promise to pay outside the store. */
export const isPaymentPromise = (t: Pick<TransactionRow, "gateway" | "status">) => t.gateway === "manual" && t.status === "pending";

/** The storefront's checkout: the shopper will pay the whole balance on delivery or by bank transfer. */
export async function promisePayment(caller: Caller, orderId: Uuid) {
  return payOrder(caller, orderId, { gateway: "manual", method: "purchase_setup", paymentmethod_meta: { name: PAY_LATER } });
}

export async function recordPayment(caller: Caller, orderId: Uuid, payment: { amount: number; way: PaymentWay; reference: string }) {
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const owing = ledger.state.balanceOwing;
    const received = await payInLedger(ledger, {
      gateway: "manual",
      method: "purchase",
      amount: payment.amount,
      paymentmethod_meta: { name: PAYMENT_WAYS[payment.way], custom_reference: payment.reference },
    });
    // Covered now: the shopper's promise is kept.
    if (received.status === "complete" && received.amount >= owing) {
      for (const t of ledger.transactions.filter(isPaymentPromise)) await ledger.amend(t.id, { status: "cancelled" });
    }
    const words = paymentRecordedWords(payment.amount, ledger.order.currency, PAYMENT_WAYS[payment.way], payment.reference);
    await recordOrderActivity(caller, ledger.order.id, "payment_recorded", words, ledger.tx);
    return received;
  });
  return result;
}
