// An image's alt text: what the merchant writes for a shopper who cannot see the image (the admin's Images section,
// docs/catalog.md "A product's images"). Required for every image uploaded there, 1–250 characters once trimmed; an
// image attached through the API without one (EP's file has no alt) is described by the product's name instead.
// The upload form (react-hook-form) and its Server Action parse with this one schema, in the same words.
import { z } from "zod";

export const MAX_ALT_TEXT = 250;

/** The field of the alt text, in the upload form and the form that changes it. */
export const ALT_TEXT_FIELD = "alt_text";

export const altTextSchema = z
  .string()
  .trim()
  .min(1, "Describe what the image shows, for shoppers who cannot see it")
  .max(MAX_ALT_TEXT, `Use at most ${MAX_ALT_TEXT} characters`)
  .refine((text) => !/[\r\n\t]/.test(text), "Write it on one line");

/** The upload form's and the alt-text form's values (the file itself goes to the files domain as it is). */
export const imageAltFormSchema = z.object({ [ALT_TEXT_FIELD]: altTextSchema });
export type ImageAltFormValues = { alt_text: string };

/**
 * The words a product page gives image `index` (0: the main image) of `count`: the merchant's alt text, else the
 * product's name ("Name, image 2 of 4" after the first, so no two images read the same).
 */
export function galleryAlt(altText: string | null, productName: string, index: number, count: number): string {
  if (altText) return altText;
  return index === 0 ? productName : `${productName}, image ${index + 1} of ${count}`;
}
