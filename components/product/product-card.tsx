import { ProductImage } from "@/components/ui/product-image";
import Link from "next/link";

export type ProductCardProps = {
  name: string;
  slug: string;
  imageHref?: string;
  /** Formatted price in the shopper's currency, or undefined when the product has none in it. */
  price?: string;
  /** Minor units, for tests. */
  amount?: number;
  currency: string;
  note?: string;
};

export function ProductCard({ name, slug, imageHref, price, amount, currency, note }: ProductCardProps) {
  return (
    <li className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <Link href={`/products/${slug}`} className="block focus-visible:outline-offset-0">
        {imageHref ? (
          <ProductImage src={imageHref} alt="" width={240} height={240} className="aspect-square w-full object-cover" />
        ) : null}
        <div className="p-4">
          <h2 className="font-medium">{name}</h2>
          {price ? (
            <p className="mt-1 text-brand-700" data-testid="product-price" data-value={amount}>
              {price}
            </p>
          ) : (
            <p className="mt-1 text-sm text-stone-600" data-testid="product-price-unavailable">
              {note ?? `Not available in ${currency}`}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
