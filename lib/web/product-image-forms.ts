// The admin's Images section of a product (components/admin/product-image-form.tsx and the actions of
// app/(admin)/admin/products/image-actions.ts): the fields its forms post, the state their actions answer, and the
// outcome of the section's buttons as the page's address carries it. Pure: the forms and the actions share it.
import type { ImageAltFormValues } from "@/lib/commerce/catalog/image-alt";

/** The upload's file field (not part of the schema's values: a File goes to the files domain as it is). */
export const NEW_IMAGE_FILE_FIELD = "image_file";

/** What an upload or an alt-text change answered: the refusals beside their fields, or one for the whole form. */
export type ProductImageFormState = { fieldErrors?: Record<string, string>; error?: string; values?: ImageAltFormValues };

/** The buttons beside each image. */
export const IMAGE_INTENTS = ["main", "up", "down", "remove"] as const;
export type ImageIntent = (typeof IMAGE_INTENTS)[number];

/** What each done change is announced as, by the `image_done` the action puts in the page's address. */
export const IMAGE_DONE: Record<string, string> = {
  added: "Image added.",
  alt: "Alt text saved.",
  main: "That image is now the main image.",
  up: "Image moved up.",
  down: "Image moved down.",
  remove: "Image removed from the product.",
};
