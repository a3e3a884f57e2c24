// How the store is paid outside a card gateway (docs/orders.md "Paying by bank transfer or on delivery"): the bank
// account per currency a shopper who owes money is shown on the order page and in the confirmation (bank-accounts.ts), and whether shoppers may pay
// with EP's manual gateway themselves (docs/payments.md "The manual gateway"; the API's GET/PUT
// /v2/gateways/manual, lib/commerce/payments/gateway-settings.ts). Kept by the payment settings store
// (lib/storage/settings/payment-settings-store.ts).
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { paymentSettingsStore } from "@/lib/storage/settings/payment-settings-store";
import type { Executor } from "@/lib/storage/db";
import { mappedRead, type BatchedRead } from "@/lib/storage/batched-read";
import { now } from "../clock";
import { bankDetailsText, type BankAccount, type BankAccounts } from "./bank-accounts";

export { paymentSettingsSchema, type PaymentSettingsValues } from "./payment-settings-schema";
import type { PaymentSettingsValues } from "./payment-settings-schema";

export type PaymentSettings = { bankAccounts: BankAccounts; manualGatewayEnabled: boolean };

/** The payment settings; `within` (a transaction, passed through) when the caller reads them in its own. */
export async function readPaymentSettings(within?: Executor): Promise<PaymentSettings> {
  return paymentSettingsStore().read(within);
}

/** The admin's payment settings form, saved whole. */
export async function updatePaymentSettings(values: PaymentSettingsValues, caller?: Caller): Promise<PaymentSettings> {
  const bankAccounts = Object.fromEntries(Object.entries(values.bank_accounts).filter(([, account]) => account)) as Record<string, BankAccount>;
  const saved = await paymentSettingsStore().write({ bankAccounts, manualGatewayEnabled: values.manual_gateway_enabled }, now());
  const kept = Object.keys(bankAccounts).sort();
  await recordSettingsChange(
    caller,
    "payments",
    `Saved the payment settings: bank accounts for ${kept.length ? kept.join(", ") : "no currency"}; shoppers ${values.manual_gateway_enabled ? "may" : "may not"} record manual payments`,
  );
  return saved;
}

/** The bank details a shopper paying in `currency` is shown, a line each; "" when the store keeps none for it. */
export async function bankDetailsForCurrency(currency: string, within?: Executor): Promise<string> {
  return bankDetailsText(currency, (await readPaymentSettings(within)).bankAccounts);
}

/** bankDetailsForCurrency as a read to send with others (lib/storage/batched-read.ts). */
export const bankDetailsRead = (currency: string): BatchedRead<string> =>
  mappedRead(paymentSettingsStore().settingsRead(), (settings) => bankDetailsText(currency, settings.bankAccounts));
