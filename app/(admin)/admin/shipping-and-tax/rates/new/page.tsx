import type { Metadata } from "next";
import { BackLink } from "@/components/admin/back-link";
import { TaxRateForm } from "@/components/admin/tax-rate-form";
import { taxRateFormValues } from "@/lib/commerce/checkout/shipping-and-tax";
import { requireAdmin } from "@/lib/web/admin-session";
import { saveTaxRate } from "../../actions";

export const metadata: Metadata = { title: "Add a tax rate" };

export default async function NewTaxRatePage() {
  await requireAdmin("/admin/shipping-and-tax/rates/new");
  return (
    <>
      <BackLink href="/admin/shipping-and-tax">Shipping and tax</BackLink>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Add a tax rate</h1>
      <TaxRateForm action={saveTaxRate} initial={taxRateFormValues()} submit="Add tax rate" />
    </>
  );
}
