// The reads of hierarchies and nodes, each one function a route calls with what it parsed: administrators' in
// PXM's shapes (/pcm/hierarchies/…), shoppers' in the catalog's (/catalog/hierarchies, /catalog/nodes).
import { hierarchyStore, type NodeListScope } from "@/lib/storage/catalog/hierarchy-store";
import type { Page } from "../page";
import type { FilterClause, NodeFilterField } from "./catalog-filter";
import { findHierarchy, findNode } from "./hierarchies";
import { catalogHierarchyResource, catalogNodeResource, pcmHierarchyResource, pcmNodeResource } from "./hierarchy-resource";
import { structureFilter } from "./hierarchy-rules";
import { nodeContext } from "./node-context";
import type { Uuid } from "../uuid";

export type { NodeListScope };

/** A node list's scope, with the ids the request's path named parsed where it entered. */
export type NodeScope =
  | { kind: "all" }
  | { kind: "hierarchy"; hierarchyId: Uuid }
  | { kind: "top"; hierarchyId: Uuid }
  | { kind: "children"; parentId: Uuid }
  | { kind: "product"; productId: Uuid };

// ---- administrators ----

export async function pcmHierarchies(page: Page) {
  const { rows, total } = await hierarchyStore.listHierarchies(page, []);
  return { data: rows.map(pcmHierarchyResource), total };
}

export async function pcmHierarchy(id: Uuid) {
  return pcmHierarchyResource(await findHierarchy(id));
}

/** Nodes as administrators read them: every node (GET /pcm/hierarchies/nodes), a hierarchy's, its top ones, a node's
 * children or a product's (GET /pcm/products/{id}/nodes); `filter` as the catalog's node lists take it. */
export async function pcmNodes(scope: NodeScope, page: Page, filter: FilterClause<NodeFilterField>[] = []) {
  if (scope.kind === "hierarchy" || scope.kind === "top") await findHierarchy(scope.hierarchyId);
  const { rows, total } = await hierarchyStore.listNodes(scope, page, structureFilter(filter));
  const context = await nodeContext(rows);
  return { data: rows.map((row) => pcmNodeResource(row, context)), total };
}

/** GET /pcm/hierarchies/nodes: every node, paged and filtered; with `include_hierarchies`, the hierarchies of the
 * page's nodes follow them in `data` (EP's getAllNodes). */
export async function pcmAllNodes(page: Page, filter: FilterClause<NodeFilterField>[], includeHierarchies: boolean) {
  const { data: nodes, total } = await pcmNodes({ kind: "all" }, page, filter);
  if (!includeHierarchies) return { data: nodes, total };
  const ids = [...new Set(nodes.map((node) => node.meta.hierarchy_id))];
  const tops = ids.length ? (await hierarchyStore.listHierarchies({ limit: ids.length, offset: 0 }, [{ field: "id", ids }])).rows : [];
  return { data: [...nodes, ...tops.map(pcmHierarchyResource)], total };
}

/** A node's children (404 when the node is not one of the hierarchy's). */
export async function pcmNodeChildren(hierarchyId: Uuid, nodeId: Uuid, page: Page) {
  await findNode(nodeId, hierarchyId);
  return pcmNodes({ kind: "children", parentId: nodeId }, page);
}

export async function pcmNode(hierarchyId: Uuid, nodeId: Uuid) {
  const row = await findNode(nodeId, hierarchyId);
  return pcmNodeResource(row, await nodeContext([row]));
}

// ---- shoppers ----

export async function catalogHierarchies(page: Page, filter: FilterClause<NodeFilterField>[]) {
  const { rows, total } = await hierarchyStore.listHierarchies(page, structureFilter(filter));
  const withNodes = await hierarchyStore.hierarchiesWithNodes(rows.map((r) => r.id));
  return { data: rows.map((row) => catalogHierarchyResource(row, withNodes.has(row.id))), total };
}

export async function catalogHierarchy(id: Uuid) {
  const row = await findHierarchy(id);
  const withNodes = await hierarchyStore.hierarchiesWithNodes([row.id]);
  return catalogHierarchyResource(row, withNodes.has(row.id));
}

export async function catalogNodes(scope: NodeScope, page: Page, filter: FilterClause<NodeFilterField>[]) {
  if (scope.kind === "hierarchy" || scope.kind === "top") await findHierarchy(scope.hierarchyId);
  if (scope.kind === "children") await findNode(scope.parentId);
  const { rows, total } = await hierarchyStore.listNodes(scope, page, structureFilter(filter));
  const context = await nodeContext(rows);
  return { data: rows.map((row) => catalogNodeResource(row, context)), total };
}

export async function catalogNode(id: Uuid) {
  const row = await findNode(id);
  return catalogNodeResource(row, await nodeContext([row]));
}
