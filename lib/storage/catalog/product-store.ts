// The product store: how the catalog domain (lib/commerce/catalog) reads and writes products. The domain decides
// (what a filter means, which ids are valid, what a duplicate answers) and sees rows; the SQL is here.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether, type Executor, type Tx } from "../db";
import { catalogCounts, productLookalikeKeys, products, type BundleComponent, type CustomInputDefinition, type PriceMap } from "../schema";
import { isUniqueViolation } from "../errors";
import { relatedIdsSql, relatedOrderSql } from "./custom-relationship-store";
import {
  DUPLICATE,
  type ChildFacts,
  type Duplicate,
  type LookalikeKeyOf,
  type PageWindow,
  type ProductCondition,
  type ProductInsert,
  type ProductListQuery,
  type ProductOrder,
  type ProductRow,
  type ProductScope,
} from "./product-rows";

export type ProductChanges = Partial<Omit<ProductInsert, "id" | "createdAt">>;
/** The rest of a product's save, run in its transaction with the product as written (the transaction handed on
 * untouched to other stores' `within`). */
export type WithinSave = (tx: Tx, row: ProductRow) => Promise<void>;
/** What names a product or one of its children (lib/commerce/catalog/product-removal.ts). */
export type ProductUses = { cartLines: number; orderLines: number; bundles: number };
type Named = { id: string; name: string; sku: string };

export type ProductStore = {
  list(page: PageWindow, query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }>;
  /** The ids of every product a list query matches (a bulk change's products: attach_nodes, detach_nodes). */
  matchingIds(query: ProductListQuery): Promise<string[]>;
  /** By id or slug (the id a UUID), live only or any status. */
  find(key: { id: string } | { slug: string }, options: { liveOnly: boolean }): Promise<ProductRow | undefined>;
  /** The live products among these ids (no read for none). */
  liveByIds(ids: string[]): Promise<ProductRow[]>;
  /** The live products of a base product. */
  liveChildren(baseProductId: string): Promise<ProductRow[]>;
  /** The children of these base products (live ones only, or all). */
  childrenOf(baseProductIds: string[], options: { liveOnly: boolean }): Promise<ChildFacts[]>;
  hasChildren(productId: string): Promise<boolean>;
  slugTaken(slug: string): Promise<boolean>;
  /** Name and inputs of these products (a bundle's options). */
  inputsOf(ids: string[]): Promise<{ name: string; customInputs: Record<string, CustomInputDefinition> | null }[]>;
  /** The names of the bundles one of whose options is this product or one of its children. */
  bundlesWithOption(productId: string): Promise<string[]>;
  /** Counts of the listed live products (not children), all and with a price in each currency. */
  listedCounts(currencies: readonly string[]): Promise<{ products: number; priced: number[] }>;
  /** The listed live bundles without a price of their own. */
  autoPricedBundles(): Promise<{ id: string; price: PriceMap; components: Record<string, BundleComponent> | null }[]>;
  /**
   * A product as created, its name and SKU keyed; DUPLICATE when its sku or slug is taken. `within` does the rest
   * of a save (stock, categories) in the same transaction: when it throws, nothing is created.
   */
  create(values: ProductInsert, keyOf: LookalikeKeyOf, within?: WithinSave): Promise<ProductRow | Duplicate>;
  /**
   * The product as changed (undefined when there is none), in one transaction under the product's lock: `check`
   * sees the row as stored; `rekey` keys its name and SKU again; `children` says what the change does to each of
   * its children (what they inherit), written with it; `within` does the rest of a save in the same transaction.
   */
  update(
    id: string,
    changes: ProductChanges,
    options: {
      rekey: boolean;
      keyOf: LookalikeKeyOf;
      check?: (stored: ProductRow) => void;
      children?: (before: ProductRow, after: ProductRow, child: ProductRow) => ProductChanges | undefined;
      within?: WithinSave;
    },
  ): Promise<ProductRow | undefined | Duplicate>;
  /**
   * Deletes a product (and its children) when `decide`, given what names it now (read under the product's lock),
   * says so; answers what it found: undefined when there is no such product.
   */
  /** What names a product or one of its children now. */
  uses(id: string): Promise<ProductUses>;
  remove(id: string, decide: (uses: ProductUses) => "delete" | "archive"): Promise<{ removed: boolean; uses: ProductUses } | undefined>;
  /** Keys the products without keys, or with keys of another name or SKU, a batch at a time; returns how many. */
  keyUnkeyed(keyOf: LookalikeKeyOf): Promise<number>;
};

