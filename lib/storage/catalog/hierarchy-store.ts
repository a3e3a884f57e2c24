// The hierarchy store: how the catalog's structure (EP's PXM hierarchies and their nodes, lib/commerce/catalog/
// hierarchies.ts) is read and written. The domain sees rows; the SQL, the recursive walks and the locks are here.
// A change to a hierarchy's shape (a node made or moved) runs as one transaction under the hierarchy's row lock,
// so two concurrent moves cannot make a cycle: the domain's checks run inside it (`shape`).
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether, type Executor, type Tx } from "../db";
import { hierarchies, nodeProducts, nodes, products } from "../schema";

export type HierarchyRow = typeof hierarchies.$inferSelect;
export type NodeRow = typeof nodes.$inferSelect;

export type HierarchyValues = Pick<HierarchyRow, "name" | "slug" | "description">;
export type NodeValues = Pick<NodeRow, "hierarchyId" | "parentId" | "name" | "slug" | "description" | "sortOrder">;
export type NodeChange = Partial<Pick<NodeRow, "name" | "slug" | "description" | "sortOrder" | "parentId">> & { updatedAt: Date };

export type StructurePage = { limit: number; offset: number };

/** A filter on hierarchies or nodes: by ids (those that can name a row), or by one name or slug. */
export type StructureFilter = { field: "id"; ids: string[] } | { field: "name" | "slug"; value: string };

export type NodeListScope =
  | { kind: "all" }
  | { kind: "hierarchy"; hierarchyId: string }
  | { kind: "top"; hierarchyId: string }
  | { kind: "children"; parentId: string }
  /** The nodes a product is attached to. */
  | { kind: "product"; productId: string };

/** A step of a node's way up: the node `start` has `id` `depth` levels above it (0: itself). */
export type AncestryStep = { start: string; id: string; name: string; slug: string; depth: number };
export type NodeAncestry = { steps: AncestryStep[]; tops: Pick<HierarchyRow, "id" | "name" | "slug">[]; withChildren: string[] };

/** What a change to a hierarchy's shape reads and writes, under the hierarchy's lock. */
export type ShapeUnit = {
  /** The shape's transaction, for a record that must land with the change (who did what). */
  readonly executor: Executor;
  node(id: string): Promise<NodeRow | undefined>;
  /** The ids of a node and all the nodes under it. */
  subtreeIds(nodeId: string): Promise<string[]>;
  insertNode(values: NodeValues): Promise<NodeRow>;
  updateNode(id: string, change: NodeChange): Promise<NodeRow>;
  /** The nodes directly under a parent of the hierarchy (its top nodes when parentId is null), in EP's order. */
  siblings(hierarchyId: string, parentId: string | null): Promise<NodeRow[]>;
};

/** A node and what the category search reads of it with its hierarchy's name. */
export type CategoryRow = { id: string; parentId: string | null; name: string; hierarchyId: string; hierarchy: string };

function filterCondition(filter: StructureFilter, table: typeof hierarchies | typeof nodes): SQL {
  if (filter.field === "id") return filter.ids.length ? inArray(table.id, filter.ids) : sql`false`;
  return eq(table[filter.field], filter.value);
}

/** EP's node order: highest sort_order first, then those without one, most recently updated first. */
export const nodeOrder = [sql`${nodes.sortOrder} desc nulls last`, desc(nodes.updatedAt), asc(nodes.id)];

