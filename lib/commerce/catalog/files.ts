// Files (EP's files API): the catalog's images as file resources. A product's main image is a file; the
// catalog answers name it in `relationships.main_image` and include it on request. Files are read by any
// token (images are public); administrators add them with a `file_location` (an image hosted elsewhere or
// under /public), by giving a product a `main_image`, or by uploading the image itself (`file`), whose bytes the
// store keeps in the database and serves at /v2/files/{id}/content. Their EP resource is file-resource.ts.
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { fileStore } from "@/lib/storage/catalog/file-store";
import type { FileRow, ImageRef } from "@/lib/storage/catalog/product-rows";
import { ApiError, notFound } from "../errors";
import { imageTypeOf, uploadedImageProblem } from "./image-type";
import type { Uuid } from "../uuid";
import { fileLocationTextSchema } from "./file-location";
import type { Page } from "../page";

export type { FileRow };

export const fileNotFound = (id: string) => notFound("Not Found", `File ${id} does not exist`, { id });

/** The file of an image, made the first time its href is seen. */
export async function fileForImage(image: ImageRef): Promise<FileRow> {
  return fileStore.forImage(image);
}

export async function filesById(ids: string[]): Promise<Map<string, FileRow>> {
  return fileStore.byIds(ids);
}

export async function findFile(id: Uuid): Promise<FileRow> {
  const row = await fileStore.find(id);
  if (!row) throw fileNotFound(id);
  return row;
}

export async function listFiles(page: Page) {
  return fileStore.list(page);
}

/** POST /v2/files with a `file_location`: EP's way to register a file hosted elsewhere. */
export const fileLocationSchema = z.object({
  file_location: fileLocationTextSchema,
  file_name: z.string().min(1).max(255).optional(),
  mime_type: z.string().min(1).max(255).optional(),
});

const MIME_BY_EXTENSION: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", svg: "image/svg+xml", gif: "image/gif", avif: "image/avif" };

export async function createFileFromLocation(input: z.output<typeof fileLocationSchema>): Promise<FileRow> {
  const name = input.file_name ?? (input.file_location.split("/").pop() || "file");
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  return fileForImage({ href: input.file_location, file_name: name, mime_type: input.mime_type ?? MIME_BY_EXTENSION[extension] ?? "application/octet-stream" });
}

/** The path an uploaded file's bytes are served at (its href). */
export const uploadedFileHref = (id: string) => `/v2/files/${id}/content`;

/** The safe name of an uploaded file: its base name, printable, at most 255 characters. */
function uploadedName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255) || "image";
}

/**
 * POST /v2/files with a `file` (and the admin's image upload): keeps an image's bytes in the database, typed by
 * its own bytes (image-type.ts); a file over the limit (413), not an image the store keeps, or sent as another type
 * (422) is refused and nothing is kept. `altText` is the merchant's (the admin's Images section, image-alt.ts).
 */
export async function uploadImage(file: { name: string; type: string; bytes: Uint8Array }, altText?: string): Promise<FileRow> {
  const problem = uploadedImageProblem(file.bytes, file.type);
  if (problem) {
    throw new ApiError({ status: problem.status, title: problem.status === 413 ? "Payload Too Large" : "Unprocessable Entity", detail: problem.detail, source: "file" });
  }
  const mimeType = imageTypeOf(file.bytes) ?? "application/octet-stream";
  const id = randomUUID();
  const etag = `"${createHash("sha256").update(file.bytes).digest("base64url")}"`;
  return fileStore.createUploaded({ id, fileName: uploadedName(file.name), mimeType, href: uploadedFileHref(id), ...(altText ? { altText } : {}) }, file.bytes, etag);
}

/**
 * Takes back an upload made for a change that was then refused (the admin's product form with a taken SKU), so that
 * a refused request keeps nothing. Only for a file this request uploaded: nothing else can name it yet.
 */
export async function discardUpload(file: FileRow): Promise<void> {
  await fileStore.remove(file.id);
}

/** DELETE /v2/files/{id}: the file and its bytes, unless a product shows it (409: change the product's image first). */
export async function deleteFile(id: Uuid): Promise<void> {
  const outcome = await fileStore.removeUnused(id);
  if (outcome === "missing") throw fileNotFound(id);
  if (outcome === "in-use") {
    throw new ApiError({ status: 409, title: "Conflict", detail: `File ${id} is a product's image: give the product another image, or none, first.`, meta: { id } });
  }
}

/** An uploaded file's bytes, with their type and ETag (404 for any other file). */
export async function uploadedFileContent(id: Uuid) {
  const content = await fileStore.content(id);
  if (!content) throw fileNotFound(id);
  return content;
}
