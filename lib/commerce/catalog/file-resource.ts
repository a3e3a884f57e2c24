// EP's file resource (the files API, a product's `main_image` include).
import type { FileRow } from "@/lib/storage/catalog/product-rows";
import { absoluteHref } from "../absolute-href";
import { isoSeconds } from "../time";

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
