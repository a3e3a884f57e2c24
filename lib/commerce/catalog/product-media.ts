// A product's media as EP's PXM relationships set them (/pcm/products/{id}/relationships/main_image and /files):
// the main image (one file, also the image carts copy and the children inherit: it is written through
// updateProduct, the same door as the product's `main_image` attribute) and its other files, in the order attached
// (the storefront's gallery). A file a product names either way cannot be deleted (files.ts, 409).
import { z } from "zod";
import { fileStore } from "@/lib/storage/catalog/file-store";
import { ApiError } from "../errors";
import { findProduct, productNotFound, updateProduct, type ProductRow } from "./products";
import { filesById, type FileRow } from "./files";
import { uuidField, type Uuid } from "../uuid";
import { galleryAlt } from "./image-alt";

const fileReference = z.object({ type: z.literal("file"), id: uuidField() });

/** POST/PUT /pcm/products/{id}/relationships/main_image */
export const mainImageBodySchema = z.object({ data: fileReference });

/** POST/PUT/DELETE /pcm/products/{id}/relationships/files (EP's `meta.tags` of a file is taken and not kept). */
export const productFilesBodySchema = z.object({
  data: z.array(fileReference.extend({ meta: z.strictObject({ tags: z.array(z.string().max(255)).max(20).optional() }).optional() })).max(100),
});

const missingFiles = (ids: string[]) =>
  new ApiError({ status: 422, title: "Unprocessable Entity", detail: `These files do not exist: ${ids.join(", ")}.`, source: "data", meta: { ids } });

async function productOrNotFound(productId: Uuid): Promise<ProductRow> {
  const row = await findProduct({ id: productId }, { liveOnly: false });
  if (!row) throw productNotFound({ id: productId });
  return row;
}

/** GET …/relationships/main_image: the main image's file, as EP's list of one (none without one). */
export async function productMainImageIds(productId: Uuid): Promise<string[]> {
  const row = await productOrNotFound(productId);
  return row.mainImageId ? [row.mainImageId] : [];
}

/** POST/PUT …/relationships/main_image: the file becomes the product's main image (and its children's that held the
 * one it had: child-inheritance.ts). 404 for no such product, 422 for no such file. */
export async function setProductMainImage(productId: Uuid, fileId: Uuid): Promise<void> {
  await productOrNotFound(productId);
  const file = (await filesById([fileId])).get(fileId);
  if (!file) throw missingFiles([fileId]);
  await updateProduct(productId, { main_image: { href: file.href, file_name: file.fileName, mime_type: file.mimeType } });
}

/** DELETE …/relationships/main_image: the product shows no main image (the file stays). */
export async function removeProductMainImage(productId: Uuid): Promise<void> {
  await updateProduct(productId, { main_image: null });
}

/** GET …/relationships/files: the product's files, in the order attached. */
export async function productFileIds(productId: Uuid): Promise<string[]> {
  await productOrNotFound(productId);
  return (await fileStore.productFileIds([productId])).get(productId) ?? [];
}

/** POST (add), PUT (replace) or DELETE (remove) a product's files; a file that does not exist is 422, no product 404,
 * and either changes nothing. Removing a file the product does not have is no error (EP's). */
export async function changeProductFiles(productId: Uuid, references: { id: Uuid }[], how: "add" | "replace" | "remove"): Promise<void> {
  const ids = [...new Set(references.map((ref) => ref.id))];
  await fileStore.changeProductFiles(productId, ids, how, (exists, known) => {
    if (!exists) throw productNotFound({ id: productId });
    const missing = how === "remove" ? [] : ids.filter((id) => !known.has(id));
    if (missing.length) throw missingFiles(missing);
  });
}

/** The files products name in their `files` relationship, by product (one read). */
export async function filesOfProducts(productIds: string[]): Promise<Map<string, string[]>> {
  return fileStore.productFileIds(productIds);
}

/** What a product page shows: the main image first, then its files, each once, with words for a screen reader (the
 * merchant's alt text, else the product's name: image-alt.ts). */
export type GalleryImage = { id: string; href: string; alt: string };

/** A child product without files of its own shows its base product's (as it shows the base's main image); a child
 * with a main image of its own (a variant's picture) shows it first, then the base's main image and files. */
export async function productGallery(row: ProductRow): Promise<GalleryImage[]> {
  const byProduct = await fileStore.productFileIds(row.baseProductId ? [row.id, row.baseProductId] : [row.id]);
  const own = byProduct.get(row.id);
  const base = !own && row.baseProductId ? await findProduct({ id: row.baseProductId as Uuid }, { liveOnly: false }) : undefined;
  const fileIds = own ?? (base ? [...(base.mainImageId ? [base.mainImageId] : []), ...(byProduct.get(base.id) ?? [])] : []);
  const ids = [...new Set([...(row.mainImageId ? [row.mainImageId] : []), ...fileIds])];
  const found: Map<string, FileRow> = await filesById(ids);
  const images = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  // A main image kept only by its href (no file row) still shows.
  const main = row.image && !images.some((file) => file.href === row.image!.href) ? [{ id: "main", href: row.image.href, altText: null }] : [];
  const all = [...main, ...images.map((file) => ({ id: file.id, href: file.href, altText: file.altText }))];
  return all.map(({ altText, ...image }, i) => ({ ...image, alt: galleryAlt(altText, row.name, i, all.length) }));
}
