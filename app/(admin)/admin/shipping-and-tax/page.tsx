import type { Metadata } from "next";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { shippingAndTax } from "@/lib/commerce/checkout/shipping-and-tax";
import { percentFromFraction } from "@/lib/commerce/checkout/shipping-and-tax-schema";
import { rateSlug } from "@/lib/commerce/checkout/destination-country";
import { money } from "@/lib/commerce/money";
import { requireOwner } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Shipping and tax" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const amounts = (perCurrency: Record<string, number> | null) =>
  perCurrency && Object.keys(perCurrency).length
    ? Object.entries(perCurrency)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, amount]) => money(amount, currency).formatted)
    : [];

const addLink = "inline-block rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-stone-100";

export default async function ShippingAndTaxPage({ searchParams }: Props) {
  await requireOwner("/admin/shipping-and-tax");
  const params = await searchParams;
  const { methods, rates } = await shippingAndTax();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Shipping and tax</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        What shoppers choose from and pay at checkout. A change applies to the next checkout; orders already placed keep what they were charged.
      </p>
      <OutcomeNotice done={one(params.done)} error={one(params.error)} />

      <section aria-labelledby="shipping-heading" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="shipping-heading" className="text-lg font-semibold">
            Shipping methods
          </h2>
          <Link href="/admin/shipping-and-tax/methods/new" className={addLink}>
            Add a shipping method
          </Link>
        </div>
        {methods.length ? (
          <AdminTable label="Shipping methods and their prices" columns={[{ label: "Order", key: "order", numeric: true }, "Name", "Price", "Free when the goods reach"]}>
            {methods.map((method) => (
              <AdminRow key={method.id} data-testid="shipping-method-row" data-id={method.id}>
                <td className={numericCell}>{method.position}</td>
                <td className={cell}>
                  <Link href={`/admin/shipping-and-tax/methods/${encodeURIComponent(method.id)}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {method.name}
                  </Link>
                </td>
                <td className={cell} data-testid="shipping-method-prices">
                  {amounts(method.prices).map((text) => (
                    <span key={text} className="block whitespace-nowrap">{text}</span>
                  ))}
                </td>
                <td className={cell}>
                  {amounts(method.freeOver).length ? amounts(method.freeOver).map((text) => <span key={text} className="block whitespace-nowrap">{text}</span>) : "Never free"}
                </td>
              </AdminRow>
            ))}
          </AdminTable>
        ) : (
          <p className="mt-2 text-stone-600">No shipping methods: shoppers cannot check out until you add one.</p>
        )}
      </section>

      <section aria-labelledby="tax-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="tax-heading" className="text-lg font-semibold">
            Tax rates
          </h2>
          <Link href="/admin/shipping-and-tax/rates/new" className={addLink}>
            Add a tax rate
          </Link>
        </div>
        <p className="mt-1 max-w-2xl text-sm text-stone-600">
          Checkout taxes each order at the rate of the place it ships to: a state&rsquo;s or province&rsquo;s rate where you have one, else the
          country&rsquo;s; &ldquo;Everywhere else&rdquo; applies where you have no rate for the country. Shipping is taxed at the rate where it says so.
        </p>
        {rates.length ? (
          <AdminTable
            label="Tax rates by destination"
            columns={["Destination", "Name", "Code", { label: "Rate", key: "rate", numeric: true }, "Shipping"]}
          >
            {rates.map((rate) => (
              <AdminRow key={`${rate.country}-${rate.region}`} data-testid="tax-rate-row" data-country={rate.country} data-region={rate.region}>
                <td className={cell}>
                  <Link href={`/admin/shipping-and-tax/rates/${rateSlug(rate.country, rate.region)}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {rate.destination}
                  </Link>
                  {rate.country !== "*" ? <span className="text-stone-600"> ({rate.region ? `${rate.country}-${rate.region}` : rate.country})</span> : null}
                </td>
                <td className={cell}>{rate.name}</td>
                <td className={cell}>{rate.code}</td>
                <td className={numericCell} data-testid="tax-rate-percent">
                  {percentFromFraction(rate.rate)}%
                </td>
                <td className={cell} data-testid="tax-rate-shipping">
                  {rate.taxesShipping ? "Taxed" : "Not taxed"}
                </td>
              </AdminRow>
            ))}
          </AdminTable>
        ) : (
          <p className="mt-2 text-stone-600">No tax rates: checkout adds no tax.</p>
        )}
      </section>
    </>
  );
}
