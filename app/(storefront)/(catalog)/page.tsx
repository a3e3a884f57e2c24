import type { Metadata } from "next";
import { connection } from "next/server";
import { ProductCard } from "@/components/product/product-card";
import { liveCatalog } from "@/lib/commerce/catalog/storefront";
import { shopperCurrency } from "@/lib/web/shopper-currency";

export const metadata: Metadata = {
  title: "Shop",
  description: "Personalised gifts, build-your-own bundles and subscriptions, priced in your currency.",
};

export default async function CatalogPage() {
  await connection();
  const currency = await shopperCurrency();
  const entries = await liveCatalog(currency);
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Shop</h1>
      <p className="mt-2 text-stone-600">Prices in {currency}.</p>
      {entries.length === 0 ? (
        <p className="mt-8">The catalog is empty.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Products">
          {entries.map((entry) => (
            <ProductCard
              key={entry.id}
              name={entry.name}
              slug={entry.slug}
              imageHref={entry.imageHref}
              price={entry.formatted}
              amount={entry.amount}
              currency={currency}
              note={entry.isBundle ? "Priced by your selection" : undefined}
            />
          ))}
        </ul>
      )}
    </>
  );
}
