import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { PromotionForm } from "@/components/admin/promotion-form";
import { promotionFormCurrencies, promotionFormValues } from "@/lib/commerce/promotions/promotion-form";
import { requireAdmin } from "@/lib/web/admin-session";
import { currencyCodes } from "@/lib/commerce/currencies/currencies";
import { savePromotion } from "../actions";

export const metadata: Metadata = { title: "New promotion" };

export default async function NewPromotionPage() {
  await requireAdmin("/admin/promotions/new");
  const currencies = promotionFormCurrencies(await currencyCodes());
  return (
    <>
      <PageTitle back={{ href: "/admin/promotions", label: "Promotions" }}>New promotion</PageTitle>
      <p className="mt-2 max-w-2xl text-stone-700">Once it is saved you can give it codes for shoppers to type in their cart.</p>
      <PromotionForm action={savePromotion} initial={promotionFormValues(undefined, currencies)} currencies={currencies} submitLabel="Create promotion" />
    </>
  );
}
