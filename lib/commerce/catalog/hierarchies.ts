// Hierarchies and their nodes (EP's PXM hierarchies): administrators write them under /pcm/hierarchies, shoppers
// read them under /catalog (hierarchy-reads.ts). docs/catalog.md. The routes parse the bodies with
// hierarchy-schema.ts; the rules are hierarchy-rules.ts; the reads and writes the hierarchy store's
// (lib/storage/catalog/hierarchy-store.ts); the EP shapes hierarchy-resource.ts.
import type { Executor } from "@/lib/storage/db";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { hierarchyStore, type HierarchyRow, type NodeRow } from "@/lib/storage/catalog/hierarchy-store";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError } from "../errors";
import { now } from "../clock";
import type { Uuid } from "../uuid";
import type { CreateHierarchyInput, CreateNodeInput, NodeReference, ProductReferences, UpdateHierarchyInput, UpdateNodeInput } from "./hierarchy-schema";
import { hierarchyNotFound, nodeNotFound, parentRefusal, slugConflict } from "./hierarchy-rules";
import { slugFromName } from "./product-schema";
import { siblingSortOrders, type SiblingDirection } from "./sibling-order";

export type { HierarchyRow, NodeRow };

/** Runs a write; a slug met twice is 409. */
async function refusingTakenSlug<T>(what: "A hierarchy" | "A sibling node", write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict(what);
    throw error;
  }
}

// ---- hierarchies ----

/** Who did what to the categories (docs/admin.md "Who did what"): an administrator's change, in words. */
const recordCategory = (caller: Caller | undefined, action: string, id: string, summary: string, executor?: Executor) =>
  recordAdministratorChange(caller, { action, subject: { type: "category", id }, summary }, executor);

const productCount = (n: number) => (n === 1 ? "1 product" : `${n} products`);

export async function createHierarchy(input: CreateHierarchyInput, caller?: Caller): Promise<HierarchyRow> {
  const row = await refusingTakenSlug("A hierarchy", () =>
    hierarchyStore.insertHierarchy({ name: input.name, slug: input.slug ?? slugFromName(input.name), description: input.description }),
  );
  await recordCategory(caller, "category_group.create", row.id, `Created category group ${row.name}`);
  return row;
}

export async function findHierarchy(id: Uuid): Promise<HierarchyRow> {
  const row = await hierarchyStore.hierarchy(id);
  if (!row) throw hierarchyNotFound(id);
  return row;
}

export async function updateHierarchy(id: Uuid, input: UpdateHierarchyInput, caller?: Caller): Promise<HierarchyRow> {
  const row = await refusingTakenSlug("A hierarchy", () => hierarchyStore.updateHierarchy(id, { ...input, updatedAt: now() }));
  if (!row) throw hierarchyNotFound(id);
  await recordCategory(caller, "category_group.save", row.id, `Saved category group ${row.name}`);
  return row;
}

export async function deleteHierarchy(id: Uuid, caller?: Caller): Promise<void> {
  const before = caller ? await hierarchyStore.hierarchy(id) : undefined;
  if (!(await hierarchyStore.deleteHierarchy(id))) throw hierarchyNotFound(id);
  await recordCategory(caller, "category_group.delete", id, `Deleted category group ${before?.name ?? id}`);
}

// ---- nodes ----

/** A node (of the hierarchy, when given), or 404 (a node of another hierarchy is not found here). */
export async function findNode(id: Uuid, hierarchyId?: Uuid): Promise<NodeRow> {
  const row = await hierarchyStore.node(id);
  if (!row || (hierarchyId !== undefined && row.hierarchyId !== hierarchyId)) throw nodeNotFound(id);
  return row;
}

/** The ids of a node and all the nodes under it. */
export async function nodeSubtree(nodeId: string): Promise<string[]> {
  return hierarchyStore.subtreeIds(nodeId);
}

export async function createNode(hierarchyId: Uuid, input: CreateNodeInput, caller?: Caller): Promise<NodeRow> {
  const { attributes: a, meta, relationships } = input;
  return refusingTakenSlug("A sibling node", () =>
    hierarchyStore.shape(hierarchyId, () => hierarchyNotFound(hierarchyId), async (unit) => {
      let parentId: string | null = null;
      if (relationships?.parent) {
        const refused = parentRefusal(await unit.node(relationships.parent.data.id), hierarchyId);
        if (refused) throw refused;
        parentId = relationships.parent.data.id;
      }
      const row = await unit.insertNode({ hierarchyId, parentId, name: a.name, slug: a.slug ?? slugFromName(a.name), description: a.description, sortOrder: meta?.sort_order ?? null });
      await recordCategory(caller, "category.create", row.id, `Created category ${row.name}`, unit.executor);
      return row;
    }),
  );
}

