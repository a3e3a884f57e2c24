// Why the store cancels an order (the admin's cancel form): one of the common reasons, with words of the
// administrator's own, or those words alone ("Another reason"). The reason goes to the shopper in the cancellation
// e-mail and to the order's timeline. The API's cancel (PUT /v2/orders/{id}) needs none.
import { z } from "zod";

export const CANCEL_REASONS = {
  customer_asked: "You asked us to cancel it",
  out_of_stock: "An item is out of stock",
  not_paid: "The payment did not arrive",
  cannot_ship: "We cannot deliver to the address given",
  suspected_fraud: "We could not verify the payment",
  other: "Another reason",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

export const CANCEL_REASON_MAX = 500;

export const cancelReasonSchema = z
  .object({
    reason: z.enum(Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]], "Choose why the order is cancelled."),
    details: z.string().trim().max(CANCEL_REASON_MAX, `Keep the details to ${CANCEL_REASON_MAX} characters.`).default(""),
  })
  .refine((form) => form.reason !== "other" || form.details !== "", { message: "Say why the order is cancelled.", path: ["details"] });

/** The reason in the words the shopper reads: the common reason, then the administrator's details. */
export function cancelReasonText(form: z.output<typeof cancelReasonSchema>): string {
  if (form.reason === "other") return form.details;
  return form.details ? `${CANCEL_REASONS[form.reason]}. ${form.details}` : CANCEL_REASONS[form.reason];
}
