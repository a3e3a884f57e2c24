import type { Metadata } from "next";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { CurrencyForm } from "@/components/admin/currency-form";
import { TableScroll } from "@/components/admin/table-scroll";
import { listCurrencies } from "@/lib/commerce/currencies/currencies";
import { requireOwner } from "@/lib/web/admin-session";
import { addCurrency } from "./actions";

export const metadata: Metadata = { title: "Currencies" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CurrenciesPage({ searchParams }: Props) {
  await requireOwner("/admin/settings/currencies");
  const [currencies, query] = await Promise.all([listCurrencies(), searchParams]);
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : undefined;
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Currencies</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        The currencies the store sells in. Shoppers can switch to an enabled currency once most of the catalog has prices in it; give products
        prices in a new currency on their pages.
      </p>
      <div aria-live="polite" className="mt-4" data-testid="currencies-outcome">
        {done ? <p className="rounded-md border border-green-700 bg-green-50 p-3 font-medium text-green-900">{done}</p> : null}
      </div>
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
              <tr key={currency.id} className="border-b border-stone-200">
                <td className="py-2 pr-4 font-medium">{currency.code}</td>
                <td className="py-2 pr-4">{currency.format}</td>
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
      <CurrencyForm action={addCurrency} />
    </>
  );
}
