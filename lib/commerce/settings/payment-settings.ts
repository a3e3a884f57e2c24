// How the store is paid outside a card gateway (docs/orders.md "Paying by bank transfer or on delivery"): the bank
// details a shopper who owes money is shown on the order page and in the confirmation, and whether shoppers may pay
// with EP's manual gateway themselves (docs/payments.md "The manual gateway"; the API's GET/PUT
// /v2/gateways/manual, lib/commerce/payments/gateway-settings.ts). Kept by the payment settings store
// (lib/storage/settings/payment-settings-store.ts).
import { paymentSettingsStore } from "@/lib/storage/settings/payment-settings-store";
import type { Executor } from "@/lib/storage/db";
import { now } from "../clock";

export { BANK_DETAILS_MAX, paymentSettingsSchema, type PaymentSettingsValues } from "./payment-settings-schema";
import type { PaymentSettingsValues } from "./payment-settings-schema";

export type PaymentSettings = { bankDetails: string; manualGatewayEnabled: boolean };

/** The payment settings; `within` (a transaction, passed through) when the caller reads them in its own. */
export async function readPaymentSettings(within?: Executor): Promise<PaymentSettings> {
  return paymentSettingsStore().read(within);
}

/** The admin's payment settings form, saved whole. */
export async function updatePaymentSettings(values: PaymentSettingsValues): Promise<PaymentSettings> {
  const bankDetails = values.bank_details.replace(/\r\n?/g, "\n");
  return paymentSettingsStore().write({ bankDetails, manualGatewayEnabled: values.manual_gateway_enabled }, now());
}
