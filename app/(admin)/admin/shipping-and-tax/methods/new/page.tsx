import type { Metadata } from "next";
import { BackLink } from "@/components/admin/back-link";
import { ShippingMethodForm } from "@/components/admin/shipping-method-form";
import { shippingMethodForm } from "@/lib/commerce/checkout/shipping-and-tax";
import { requireAdmin } from "@/lib/web/admin-session";
import { saveShippingMethod } from "../../actions";

export const metadata: Metadata = { title: "Add a shipping method" };

export default async function NewShippingMethodPage() {
  await requireAdmin("/admin/shipping-and-tax/methods/new");
  const { currencies, values } = await shippingMethodForm();
  return (
    <>
      <BackLink href="/admin/shipping-and-tax">Shipping and tax</BackLink>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Add a shipping method</h1>
      <ShippingMethodForm action={saveShippingMethod} currencies={currencies} initial={values} submit="Add shipping method" />
    </>
  );
}
