// The shopper's reads of hierarchies and nodes (/catalog/…), each one function that a route calls with what it
// parsed. docs/catalog.md. (The products under them: catalog-products.ts.)
import type { Executor } from "@/lib/storage/db";
import type { Page } from "../page";
import type { FilterClause, NodeFilterField } from "./catalog-filter";
import {
  catalogHierarchyResource,
  catalogNodeResource,
  findHierarchy,
  findNode,
  hierarchiesWithNodes,
  listHierarchies,
  listNodes,
  nodeContext,
  type NodeListScope,
} from "./hierarchies";

export async function catalogHierarchies(db: Executor, page: Page, filter: FilterClause<NodeFilterField>[]) {
  const { rows, total } = await listHierarchies(db, page, filter);
  const withNodes = await hierarchiesWithNodes(db, rows.map((r) => r.id));
  return { data: rows.map((row) => catalogHierarchyResource(row, withNodes.has(row.id))), total };
}

export async function catalogHierarchy(db: Executor, id: string) {
  const row = await findHierarchy(db, id);
  const withNodes = await hierarchiesWithNodes(db, [row.id]);
  return catalogHierarchyResource(row, withNodes.has(row.id));
}

export async function catalogNodes(db: Executor, scope: NodeListScope, page: Page, filter: FilterClause<NodeFilterField>[]) {
  if (scope.kind === "hierarchy" || scope.kind === "top") await findHierarchy(db, scope.hierarchyId);
  if (scope.kind === "children") await findNode(db, scope.parentId);
  const { rows, total } = await listNodes(db, scope, page, filter);
  const context = await nodeContext(db, rows);
  return { data: rows.map((row) => catalogNodeResource(row, context)), total };
}

export async function catalogNode(db: Executor, id: string) {
  const row = await findNode(db, id);
  return catalogNodeResource(row, await nodeContext(db, [row]));
}
