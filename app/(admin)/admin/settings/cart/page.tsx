import type { Metadata } from "next";
import { CartSettingsForm } from "@/components/admin/cart-settings-form";
import { cartSettingsValues, getCartSettings } from "@/lib/commerce/settings/update";
import { requireAdmin } from "@/lib/web/admin-session";
import { saveCartSettings } from "../../actions";

export const metadata: Metadata = { title: "Cart settings" };

export default async function CartSettingsPage() {
  await requireAdmin("/admin/settings/cart");
  const settings = cartSettingsValues(await getCartSettings());
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Cart settings</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        These apply to carts created from now on. Carts that already exist keep the expiry, discount settings and
        snapshot date they were created with.
      </p>
      <CartSettingsForm initial={settings} save={saveCartSettings} />
    </>
  );
}
