import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/catalog/breadcrumb";
import { ProductGrid } from "@/components/catalog/product-grid";
import { Pages, SortForm, listParams } from "@/components/catalog/sort-and-pages";
import { cachedCategory, cachedCategoryProducts } from "@/lib/cache/storefront-catalog";
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
  const { sort, page } = listParams(await searchParams);
  const { currency, cart } = await shopperCurrencyState();
  const listing = await cachedCategoryProducts(category, currency, sort, page);
  const here = category.trail[category.trail.length - 1].href;
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
        <p className="text-sm text-stone-600" aria-live="polite">
          {listing.total} product{listing.total === 1 ? "" : "s"}, prices in {currency}
        </p>
        <SortForm action={here} sort={sort} />
      </div>
      {listing.entries.length ? (
        <ProductGrid entries={listing.entries} currency={currency} inCart={Boolean(cart)} label={`Products in ${category.name}`} />
      ) : (
        <p className="mt-8">Nothing in {category.name} yet. <Link href="/" className="text-brand-700 underline">See everything in the shop</Link>.</p>
      )}
      <Pages path={here} page={listing.page} pages={listing.pages} params={sort ? { sort } : {}} />
    </>
  );
}