export async function updateNode(hierarchyId: Uuid, nodeId: Uuid, input: UpdateNodeInput, caller?: Caller): Promise<NodeRow> {
  const { attributes: a, meta, relationships } = input;
  return refusingTakenSlug("A sibling node", () =>
    hierarchyStore.shape(hierarchyId, () => hierarchyNotFound(hierarchyId), async (unit) => {
      const node = await unit.node(nodeId);
      if (!node || node.hierarchyId !== hierarchyId) throw nodeNotFound(nodeId);
      const parent = relationships?.parent;
      let parentId: string | null | undefined = undefined;
      if (parent !== undefined) {
        if (parent.data === null) parentId = null;
        else {
          const refused = parentRefusal(await unit.node(parent.data.id), hierarchyId, await unit.subtreeIds(nodeId));
          if (refused) throw refused;
          parentId = parent.data.id;
        }
      }
      const row = await unit.updateNode(nodeId, {
        ...(a ?? {}),
        ...(meta && meta.sort_order !== undefined ? { sortOrder: meta.sort_order } : {}),
        ...(parentId !== undefined ? { parentId } : {}),
        updatedAt: now(),
      });
      await recordCategory(caller, "category.save", row.id, `Saved category ${row.name}`, unit.executor);
      return row;
    }),
  );
}

/** PUT …/nodes/{id}/relationships/parent: moves a node under another node of its hierarchy. */
export async function moveNode(hierarchyId: Uuid, nodeId: Uuid, parent: NodeReference): Promise<NodeRow> {
  return updateNode(hierarchyId, nodeId, { type: "node", relationships: { parent: { data: parent } } });
}

/** DELETE …/nodes/{id}/relationships/parent: makes a node a top node of its hierarchy. */
export async function detachNodeFromParent(hierarchyId: Uuid, nodeId: Uuid): Promise<NodeRow> {
  return updateNode(hierarchyId, nodeId, { type: "node", relationships: { parent: { data: null } } });
}

/**
 * The admin's "Move up" / "Move down": the node trades places with its neighbour among its siblings, every sibling
 * keeping an explicit sort_order (sibling-order.ts), under the hierarchy's lock. As PUT …/nodes/{id} with
 * `meta.sort_order` would write them; nothing changes at either end.
 */
export async function moveNodeAmongSiblings(hierarchyId: Uuid, nodeId: Uuid, direction: SiblingDirection, caller?: Caller): Promise<NodeRow> {
  return hierarchyStore.shape(hierarchyId, () => hierarchyNotFound(hierarchyId), async (unit) => {
    const node = await unit.node(nodeId);
    if (!node || node.hierarchyId !== hierarchyId) throw nodeNotFound(nodeId);
    const changes = siblingSortOrders(await unit.siblings(hierarchyId, node.parentId), nodeId, direction);
    let moved = node;
    for (const [id, sortOrder] of changes) {
      const row = await unit.updateNode(id, { sortOrder, updatedAt: now() });
      if (id === nodeId) moved = row;
    }
    if (changes.size) await recordCategory(caller, "category.move", nodeId, `Moved category ${moved.name} ${direction}`, unit.executor);
    return moved;
  });
}

export async function deleteNode(hierarchyId: Uuid, nodeId: Uuid, caller?: Caller): Promise<void> {
  const node = await findNode(nodeId, hierarchyId);
  await hierarchyStore.deleteNode(nodeId);
  await recordCategory(caller, "category.delete", nodeId, `Deleted category ${node.name}`);
}

/** Attaches products to a node (existing attachments stay; unknown products → 422, nothing attached). */
export async function attachNodeProducts(hierarchyId: Uuid, nodeId: Uuid, references: ProductReferences, caller?: Caller): Promise<void> {
  const ids = [...new Set(references.map((ref) => ref.id.toLowerCase()))];
  const node = await findNode(nodeId, hierarchyId);
  await hierarchyStore.attachProducts(nodeId, ids, now(), (known) => {
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "These products do not exist.", source: "data", meta: { ids: missing } });
    }
  });
  await recordCategory(caller, "category.products_add", nodeId, `Added ${productCount(ids.length)} to category ${node.name}`);
}

export async function detachNodeProducts(hierarchyId: Uuid, nodeId: Uuid, references: ProductReferences, caller?: Caller): Promise<void> {
  const ids = references.map((ref) => ref.id.toLowerCase());
  const node = await findNode(nodeId, hierarchyId);
  await hierarchyStore.detachProducts(nodeId, ids);
  await recordCategory(caller, "category.products_remove", nodeId, `Took ${productCount(ids.length)} out of category ${node.name}`);
}
