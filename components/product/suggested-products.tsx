import { ProductGrid } from "@/components/catalog/product-grid";
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
      {/* Below the product's details: no image of them is the page's largest paint. */}
      <ProductGrid entries={entries} currency={currency} label="Suggested products" card={{ headingLevel: 3, priceTestId: "card-price" }} eager={0} />
    </section>
  );
}
