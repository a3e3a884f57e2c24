import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { CurrencyForm } from "@/components/admin/currency-form";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { PageTitle } from "@/components/admin/page-title";
import { ApiError } from "@/lib/commerce/errors";
import { findCurrency } from "@/lib/commerce/currencies/currencies";
import { currencyFormValues } from "@/lib/commerce/currencies/currency-schema";
import { requireOwner } from "@/lib/web/admin-session";
import { deleteCurrencyAction, saveCurrency } from "../actions";

export const metadata: Metadata = { title: "Currency" };

type Props = { params: Promise<{ code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CurrencyPage({ params, searchParams }: Props) {
  const [{ code }, query] = await Promise.all([params, searchParams]);
  await requireOwner("/admin/settings/currencies");
  if (!/^[A-Za-z]{3}$/.test(code)) notFound();
  const currency = await findCurrency(code).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  // Why the last delete was refused (the default currency, the box not ticked), from the delete action.
  const refused = typeof query.error === "string" ? query.error.slice(0, 300) : undefined;
  return (
    <>
      <PageTitle back={{ href: "/admin/settings/currencies", label: "Currencies" }}>{currency.code}</PageTitle>
      <h2 id="change-currency-heading" className="mt-6 text-xl font-semibold">
        Change {currency.code}
      </h2>
      <CurrencyForm
        action={saveCurrency}
        labelledBy="change-currency-heading"
        existing={{ code: currency.code, isDefault: currency.isDefault, values: currencyFormValues(currency) }}
      />
      <section aria-labelledby="delete-heading" className="mt-10 max-w-2xl rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-heading" className="font-medium">
          Delete {currency.code}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {currency.isDefault
            ? "The store's default currency cannot be deleted: make another currency the default first."
            : "Shoppers can no longer choose it. Products keep their prices in it, unseen, until it is added again."}
        </p>
        <OutcomeNotice error={refused} />
        <div className="mt-3">
          <ConfirmedForm action={deleteCurrencyAction} fields={{ code: currency.code }} confirm={`Yes, delete ${currency.code}`} button="Delete currency" id="confirm-delete-currency" />
        </div>
      </section>
    </>
  );
}
