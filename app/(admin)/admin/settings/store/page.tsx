import type { Metadata } from "next";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { EmailSenderForm } from "@/components/admin/email-sender-form";
import { SelfSignupForm } from "@/components/admin/self-signup-form";
import { UnpaidOrdersForm } from "@/components/admin/unpaid-orders-form";
import { readUnpaidOrderSettings } from "@/lib/commerce/settings/unpaid-order-settings";
import { selfSignupEnabled } from "@/lib/commerce/accounts/account-settings";
import { environmentFrom, readEmailSender } from "@/lib/commerce/settings/email-sender";
import { requireOwner } from "@/lib/web/admin-session";
import { StoreDetailsForm } from "@/components/admin/store-details-form";
import { isoCountryCodes } from "@/lib/commerce/checkout/iso-countries";
import { readStoreDetails, storeDetailsFields } from "@/lib/commerce/settings/store-details";
import { timeZones } from "@/lib/commerce/time-zone";
import { countryName } from "@/lib/shared/reader-terms";
import { saveEmailSender, saveSelfSignup, saveStoreDetails, saveUnpaidOrderSettings } from "./actions";

export const metadata: Metadata = { title: "Store settings" };

const section = "mt-6 max-w-3xl rounded-lg border border-stone-200 bg-white p-4";

export default async function StoreSettingsPage() {
  await requireOwner("/admin/settings/store");
  const [signup, sender, unpaid, details] = await Promise.all([selfSignupEnabled(), readEmailSender(), readUnpaidOrderSettings(), readStoreDetails()]);
  const countries = isoCountryCodes()
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Store settings</h1>
      <section aria-labelledby="details-heading" className={section}>
        <h2 id="details-heading" className="text-lg font-semibold">
          Store details
        </h2>
        <StoreDetailsForm action={saveStoreDetails} initial={{ values: storeDetailsFields(details) }} countries={countries} timeZones={timeZones()} />
      </section>
      <section aria-labelledby="accounts-heading" className={section}>
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Shopper accounts
        </h2>
        <SelfSignupForm action={saveSelfSignup} initial={signup} />
      </section>
      <section aria-labelledby="unpaid-heading" className={section}>
        <h2 id="unpaid-heading" className="text-lg font-semibold">
          Unpaid orders
        </h2>
        <UnpaidOrdersForm
          action={saveUnpaidOrderSettings}
          initial={{ unpaidOrderDays: String(unpaid.unpaidOrderDays), unpaidOrdersPerShopper: String(unpaid.unpaidOrdersPerShopper) }}
        />
      </section>
      <section aria-labelledby="sender-heading" className={section}>
        <h2 id="sender-heading" className="text-lg font-semibold">
          E-mail sender
        </h2>
        <p className="mt-1 min-w-0 break-words text-sm text-stone-700" data-testid="email-from">
          E-mail comes from: {sender.from}
        </p>
        <EmailSenderForm
          action={saveEmailSender}
          initial={{ senderName: sender.name, senderAddress: sender.address }}
          fallback={environmentFrom()}
        />
      </section>
    </>
  );
}
