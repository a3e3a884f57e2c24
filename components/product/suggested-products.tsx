import { ProductCard } from "@/components/product/product-card";
import type { CatalogEntry } from "@/lib/commerce/catalog/catalog-page-read";

/** A product page's suggestions (productPageSuggestions): cards under their own heading, each price tested as
 * `card-price` so the page's own `product-price` stays the only one. Nothing at all when there are none. */
export function SuggestedProducts({ entries, currency }: { entries: CatalogEntry[]; currency: string }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="suggested-products" className="mt-12" data-testid="suggested-products">
      <h2 id="suggested-products" className="text-xl font-semibold">
        You may also like
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {entries.map((entry) => (
          <ProductCard
            key={entry.id}
            name={entry.name}
            slug={entry.slug}
            imageHref={entry.imageHref}
            price={entry.formatted}
            amount={entry.amount}
            currency={currency}
            prefix={entry.hasVariations ? "From " : undefined}
            headingLevel={3}
            priceTestId="card-price"
          />
        ))}
      </ul>
    </section>
  );
}
