"use server";
// Saving the store's payment settings (the bank details shoppers who owe are shown, and whether shoppers may pay
// with the manual gateway themselves): the admin session, the same schema the form checks with, one write. Answers the form's state (useActionState), so it works without JavaScript.
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/server-action";
import { paymentSettingsSchema, updatePaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { requireAdmin } from "@/lib/web/admin-session";
import type { PaymentSettingsState } from "@/components/admin/payment-settings-state";

export async function savePaymentSettings(...args: [previous: PaymentSettingsState, form: FormData]): Promise<PaymentSettingsState> {
  const [, form] = actionArguments("savePaymentSettings", args, z.tuple([previousStateArg, formArg]));
  await requireAdmin("/admin/settings/payments");
  const typed = String(form.get("bank_details") ?? "");
  // A ticked checkbox posts "on"; an unticked one posts nothing.
  const manualGatewayEnabled = form.get("manual_gateway_enabled") === "on";
  const checked = paymentSettingsSchema.safeParse({ bank_details: typed, manual_gateway_enabled: manualGatewayEnabled });
  if (!checked.success) return { bankDetails: typed, manualGatewayEnabled, fieldErrors: { bank_details: checked.error.issues[0]?.message } };
  const saved = await updatePaymentSettings(checked.data);
  return { bankDetails: saved.bankDetails, manualGatewayEnabled: saved.manualGatewayEnabled, saved: true };
}
