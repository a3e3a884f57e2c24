// Files (EP's files API): the catalog's images as file resources. A product's main image is a file; the
// catalog answers name it in `relationships.main_image` and include it on request. Files are read by any
// token (images are public); administrators add them with a `file_location` (an image hosted elsewhere or
// under /public), or by giving a product a `main_image`.
import { asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Executor } from "@/lib/storage/db";
import { files, type ImageRef } from "@/lib/storage/schema";
import { absoluteHref } from "../absolute-href";
import { notFound } from "../errors";
import { isoSeconds } from "../time";
import { isUuid } from "../uuid";

export type FileRow = typeof files.$inferSelect;

export const fileNotFound = (id: string) => notFound("Not Found", `File ${id} does not exist`, { id });

/** EP's file resource; its links absolute against `origin` (absolute-href.ts). */
export function fileResource(row: FileRow, origin: string) {
  return {
    type: "file" as const,
    id: row.id,
    file_name: row.fileName,
    mime_type: row.mimeType,
    file_size: row.fileSize,
    public: true,
    link: { href: absoluteHref(row.href, origin) },
    links: { self: absoluteHref(`/v2/files/${row.id}`, origin) },
    meta: {
      timestamps: { created_at: isoSeconds(row.createdAt) },
      ...(row.width && row.height ? { dimensions: { width: row.width, height: row.height } } : {}),
    },
  };
}

/** The file of an image, made the first time its href is seen. */
export async function fileForImage(db: Executor, image: ImageRef): Promise<FileRow> {
  const [made] = await db
    .insert(files)
    .values({ fileName: image.file_name, mimeType: image.mime_type, href: image.href })
    .onConflictDoNothing({ target: files.href })
    .returning();
  if (made) return made;
  const [existing] = await db.select().from(files).where(eq(files.href, image.href));
  return existing;
}

export async function filesById(db: Executor, ids: string[]): Promise<Map<string, FileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findFile(db: Executor, id: string): Promise<FileRow> {
  const row = isUuid(id) ? (await db.select().from(files).where(eq(files.id, id)))[0] : undefined;
  if (!row) throw fileNotFound(id);
  return row;
}

export async function listFiles(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await readTogether(
    db,
    () => db.select().from(files).orderBy(asc(files.createdAt), asc(files.id)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(files),
  );
  return { rows, total };
}

/** POST /v2/files with a `file_location`: EP's way to register a file hosted elsewhere. */
export const fileLocationSchema = z.object({
  file_location: z.string().min(1).max(1024).regex(/^(https?:\/\/|\/)/, "file_location is an http(s) URL or a path starting with /"),
  file_name: z.string().min(1).max(255).optional(),
  mime_type: z.string().min(1).max(255).optional(),
});

const MIME_BY_EXTENSION: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", svg: "image/svg+xml", gif: "image/gif", avif: "image/avif" };

export async function createFileFromLocation(db: Executor, input: z.output<typeof fileLocationSchema>): Promise<FileRow> {
  const name = input.file_name ?? (input.file_location.split("/").pop() || "file");
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  return fileForImage(db, { href: input.file_location, file_name: name, mime_type: input.mime_type ?? MIME_BY_EXTENSION[extension] ?? "application/octet-stream" });
}
