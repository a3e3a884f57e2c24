// The top of a page about one part of a product (its bundle, its variations): the way back to the product's page,
// and the page's one heading.
import Link from "next/link";

export function ProductPartHeading({ product, part }: { product: { id: string; name: string }; part: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={`/admin/products/${product.id}`} className="text-brand-700 underline">
          {product.name}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words">
        {part}: {product.name}
      </h1>
    </>
  );
}
