import { ProductImage } from "@/components/ui/product-image";

type GalleryImage = { id: string; href: string; alt: string };

/**
 * A product page's images: the main image large, then the product's other files (EP's `files` relationship, in the
 * order attached) below it. Plain images: no script is needed to see any of them.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const [main, ...more] = images;
  if (!main) return <div className="aspect-square w-full rounded-lg border border-stone-200 bg-stone-100" />;
  return (
    <div data-testid="product-gallery">
      <ProductImage src={main.href} alt={main.alt} width={560} height={560} priority className="aspect-square w-full rounded-lg border border-stone-200 bg-white object-cover" />
      {more.length ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="More images">
          {more.map((image) => (
            <li key={image.id}>
              <ProductImage src={image.href} alt={image.alt} width={132} height={132} className="aspect-square w-full rounded-md border border-stone-200 bg-white object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
