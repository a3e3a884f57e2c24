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

/**
 * PUT /v2/gateways/manual (EP's Request.UpdateManualGateway): `enabled`, left as stored when left out. EP's
 * js-sdk (`Gateways.Enabled`) sends `type: "gateway"` beside it; other fields of EP's gateway object (`name`,
 * `slug`) are let through unread, as a client may send back what it read.
 */
export const manualGatewayChangeSchema = z.object({
  data: z.looseObject({
    type: z.literal("gateway", "type must be gateway.").optional(),
    enabled: z.boolean("enabled must be true or false.").optional(),
  }),
});
export type ManualGatewayChange = z.output<typeof manualGatewayChangeSchema>["data"];