/** What names a product or one of its children: cart lines, order lines, bundles offering it. */
async function usesOn(db: Executor, id: string): Promise<ProductUses> {
  const family = sql`(select p.id from products p where p.id = ${id}::uuid or p.base_product_id = ${id}::uuid)`;
  type Counts = { cart_lines: number; order_lines: number; bundles: number };
  const [counts] = (
    (await db.execute<Counts>(sql`select
      (select count(*)::int from cart_items where product_id in ${family}) as cart_lines,
      (select count(*)::int from order_items where product_id in ${family}) as order_lines,
      (select count(*)::int from products b where b.components is not null and exists (
        select 1 from jsonb_each(b.components) c, jsonb_array_elements(c.value -> 'options') o where (o ->> 'id')::uuid in ${family})) as bundles`)) as unknown as { rows: Counts[] }
  ).rows;
  return { cartLines: Number(counts.cart_lines), orderLines: Number(counts.order_lines), bundles: Number(counts.bundles) };
}

/** A product type as SQL (EP's `product_types`), the twin of productType (lib/commerce/catalog/products.ts). */
const productTypeSql = sql`(case when ${products.components} is not null then 'bundle' when ${products.baseProductId} is not null then 'child'
  when exists (select 1 from products c where c.base_product_id = ${products.id}) then 'parent' else 'standard' end)`;

const columns = { id: products.id, sku: products.sku, slug: products.slug, name: products.name, description: products.description } as const;

