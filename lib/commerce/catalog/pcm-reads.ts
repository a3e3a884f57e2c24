// The administrator's reads of hierarchies and nodes (/pcm/…) in EP's PXM shapes. (Products: pcm-products.ts;
// variations: variations.ts.)
import type { Executor } from "@/lib/storage/db";
import type { Page } from "../page";
import { findHierarchy, findNode, listHierarchies, listNodes, nodeContext, pcmHierarchyResource, pcmNodeResource, type NodeListScope } from "./hierarchies";

export async function pcmHierarchies(db: Executor, page: Page) {
  const { rows, total } = await listHierarchies(db, page);
  return { data: rows.map(pcmHierarchyResource), total };
}

export async function pcmNodes(db: Executor, scope: NodeListScope, page: Page) {
  if (scope.kind === "hierarchy" || scope.kind === "top") await findHierarchy(db, scope.hierarchyId);
  const { rows, total } = await listNodes(db, scope, page);
  const context = await nodeContext(db, rows);
  return { data: rows.map((row) => pcmNodeResource(row, context)), total };
}

export async function pcmNode(db: Executor, hierarchyId: string, nodeId: string) {
  const row = await findNode(db, nodeId, hierarchyId);
  return pcmNodeResource(row, await nodeContext(db, [row]));
}
