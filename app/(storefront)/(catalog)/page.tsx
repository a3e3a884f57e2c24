import type { Metadata } from "next";
import { connection } from "next/server";
import { ProductGrid } from "@/components/catalog/product-grid";
import { liveCatalog } from "@/lib/commerce/catalog/storefront";
import { shopperCurrency } from "@/lib/web/shopper-currency";

export const metadata: Metadata = {
  title: "Shop",
  description: "Personalised gifts, build-your-own bundles and subscriptions, priced in your currency.",
  openGraph: { title: "Cartwright", description: "Personalised gifts, build-your-own bundles and subscriptions.", type: "website" },
};

export default async function CatalogPage() {
  await connection();
  const currency = await shopperCurrency();
  const entries = await liveCatalog(currency);
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Shop</h1>
      <p className="mt-2 text-stone-600">Prices in {currency}.</p>
      {entries.length === 0 ? <p className="mt-8">The catalog is empty.</p> : <ProductGrid entries={entries} currency={currency} />}
    </>
  );
}
