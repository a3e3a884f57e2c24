// Hierarchies and their nodes (EP's PXM hierarchies): administrators write them under /pcm/hierarchies, shoppers
// read them under /catalog. docs/catalog.md.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Db, type Executor } from "@/lib/storage/db";
import { hierarchies, nodeProducts, nodes, products } from "@/lib/storage/schema";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError, notFound } from "../errors";
import { isoSeconds } from "../time";
import { parseOrThrow } from "../validation";
import type { FilterClause, NodeFilterField } from "./catalog-filter";
import { SLUG, slugFromName } from "./product-schema";
import type { Page } from "../page";
import { isUuid } from "../uuid";

export type HierarchyRow = typeof hierarchies.$inferSelect;
export type NodeRow = typeof nodes.$inferSelect;

export const hierarchyNotFound = (id: string) => notFound("Hierarchy not found", "The requested hierarchy could not be found", { id });
export const nodeNotFound = (id: string) => notFound("Node not found", "The requested node could not be found", { id });

const slugSchema = z.string().min(1).max(255).regex(SLUG, "A slug is letters, digits, '.', '-' and '_'");
const hierarchyAttributes = z.strictObject({
  name: z.string().trim().min(1).max(255),
  slug: slugSchema.optional(),
  description: z.string().max(10_000).default(""),
});
const nodeReference = z.strictObject({ type: z.literal("node"), id: z.uuid() });
const nodeAttributes = hierarchyAttributes;
const sortOrderMeta = z.strictObject({ sort_order: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional() }).optional();

const createHierarchyBody = z.object({ data: z.object({ type: z.literal("hierarchy"), attributes: hierarchyAttributes }) });
const updateHierarchyBody = z.object({
  data: z.object({ type: z.literal("hierarchy"), id: z.string().optional(), attributes: hierarchyAttributes.partial() }),
});
const createNodeBody = z.object({
  data: z.object({
    type: z.literal("node"),
    attributes: nodeAttributes,
    meta: sortOrderMeta,
    relationships: z.object({ parent: z.object({ data: nodeReference }).optional() }).optional(),
  }),
});
const updateNodeBody = z.object({
  data: z.object({
    type: z.literal("node"),
    id: z.string().optional(),
    attributes: nodeAttributes.partial().optional(),
    meta: sortOrderMeta,
    relationships: z.object({ parent: z.object({ data: nodeReference.nullable() }).optional() }).optional(),
  }),
});
const parentBody = z.object({ data: nodeReference });
const productReferencesBody = z.object({
  data: z.array(z.strictObject({ type: z.literal("product"), id: z.uuid() })).min(1).max(100),
});

function conflict(error: unknown, what: string): never {
  if (isUniqueViolation(error)) throw new ApiError({ status: 409, title: "Conflict", detail: `${what} with this slug already exists.` });
  throw error;
}

// ---- administrators: hierarchies ----

export async function createHierarchy(db: Executor, body: unknown): Promise<HierarchyRow> {
  const { attributes: a } = parseOrThrow(createHierarchyBody, body, "").data;
  try {
    const [row] = await db
      .insert(hierarchies)
      .values({ name: a.name, slug: a.slug ?? slugFromName(a.name), description: a.description })
      .returning();
    return row;
  } catch (error) {
    conflict(error, "A hierarchy");
  }
}

export async function findHierarchy(db: Executor, id: string): Promise<HierarchyRow> {
  const [row] = isUuid(id) ? await db.select().from(hierarchies).where(eq(hierarchies.id, id)) : [];
  if (!row) throw hierarchyNotFound(id);
  return row;
}

export async function updateHierarchy(db: Executor, id: string, body: unknown): Promise<HierarchyRow> {
  const { attributes: a } = parseOrThrow(updateHierarchyBody, body, "").data;
  if (!isUuid(id)) throw hierarchyNotFound(id);
  try {
    const [row] = await db
      .update(hierarchies)
      .set({ ...a, updatedAt: new Date() })
      .where(eq(hierarchies.id, id))
      .returning();
    if (!row) throw hierarchyNotFound(id);
    return row;
  } catch (error) {
    conflict(error, "A hierarchy");
  }
}

