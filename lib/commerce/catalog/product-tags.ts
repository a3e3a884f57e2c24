// EP's product tags: a product's `tags` (at most 20 words of up to 255 characters, each kept once), and the tags
// of the catalog as resources of their own (GET /pcm/tags, /pcm/tags/{id}): every value some product carries, with
// a stable id. The store is lib/storage/catalog/tag-store.ts.
import { tagStore, type TagRow } from "@/lib/storage/catalog/tag-store";
import type { Tx } from "@/lib/storage/db";
import { notFound } from "../errors";
import type { Page } from "../page";
import type { Uuid } from "../uuid";

export const tagNotFound = (id: string) => notFound("Tag not found", "The requested tag could not be found", { id });

/** Inside a product's save: the tag rows of the values it is given. */
export async function keepTags(tx: Tx, values: readonly string[] | null | undefined): Promise<void> {
  if (values?.length) await tagStore.keepWithin(tx, values);
}

export function tagResource(row: TagRow) {
  return {
    id: row.id,
    type: "tag" as const,
    attributes: { value: row.value },
    meta: { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString(), owner: "store" as const },
  };
}

/** GET /pcm/tags: the tags products carry, by value. */
export async function productTagList(page: Page) {
  const { rows, total } = await tagStore.list(page);
  return { data: rows.map(tagResource), total };
}

/** GET /pcm/tags/{id} (404 for a tag no product carries). */
export async function productTag(id: Uuid) {
  const row = await tagStore.find(id);
  if (!row) throw tagNotFound(id);
  return tagResource(row);
}
