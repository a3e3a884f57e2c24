// Hierarchies and nodes as EP renders them: PXM's shapes for administrators (/pcm/hierarchies) and the catalog's for
// shoppers (/catalog/hierarchies, /catalog/nodes). The one home of both resources; routes and reads call it.
import type { HierarchyRow, NodeRow } from "@/lib/storage/catalog/hierarchy-store";
import { isoSeconds } from "../time";
import type { NodeContext } from "./node-context";

export function pcmHierarchyResource(row: HierarchyRow) {
  return {
    id: row.id,
    type: "hierarchy" as const,
    attributes: { name: row.name, slug: row.slug, description: row.description },
    relationships: { children: { data: [], links: { related: `/hierarchies/${row.id}/children` } } },
    meta: { owner: "store", created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
  };
}

export function pcmNodeResource(row: NodeRow, context: NodeContext) {
  return {
    id: row.id,
    type: "node" as const,
    attributes: { name: row.name, slug: row.slug, description: row.description },
    relationships: {
      children: { data: [], links: { related: `/hierarchies/${row.hierarchyId}/nodes/${row.id}/children` } },
      ...(row.parentId ? { parent: { data: { type: "node" as const, id: row.parentId } } } : {}),
      products: { data: [], links: { related: `/hierarchies/${row.hierarchyId}/nodes/${row.id}/products` } },
    },
    meta: {
      owner: "store",
      hierarchy_id: row.hierarchyId,
      ...(row.sortOrder !== null ? { sort_order: row.sortOrder } : {}),
      breadcrumbs: context.breadcrumbs.get(row.id) ?? [],
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

export function catalogHierarchyResource(row: HierarchyRow, hasChildren: boolean) {
  return {
    id: row.id,
    type: "hierarchy" as const,
    attributes: {
      name: row.name,
      slug: row.slug,
      description: row.description,
      created_at: isoSeconds(row.createdAt),
      updated_at: isoSeconds(row.updatedAt),
      published_at: isoSeconds(row.updatedAt),
    },
    relationships: {
      products: { links: { related: `/catalog/hierarchies/${row.id}/products` } },
      children: { links: { related: `/catalog/hierarchies/${row.id}/children` } },
      nodes: { links: { related: `/catalog/hierarchies/${row.id}/nodes` } },
    },
    meta: { breadcrumbs: [{ id: row.id, name: row.name, slug: row.slug }], has_children: hasChildren },
  };
}

export function catalogNodeResource(row: NodeRow, context: NodeContext) {
  return {
    id: row.id,
    type: "node" as const,
    attributes: {
      name: row.name,
      slug: row.slug,
      description: row.description,
      status: "live",
      created_at: isoSeconds(row.createdAt),
      updated_at: isoSeconds(row.updatedAt),
      published_at: isoSeconds(row.updatedAt),
    },
    relationships: {
      products: { links: { related: `/catalog/nodes/${row.id}/relationships/products` } },
      children: { links: { related: `/catalog/nodes/${row.id}/relationships/children` } },
      ...(row.parentId ? { parent: { data: { type: "node" as const, id: row.parentId }, links: { related: `/catalog/nodes/${row.parentId}` } } } : {}),
      hierarchy: { data: { type: "hierarchy" as const, id: row.hierarchyId }, links: { related: `/catalog/hierarchies/${row.hierarchyId}` } },
    },
    meta: {
      breadcrumbs: context.breadcrumbs.get(row.id) ?? [],
      has_children: context.withChildren.has(row.id),
      ...(row.sortOrder !== null ? { sort_order: row.sortOrder } : {}),
    },
  };
}
