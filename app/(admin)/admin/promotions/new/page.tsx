import type { Metadata } from "next";
import Link from "next/link";
import { PromotionForm } from "@/components/admin/promotion-form";
import { promotionFormCurrencies, promotionFormValues } from "@/lib/commerce/promotions/promotion-form";
import { requireAdmin } from "@/lib/web/admin-session";
import { STORE_CURRENCIES } from "@/lib/web/currencies";
import { savePromotion } from "../actions";

export const metadata: Metadata = { title: "New promotion" };

export default async function NewPromotionPage() {
  await requireAdmin("/admin/promotions/new");
  const currencies = promotionFormCurrencies(STORE_CURRENCIES);
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/promotions" className="text-brand-700 underline">
          Promotions
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">New promotion</h1>
      <p className="mt-2 max-w-2xl text-stone-700">Once it is saved you can give it codes for shoppers to type in their cart.</p>
      <PromotionForm action={savePromotion} initial={promotionFormValues(undefined, currencies)} currencies={currencies} submitLabel="Create promotion" />
    </>
  );
}
