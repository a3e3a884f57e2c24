import { ProductImage } from "@/components/ui/product-image";
import Link from "next/link";

export type ProductCardProps = {
  name: string;
  slug: string;
  imageHref?: string;
  /** Formatted price in the page's currency, or undefined when the product has none in it (then `note` says why). */
  price?: string;
  /** Minor units, for tests. */
  amount?: number;
  currency: string;
  note?: string;
  /** Before the price ("From " for a product whose choices cost more). */
  prefix?: string;
  /** Above the fold on first paint: its image loads at once rather than lazily (it is the page's largest paint). */
  aboveFold?: boolean;
  /** The name's heading level: 2 in a page's grid, 3 in a section under its own h2 (a product page's suggestions). */
  headingLevel?: 2 | 3;
  /** The price's test id: a product page's suggestions use their own, so the page's `product-price` stays its own. */
  priceTestId?: string;
};

export function ProductCard({ name, slug, imageHref, price, amount, currency, note, prefix, aboveFold = false, headingLevel = 2, priceTestId = "product-price" }: ProductCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <li className="rounded-lg border border-stone-200 bg-white shadow-sm">
      <Link href={`/products/${slug}`} className="block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {imageHref ? (
          <ProductImage src={imageHref} alt="" width={240} height={240} className="aspect-square w-full rounded-t-lg object-cover" priority={aboveFold} />
        ) : null}
        <div className="p-3 sm:p-4">
          <Heading className="font-medium">{name}</Heading>
          {price ? (
            <p className="mt-1 text-brand-700" data-testid={priceTestId} data-value={amount}>
              {prefix}
              {price}
            </p>
          ) : (
            <p className="mt-1 text-sm text-stone-600" data-testid={`${priceTestId}-unavailable`}>
              {note ?? `Not available in ${currency}`}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
