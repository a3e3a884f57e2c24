import type { Metadata } from "next";
import { ProductGrid } from "@/components/catalog/product-grid";
import { Pages, SortForm, listParams } from "@/components/catalog/sort-and-pages";
import { cachedCatalog } from "@/lib/cache/storefront-catalog";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";

export const metadata: Metadata = {
  title: "Shop",
  description: "Personalised gifts, build-your-own bundles and subscriptions, priced in your currency.",
  openGraph: { title: "Cartwright", description: "Personalised gifts, build-your-own bundles and subscriptions.", type: "website" },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CatalogPage({ searchParams }: Props) {
  const { sort, page } = listParams(await searchParams);
  const { currency, cart } = await shopperCurrencyState();
  const listing = await cachedCatalog(currency, sort, page);
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Shop</h1>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <p className="text-stone-600">Prices in {currency}{cart ? ", your cart’s currency" : ""}.</p>
        {listing.total > 1 ? <SortForm action="/" sort={sort} /> : null}
      </div>
      {listing.entries.length === 0 ? <p className="mt-8">The catalog is empty.</p> : <ProductGrid entries={listing.entries} currency={currency} inCart={Boolean(cart)} />}
      <Pages path="/" page={listing.page} pages={listing.pages} params={sort ? { sort } : {}} />
    </>
  );
}
