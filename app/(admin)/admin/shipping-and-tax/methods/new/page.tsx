import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { ShippingMethodForm } from "@/components/admin/shipping-method-form";
import { shippingMethodForm } from "@/lib/commerce/checkout/shipping-and-tax";
import { requireOwner } from "@/lib/web/admin-session";
import { saveShippingMethod } from "../../actions";

export const metadata: Metadata = { title: "Add a shipping method" };

export default async function NewShippingMethodPage() {
  await requireOwner("/admin/shipping-and-tax/methods/new");
  const { currencies, values } = await shippingMethodForm();
  return (
    <>
      <PageTitle back={{ href: "/admin/shipping-and-tax", label: "Shipping and tax" }}>Add a shipping method</PageTitle>
      <ShippingMethodForm action={saveShippingMethod} currencies={currencies} initial={values} submit="Add shipping method" />
    </>
  );
}
