// What the product reads need of two neighbouring domains, the structure (hierarchies, nodes, categories) and
// stock, through those domains' functions as they stand: they still take a database (issue 33 moves them behind
// their own stores in lib/storage/catalog and lib/storage/inventory). This module is the one place of the products'
// domain that hands them one; when their stores land, its functions call those instead and the getDb goes.
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { hierarchies, nodes } from "@/lib/storage/schema";
import { stockOf } from "../inventory/stock";
import { available } from "../inventory/stock-rules";
import { attachNodeProducts, detachNodeProducts, findHierarchy, findNode, nodeContext, nodeOrder, subtreeIds, type Breadcrumb } from "./hierarchies";
import { pcmNode } from "./pcm-reads";
import { readCategoryTree, type CategoryTree } from "./search/category-tree";

/** The units available of the products whose stock the store keeps (the catalog's `meta.stock`). */
export async function availableUnits(productIds: string[]): Promise<Map<string, number>> {
  const levels = await stockOf(await getDb(), productIds);
  return new Map([...levels].map(([id, level]) => [id, available(level)]));
}

/** The node (of the hierarchy, when given), or its 404. */
export async function assertNode(nodeId: string, hierarchyId?: string): Promise<void> {
  await findNode(await getDb(), nodeId, hierarchyId);
}

/** The hierarchy, or its 404. */
export async function assertHierarchy(hierarchyId: string): Promise<void> {
  await findHierarchy(await getDb(), hierarchyId);
}

/** The ids of a node and all the nodes under it. */
export async function nodeSubtree(nodeId: string): Promise<string[]> {
  return subtreeIds(await getDb(), nodeId);
}

/** The categories catalog search filters and facets on. */
export async function categoryTree(): Promise<CategoryTree> {
  return readCategoryTree(await getDb());
}

/** POST …/nodes/{id}/relationships/products: attaches products to a node; the node after. */
export async function attachProductsToNode(hierarchyId: string, nodeId: string, body: unknown) {
  const db = await getDb();
  await attachNodeProducts(db, hierarchyId, nodeId, body);
  return pcmNode(db, hierarchyId, nodeId);
}

/** DELETE …/nodes/{id}/relationships/products. */
export async function detachProductsFromNode(hierarchyId: string, nodeId: string, body: unknown): Promise<void> {
  await detachNodeProducts(await getDb(), hierarchyId, nodeId, body);
}

export type NavigationNode = { id: string; name: string; href: string; children: NavigationNode[] };
export type Navigation = { id: string; name: string; href: string; nodes: NavigationNode[] }[];

/** The header's navigation: every hierarchy with its nodes, nested, in EP's order (one read of each table). */
export async function storeNavigation(): Promise<Navigation> {
  const db = await getDb();
  const [tops, all] = await Promise.all([
    db.select().from(hierarchies).orderBy(asc(hierarchies.createdAt), asc(hierarchies.id)),
    db.select().from(nodes).orderBy(...nodeOrder),
  ]);
  const build = (hierarchySlug: string, parentId: string | null, path: string[]): NavigationNode[] =>
    all
      .filter((node) => node.parentId === parentId && (parentId !== null || node.hierarchyId === tops.find((h) => h.slug === hierarchySlug)?.id))
      .map((node) => ({ id: node.id, name: node.name, href: `/categories/${hierarchySlug}/${[...path, node.slug].join("/")}`, children: build(hierarchySlug, node.id, [...path, node.slug]) }));
  return tops.map((h) => ({ id: h.id, name: h.name, href: `/categories/${h.slug}`, nodes: build(h.slug, null, []) }));
}

export type Category = {
  name: string;
  description: string;
  /** From the hierarchy down to this category, each with its page's path. */
  trail: (Breadcrumb & { href: string })[];
  subcategories: { name: string; href: string }[];
  scope: { hierarchyId: string } | { nodeId: string };
};

/** The category at /categories/{hierarchy}/{node}/{node}…, or undefined when the path names none. */
export async function categoryByPath(hierarchySlug: string, nodeSlugs: string[]): Promise<Category | undefined> {
  const db = await getDb();
  const [hierarchy] = await db.select().from(hierarchies).where(eq(hierarchies.slug, hierarchySlug));
  if (!hierarchy) return undefined;
  let parentId: string | null = null;
  let node: typeof nodes.$inferSelect | undefined;
  for (const slug of nodeSlugs) {
    [node] = await db.select().from(nodes).where(and(eq(nodes.hierarchyId, hierarchy.id), parentId === null ? isNull(nodes.parentId) : eq(nodes.parentId, parentId), eq(nodes.slug, slug)));
    if (!node) return undefined;
    parentId = node.id;
  }
  const children = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.hierarchyId, hierarchy.id), parentId === null ? isNull(nodes.parentId) : eq(nodes.parentId, parentId)))
    .orderBy(...nodeOrder);
  const base = `/categories/${hierarchy.slug}`;
  const crumbs = node ? (await nodeContext(db, [node])).breadcrumbs.get(node.id) ?? [] : [{ id: hierarchy.id, name: hierarchy.name, slug: hierarchy.slug }];
  const trail = crumbs.map((crumb, i) => ({ ...crumb, href: i === 0 ? base : `${base}/${nodeSlugs.slice(0, i).join("/")}` }));
  const here = `${base}${nodeSlugs.length ? `/${nodeSlugs.join("/")}` : ""}`;
  return {
    name: node?.name ?? hierarchy.name,
    description: node?.description ?? hierarchy.description,
    trail,
    subcategories: children.map((child) => ({ name: child.name, href: `${here}/${child.slug}` })),
    scope: node ? { nodeId: node.id } : { hierarchyId: hierarchy.id },
  };
}