export async function deleteHierarchy(db: Executor, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.delete(hierarchies).where(eq(hierarchies.id, id)).returning({ id: hierarchies.id }) : [];
  if (deleted.length === 0) throw hierarchyNotFound(id);
}

function hierarchyCondition(clause: FilterClause<NodeFilterField>, table: typeof hierarchies | typeof nodes): SQL {
  if (clause.field === "id") {
    const ids = clause.values.filter(isUuid).map((v) => v.toLowerCase());
    return ids.length ? inArray(table.id, ids) : sql`false`;
  }
  return eq(table[clause.field], clause.values[0]);
}

export async function listHierarchies(db: Executor, page: Page, filter: FilterClause<NodeFilterField>[] = []) {
  const where = filter.length ? and(...filter.map((c) => hierarchyCondition(c, hierarchies))) : undefined;
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(hierarchies).where(where).orderBy(asc(hierarchies.createdAt), asc(hierarchies.id)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(hierarchies).where(where),
  );
  return { rows, total };
}

// ---- administrators: nodes ----

/** A node of the hierarchy, or 404 (a node of another hierarchy is not found here). */
export async function findNode(db: Executor, id: string, hierarchyId?: string): Promise<NodeRow> {
  const [row] = isUuid(id) ? await db.select().from(nodes).where(eq(nodes.id, id)) : [];
  if (!row || (hierarchyId !== undefined && row.hierarchyId !== hierarchyId)) throw nodeNotFound(id);
  return row;
}

