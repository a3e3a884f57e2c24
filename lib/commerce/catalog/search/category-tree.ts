// The categories of catalog search, built from the hierarchies as Elastic Path's catalog search indexes them:
// a product attached to Kitchen › Drinkware › Mugs is in `meta.search.categories.lvl0` "Kitchen", `lvl1`
// "Kitchen > Drinkware" and `lvl2` "Kitchen > Drinkware > Mugs" — the paths InstantSearch's hierarchical menu
// reads, joined by " > ". Read whole per search: the tree is a few hundred nodes where the catalog is 100,000
// products (docs/catalog.md "Search").
import { hierarchyStore } from "@/lib/storage/catalog/hierarchy-store";
import { CATEGORY_SEPARATOR } from "./search-fields";

export type CategoryNode = { hierarchyId: string; ancestorIds: string[]; paths: string[] };
/** Every node with its ancestors (top first, itself last) and its category path at each level (0: the hierarchy). */
export type CategoryTree = Map<string, CategoryNode>;

export async function readCategoryTree(): Promise<CategoryTree> {
  const rows = await hierarchyStore.categoryRows();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const tree: CategoryTree = new Map();
  const place = (id: string, seen: Set<string>): CategoryNode | undefined => {
    const known = tree.get(id);
    if (known) return known;
    const row = byId.get(id);
    if (!row || seen.has(id)) return undefined;
    seen.add(id);
    const parent = row.parentId ? place(row.parentId, seen) : undefined;
    const above = parent ?? { ancestorIds: [], paths: [row.hierarchy] };
    const node = {
      hierarchyId: row.hierarchyId,
      ancestorIds: [...above.ancestorIds, id],
      paths: [...above.paths, `${above.paths[above.paths.length - 1]}${CATEGORY_SEPARATOR}${row.name}`],
    };
    tree.set(id, node);
    return node;
  };
  for (const row of rows) place(row.id, new Set());
  return tree;
}

/** The nodes in the categories `values` of `level` (a category is its node and every node under it). */
export function nodesInCategories(tree: CategoryTree, level: number, values: readonly string[]): string[] {
  const wanted = new Set(values);
  return [...tree].filter(([, node]) => node.paths.length > level && wanted.has(node.paths[level])).map(([id]) => id);
}

/** Every node at or under `level`, with its category at that level: what a facet on the level counts by. */
export function categoriesAt(tree: CategoryTree, level: number): { nodeIds: string[]; paths: string[] } {
  const nodeIds: string[] = [];
  const paths: string[] = [];
  for (const [id, node] of tree) {
    if (node.paths.length <= level) continue;
    nodeIds.push(id);
    paths.push(node.paths[level]);
  }
  return { nodeIds, paths };
}

/** A node and every node under it; a hierarchy's nodes. */
export function nodesUnder(tree: CategoryTree, scope: { nodeId: string } | { hierarchyId: string }): string[] {
  return [...tree]
    .filter(([, node]) => ("nodeId" in scope ? node.ancestorIds.includes(scope.nodeId) : node.hierarchyId === scope.hierarchyId))
    .map(([id]) => id);
}
