import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/catalog/breadcrumb";
import { ProductGrid } from "@/components/catalog/product-grid";
import { Pages, SortForm, listParams } from "@/components/catalog/sort-and-pages";
import { CategoryFilters } from "@/components/catalog/category-filters";
import { categoryFilterParams, categoryFiltersOf } from "@/lib/commerce/catalog/category-filters";
import { cachedCategory, cachedCategoryFilterCounts, cachedCategoryProducts } from "@/lib/cache/storefront-catalog";
import { PRICE_BANDS, priceBandLabel } from "@/lib/commerce/catalog/price-bands";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";

type Props = {
  params: Promise<{ hierarchy: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const categoryOf = async (params: Props["params"]) => {
  const { hierarchy, path = [] } = await params;
  return cachedCategory(decodeURIComponent(hierarchy), path.map(decodeURIComponent));
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await categoryOf(params);
  if (!category) notFound();
  return { title: category.name, description: category.description || `${category.name} at Cartwright`, openGraph: { title: category.name, description: category.description } };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const category = await categoryOf(params);
  if (!category) notFound();
  const search = await searchParams;
  const { sort, page } = listParams(search);
  const narrowed = categoryFiltersOf(search);
  const { band, inStock = false } = narrowed;
  const { currency, cart } = await shopperCurrencyState();
  const [listing, counts] = await Promise.all([cachedCategoryProducts(category, currency, sort, page, narrowed), cachedCategoryFilterCounts(category, currency, narrowed)]);
  const here = category.trail[category.trail.length - 1].href;
  const filterParams = categoryFilterParams(narrowed);
  return (
    <>
      <Breadcrumb steps={category.trail.slice(0, -1)} current={category.trail[category.trail.length - 1].name} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{category.name}</h1>
      {category.description ? <p className="mt-2 text-stone-600">{category.description}</p> : null}
      {category.subcategories.length ? (
        <nav aria-label={`In ${category.name}`} className="mt-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {category.subcategories.map((sub) => (
              <li key={sub.href}>
                <Link href={sub.href} className="inline-block rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-100">
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <CategoryFilters
          action={here}
          band={band?.param}
          inStock={inStock}
          prices={[
            { param: "", label: "Any price", count: counts.anyPrice },
            ...PRICE_BANDS.map((b, i) => ({ param: b.param, label: priceBandLabel(b, currency), count: counts.bands[i] })),
          ]}
          inStockCount={counts.inStock}
          keep={sort ? { sort } : {}}
        />
        <SortForm action={here} sort={sort} keep={filterParams} />
      </div>
      <p className="mt-4 text-sm text-stone-600" aria-live="polite" data-testid="listing-count" data-value={listing.total}>
        {listing.total} product{listing.total === 1 ? "" : "s"}
        {band ? `, ${priceBandLabel(band, currency).replace(/^Under/, "under")}` : ""}
        {inStock ? ", in stock" : ""}, prices in {currency}
      </p>
      {listing.entries.length ? (
        <ProductGrid entries={listing.entries} currency={currency} inCart={Boolean(cart)} label={`Products in ${category.name}`} />
      ) : band || inStock ? (
        <p className="mt-8">
          Nothing in {category.name} matches these filters.{" "}
          <Link href={sort ? `${here}?${new URLSearchParams({ sort })}` : here} className="text-brand-700 underline">
            Show everything in {category.name}
          </Link>
          .
        </p>
      ) : (
        <p className="mt-8">Nothing in {category.name} yet. <Link href="/" className="text-brand-700 underline">See everything in the shop</Link>.</p>
      )}
      <Pages path={here} page={listing.page} pages={listing.pages} params={{ ...(sort ? { sort } : {}), ...filterParams }} />
    </>
  );
}