/** The ids of a node and all the nodes under it. */
export async function subtreeIds(db: Executor, nodeId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive subtree(id) as (
      select ${nodeId}::uuid
      union select n.id from nodes n join subtree s on n.parent_id = s.id
    ) select id from subtree`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** A parent for a node: a node of the same hierarchy that is not the node itself nor under it. */
async function checkedParent(db: Executor, hierarchyId: string, parentId: string, nodeId?: string): Promise<string> {
  const parent = await db.select({ id: nodes.id, hierarchyId: nodes.hierarchyId }).from(nodes).where(eq(nodes.id, parentId));
  if (!parent[0] || parent[0].hierarchyId !== hierarchyId) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "The parent node is not a node of this hierarchy.", source: "data.relationships.parent.data.id" });
  }
  if (nodeId && (await subtreeIds(db, nodeId)).includes(parentId)) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A node cannot be moved under itself or one of its own children.", source: "data.relationships.parent.data.id" });
  }
  return parentId;
}

/** Serialises changes to one hierarchy's shape (moves), so two concurrent moves cannot make a cycle. */
async function lockHierarchy(db: Executor, hierarchyId: string) {
  const [row] = await db.select({ id: hierarchies.id }).from(hierarchies).where(eq(hierarchies.id, hierarchyId)).for("update");
  if (!row) throw hierarchyNotFound(hierarchyId);
}

export async function createNode(db: Db, hierarchyId: string, body: unknown): Promise<NodeRow> {
  const { attributes: a, meta, relationships } = parseOrThrow(createNodeBody, body, "").data;
  if (!isUuid(hierarchyId)) throw hierarchyNotFound(hierarchyId);
  try {
    return await db.transaction(async (tx) => {
      await lockHierarchy(tx, hierarchyId);
      const parentId = relationships?.parent ? await checkedParent(tx, hierarchyId, relationships.parent.data.id) : null;
      const [row] = await tx
        .insert(nodes)
        .values({ hierarchyId, parentId, name: a.name, slug: a.slug ?? slugFromName(a.name), description: a.description, sortOrder: meta?.sort_order ?? null })
        .returning();
      return row;
    });
  } catch (error) {
    conflict(error, "A sibling node");
  }
}

export async function updateNode(db: Db, hierarchyId: string, nodeId: string, body: unknown): Promise<NodeRow> {
  const { attributes: a, meta, relationships } = parseOrThrow(updateNodeBody, body, "").data;
  try {
    return await db.transaction(async (tx) => {
      if (!isUuid(hierarchyId)) throw hierarchyNotFound(hierarchyId);
      await lockHierarchy(tx, hierarchyId);
      await findNode(tx, nodeId, hierarchyId);
      const parent = relationships?.parent;
      const parentId = parent === undefined ? undefined : parent.data === null ? null : await checkedParent(tx, hierarchyId, parent.data.id, nodeId);
      const [row] = await tx
        .update(nodes)
        .set({
          ...(a ?? {}),
          ...(meta && meta.sort_order !== undefined ? { sortOrder: meta.sort_order } : {}),
          ...(parentId !== undefined ? { parentId } : {}),
          updatedAt: new Date(),
        })
        .where(eq(nodes.id, nodeId))
        .returning();
      return row;
    });
  } catch (error) {
    conflict(error, "A sibling node");
  }
}

/** PUT …/nodes/{id}/relationships/parent: moves a node under another node of its hierarchy. */
export async function moveNode(db: Db, hierarchyId: string, nodeId: string, body: unknown): Promise<NodeRow> {
  const { data } = parseOrThrow(parentBody, body, "");
  return updateNode(db, hierarchyId, nodeId, { data: { type: "node", relationships: { parent: { data } } } });
}

/** DELETE …/nodes/{id}/relationships/parent: makes a node a top node of its hierarchy. */
export async function detachNodeFromParent(db: Db, hierarchyId: string, nodeId: string): Promise<NodeRow> {
  return updateNode(db, hierarchyId, nodeId, { data: { type: "node", relationships: { parent: { data: null } } } });
}

export async function deleteNode(db: Executor, hierarchyId: string, nodeId: string): Promise<void> {
  await findNode(db, nodeId, hierarchyId);
  await db.delete(nodes).where(eq(nodes.id, nodeId));
}

/** Attaches products to a node (existing attachments stay; unknown products → 422, nothing attached). */
export async function attachNodeProducts(db: Db, hierarchyId: string, nodeId: string, body: unknown): Promise<void> {
  const ids = [...new Set(parseOrThrow(productReferencesBody, body, "").data.map((ref) => ref.id.toLowerCase()))];
  await findNode(db, nodeId, hierarchyId);
  await db.transaction(async (tx) => {
    const known = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    const missing = ids.filter((id) => !known.some((row) => row.id === id));
    if (missing.length) {
      throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "These products do not exist.", source: "data", meta: { ids: missing } });
    }
    await tx.insert(nodeProducts).values(ids.map((productId) => ({ nodeId, productId }))).onConflictDoNothing();
    await tx.update(nodes).set({ updatedAt: new Date() }).where(eq(nodes.id, nodeId));
  });
}

export async function detachNodeProducts(db: Executor, hierarchyId: string, nodeId: string, body: unknown): Promise<void> {
  const ids = parseOrThrow(productReferencesBody, body, "").data.map((ref) => ref.id.toLowerCase());
  await findNode(db, nodeId, hierarchyId);
  await db.delete(nodeProducts).where(and(eq(nodeProducts.nodeId, nodeId), inArray(nodeProducts.productId, ids)));
}

// ---- reads shared by administrators and shoppers ----

/** EP's node order: highest sort_order first, then those without one, most recently updated first. */
export const nodeOrder = [sql`${nodes.sortOrder} desc nulls last`, desc(nodes.updatedAt), asc(nodes.id)];

export type NodeListScope =
  | { kind: "all" }
  | { kind: "hierarchy"; hierarchyId: string }
  | { kind: "top"; hierarchyId: string }
  | { kind: "children"; parentId: string };

export async function listNodes(db: Executor, scope: NodeListScope, page: Page, filter: FilterClause<NodeFilterField>[] = []) {
  const scoped =
    scope.kind === "all"
      ? undefined
      : scope.kind === "hierarchy"
        ? eq(nodes.hierarchyId, scope.hierarchyId)
        : scope.kind === "top"
          ? and(eq(nodes.hierarchyId, scope.hierarchyId), isNull(nodes.parentId))
          : eq(nodes.parentId, scope.parentId);
  const where = and(scoped, ...filter.map((c) => hierarchyCondition(c, nodes)));
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(nodes).where(where).orderBy(...nodeOrder).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(nodes).where(where),
  );
  return { rows, total };
}

export type Breadcrumb = { id: string; name: string; slug: string };
export type NodeContext = { breadcrumbs: Map<string, Breadcrumb[]>; withChildren: Set<string> };

/** Each node's breadcrumbs (its hierarchy, the nodes above it, itself) and which nodes have children: two reads
 * whatever the number of nodes. */
export async function nodeContext(db: Executor, rows: NodeRow[]): Promise<NodeContext> {
  if (rows.length === 0) return { breadcrumbs: new Map(), withChildren: new Set() };
  const ids = rows.map((r) => r.id);
  const [ancestry, parents] = await readTogether(db,
    () =>
      db.execute<{ start: string; id: string; name: string; slug: string; depth: number }>(sql`
        with recursive up(start, id, parent_id, name, slug, depth) as (
          select n.id, n.id, n.parent_id, n.name, n.slug, 0 from nodes n where n.id in ${sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`}
          union all
          select up.start, p.id, p.parent_id, p.name, p.slug, up.depth + 1 from nodes p join up on p.id = up.parent_id where up.depth < 64
        ) select start, id, name, slug, depth from up`),
    () => db.selectDistinct({ parentId: nodes.parentId }).from(nodes).where(inArray(nodes.parentId, ids)),
  );
  const hierarchyIds = [...new Set(rows.map((r) => r.hierarchyId))];
  const tops = await db.select({ id: hierarchies.id, name: hierarchies.name, slug: hierarchies.slug }).from(hierarchies).where(inArray(hierarchies.id, hierarchyIds));
  const topById = new Map(tops.map((h) => [h.id, h]));
  const chain = new Map<string, { id: string; name: string; slug: string; depth: number }[]>();
  for (const step of (ancestry as unknown as { rows: { start: string; id: string; name: string; slug: string; depth: number }[] }).rows) {
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
  return { breadcrumbs, withChildren: new Set(parents.map((p) => p.parentId!).filter(Boolean)) };
}

/** Whether each hierarchy has top nodes. */
export async function hierarchiesWithNodes(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: nodes.hierarchyId }).from(nodes).where(inArray(nodes.hierarchyId, ids));
  return new Set(rows.map((r) => r.id));
}

