import type { Metadata } from "next";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { CartSettingsForm } from "@/components/admin/cart-settings-form";
import { cartSettingsValues, getCartSettings } from "@/lib/commerce/settings/update";
import { requireOwner } from "@/lib/web/admin-session";
import { saveCartSettings } from "../../actions";

export const metadata: Metadata = { title: "Cart settings" };

export default async function CartSettingsPage() {
  await requireOwner("/admin/settings/cart");
  const settings = cartSettingsValues(await getCartSettings());
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Cart settings</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        How shoppers&apos; carts behave. A change applies to carts started from now on; a cart a shopper already has
        keeps the settings it started with.
      </p>
      <CartSettingsForm initial={settings} save={saveCartSettings} />
    </>
  );
}
