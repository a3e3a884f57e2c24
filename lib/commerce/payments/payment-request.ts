// The bodies of EP's payment calls, parsed at the edge (the routes) and nowhere else.
import { z } from "zod";

const minorUnits = z.number().int("Amounts are whole minor units, such as 1250 for $12.50.").min(0, "An amount cannot be negative.");

/** POST /v2/orders/{id}/payments (EP's PaymentsRequest; gateways' own extra fields are let through). */
export const paymentRequestSchema = z.object({
  data: z.looseObject({
    gateway: z.string().min(1, "Name the payment gateway, such as manual.").max(64),
    method: z.enum(["purchase", "authorize", "purchase_setup", "authorize_setup"], "Use purchase, authorize, purchase_setup or authorize_setup."),
    amount: minorUnits.optional(),
    paymentmethod_meta: z
      .object({ name: z.string().max(255).optional(), custom_reference: z.string().max(255).optional() })
      .optional(),
  }),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>["data"];

/** POST …/transactions/{id}/refund: without an amount, all that is left of the transaction. */
export const refundRequestSchema = z.object({
  data: z.looseObject({ amount: minorUnits.optional() }).optional(),
});
export type RefundRequest = NonNullable<z.output<typeof refundRequestSchema>["data"]>;

/** POST …/capture, …/cancel and …/confirm take options the manual gateway has no use for. */
export const transactionActionSchema = z.object({ data: z.looseObject({}).optional() });
