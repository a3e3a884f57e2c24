import type { Metadata } from "next";
import { NewOfferingForm } from "@/components/admin/offering-forms";
import { PageTitle } from "@/components/admin/page-title";
import { ProductSearchForm } from "@/components/admin/product-finder";
import { productsMatching } from "@/lib/commerce/catalog/category-admin";
import { planFormCurrencies, planFormValues } from "@/lib/commerce/subscriptions/offering-form";
import { requireAdmin } from "@/lib/web/admin-session";
import { currencyCodes } from "@/lib/commerce/currencies/currencies";
import { createOfferingAction } from "../actions";

export const metadata: Metadata = { title: "New offering" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewOfferingPage({ searchParams }: Props) {
  await requireAdmin("/admin/subscriptions/offerings/new");
  const query = await searchParams;
  const term = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const found = term ? await productsMatching(term) : [];
  const currencies = planFormCurrencies(await currencyCodes());
  return (
    <>
      <PageTitle back={{ href: "/admin/subscriptions/offerings", label: "Offerings and plans" }}>New offering</PageTitle>
      <p className="mt-2 max-w-2xl text-stone-700">
        An offering is what shoppers subscribe to: the products it covers and the plans they choose between. Find the product it covers, then name it and
        give it its first plan.
      </p>
      <ProductSearchForm href="/admin/subscriptions/offerings/new" term={term} className="mt-6" />
      {term && !found.length ? (
        <p className="mt-3 text-sm" role="status">
          No products match “{term}”.
        </p>
      ) : null}
      <NewOfferingForm
        action={createOfferingAction}
        initial={{ offering_name: "", offering_description: "", ...planFormValues(undefined, currencies) }}
        currencies={currencies}
        products={found.map((p) => ({ id: p.id, label: `${p.name} · ${p.sku || "no SKU"}` }))}
      />
    </>
  );
}
