import Link from "next/link";
import { ProductGrid } from "@/components/catalog/product-grid";
import type { CatalogEntry } from "@/lib/commerce/catalog/catalog-page-read";
import type { FeaturedCollection as Featured } from "@/lib/commerce/settings/home-page";

/**
 * The home page's featured collection: the merchant's heading (h2) over a category's products that sell in the
 * shopper's currency, and a link to the category. Nothing at all when none of them sells here: no empty box.
 */
export function FeaturedCollection({ featured, entries, currency, inCart }: { featured: Featured; entries: CatalogEntry[]; currency: string; inCart: boolean }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mt-12" data-testid="featured-collection">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-heading" className="break-words text-2xl font-semibold tracking-tight">
          {featured.heading}
        </h2>
        <Link href={featured.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          See all in {featured.name}
        </Link>
      </div>
      <ProductGrid entries={entries} currency={currency} inCart={inCart} label={featured.heading} />
    </section>
  );
}
