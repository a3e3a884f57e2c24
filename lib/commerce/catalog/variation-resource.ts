// EP's PXM resources of variations: a variation (with its options), an option, and the job of a build of child
// products.
import type { ModifierRow, OptionRow, VariationRow } from "@/lib/storage/catalog/product-rows";

/** The job EP answers a build with; ours is done by the time it answers. */
export type BuildJob = { id: string; created: number; updated: number; deleted: number; at: Date };

export function pcmVariationResource(row: VariationRow, options: OptionRow[] = []) {
  return {
    id: row.id,
    type: "product-variation" as const,
    attributes: { name: row.name, sort_order: row.sortOrder },
    meta: {
      owner: "store",
      options: options.map((o) => ({ id: o.id, name: o.name, description: o.description, sort_order: o.sortOrder, created_at: o.createdAt.toISOString(), updated_at: o.updatedAt.toISOString() })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

export function pcmOptionResource(row: OptionRow) {
  return {
    id: row.id,
    type: "product-variation-option" as const,
    attributes: { name: row.name, description: row.description, sort_order: row.sortOrder },
    meta: { owner: "store", created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
  };
}

export function buildJobResource(job: BuildJob) {
  const at = job.at.toISOString();
  return {
    id: job.id,
    type: "pim-job" as const,
    attributes: { type: "child-products", status: "success", created_at: at, started_at: at, completed_at: at, updated_at: at },
    meta: { results: { created: job.created, updated: job.updated, deleted: job.deleted } },
  };
}

/** EP's `product-variation-modifier`: the fields its type uses, and no others. */
export function pcmModifierResource(row: ModifierRow) {
  return {
    id: row.id,
    type: "product-variation-modifier" as const,
    attributes: {
      type: row.type,
      ...(row.value !== null ? { value: row.value } : {}),
      ...(row.seek !== null ? { seek: row.seek } : {}),
      ...(row.set !== null ? { set: row.set } : {}),
      ...(row.referenceName !== null ? { reference_name: row.referenceName } : {}),
    },
    meta: { owner: "store" as const },
  };
}
