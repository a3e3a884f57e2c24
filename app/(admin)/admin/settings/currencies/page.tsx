import type { Metadata } from "next";
import Link from "next/link";
import { ActivityList } from "@/components/admin/activity-list";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { CurrencyForm } from "@/components/admin/currency-form";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { TableScroll } from "@/components/admin/table-scroll";
import { activityOf } from "@/lib/commerce/activity/activity";
import { listCurrencies } from "@/lib/commerce/currencies/currencies";
import { requireOwner } from "@/lib/web/admin-session";
import { addCurrency } from "./actions";

export const metadata: Metadata = { title: "Currencies" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CurrenciesPage({ searchParams }: Props) {
  await requireOwner("/admin/settings/currencies");
  const [currencies, activity, query] = await Promise.all([listCurrencies(), activityOf({ type: "settings", id: "currencies" }), searchParams]);
  const said = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 300) : undefined);
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Currencies</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        The currencies the store sells in. Shoppers can switch to an enabled currency once most of the catalog has prices in it; give products
        prices in a new currency on their pages. Choose a code to change the currency or delete it.
      </p>
      <OutcomeNotice done={said(query.done)} error={said(query.error)} />
      <TableScroll label="The store's currencies" className="mt-6 max-w-3xl">
        <table className="w-full border-collapse text-left" data-testid="currencies-table">
          <caption className="sr-only">The store&apos;s currencies</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-4">Code</th>
              <th scope="col" className="py-2 pr-4">Format</th>
              <th scope="col" className="py-2 pr-4">Exchange rate</th>
              <th scope="col" className="py-2 pr-4">Decimal places</th>
              <th scope="col" className="py-2 pr-4">Enabled</th>
              <th scope="col" className="py-2">Default</th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => (
              <tr key={currency.id} className="border-b border-stone-200" data-testid="currency-row" data-code={currency.code}>
                <td className="py-2 pr-4">
                  <Link href={`/admin/settings/currencies/${currency.code}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {currency.code}
                  </Link>
                </td>
                <td className="py-2 pr-4" data-testid="currency-format">{currency.format}</td>
                <td className="py-2 pr-4">{currency.exchangeRate}</td>
                <td className="py-2 pr-4">{currency.decimalPlaces}</td>
                <td className="py-2 pr-4">{currency.enabled ? "Yes" : "No"}</td>
                <td className="py-2">{currency.isDefault ? "Default" : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h2 id="add-currency-heading" className="mt-10 text-xl font-semibold">
        Add a currency
      </h2>
      <CurrencyForm action={addCurrency} labelledBy="add-currency-heading" />
      <ActivityList entries={activity} />
    </>
  );
}
