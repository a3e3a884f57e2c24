// The storefront's ways through the catalog's structure: the header's navigation (every hierarchy with its
// nodes) and the category a /categories/… path names. Reads go through the hierarchy store.
import { hierarchyStore, type NodeRow } from "@/lib/storage/catalog/hierarchy-store";
import { nodeContext, type Breadcrumb } from "./node-context";

export type NavigationNode = { id: string; name: string; href: string; children: NavigationNode[] };
export type Navigation = { id: string; name: string; href: string; nodes: NavigationNode[] }[];

/** The header's navigation: every hierarchy with its nodes, nested, in EP's order (one read of each table). */
export async function storeNavigation(): Promise<Navigation> {
  const { hierarchies: tops, nodes: all } = await hierarchyStore.everything();
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
  const hierarchy = await hierarchyStore.hierarchyBySlug(hierarchySlug);
  if (!hierarchy) return undefined;
  let parentId: string | null = null;
  let node: NodeRow | undefined;
  for (const slug of nodeSlugs) {
    [node] = await hierarchyStore.childNodes(hierarchy.id, parentId, slug);
    if (!node) return undefined;
    parentId = node.id;
  }
  const children = await hierarchyStore.childNodes(hierarchy.id, parentId);
  const base = `/categories/${hierarchy.slug}`;
  const crumbs = node ? (await nodeContext([node])).breadcrumbs.get(node.id) ?? [] : [{ id: hierarchy.id, name: hierarchy.name, slug: hierarchy.slug }];
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

/** A step of a breadcrumb: what it is called and where it goes. */
export type Crumb = { name: string; href: string };

/**
 * Where a product sits, for its breadcrumb: the deepest of the categories it is in (among equals, the first in the
 * navigation's order), from its hierarchy down; none when it is in no category.
 */
export function categoryTrailOf(navigation: Navigation, nodeIds: readonly string[]): Crumb[] {
  const wanted = new Set(nodeIds);
  let best: Crumb[] = [];
  const walk = (nodes: NavigationNode[], trail: Crumb[]) => {
    for (const node of nodes) {
      const here = [...trail, { name: node.name, href: node.href }];
      if (wanted.has(node.id) && here.length > best.length) best = here;
      walk(node.children, here);
    }
  };
  for (const hierarchy of navigation) walk(hierarchy.nodes, [{ name: hierarchy.name, href: hierarchy.href }]);
  return best;
}

/** The categories a product is in: its own, or (a variation's child in none of its own) its base product's. */
export async function productCategoryIds(product: { id: string; baseProductId?: string | null }): Promise<string[]> {
  const ids = [product.id, ...(product.baseProductId ? [product.baseProductId] : [])];
  const byProduct = await hierarchyStore.productNodeIds(ids);
  return byProduct.get(product.id) ?? (product.baseProductId ? byProduct.get(product.baseProductId) : undefined) ?? [];
}
