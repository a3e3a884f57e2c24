import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { notFound } from "next/navigation";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { ShippingMethodForm } from "@/components/admin/shipping-method-form";
import { ApiError } from "@/lib/commerce/errors";
import { shippingMethodForm } from "@/lib/commerce/checkout/shipping-and-tax";
import { requireOwner } from "@/lib/web/admin-session";
import { deleteShippingMethodAction, saveShippingMethod } from "../../actions";

export const metadata: Metadata = { title: "Shipping method" };

type Props = { params: Promise<{ id: string }> };

export default async function ShippingMethodPage({ params }: Props) {
  const { id } = await params;
  await requireOwner("/admin/shipping-and-tax");
  const { method, currencies, values } = await shippingMethodForm(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  if (!method) notFound();
  return (
    <>
      <PageTitle back={{ href: "/admin/shipping-and-tax", label: "Shipping and tax" }}>{method.name}</PageTitle>
      <ShippingMethodForm action={saveShippingMethod} id={method.id} currencies={currencies} initial={values} submit="Save shipping method" />
      <section aria-labelledby="delete-heading" className="mt-10 max-w-2xl rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-heading" className="font-medium">
          Delete this shipping method
        </h2>
        <p className="mt-1 text-sm text-stone-600">Shoppers can no longer choose it. Orders already placed with it keep it.</p>
        <div className="mt-3">
          <ConfirmedForm action={deleteShippingMethodAction} fields={{ id: method.id }} confirm="Yes, delete this shipping method" button="Delete shipping method" id="confirm-delete-method" />
        </div>
      </section>
    </>
  );
}
