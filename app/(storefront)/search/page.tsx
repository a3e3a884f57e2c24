import type { Metadata } from "next";
import Link from "next/link";
import { ProductGrid } from "@/components/catalog/product-grid";
import { Pages, SortForm, listParams } from "@/components/catalog/sort-and-pages";
import { searchSchema } from "@/components/catalog/search-schema";
import { cachedSearch } from "@/lib/cache/storefront-catalog";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = (await searchParams).q;
  return { title: typeof q === "string" && q.trim() ? `Search: ${q.trim().slice(0, 100)}` : "Search", robots: { index: false } };
}

export default async function SearchPage({ searchParams }: Props) {
  const search = await searchParams;
  const parsed = searchSchema.safeParse({ q: typeof search.q === "string" ? search.q : "" });
  const { sort, page } = listParams(search);
  const { currency, cart } = await shopperCurrencyState();
  if (!parsed.success) {
    return (
      <>
        <h1 className="text-3xl font-semibold tracking-tight">Search</h1>
        <p className="mt-4">{parsed.error.issues[0].message} Use the search box above, or <Link href="/" className="text-brand-700 underline">browse the shop</Link>.</p>
      </>
    );
  }
  const q = parsed.data.q;
  const listing = await cachedSearch(q, currency, sort, page);
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">
        Results for “{q}”
      </h1>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-stone-600" aria-live="polite">
          {listing.total} product{listing.total === 1 ? "" : "s"} found
        </p>
        {listing.total ? <SortForm action="/search" sort={sort} keep={{ q }} /> : null}
      </div>
      {listing.entries.length ? (
        <ProductGrid entries={listing.entries} currency={currency} inCart={Boolean(cart)} label="Search results" />
      ) : (
        <p className="mt-8">
          Nothing matches “{q}”. Try a shorter word, or <Link href="/" className="text-brand-700 underline">browse the shop</Link>.
        </p>
      )}
      <Pages path="/search" page={listing.page} pages={listing.pages} params={{ q, ...(sort ? { sort } : {}) }} />
    </>
  );
}
