import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { notFound } from "next/navigation";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { TaxRateForm } from "@/components/admin/tax-rate-form";
import { ApiError } from "@/lib/commerce/errors";
import { rateOfSlug, rateSlug } from "@/lib/commerce/checkout/destination-country";
import { findTaxRate, taxRateFormValues } from "@/lib/commerce/checkout/shipping-and-tax";
import { requireOwner } from "@/lib/web/admin-session";
import { deleteTaxRateAction, saveTaxRate } from "../../actions";

export const metadata: Metadata = { title: "Tax rate" };

type Props = { params: Promise<{ country: string }> };

export default async function TaxRatePage({ params }: Props) {
  const { country } = await params;
  await requireOwner("/admin/shipping-and-tax");
  const destination = rateOfSlug(country);
  if (!destination) notFound();
  const rate = await findTaxRate(destination).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  return (
    <>
      <PageTitle back={{ href: "/admin/shipping-and-tax", label: "Shipping and tax" }}>Tax rate: {rate.destination}</PageTitle>
      <TaxRateForm action={saveTaxRate} original={rateSlug(rate.country, rate.region)} initial={taxRateFormValues(rate)} submit="Save tax rate" />
      <section aria-labelledby="delete-heading" className="mt-10 max-w-2xl rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-heading" className="font-medium">
          Delete this tax rate
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {rate.country === "*"
            ? "Countries you have no rate for are then not taxed."
            : rate.region
              ? "Orders to this region are then taxed at your rate for the whole country, else at your rate for everywhere else."
              : "Orders to this country are then taxed at your rate for everywhere else, if you have one."}
        </p>
        <div className="mt-3">
          <ConfirmedForm action={deleteTaxRateAction} fields={{ rate: rateSlug(rate.country, rate.region) }} confirm="Yes, delete this tax rate" button="Delete tax rate" id="confirm-delete-rate" />
        </div>
      </section>
    </>
  );
}
