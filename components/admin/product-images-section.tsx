// A product's Images section on its admin page (docs/catalog.md "A product's images"): its images, the main one
// first, each with its thumbnail, its alt text (a form to change it) and buttons to make it the main image, move it
// up or down, or remove it (plain forms: no JavaScript needed); then the form that uploads another with its alt text.
// The outcome of the last button is announced in the section's live region.
import type { ProductImage } from "@/lib/commerce/catalog/product-images";
import { ProductImageForm } from "./product-image-form";
import { OutcomeNotice } from "./outcome-notice";
import type { ProductImageFormState } from "@/lib/web/product-image-forms";

type Props = {
  productId: string;
  productName: string;
  images: ProductImage[];
  upload: (state: ProductImageFormState, form: FormData) => Promise<ProductImageFormState>;
  saveAlt: (state: ProductImageFormState, form: FormData) => Promise<ProductImageFormState>;
  button: (form: FormData) => Promise<void>;
  done?: string;
  error?: string;
};

const small = "rounded border border-stone-400 bg-white px-2 py-1 text-sm font-medium text-brand-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40";

export function ProductImagesSection({ productId, productName, images, upload, saveAlt, button, done, error }: Props) {
  return (
    <section id="images" aria-labelledby="images-heading" className="mt-10 max-w-3xl rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="images-heading" className="text-lg font-semibold">
        Images
      </h2>
      <p className="mt-1 text-sm text-stone-700">The main image shows first in the shop, on the product’s card and in carts; the others follow in this order on its page.</p>
      <OutcomeNotice done={done} error={error} />
      {images.length === 0 ? <p className="mt-3 text-sm">This product has no images yet.</p> : null}
      <ol className="mt-3 space-y-4" aria-label="The product’s images, in the shop’s order">
        {images.map((image, index) => {
          const which = ` of image ${index + 1}`;
          return (
            <li key={image.id} className="grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-[8rem_1fr]" data-testid="product-image">
              <div>
                {/* eslint-disable-next-line @next/next/no-img-element -- the store's own file, shown at its size */}
                <img src={image.href} alt="" width={128} height={128} className="h-32 w-32 rounded border border-stone-300 bg-white object-contain" />
                <p className="mt-1 text-sm font-medium">
                  {index + 1}. {image.main ? "Main image" : `Image ${index + 1}`}
                </p>
                <p className="break-all text-xs text-stone-600">{image.fileName}</p>
              </div>
              <div className="space-y-3">
                {image.altText ? null : <p className="text-sm text-amber-800">No alt text yet: the shop describes it as “{productName}”.</p>}
                <ProductImageForm key={image.altText ?? ""} action={saveAlt} productId={productId} fileId={image.id} initialAlt={image.altText ?? ""} idPrefix={`image-${image.id}`} which={which} />
                <form action={button} className="flex flex-wrap gap-2">
                  <input type="hidden" name="product_id" value={productId} />
                  <input type="hidden" name="file_id" value={image.id} />
                  {image.main ? null : (
                    <button type="submit" name="intent" value="main" className={small}>
                      Make main image<span className="sr-only">: image {index + 1}</span>
                    </button>
                  )}
                  <button type="submit" name="intent" value="up" disabled={index === 0} className={small}>
                    Move up<span className="sr-only"> image {index + 1}</span>
                  </button>
                  <button type="submit" name="intent" value="down" disabled={index === images.length - 1} className={small}>
                    Move down<span className="sr-only"> image {index + 1}</span>
                  </button>
                  <button type="submit" name="intent" value="remove" className={`${small} text-red-700`}>
                    Remove<span className="sr-only"> image {index + 1}</span>
                  </button>
                </form>
              </div>
            </li>
          );
        })}
      </ol>
      <h3 className="mt-6 text-base font-semibold">Add an image</h3>
      <div className="mt-2">
        {/* A new form once an upload is done: empty again. */}
        <ProductImageForm key={images.map((image) => image.id).join()} action={upload} productId={productId} initialAlt="" idPrefix="new-image" />
      </div>
    </section>
  );
}
