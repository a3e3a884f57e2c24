// The payment settings form's schema, apart from the storage so the browser can load it (the admin form and the
// Server Action check the same rules).
import { z } from "zod";
import { bankAccountsSchema } from "./bank-accounts";

/** The admin form's schema (the browser and the Server Action check the same). */
export const paymentSettingsSchema = z.object({
  /** The store's bank account per currency (bank-accounts.ts). */
  bank_accounts: bankAccountsSchema,
  /** EP's manual gateway `enabled`: may shoppers pay with it themselves (docs/payments.md "The manual gateway"). */
  manual_gateway_enabled: z.boolean("Choose whether shoppers may mark their own orders paid."),
});
export type PaymentSettingsValues = z.output<typeof paymentSettingsSchema>;
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
