import { ProductImage } from "@/components/ui/product-image";

type GalleryImage = { id: string; href: string; alt: string };

/**
 * A product page's images: the main image large, then a thumbnail of each (EP's `files` relationship, in the order
 * attached) that shows its image large when chosen. No script: each thumbnail is the label of a radio button (the
 * radios visually hidden, the thumbnails tappable; Tab reaches the chosen one, the arrow keys or Space choose another,
 * its thumbnail shows the focus), and CSS shows the large image after the chosen radio (globals.css "gallery"). The
 * large images not shown are not loaded until chosen (`loading="lazy"` on a hidden image).
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const [main] = images;
  if (!main) return <div className="aspect-square w-full rounded-lg border border-stone-200 bg-stone-100" />;
  const large = "aspect-square w-full rounded-lg border border-stone-200 bg-white object-cover";
  if (images.length === 1) {
    return (
      <div data-testid="product-gallery">
        <ProductImage src={main.href} alt={main.alt} width={560} height={560} priority className={large} />
      </div>
    );
  }
  return (
    <div data-testid="product-gallery" className="relative grid grid-cols-4 gap-3">
      {images.map((image, i) => (
        <div key={image.id} className="contents">
          <input type="radio" name="gallery-image" id={`gallery-image-${i}`} defaultChecked={i === 0} className="gallery-choice sr-only" />
          <label htmlFor={`gallery-image-${i}`} className="gallery-thumb cursor-pointer rounded-md border-2 border-stone-200" data-testid="gallery-thumbnail">
            <ProductImage src={image.href} alt={image.alt} width={132} height={132} className="aspect-square w-full rounded object-cover" />
          </label>
          <div className="gallery-main col-span-full row-start-1 hidden" data-testid="gallery-main">
            <ProductImage src={image.href} alt={image.alt} width={560} height={560} priority={i === 0} className={large} />
          </div>
        </div>
      ))}
    </div>
  );
}
