// A product's images as the admin's Images section keeps them (docs/catalog.md "A product's images"): the main image
// first, then the gallery's files in order, each with the merchant's alt text (image-alt.ts). Upload one with its
// alt text, change an image's alt text, remove one, make one the main image, move one up or down: each a function
// here, each through the doors the API uses (uploadImage, the main_image and files relationships of
// product-media.ts), and each refuses before it writes (an image refused, alt text refused, a file that is not one
// of the product's images), so a refusal changes nothing.
import { fileStore } from "@/lib/storage/catalog/file-store";
import type { Caller } from "../auth/tokens";
import { recordAdministratorChange } from "../activity/administrator";
import { ApiError } from "../errors";
import type { Uuid } from "../uuid";
import { discardUpload, filesById, uploadImage } from "./files";
import { ALT_TEXT_FIELD, altTextSchema } from "./image-alt";
import { changeProductFiles, setProductMainImage, removeProductMainImage } from "./product-media";
import { findProduct, productNotFound, type ProductRow } from "./products";
import { productWords } from "./product-words";

/** An image as the admin lists it; `altText` null when none was written (the product's name stands in). */
export type ProductImage = { id: string; href: string; fileName: string; altText: string | null; main: boolean };

export type ImageUpload = { name: string; type: string; bytes: Uint8Array };


const refused = (detail: string, source: string) => new ApiError({ status: 422, title: "Unprocessable Entity", detail, source });

async function productOf(productId: Uuid): Promise<ProductRow> {
  const row = await findProduct({ id: productId }, { liveOnly: false });
  if (!row) throw productNotFound({ id: productId });
  return row;
}

/** The product's image files in its order: the main image's file, then its gallery's (each once). */
async function imageIdsOf(row: ProductRow): Promise<string[]> {
  const gallery = (await fileStore.productFileIds([row.id])).get(row.id) ?? [];
  return [...new Set([...(row.mainImageId ? [row.mainImageId] : []), ...gallery])];
}

/** The product's images, the main one first (a product without a main image lists its gallery only). */
export async function productImages(productId: Uuid): Promise<ProductImage[]> {
  const row = await productOf(productId);
  const ids = await imageIdsOf(row);
  const found = await filesById(ids);
  return ids.flatMap((id) => {
    const file = found.get(id);
    return file ? [{ id, href: file.href, fileName: file.fileName, altText: file.altText, main: id === row.mainImageId }] : [];
  });
}

function checkedAlt(text: string): string {
  const parsed = altTextSchema.safeParse(text);
  if (!parsed.success) throw refused(parsed.error.issues[0].message, ALT_TEXT_FIELD);
  return parsed.data;
}

/** Writes the images in the order given: the first is the main image, the rest the gallery's files in order. */
async function arrange(row: ProductRow, order: string[]): Promise<void> {
  const [main, ...rest] = order;
  if (main !== row.mainImageId) {
    if (main) await setProductMainImage(row.id as Uuid, main as Uuid);
    else await removeProductMainImage(row.id as Uuid);
  }
  await changeProductFiles(row.id as Uuid, rest.map((id) => ({ id: id as Uuid })), "replace");
}

const recorded = (caller: Caller | undefined, row: ProductRow, what: string) =>
  recordAdministratorChange(caller, { action: "product.save", subject: { type: "product", id: row.id }, summary: `${what} of product ${productWords(row)}` });

/** Whether the product shows a main image of its own: not none, and for a child not the one its base product has. */
async function hasOwnMainImage(row: ProductRow): Promise<boolean> {
  if (!row.mainImageId) return false;
  if (!row.baseProductId) return true;
  const base = await findProduct({ id: row.baseProductId as Uuid }, { liveOnly: false });
  return base?.mainImageId !== row.mainImageId;
}

/**
 * Uploads an image with its alt text and adds it to the product: its main image when it has none of its own (none,
 * or a child's inherited from its base product: a variant's own picture shows first), else last in its gallery.
 * Refused (nothing kept): no such product (404), alt text refused or an image refused (422/413).
 */
export async function addProductImage(productId: Uuid, upload: ImageUpload, altText: string, caller?: Caller): Promise<ProductImage> {
  const alt = checkedAlt(altText);
  const row = await productOf(productId);
  const asMain = !(await hasOwnMainImage(row));
  const file = await uploadImage(upload, alt);
  try {
    if (asMain) await setProductMainImage(productId, file.id as Uuid);
    else await changeProductFiles(productId, [{ id: file.id as Uuid }], "add");
  } catch (error) {
    await discardUpload(file);
    throw error;
  }
  await recorded(caller, row, "Added an image");
  return { id: file.id, href: file.href, fileName: file.fileName, altText: alt, main: asMain };
}

/** The product and its images, with the position of `fileId` among them (422 when it is not one of them). */
async function imageAmong(productId: Uuid, fileId: string) {
  const row = await productOf(productId);
  const order = await imageIdsOf(row);
  const at = order.indexOf(fileId);
  if (at < 0) throw refused("That image is not one of this product’s images.", "file_id");
  return { row, order, at };
}

/** Changes the alt text of one of the product's images (a file shared with another product changes there too). */
export async function setProductImageAlt(productId: Uuid, fileId: string, altText: string, caller?: Caller): Promise<void> {
  const alt = checkedAlt(altText);
  const { row } = await imageAmong(productId, fileId);
  await fileStore.setAltText(fileId, alt);
  await recorded(caller, row, "Changed an image’s alt text");
}

/** Takes an image off the product (the file stays: orders may show it); removing the main image makes the next one
 * the main image. */
export async function removeProductImage(productId: Uuid, fileId: string, caller?: Caller): Promise<void> {
  const { row, order, at } = await imageAmong(productId, fileId);
  await arrange(row, order.filter((_, i) => i !== at));
  await recorded(caller, row, "Removed an image");
}

/** Makes one of the product's images its main image; the main image it had takes that image's place. */
export async function makeProductImageMain(productId: Uuid, fileId: string, caller?: Caller): Promise<void> {
  const { row, order, at } = await imageAmong(productId, fileId);
  if (at === 0 && row.mainImageId === fileId) return;
  await arrange(row, swapped(order, 0, at));
  await recorded(caller, row, "Chose the main image");
}

/** Moves an image one place up or down the list (up from second place makes it the main image). */
export async function moveProductImage(productId: Uuid, fileId: string, direction: "up" | "down", caller?: Caller): Promise<void> {
  const { row, order, at } = await imageAmong(productId, fileId);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return;
  await arrange(row, swapped(order, at, to));
  await recorded(caller, row, `Moved an image ${direction}`);
}

const swapped = (order: string[], a: number, b: number) => order.map((id, i) => (i === a ? order[b] : i === b ? order[a] : id));
