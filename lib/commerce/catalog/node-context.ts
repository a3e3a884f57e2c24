// What a node is rendered with besides its row: its breadcrumbs (its hierarchy, the nodes above it, itself, top
// first) and whether it has children. Read in two reads and one more for the hierarchies, whatever the number of
// nodes (the hierarchy store's nodeAncestry); put together here.
import { hierarchyStore, type NodeAncestry, type NodeRow } from "@/lib/storage/catalog/hierarchy-store";

export type Breadcrumb = { id: string; name: string; slug: string };
export type NodeContext = { breadcrumbs: Map<string, Breadcrumb[]>; withChildren: Set<string> };

/** The nodes' context from their ancestry. */
export function nodeContextOf(rows: Pick<NodeRow, "id" | "hierarchyId">[], ancestry: NodeAncestry): NodeContext {
  const topById = new Map(ancestry.tops.map((h) => [h.id, h]));
  const chain = new Map<string, NodeAncestry["steps"]>();
  for (const step of ancestry.steps) {
    const steps = chain.get(step.start) ?? [];
    steps.push(step);
    chain.set(step.start, steps);
  }
  const breadcrumbs = new Map<string, Breadcrumb[]>();
  for (const row of rows) {
    const top = topById.get(row.hierarchyId);
    const path = (chain.get(row.id) ?? []).sort((a, b) => b.depth - a.depth).map(({ id, name, slug }) => ({ id, name, slug }));
    breadcrumbs.set(row.id, [...(top ? [{ id: top.id, name: top.name, slug: top.slug }] : []), ...path]);
  }
  return { breadcrumbs, withChildren: new Set(ancestry.withChildren) };
}

/** Each node's breadcrumbs and which of the nodes have children. */
export async function nodeContext(rows: NodeRow[]): Promise<NodeContext> {
  if (rows.length === 0) return { breadcrumbs: new Map(), withChildren: new Set() };
  return nodeContextOf(rows, await hierarchyStore.nodeAncestry(rows));
}