/** The products attached to a node or to any node under it (a category page shows its sub-categories' products
 * too), as a subquery of product ids. The sub-tree is read first so that the subquery names its nodes: the planner
 * then walks node_products' key for them (with the sub-tree inside the query it guessed badly and read the table). */
export async function nodeProductIds(db: Executor, nodeId: string): Promise<SQL> {
  const ids = await subtreeIds(db, nodeId);
  return sql`(select np.product_id from node_products np where np.node_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}))`;
}

/** A base product's children, as a subquery of product ids. */
export const childrenOf = (productId: string): SQL => sql`(select c.id from products c where c.base_product_id = ${productId}::uuid)`;

/** The products attached to any node of a hierarchy, as a subquery of product ids. */
export function hierarchyProductIds(hierarchyId: string): SQL {
  return sql`(select np.product_id from node_products np join nodes n on n.id = np.node_id where n.hierarchy_id = ${hierarchyId}::uuid)`;
}

/** The nodes products are attached to, by product (EP's `bread_crumb_nodes`). */
export async function productNodeIds(db: Executor, productIds: string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select({ productId: nodeProducts.productId, nodeId: nodeProducts.nodeId }).from(nodeProducts).where(inArray(nodeProducts.productId, productIds));
  const byProduct = new Map<string, string[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.nodeId]);
  return byProduct;
}

// ---- resources ----

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
