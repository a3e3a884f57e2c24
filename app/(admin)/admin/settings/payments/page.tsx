import type { Metadata } from "next";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { PaymentSettingsForm } from "@/components/admin/payment-settings-form";
import { readPaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { bankAccountsForm } from "@/lib/commerce/settings/bank-accounts";
import { requireOwner } from "@/lib/web/admin-session";
import { savePaymentSettings } from "./actions";

export const metadata: Metadata = { title: "Payment settings" };

export default async function PaymentSettingsPage() {
  await requireOwner("/admin/settings/payments");
  const settings = await readPaymentSettings();
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Payment settings</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Shoppers pay by bank transfer or on delivery: an order waits for payment until you record the money on its
        page (Orders, Awaiting payment).
      </p>
      <PaymentSettingsForm action={savePaymentSettings} initial={{ bankAccounts: bankAccountsForm(settings.bankAccounts), manualGatewayEnabled: settings.manualGatewayEnabled }} />
    </>
  );
}
