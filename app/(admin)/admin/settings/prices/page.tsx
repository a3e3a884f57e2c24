import type { Metadata } from "next";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { taxDisplayList } from "@/lib/commerce/currencies/tax-display";
import { requireOwner } from "@/lib/web/admin-session";
import { saveTaxDisplay } from "./actions";

export const metadata: Metadata = { title: "Prices and tax" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PricesAndTaxPage({ searchParams }: Props) {
  await requireOwner("/admin/settings/prices");
  const [list, query] = await Promise.all([taxDisplayList(), searchParams]);
  const done = typeof query.done === "string" ? query.done : undefined;
  const failed = typeof query.error === "string" ? query.error : undefined;
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Prices and tax</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        For each currency, whether shoppers see prices with tax included. Where they do, the cart, checkout, orders and
        e-mails show amounts with tax and say how much tax they include; where they do not, tax is a line of its own,
        added at checkout. Set your catalog&apos;s prices in each currency to match (a price&apos;s &ldquo;includes
        tax&rdquo;).
      </p>
      <div aria-live="polite" className="mt-4" data-testid="tax-display-outcome">
        {done ? <p className="rounded-md border border-green-700 bg-green-50 p-3 font-medium text-green-900">{done}</p> : null}
        {failed ? <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-900">{failed}</p> : null}
      </div>
      <form action={saveTaxDisplay} className="mt-6 max-w-2xl space-y-4">
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-semibold">Shoppers see prices with tax</legend>
          {list.map(({ code, pricesIncludeTax }) => (
            <div key={code} className="flex items-center gap-3">
              <input type="hidden" name="currency" value={code} />
              <input
                id={`includes-tax-${code}`}
                type="checkbox"
                name={`includes_tax_${code}`}
                defaultChecked={pricesIncludeTax}
                className="h-5 w-5 rounded border-stone-400 focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              <label htmlFor={`includes-tax-${code}`}>Prices in {code} include tax</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          Save
        </button>
      </form>
    </>
  );
}
