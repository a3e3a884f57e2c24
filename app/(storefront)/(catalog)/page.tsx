import type { Metadata } from "next";
import { FeaturedCollection } from "@/components/catalog/featured-collection";
import { HomeHero } from "@/components/catalog/home-hero";
import { ProductGrid } from "@/components/catalog/product-grid";
import { Pages, SortForm, listParams } from "@/components/catalog/sort-and-pages";
import { cachedCatalog } from "@/lib/cache/storefront-catalog";
import { cachedFeaturedProducts, cachedHomePage } from "@/lib/cache/storefront-home";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";

export const metadata: Metadata = {
  title: "Shop",
  description: "Personalised gifts, build-your-own bundles and subscriptions, priced in your currency.",
  openGraph: { title: "Cartwright", description: "Personalised gifts, build-your-own bundles and subscriptions.", type: "website" },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The home page (docs/storefront.md "The home page"): the merchant's hero, their featured collection, then the whole shop. */
export default async function CatalogPage({ searchParams }: Props) {
  const { sort, page } = listParams(await searchParams);
  const { currency, cart } = await shopperCurrencyState();
  const [home, listing] = await Promise.all([cachedHomePage(), cachedCatalog(currency, sort, page)]);
  const featured = home.featured ? await cachedFeaturedProducts(home.featured, currency) : [];
  return (
    <>
      <HomeHero hero={home.hero} />
      {home.featured ? <FeaturedCollection featured={home.featured} entries={featured} currency={currency} inCart={Boolean(cart)} /> : null}
      <section id="all" aria-labelledby="all-heading" className="mt-12 scroll-mt-4">
        <h2 id="all-heading" className="text-2xl font-semibold tracking-tight">
          All products
        </h2>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <p className="text-stone-600">Prices in {currency}{cart ? ", your cart’s currency" : ""}.</p>
          {listing.total > 1 ? <SortForm action="/" sort={sort} /> : null}
        </div>
        {listing.entries.length === 0 ? <p className="mt-8">The catalog is empty.</p> : <ProductGrid entries={listing.entries} currency={currency} inCart={Boolean(cart)} />}
        <Pages path="/" page={listing.page} pages={listing.pages} params={sort ? { sort } : {}} />
      </section>
    </>
  );
}
