// The file store: the catalog's files (EP's files API; a product's main image is one), read and written for
// lib/commerce/catalog/files.ts.
import { and, asc, count, eq, inArray, not, sql } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { fileContents, files, productFiles, products, type ImageRef } from "../schema";
import type { FileRow, PageWindow } from "./product-rows";

export type FileStore = {
  /** The file of an image, made the first time its href is seen. */
  forImage(image: ImageRef): Promise<FileRow>;
  byIds(ids: string[]): Promise<Map<string, FileRow>>;
  find(id: string): Promise<FileRow | undefined>;
  list(page: PageWindow): Promise<{ rows: FileRow[]; total: number }>;
  /** An uploaded file: its row and its bytes, in one transaction. */
  createUploaded(row: { id: string; fileName: string; mimeType: string; href: string; altText?: string }, bytes: Uint8Array, etag: string): Promise<FileRow>;
  /** Sets a file's alt text; false when there is no such file. */
  setAltText(id: string, altText: string): Promise<boolean>;
  /** Removes a file and its bytes. */
  remove(id: string): Promise<void>;
  /** Removes a file and its bytes unless a product shows it (as its main image, by id or by href, or among its
   * files): one statement,
   * so a product cannot take the file between the check and the delete (it would then find no file to name). */
  removeUnused(id: string): Promise<"removed" | "in-use" | "missing">;
  /** The files products name in their `files` relationship, each product's in the order attached. */
  productFileIds(productIds: string[]): Promise<Map<string, string[]>>;
  /**
   * Adds, replaces or removes a product's files in one transaction under the product's lock: `check` is given
   * whether the product exists and which of the files named exist, and throws to refuse (nothing is written).
   */
  changeProductFiles(productId: string, fileIds: string[], how: "add" | "replace" | "remove", check: (productExists: boolean, known: Set<string>) => void): Promise<void>;
  /** An uploaded file's bytes, type and ETag; undefined for a file that has none kept here. */
  content(id: string): Promise<{ bytes: Uint8Array; mimeType: string; etag: string } | undefined>;
};

export const fileStore: FileStore = {
  async forImage(image) {
    const db = await getDb();
    const [made] = await db
      .insert(files)
      .values({ fileName: image.file_name, mimeType: image.mime_type, href: image.href })
      .onConflictDoNothing({ target: files.href })
      .returning();
    if (made) return made;
    const [existing] = await db.select().from(files).where(eq(files.href, image.href));
    return existing;
  },

  async byIds(ids) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const db = await getDb();
    const rows = await db.select().from(files).where(inArray(files.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  },

  async find(id) {
    const db = await getDb();
    return (await db.select().from(files).where(eq(files.id, id)))[0];
  },

  async list(page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () => db.select().from(files).orderBy(asc(files.createdAt), asc(files.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(files),
    );
    return { rows, total };
  },

  async createUploaded(row, bytes, etag) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [made] = await tx.insert(files).values({ ...row, fileSize: bytes.byteLength }).returning();
      await tx.insert(fileContents).values({ fileId: made.id, bytes, etag });
      return made;
    });
  },

  async setAltText(id, altText) {
    const changed = await (await getDb()).update(files).set({ altText }).where(eq(files.id, id)).returning({ id: files.id });
    return changed.length > 0;
  },

  async remove(id) {
    await (await getDb()).delete(files).where(eq(files.id, id));
  },

  async removeUnused(id) {
    const db = await getDb();
    const shown = sql`(exists (select 1 from ${products} where ${products.mainImageId} = ${files.id} or ${products.image} ->> 'href' = ${files.href})
      or exists (select 1 from ${productFiles} where ${productFiles.fileId} = ${files.id}))`;
    const removed = await db.delete(files).where(and(eq(files.id, id), not(shown))).returning({ id: files.id });
    if (removed.length) return "removed";
    return (await this.find(id)) ? "in-use" : "missing";
  },

  async productFileIds(productIds) {
    const byProduct = new Map<string, string[]>();
    if (productIds.length === 0) return byProduct;
    const db = await getDb();
    const rows = await db
      .select({ productId: productFiles.productId, fileId: productFiles.fileId })
      .from(productFiles)
      .where(inArray(productFiles.productId, [...new Set(productIds)]))
      .orderBy(asc(productFiles.position), asc(productFiles.fileId));
    for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.fileId]);
    return byProduct;
  },

  async changeProductFiles(productId, fileIds, how, check) {
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
      const known = fileIds.length ? await tx.select({ id: files.id }).from(files).where(inArray(files.id, fileIds)) : [];
      check(Boolean(product), new Set(known.map((row) => row.id)));
      if (how === "remove") {
        if (fileIds.length) await tx.delete(productFiles).where(and(eq(productFiles.productId, productId), inArray(productFiles.fileId, fileIds)));
        return;
      }
      // A replacement's files in the order it names them.
      if (how === "replace") await tx.delete(productFiles).where(eq(productFiles.productId, productId));
      if (fileIds.length === 0) return;
      const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${productFiles.position}), 0)`.mapWith(Number) }).from(productFiles).where(eq(productFiles.productId, productId));
      await tx
        .insert(productFiles)
        .values(fileIds.map((fileId, i) => ({ productId, fileId, position: last + i + 1 })))
        .onConflictDoNothing();
    });
  },

  async content(id) {
    const db = await getDb();
    const [row] = await db
      .select({ bytes: fileContents.bytes, etag: fileContents.etag, mimeType: files.mimeType })
      .from(fileContents)
      .innerJoin(files, eq(files.id, fileContents.fileId))
      .where(eq(fileContents.fileId, id));
    return row;
  },
};
