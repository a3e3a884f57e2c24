import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { TaxRateForm } from "@/components/admin/tax-rate-form";
import { taxRateFormValues } from "@/lib/commerce/checkout/shipping-and-tax";
import { requireOwner } from "@/lib/web/admin-session";
import { saveTaxRate } from "../../actions";

export const metadata: Metadata = { title: "Add a tax rate" };

export default async function NewTaxRatePage() {
  await requireOwner("/admin/shipping-and-tax/rates/new");
  return (
    <>
      <PageTitle back={{ href: "/admin/shipping-and-tax", label: "Shipping and tax" }}>Add a tax rate</PageTitle>
      <TaxRateForm action={saveTaxRate} initial={taxRateFormValues()} submit="Add tax rate" />
    </>
  );
}
