// The payment settings form's schema, apart from the storage so the browser can load it (the admin form and the
// Server Action check the same rules).
import { z } from "zod";

export const BANK_DETAILS_MAX = 1000;

/** The admin form's schema (the browser and the Server Action check the same). */
export const paymentSettingsSchema = z.object({
  bank_details: z
    .string()
    .trim()
    .max(BANK_DETAILS_MAX, `Keep the bank details to ${BANK_DETAILS_MAX} characters.`)
    // Line breaks are kept (they are shown as lines); other control characters are not text.
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), "The bank details can only hold text."),
  /** EP's manual gateway `enabled`: may shoppers pay with it themselves (docs/payments.md "The manual gateway"). */
  manual_gateway_enabled: z.boolean("Choose whether shoppers may mark their own orders paid."),
});
export type PaymentSettingsValues = z.output<typeof paymentSettingsSchema>;
