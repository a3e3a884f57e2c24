// What the admin's category pages read (/admin/categories): every hierarchy with its nodes as a tree in EP's order,
// one node with what it holds, and products to attach found by name or SKU. The writes are hierarchies.ts's, the
// functions /pcm/hierarchies calls.
import { hierarchyStore, type HierarchyRow, type NodeRow } from "@/lib/storage/catalog/hierarchy-store";
import { findHierarchy, findNode } from "./hierarchies";
import { listProducts, type ProductRow } from "./products";
import type { Uuid } from "../uuid";

export type CategoryTreeNode = { node: NodeRow; children: CategoryTreeNode[] };
export type CategoryTree = { hierarchy: HierarchyRow; nodes: CategoryTreeNode[] }[];

/** The nodes under `parentId` of one hierarchy, nested; `all` is in EP's order, so every level is. */
export function nestNodes(all: readonly NodeRow[], hierarchyId: string, parentId: string | null = null): CategoryTreeNode[] {
  return all
    .filter((node) => node.hierarchyId === hierarchyId && node.parentId === parentId)
    .map((node) => ({ node, children: nestNodes(all, hierarchyId, node.id) }));
}

/** Every hierarchy (oldest first) with its nodes as a tree. */
export async function categoryTree(): Promise<CategoryTree> {
  const { hierarchies, nodes } = await hierarchyStore.everything();
  return hierarchies.map((hierarchy) => ({ hierarchy, nodes: nestNodes(nodes, hierarchy.id) }));
}

/** One hierarchy with its tree (404 when there is none). */
export async function categoryGroup(hierarchyId: Uuid): Promise<{ hierarchy: HierarchyRow; nodes: CategoryTreeNode[]; all: NodeRow[] }> {
  const hierarchy = await findHierarchy(hierarchyId);
  const { nodes } = await hierarchyStore.everything();
  const all = nodes.filter((n) => n.hierarchyId === hierarchy.id);
  return { hierarchy, nodes: nestNodes(all, hierarchy.id), all };
}

export const MAX_NODE_PRODUCTS_SHOWN = 200;

/** A node of a hierarchy with its products (any status), the nodes under it, and the nodes it may be moved under. */
export async function categoryNode(hierarchyId: Uuid, nodeId: Uuid) {
  const node = await findNode(nodeId, hierarchyId);
  const [group, subtree, products] = await Promise.all([
    categoryGroup(hierarchyId),
    hierarchyStore.subtreeIds(node.id),
    listProducts({ limit: MAX_NODE_PRODUCTS_SHOWN, offset: 0 }, { liveOnly: false, scope: { kind: "node", nodeId: node.id } }),
  ]);
  const under = new Set(subtree);
  return {
    node,
    hierarchy: group.hierarchy,
    /** How many nodes are under it (deleted with it). */
    descendants: subtree.length - 1,
    products: products.rows,
    productTotal: products.total,
    /** Where it may go: any node of the hierarchy but itself and those under it. */
    parentChoices: group.all.filter((n) => !under.has(n.id)),
  };
}

export const PRODUCT_PICKER_LIMIT = 20;

/** Products whose name or SKU holds `term` (any case, any status), for attaching to a node. */
export async function productsMatching(term: string): Promise<ProductRow[]> {
  const words = term.trim().slice(0, 100);
  if (!words) return [];
  const pattern = `*${words.replace(/\*/g, "")}*`;
  const page = { limit: PRODUCT_PICKER_LIMIT, offset: 0 };
  const [byName, bySku] = await Promise.all([
    listProducts(page, { liveOnly: false, filter: [{ op: "like", field: "name", values: [pattern] }] }),
    listProducts(page, { liveOnly: false, filter: [{ op: "like", field: "sku", values: [pattern] }] }),
  ]);
  const seen = new Set<string>();
  return [...byName.rows, ...bySku.rows].filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, PRODUCT_PICKER_LIMIT);
}
