// Files (EP's files API): the catalog's images as file resources. A product's main image is a file; the
// catalog answers name it in `relationships.main_image` and include it on request. Files are read by any
// token (images are public); administrators add them with a `file_location` (an image hosted elsewhere or
// under /public), or by giving a product a `main_image`. Their EP resource is file-resource.ts.
import { z } from "zod";
import { fileStore } from "@/lib/storage/catalog/file-store";
import type { FileRow, ImageRef } from "@/lib/storage/catalog/product-rows";
import { notFound } from "../errors";
import { isUuid } from "../uuid";
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

export async function findFile(id: string): Promise<FileRow> {
  const row = isUuid(id) ? await fileStore.find(id) : undefined;
  if (!row) throw fileNotFound(id);
  return row;
}

export async function listFiles(page: Page) {
  return fileStore.list(page);
}

/** POST /v2/files with a `file_location`: EP's way to register a file hosted elsewhere. */
export const fileLocationSchema = z.object({
  file_location: z.string().min(1).max(1024).regex(/^(https?:\/\/|\/)/, "file_location is an http(s) URL or a path starting with /"),
  file_name: z.string().min(1).max(255).optional(),
  mime_type: z.string().min(1).max(255).optional(),
});

const MIME_BY_EXTENSION: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", svg: "image/svg+xml", gif: "image/gif", avif: "image/avif" };

export async function createFileFromLocation(input: z.output<typeof fileLocationSchema>): Promise<FileRow> {
  const name = input.file_name ?? (input.file_location.split("/").pop() || "file");
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  return fileForImage({ href: input.file_location, file_name: name, mime_type: input.mime_type ?? MIME_BY_EXTENSION[extension] ?? "application/octet-stream" });
}
