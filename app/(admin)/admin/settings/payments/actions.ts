"use server";
// Saving the store's payment settings (the bank account per currency shoppers who owe are shown, and whether shoppers
// may pay with the manual gateway themselves): the admin session, the same schema the form checks with, one write.
// Answers the form's state (useActionState), so it works without JavaScript.
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { BANK_ACCOUNT_FIELDS, BANK_CURRENCIES, bankAccountsForm } from "@/lib/commerce/settings/bank-accounts";
import { paymentSettingsSchema, updatePaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { requireOwner } from "@/lib/web/admin-session";
import type { PaymentSettingsState } from "@/components/admin/payment-settings-state";

export async function savePaymentSettings(...args: [previous: PaymentSettingsState, form: FormData]): Promise<PaymentSettingsState> {
  const [, form] = actionArguments("savePaymentSettings", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/payments");
  // The fields are named by their path, bank_accounts.GBP.sort_code.
  const typed = Object.fromEntries(
    BANK_CURRENCIES.map((currency) => [currency, Object.fromEntries(BANK_ACCOUNT_FIELDS[currency].map((f) => [f.key, String(form.get(`bank_accounts.${currency}.${f.key}`) ?? "")]))]),
  ) as NonNullable<PaymentSettingsState["bankAccounts"]>;
  // A ticked checkbox posts "on"; an unticked one posts nothing.
  const manualGatewayEnabled = form.get("manual_gateway_enabled") === "on";
  const checked = paymentSettingsSchema.safeParse({ bank_accounts: typed, manual_gateway_enabled: manualGatewayEnabled });
  if (!checked.success) {
    const fieldErrors = Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse());
    return { bankAccounts: typed, manualGatewayEnabled, fieldErrors };
  }
  const saved = await updatePaymentSettings(checked.data, caller);
  return { bankAccounts: bankAccountsForm(saved.bankAccounts), manualGatewayEnabled: saved.manualGatewayEnabled, saved: true };
}
