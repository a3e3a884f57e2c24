// An administrator records money that reached the store outside a gateway (a bank transfer arrived, the courier
// collected on delivery): a manual purchase for that amount, through the same ledger as every payment, so the
// order's payment and status follow from it (order-payment-state.ts). The storefront never records one itself: an
// order placed with "pay on delivery or by bank transfer" stays unpaid until this (docs/orders.md).
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { payOrder } from "./pay-order";

export const PAYMENT_WAYS = { bank_transfer: "Bank transfer", on_delivery: "Paid on delivery", other: "Other" } as const;
export type PaymentWay = keyof typeof PAYMENT_WAYS;

/** The admin form's fields, as typed (the amount in the order's currency, such as 12.50). */
export const recordPaymentFormSchema = z.object({
  amount: z.string().trim().min(1, "Enter the amount received, such as 12.50."),
  way: z.enum(Object.keys(PAYMENT_WAYS) as [PaymentWay, ...PaymentWay[]], "Choose how the money came."),
  reference: z.string().trim().max(255, "Keep the reference to 255 characters.").optional().default(""),
});
export type RecordPaymentForm = z.output<typeof recordPaymentFormSchema>;

export async function recordPayment(caller: Caller, orderId: string, payment: { amount: number; way: PaymentWay; reference: string }) {
  return payOrder(caller, orderId, {
    gateway: "manual",
    method: "purchase",
    amount: payment.amount,
    paymentmethod_meta: { name: PAYMENT_WAYS[payment.way], custom_reference: payment.reference },
  });
}