async function subtreeIdsOn(db: Executor, nodeId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive subtree(id) as (
      select ${nodeId}::uuid
      union select n.id from nodes n join subtree s on n.parent_id = s.id
    ) select id from subtree`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

function childNodesOn(db: Executor, hierarchyId: string, parentId: string | null, slug?: string): Promise<NodeRow[]> {
  return db
    .select()
    .from(nodes)
    .where(and(eq(nodes.hierarchyId, hierarchyId), parentId === null ? isNull(nodes.parentId) : eq(nodes.parentId, parentId), slug === undefined ? undefined : eq(nodes.slug, slug)))
    .orderBy(...nodeOrder);
}

async function nodeOn(db: Executor, id: string): Promise<NodeRow | undefined> {
  const [row] = await db.select().from(nodes).where(eq(nodes.id, id));
  return row;
}

export const hierarchyStore = {
  async insertHierarchy(values: HierarchyValues): Promise<HierarchyRow> {
    const [row] = await (await getDb()).insert(hierarchies).values(values).returning();
    return row;
  },

  async hierarchy(id: string): Promise<HierarchyRow | undefined> {
    const [row] = await (await getDb()).select().from(hierarchies).where(eq(hierarchies.id, id));
    return row;
  },

  async updateHierarchy(id: string, change: Partial<HierarchyValues> & { updatedAt: Date }): Promise<HierarchyRow | undefined> {
    const [row] = await (await getDb()).update(hierarchies).set(change).where(eq(hierarchies.id, id)).returning();
    return row;
  },

  /** False when there was no such hierarchy. */
  async deleteHierarchy(id: string): Promise<boolean> {
    const deleted = await (await getDb()).delete(hierarchies).where(eq(hierarchies.id, id)).returning({ id: hierarchies.id });
    return deleted.length > 0;
  },

  async listHierarchies(page: StructurePage, filter: StructureFilter[]): Promise<{ rows: HierarchyRow[]; total: number }> {
    const db = await getDb();
    const where = filter.length ? and(...filter.map((f) => filterCondition(f, hierarchies))) : undefined;
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(hierarchies).where(where).orderBy(asc(hierarchies.createdAt), asc(hierarchies.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(hierarchies).where(where),
    );
    return { rows, total };
  },

  /** Which of the hierarchies have nodes. */
  async hierarchiesWithNodes(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await (await getDb()).selectDistinct({ id: nodes.hierarchyId }).from(nodes).where(inArray(nodes.hierarchyId, ids));
    return new Set(rows.map((r) => r.id));
  },

  async node(id: string): Promise<NodeRow | undefined> {
    return nodeOn(await getDb(), id);
  },

  async listNodes(scope: NodeListScope, page: StructurePage, filter: StructureFilter[]): Promise<{ rows: NodeRow[]; total: number }> {
    const db = await getDb();
    const scoped =
      scope.kind === "all"
        ? undefined
        : scope.kind === "hierarchy"
          ? eq(nodes.hierarchyId, scope.hierarchyId)
          : scope.kind === "top"
            ? and(eq(nodes.hierarchyId, scope.hierarchyId), isNull(nodes.parentId))
            : scope.kind === "children"
              ? eq(nodes.parentId, scope.parentId)
              : sql`${nodes.id} in (select ${nodeProducts.nodeId} from ${nodeProducts} where ${nodeProducts.productId} = ${scope.productId}::uuid)`;
    const where = and(scoped, ...filter.map((f) => filterCondition(f, nodes)));
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(nodes).where(where).orderBy(...nodeOrder).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(nodes).where(where),
    );
    return { rows, total };
  },

  /** Each node's way up to its top node, its hierarchy, and which of the nodes have children: two reads, then
   * the hierarchies, whatever the number of nodes. */
  async nodeAncestry(rows: Pick<NodeRow, "id" | "hierarchyId">[]): Promise<NodeAncestry> {
    if (rows.length === 0) return { steps: [], tops: [], withChildren: [] };
    const db = await getDb();
    const ids = rows.map((r) => r.id);
    const [ancestry, parents] = await readTogether(db,
      () =>
        db.execute<AncestryStep>(sql`
          with recursive up(start, id, parent_id, name, slug, depth) as (
            select n.id, n.id, n.parent_id, n.name, n.slug, 0 from nodes n where n.id in ${sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`}
            union all
            select up.start, p.id, p.parent_id, p.name, p.slug, up.depth + 1 from nodes p join up on p.id = up.parent_id where up.depth < 64
          ) select start, id, name, slug, depth from up`),
      () => db.selectDistinct({ parentId: nodes.parentId }).from(nodes).where(inArray(nodes.parentId, ids)),
    );
    const hierarchyIds = [...new Set(rows.map((r) => r.hierarchyId))];
    const tops = await db.select({ id: hierarchies.id, name: hierarchies.name, slug: hierarchies.slug }).from(hierarchies).where(inArray(hierarchies.id, hierarchyIds));
    return {
      steps: (ancestry as unknown as { rows: AncestryStep[] }).rows,
      tops,
      withChildren: parents.map((p) => p.parentId).filter((id): id is string => Boolean(id)),
    };
  },

  /**
   * One change to a hierarchy's shape: a transaction that locks the hierarchy's row first (404 through `missing`
   * when there is none), then runs `work`, whose checks and writes see the shape no other move can change meanwhile.
   */
  async shape<T>(hierarchyId: string, missing: () => Error, work: (unit: ShapeUnit) => Promise<T>): Promise<T> {
    return (await getDb()).transaction(async (tx) => {
      const [row] = await tx.select({ id: hierarchies.id }).from(hierarchies).where(eq(hierarchies.id, hierarchyId)).for("update");
      if (!row) throw missing();
      return work({
        executor: tx,
        node: (id) => nodeOn(tx, id),
        subtreeIds: (nodeId) => subtreeIdsOn(tx, nodeId),
        insertNode: async (values) => (await tx.insert(nodes).values(values).returning())[0],
        updateNode: async (id, change) => (await tx.update(nodes).set(change).where(eq(nodes.id, id)).returning())[0],
        siblings: (hierarchyId, parentId) => childNodesOn(tx, hierarchyId, parentId),
      });
    });
  },

  async deleteNode(id: string): Promise<void> {
    await (await getDb()).delete(nodes).where(eq(nodes.id, id));
  },

  /**
   * Attaches the products to the node, keeping those attached already, and moves the node's updated_at; in one
   * transaction, after `check` has seen which of the products exist (it throws to attach nothing).
   */
  async attachProducts(nodeId: string, productIds: string[], updatedAt: Date, check: (known: Set<string>) => void): Promise<void> {
    await (await getDb()).transaction(async (tx) => {
      const known = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      check(new Set(known.map((row) => row.id)));
      await tx.insert(nodeProducts).values(productIds.map((productId) => ({ nodeId, productId }))).onConflictDoNothing();
      await tx.update(nodes).set({ updatedAt }).where(eq(nodes.id, nodeId));
    });
  },

  /**
   * Inside a product's save (the caller's transaction): the product is attached to exactly these nodes, those it
   * joins moving their updated_at as attachProducts does; `check` first sees which of them exist (it throws to
   * change nothing).
   */
  async placeProductWithin(tx: Tx, productId: string, nodeIds: string[], updatedAt: Date, check: (known: Set<string>) => void): Promise<void> {
    const known = nodeIds.length ? await tx.select({ id: nodes.id }).from(nodes).where(inArray(nodes.id, nodeIds)) : [];
    check(new Set(known.map((row) => row.id)));
    const before = await tx.select({ id: nodeProducts.nodeId }).from(nodeProducts).where(eq(nodeProducts.productId, productId));
    const had = new Set(before.map((row) => row.id));
    const gone = [...had].filter((id) => !nodeIds.includes(id));
    const joined = nodeIds.filter((id) => !had.has(id));
    if (gone.length) await tx.delete(nodeProducts).where(and(eq(nodeProducts.productId, productId), inArray(nodeProducts.nodeId, gone)));
    if (joined.length) {
      await tx.insert(nodeProducts).values(joined.map((nodeId) => ({ nodeId, productId }))).onConflictDoNothing();
      await tx.update(nodes).set({ updatedAt }).where(inArray(nodes.id, joined));
    }
  },

  /**
   * Attaches (or detaches) every one of the products to (from) every one of the nodes that exists, in one
   * transaction; the nodes a product joins move their updated_at. Answers the nodes that exist.
   */
  async bulkAttachment(how: "attach" | "detach", nodeIds: string[], productIds: string[], updatedAt: Date): Promise<string[]> {
    return (await getDb()).transaction(async (tx) => {
      const known = (nodeIds.length ? await tx.select({ id: nodes.id }).from(nodes).where(inArray(nodes.id, nodeIds)) : []).map((row) => row.id);
      if (known.length === 0 || productIds.length === 0) return known;
      if (how === "detach") {
        await tx.delete(nodeProducts).where(and(inArray(nodeProducts.nodeId, known), inArray(nodeProducts.productId, productIds)));
        return known;
      }
      const pairs = known.flatMap((nodeId) => productIds.map((productId) => ({ nodeId, productId })));
      for (let i = 0; i < pairs.length; i += 5_000) await tx.insert(nodeProducts).values(pairs.slice(i, i + 5_000)).onConflictDoNothing();
      await tx.update(nodes).set({ updatedAt }).where(inArray(nodes.id, known));
      return known;
    });
  },

  async detachProducts(nodeId: string, productIds: string[]): Promise<void> {
    await (await getDb()).delete(nodeProducts).where(and(eq(nodeProducts.nodeId, nodeId), inArray(nodeProducts.productId, productIds)));
  },

  /** The ids of a node and every node under it. */
  async subtreeIds(nodeId: string): Promise<string[]> {
    return subtreeIdsOn(await getDb(), nodeId);
  },

  /** Every hierarchy (oldest first) and every node in EP's order: the storefront's navigation. */
  async everything(): Promise<{ hierarchies: HierarchyRow[]; nodes: NodeRow[] }> {
    const db = await getDb();
    const [tops, all] = await Promise.all([db.select().from(hierarchies).orderBy(asc(hierarchies.createdAt), asc(hierarchies.id)), db.select().from(nodes).orderBy(...nodeOrder)]);
    return { hierarchies: tops, nodes: all };
  },

  async hierarchyBySlug(slug: string): Promise<HierarchyRow | undefined> {
    const [row] = await (await getDb()).select().from(hierarchies).where(eq(hierarchies.slug, slug));
    return row;
  },

  /** The nodes directly under a parent (the hierarchy's top nodes when parentId is null), in EP's order. */
  async childNodes(hierarchyId: string, parentId: string | null, slug?: string): Promise<NodeRow[]> {
    return childNodesOn(await getDb(), hierarchyId, parentId, slug);
  },

  /** Every node with its hierarchy's name (the category tree of catalog search). */
  async categoryRows(): Promise<CategoryRow[]> {
    return (await getDb())
      .select({ id: nodes.id, parentId: nodes.parentId, name: nodes.name, hierarchyId: nodes.hierarchyId, hierarchy: hierarchies.name })
      .from(nodes)
      .innerJoin(hierarchies, eq(hierarchies.id, nodes.hierarchyId));
  },

  /** The nodes products are attached to, by product (EP's `bread_crumb_nodes`). */
  async productNodeIds(productIds: string[]): Promise<Map<string, string[]>> {
    if (productIds.length === 0) return new Map();
    const rows = await (await getDb()).select({ productId: nodeProducts.productId, nodeId: nodeProducts.nodeId }).from(nodeProducts).where(inArray(nodeProducts.productId, productIds));
    const byProduct = new Map<string, string[]>();
    for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.nodeId]);
    return byProduct;
  },
};
