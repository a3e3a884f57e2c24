import { ProductCard, type ProductCardProps } from "@/components/product/product-card";
import type { CatalogEntry } from "@/lib/commerce/catalog/catalog-page-read";
import { unavailableNote } from "@/lib/client/shopper-words";

// The first four cards are the first row on a wide screen and the first two on a phone: their images load
// eagerly, since one of them is the page's largest paint (docs/benchmarks.md).
const ABOVE_FOLD_CARDS = 4;

/** Products as cards: two columns on a phone, four on a wide screen. */
/** `inCart`: the currency is the cart's (it has lines), so a product without a price in it cannot go in the cart. */
/** `card`: how the cards are headed and tested where the grid sits under a heading of its own (ProductCardProps);
 * `eager`: how many images load at once (none below the fold). */
export function ProductGrid({
  entries,
  currency,
  inCart = false,
  label = "Products",
  card = {},
  eager = ABOVE_FOLD_CARDS,
}: {
  entries: CatalogEntry[];
  currency: string;
  inCart?: boolean;
  label?: string;
  card?: Pick<ProductCardProps, "headingLevel" | "priceTestId">;
  eager?: number;
}) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4" aria-label={label}>
      {entries.map((entry, index) => (
        <ProductCard
          key={entry.id}
          name={entry.name}
          slug={entry.slug}
          imageHref={entry.imageHref}
          price={entry.formatted}
          amount={entry.amount}
          currency={currency}
          note={
            !entry.sellable
              ? unavailableNote(currency, inCart)
              : entry.isBundle
                ? "Priced by your selection"
                : entry.hasVariations
                  ? "Choose size and colour"
                  : undefined
          }
          prefix={entry.hasVariations ? "From " : undefined}
          aboveFold={index < eager}
          {...card}
        />
      ))}
    </ul>
  );
}