function conditionSql(condition: ProductCondition): SQL {
  switch (condition.kind) {
    case "none":
      return sql`false`;
    case "types":
      return condition.single
        ? sql`${productTypeSql} = ${condition.types[0]}`
        : sql`${productTypeSql} in (${sql.join(condition.types.map((v) => sql`${v}`), sql`, `)})`;
    case "tags":
      return sql`${products.tags} ?| array[${sql.join(condition.values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
    case "like":
      return ilike(columns[condition.column], condition.pattern);
    case "eq":
      return eq(columns[condition.column], condition.value);
    case "in":
      return inArray(columns[condition.column], condition.values);
    case "nameOrSku":
      return or(ilike(products.name, condition.pattern), ilike(products.sku, condition.pattern))!;
    case "archived":
      return condition.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt);
  }
}

function scopeSql(scope: ProductScope): SQL {
  switch (scope.kind) {
    case "node":
      return sql`(select product_id from node_products where node_id = ${scope.nodeId}::uuid)`;
    case "nodes":
      // The sub-tree's nodes named in the subquery: the planner then walks node_products' key for them (with the
      // sub-tree inside the query it guessed badly and read the table).
      return sql`(select np.product_id from node_products np where np.node_id in (${sql.join(scope.nodeIds.map((id) => sql`${id}::uuid`), sql`, `)}))`;
    case "hierarchy":
      return sql`(select np.product_id from node_products np join nodes n on n.id = np.node_id where n.hierarchy_id = ${scope.hierarchyId}::uuid)`;
    case "children":
      return sql`(select c.id from products c where c.base_product_id = ${scope.productId}::uuid)`;
    case "related":
      return relatedIdsSql(scope.productId, scope.relationship);
  }
}

function sortOrder(order: ProductOrder | undefined, currency: string | undefined): SQL[] {
  const tie = [asc(products.createdAt), asc(products.sku)];
  switch (order) {
    case "name":
    case "-name":
      return [order === "name" ? asc(products.name) : desc(products.name), ...tie];
    case "price":
    case "-price": {
      // Products without a price in the currency go last either way.
      const amount = sql`((${products.price} -> ${currency ?? ""}::text ->> 'amount')::bigint)`;
      return [order === "price" ? sql`${amount} asc nulls last` : sql`${amount} desc nulls last`, ...tie];
    }
    case "created_at":
      return tie;
    case "-created_at":
      return [desc(products.createdAt), desc(products.sku)];
    default:
      return tie;
  }
}

function whereOf(query: ProductListQuery): SQL | undefined {
  const conditions = [
    ...(query.liveOnly ? [eq(products.status, "live")] : []),
    ...(query.scope ? [sql`${products.id} in ${scopeSql(query.scope)}`] : []),
    ...(query.withoutChildren ? [isNull(products.baseProductId)] : []),
    ...(query.conditions ?? []).map(conditionSql),
  ];
  return conditions.length ? and(...conditions) : undefined;
}

async function list(page: PageWindow, query: ProductListQuery) {
  const db = await getDb();
  const where = whereOf(query);
  // Related products without an order asked for: the links' order (EP's sort_order), then the catalog's.
  const order =
    query.scope?.kind === "related" && !query.order
      ? [relatedOrderSql(query.scope.productId, query.scope.relationship), ...sortOrder(undefined, undefined)]
      : sortOrder(query.order, query.currency);
  // The whole live catalog's size is kept by triggers (catalog_counts): counting it would read every product.
  if (query.liveOnly && !query.scope && !query.conditions?.length) {
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(products).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
      () => db.select({ total: catalogCounts.value }).from(catalogCounts).where(eq(catalogCounts.name, query.withoutChildren ? "live_listed" : "live_products")),
    );
    return { rows, total: Number(total) };
  }
  // A part of the catalog (a search, a node, a filter): the page and the count in one pass over what matches.
  const counted = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (counted.length > 0 || page.offset === 0) return { rows: counted.map((r) => r.product), total: counted[0]?.total ?? 0 };
  // Past the last page: no row carries the count.
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  return { rows: [], total };
}

/**
 * Keeps the keys of these products' names and SKUs as they are now in products: a product renamed since it was
 * read keeps the keys its renaming wrote.
 */
async function keepLookalikeKeys(db: Executor, named: readonly Named[], keyOf: LookalikeKeyOf): Promise<number> {
  if (named.length === 0) return 0;
  const keys = named.map((p) => ({ id: p.id, name: p.name, sku: p.sku, name_key: keyOf(p.name), sku_key: keyOf(p.sku) }));
  const result = await db.execute(sql`
    insert into product_lookalike_keys (product_id, name, sku, name_key, sku_key)
    select p.id, p.name, p.sku, k.name_key, k.sku_key
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, name text, sku text, name_key text, sku_key text)
      join products p on p.id = k.id and p.name = k.name and p.sku = k.sku
    on conflict (product_id) do update
       set name = excluded.name, sku = excluded.sku, name_key = excluded.name_key, sku_key = excluded.sku_key`);
  // node-postgres says rowCount, PGlite affectedRows.
  const { rowCount, affectedRows } = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Keeps the look-alike keys of a base product's children as their names and SKUs now are (a build's transaction). */
export async function keepChildrenKeys(tx: Executor, baseProductId: string, keyOf: LookalikeKeyOf): Promise<void> {
  await keepLookalikeKeys(tx, await tx.select({ id: products.id, name: products.name, sku: products.sku }).from(products).where(eq(products.baseProductId, baseProductId)), keyOf);
}

/** Writes what a change of a base product does to each of its children (locked, in id order). */
async function changeChildren(tx: Tx, before: ProductRow, after: ProductRow, decide: (before: ProductRow, after: ProductRow, child: ProductRow) => ProductChanges | undefined) {
  const children = await tx.select().from(products).where(eq(products.baseProductId, before.id)).orderBy(asc(products.id)).for("update");
  for (const child of children) {
    const changes = decide(before, after, child);
    if (changes) await tx.update(products).set({ ...changes, updatedAt: after.updatedAt }).where(eq(products.id, child.id));
  }
}

const KEY_BATCH = 1000;

function duplicateOr<T>(error: unknown): T | Duplicate {
  if (isUniqueViolation(error)) return DUPLICATE;
  throw error;
}

export const productStore: ProductStore = {
  list,

  async matchingIds(query) {
    const db = await getDb();
    return (await db.select({ id: products.id }).from(products).where(whereOf(query)).orderBy(asc(products.id))).map((row) => row.id);
  },

  async find(key, options) {
    const db = await getDb();
    const match = "id" in key ? eq(products.id, key.id) : eq(products.slug, key.slug);
    const [row] = await db
      .select()
      .from(products)
      .where(options.liveOnly ? and(match, eq(products.status, "live")) : match);
    return row;
  },

  async liveByIds(ids) {
    if (ids.length === 0) return [];
    const db = await getDb();
    return db.select().from(products).where(and(inArray(products.id, ids), eq(products.status, "live")));
  },

  async liveChildren(baseProductId) {
    const db = await getDb();
    return db.select().from(products).where(and(eq(products.baseProductId, baseProductId), eq(products.status, "live")));
  },

  async childrenOf(baseProductIds, options) {
    const db = await getDb();
    return db
      .select({ id: products.id, baseProductId: products.baseProductId, optionIds: products.childOptionIds })
      .from(products)
      .where(and(inArray(products.baseProductId, baseProductIds), ...(options.liveOnly ? [eq(products.status, "live")] : [])));
  },

  async hasChildren(productId) {
    const db = await getDb();
    return (await db.select({ id: products.id }).from(products).where(eq(products.baseProductId, productId)).limit(1)).length > 0;
  },

  async slugTaken(slug) {
    const db = await getDb();
    return (await db.select({ id: products.id }).from(products).where(eq(products.slug, slug))).length > 0;
  },

  async inputsOf(ids) {
    const db = await getDb();
    return db.select({ name: products.name, customInputs: products.customInputs }).from(products).where(inArray(products.id, ids));
  },

  async bundlesWithOption(productId) {
    const db = await getDb();
    const rows = await db
      .select({ name: products.name })
      .from(products)
      .where(
        and(
          isNotNull(products.components),
          // The product or one of its children (which inherit its inputs).
          sql`exists (select 1 from jsonb_each(${products.components}) c, jsonb_array_elements(c.value -> 'options') o
            where (o ->> 'id')::uuid in (select p.id from products p where p.id = ${productId}::uuid or p.base_product_id = ${productId}::uuid))`,
        ),
      );
    return rows.map((row) => row.name);
  },

  async listedCounts(currencies) {
    const db = await getDb();
    const listed = and(eq(products.status, "live"), isNull(products.baseProductId));
    const priced = Object.fromEntries(
      currencies.map((currency, i) => [`c${i}`, sql<number>`(count(*) filter (where ${products.price} -> ${currency} is not null))::int`.mapWith(Number)]),
    );
    const [row] = await db.select({ products: count(), ...priced }).from(products).where(listed);
    const counts = row as unknown as Record<string, number>;
    return { products: Number(counts.products), priced: currencies.map((_, i) => Number(counts[`c${i}`] ?? 0)) };
  },

  async autoPricedBundles() {
    const db = await getDb();
    return db
      .select({ id: products.id, price: products.price, components: products.components })
      .from(products)
      .where(and(eq(products.status, "live"), isNull(products.baseProductId), isNotNull(products.components), sql`${products.price} = '{}'::jsonb`));
  },

  async create(values, keyOf, within) {
    const db = await getDb();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning();
        await keepLookalikeKeys(tx, [row], keyOf);
        if (within) await within(tx, row);
        return row;
      });
    } catch (error) {
      return duplicateOr(error);
    }
  },

  async update(id, changes, options) {
    const db = await getDb();
    try {
      return await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!stored) return undefined;
        options.check?.(stored);
        const [row] = await tx.update(products).set(changes).where(eq(products.id, id)).returning();
        if (options.rekey) await keepLookalikeKeys(tx, [row], options.keyOf);
        if (options.children) await changeChildren(tx, stored, row, options.children);
        if (options.within) await options.within(tx, row);
        return row;
      });
    } catch (error) {
      return duplicateOr(error);
    }
  },

  async uses(id) {
    return usesOn(await getDb(), id);
  },

  async remove(id, decide) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [stored] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
      if (!stored) return undefined;
      const uses = await usesOn(tx, id);
      if (decide(uses) !== "delete") return { removed: false, uses };
      await tx.delete(products).where(eq(products.id, id));
      return { removed: true, uses };
    });
  },

  async keyUnkeyed(keyOf) {
    const db = await getDb();
    let keyed = 0;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows = await db
        .select({ id: products.id, name: products.name, sku: products.sku })
        .from(products)
        .leftJoin(productLookalikeKeys, sql`${productLookalikeKeys.productId} = ${products.id}`)
        .where(and(gt(products.id, after), or(isNull(productLookalikeKeys.productId), ne(productLookalikeKeys.name, products.name), ne(productLookalikeKeys.sku, products.sku))))
        .orderBy(asc(products.id))
        .limit(KEY_BATCH);
      if (rows.length === 0) return keyed;
      keyed += await keepLookalikeKeys(db, rows, keyOf);
      after = rows[rows.length - 1].id;
    }
  },
};
