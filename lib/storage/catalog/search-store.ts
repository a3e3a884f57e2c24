// The search store: one pass of catalog search (lib/commerce/catalog/search/search-engine.ts) as PostgreSQL
// full-text search over the products the storefront lists (live, not child products), with its facets. The domain
// reads the request, resolves categories to nodes and prices to minor units, and decides when to search again with
// the words nearest to a misspelt one; this writes each pass as SQL. docs/catalog.md "Search".
import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { catalogCounts, products, productSearch, stock } from "../schema";
import { availableStockSql } from "../inventory/available-stock-sql";
import type { ProductRow } from "./product-rows";

/** Text a query matches. */
export type SearchText = "name" | "sku" | "description";

/** A search's filter with its categories resolved to nodes and its prices to minor units. */
export type SearchCondition =
  | { kind: "and" | "or"; items: SearchCondition[] }
  | { kind: "nodes"; nodeIds: string[]; negate: boolean }
  /** Product ids (UUIDs, lower case; none matches nothing). */
  | { kind: "ids"; ids: string[]; negate: boolean }
  | { kind: "values"; column: "sku" | "slug"; values: string[]; negate: boolean }
  /** Whole minor units, bounds included; a range without bounds: any price in the currency. */
  | { kind: "price"; currency: string; ranges: { min?: number; max?: number }[]; negate: boolean }
  /** The storefront's "in stock": no kept stock with none available (a product whose stock is not kept is in stock). */
  | { kind: "in_stock" };

/** A facet: a category level (every node at or under it with its category path), or the prices in a currency. */
export type SearchFacet = { kind: "category"; nodeIds: string[]; paths: string[]; text?: string } | { kind: "price"; currency: string };

export type SearchOrder = { kind: "text_match" | "name" | "created_at"; descending: boolean } | { kind: "price"; currency: string; descending: boolean };

/** What the catalog lists auto-priced bundles at in one currency (minor units, `amounts[i]` for `ids[i]`): a bundle
 * without a price of its own has its default selection's, which the domain works out (bundle-listed-prices.ts). */
export type BundlePrices = { currency: string; ids: string[]; amounts: number[] };

export type SearchQuery = {
  /** The query's words; none: every product. */
  terms: string[];
  queryBy: readonly SearchText[];
  filter?: SearchCondition;
  facets: SearchFacet[];
  maxFacetValues: number;
  sort: SearchOrder[];
  page: number;
  perPage: number;
  /** The listed prices of auto-priced bundles, for each currency the filter, facets or sort name. */
  bundlePrices?: BundlePrices[];
};

/** A facet's counts as read: category paths, or prices in minor units with their statistics. */
export type FacetRows =
  | { kind: "category"; counts: { value: string; count: number }[]; distinctValues: number }
  | { kind: "price"; counts: { minor: number; count: number }[]; min: number | null; max: number | null; sum: number | null; n: number; distinctValues: number };

export type SearchPass = { rows: ProductRow[]; textMatch: number[]; found: number; facets: FacetRows[] };

export type SearchStore = {
  /** One pass: the page, how many match and the facets, read together. In a typos pass each word may also be one of
   * its nearest words (`nearest[i]`). */
  pass(query: SearchQuery, nearest?: string[][]): Promise<SearchPass>;
  /** The nearest words of the catalog's names to each word: those equal to one of its `variants[i]` first, then
   * the three nearest by pg_trgm similarity over search_words. */
  nearestWords(terms: string[], variants?: string[][]): Promise<string[][]>;
  /** How many products are listed live: what is searched. */
  liveListedCount(): Promise<number>;
};

const vector = productSearch.vector;
const listed = and(eq(products.status, "live"), isNull(products.baseProductId))!;

/** What the catalog lists a product at in `currency`, in minor units (null without one): its own price, or an
 * auto-priced bundle's as the domain worked it out (`bundlePrices`). */
function amountIn(currency: string, bundlePrices: BundlePrices[] | undefined): SQL {
  const own = sql`((${products.price} -> ${currency}::text ->> 'amount')::bigint)`;
  const bundles = bundlePrices?.find((prices) => prices.currency === currency);
  if (!bundles?.ids.length) return own;
  // Two array parameters, whatever the number of bundles: the statement's text stays the same.
  return sql`coalesce(${own}, (${sql.param(bundles.amounts)}::bigint[])[array_position(${sql.param(bundles.ids)}::uuid[], ${products.id})])`;
}

/** One word as a text-search query on the fields searched: English stems and words as written, weighted (schema.ts). */
function termQuery(term: string, fields: readonly SearchText[], prefix: boolean): SQL {
  const stems = `${fields.includes("name") ? "A" : ""}${fields.includes("description") ? "D" : ""}`;
  const words = `${fields.includes("name") ? "B" : ""}${fields.includes("sku") ? "C" : ""}`;
  const star = prefix ? "*" : "";
  // The word holds only letters and digits (queryTerms), so it cannot carry text-search operators.
  const parts = [
    ...(stems ? [sql`to_tsquery('english'::regconfig, ${`${term}:${star}${stems}`})`] : []),
    ...(words ? [sql`to_tsquery('simple'::regconfig, ${`${term}:${star}${words}`})`] : []),
  ];
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * What a product must match for the query's words, and how well it does. In the typos pass each word may also be
 * one of its nearest words (`nearest[i]`, from nearestWords).
 */
function textMatch(query: SearchQuery, nearest?: string[][]): { where?: SQL; rank: SQL } {
  const { terms, queryBy } = query;
  if (terms.length === 0) return { rank: sql`0` };
  const queries = terms.map((term, i) => {
    const own = termQuery(term, queryBy, i === terms.length - 1);
    const others = (nearest?.[i] ?? []).filter((word) => word !== term).map((word) => termQuery(word, queryBy, false));
    return others.length ? sql`(${sql.join([own, ...others], sql` || `)})` : own;
  });
  const joined = sql.join(queries, sql` && `);
  return { where: sql`${vector} @@ (${joined})`, rank: sql`ts_rank(${vector}, ${joined})` };
}

const inNodes = (nodeIds: string[]) =>
  nodeIds.length ? sql`${products.id} in (select np.product_id from node_products np where np.node_id = any(${sql.param(nodeIds)}::uuid[]))` : sql`false`;

/** A filter as a condition on products. */
function filterCondition(node: SearchCondition, bundlePrices: BundlePrices[] | undefined): SQL {
  switch (node.kind) {
    case "and":
    case "or": {
      const parts = node.items.map((item) => filterCondition(item, bundlePrices));
      return sql`(${sql.join(parts, node.kind === "and" ? sql` and ` : sql` or `)})`;
    }
    case "nodes":
      return node.negate ? sql`not (${inNodes(node.nodeIds)})` : inNodes(node.nodeIds);
    case "ids":
      if (node.negate) return node.ids.length ? notInArray(products.id, node.ids) : sql`true`;
      return node.ids.length ? inArray(products.id, node.ids) : sql`false`;
    case "values": {
      const condition = inArray(node.column === "sku" ? products.sku : products.slug, node.values);
      return node.negate ? sql`not (${condition})` : condition;
    }
    case "price": {
      const amount = amountIn(node.currency, bundlePrices);
      const ranges = node.ranges.map(({ min, max }) => {
        const bounds = [...(min !== undefined ? [sql`${amount} >= ${min}`] : []), ...(max !== undefined ? [sql`${amount} <= ${max}`] : [])];
        return bounds.length ? sql`(${sql.join(bounds, sql` and `)})` : sql`(${amount} is not null)`;
      });
      const any = sql`coalesce((${sql.join(ranges, sql` or `)}), false)`;
      return node.negate ? sql`not ${any}` : any;
    }
    case "in_stock":
      // The product page's rule (lib/commerce/inventory/stock-page-read.ts): sold out when its stock row has none.
      return sql`not exists (select 1 from ${stock} as level where level.product_id = ${products.id} and ${availableStockSql("level")} <= 0)`;
  }
}

function orderBy(query: SearchQuery, rank: SQL): SQL[] {
  const order: SQL[] = [];
  for (const field of query.sort) {
    const direction = field.descending ? sql`desc` : sql`asc`;
    if (field.kind === "text_match") order.push(sql`${rank} ${direction}`);
    else if (field.kind === "price") order.push(sql`${amountIn(field.currency, query.bundlePrices)} ${direction} nulls last`);
    else if (field.kind === "name") order.push(field.descending ? desc(products.name) : asc(products.name));
    else order.push(field.descending ? desc(products.createdAt) : asc(products.createdAt));
  }
  if (query.sort.length === 0 && query.terms.length) order.push(sql`${rank} desc`);
  // Ties, and a search without an order: the catalog's order (oldest first).
  return [...order, asc(products.createdAt), asc(products.sku)];
}

/** Rows of db.execute on either driver (node-postgres and PGlite both answer `{rows}`). */
const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type PriceFacetRow = { counts: { a: string | number; c: number }[]; min: string | null; max: string | null; sum: string | null; n: number; values: number };
type CategoryFacetRow = { value: string; count: number; values: number }[];

/**
 * How many products match and the facets asked for, in one statement over the matches (`m`, computed once): a
 * category facet reads the matches' nodes from node_products' (product, node) index (a few matches) or the whole
 * table (many), a price facet the amounts.
 */
async function countAndFacets(db: Executor, query: SearchQuery, where: SQL, joined: boolean) {
  const limit = query.maxFacetValues;
  const prices = query.facets.flatMap((facet) => (facet.kind === "price" ? [facet] : []));
  const amountColumn = (currency: string) => sql.raw(`a${prices.findIndex((p) => p.currency === currency)}`);
  const columns = query.facets.map((facet, i) => {
    const name = sql.raw(`f${i}`);
    if (facet.kind === "price") {
      const a = amountColumn(facet.currency);
      return sql`(select json_build_object(
          'counts', (select coalesce(json_agg(t), '[]'::json) from (select ${a} as a, count(*)::int as c from m where ${a} is not null group by ${a} order by c desc, ${a} limit ${limit}) t),
          'min', min(${a})::text, 'max', max(${a})::text, 'sum', sum(${a})::text, 'n', count(${a}), 'values', count(distinct ${a})) from m) as ${name}`;
    }
    if (facet.nodeIds.length === 0) return sql`'[]'::json as ${name}`;
    // Two array parameters, whatever the number of nodes: the statement's text stays the same.
    const categories = sql`unnest(${sql.param(facet.nodeIds)}::uuid[], ${sql.param(facet.paths)}::text[])`;
    return sql`(select coalesce(json_agg(t), '[]'::json) from (
        select c.path as value, count(distinct np.product_id)::int as count, (count(*) over ())::int as values
        from m join node_products np on np.product_id = m.id join ${categories} as c(node_id, path) on c.node_id = np.node_id
        ${facet.text ? sql`where position(${facet.text} in lower(c.path)) > 0` : sql``}
        group by c.path order by count desc, value limit ${limit}) t) as ${name}`;
  });
  const amounts = prices.map((price, i) => sql`, ${amountIn(price.currency, query.bundlePrices)} as ${sql.raw(`a${i}`)}`);
  const [row] = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      with m as materialized (
        select ${products.id} as id ${sql.join(amounts, sql``)} from ${products}
        ${joined ? sql`join ${productSearch} on ${productSearch.productId} = ${products.id}` : sql``}
        where ${where})
      select (select count(*) from m)::int as found ${sql.join(columns.map((column) => sql`, ${column}`), sql``)}`),
  );
  const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
  const minor = (value: string | number | null) => (value === null ? null : Number(value));
  const facets = query.facets.map((facet, i): FacetRows => {
    if (facet.kind === "category") {
      const list = json<CategoryFacetRow>(row[`f${i}`]);
      return { kind: "category", counts: list.map((r) => ({ value: r.value, count: Number(r.count) })), distinctValues: Number(list[0]?.values ?? 0) };
    }
    const price = json<PriceFacetRow>(row[`f${i}`]);
    return {
      kind: "price",
      counts: price.counts.map(({ a, c }) => ({ minor: Number(a), count: Number(c) })),
      min: minor(price.min),
      max: minor(price.max),
      sum: minor(price.sum),
      n: Number(price.n),
      distinctValues: Number(price.values),
    };
  });
  return { found: Number(row.found), facets };
}

async function liveListedCount(db: Executor): Promise<number> {
  const [row] = await db.select({ value: catalogCounts.value }).from(catalogCounts).where(eq(catalogCounts.name, "live_listed"));
  return Number(row?.value ?? 0);
}

/** A page of hits in the search's order, and how well each matched. */
async function pageOf(db: Executor, query: SearchQuery, where: SQL, rank: SQL, joined: boolean) {
  if (query.perPage === 0) return { rows: [], textMatch: [] };
  const select = db.select({ product: products, rank: sql<number>`${rank}`.mapWith(Number) }).from(products);
  const page = await (joined ? select.innerJoin(productSearch, eq(productSearch.productId, products.id)) : select)
    .where(where)
    .orderBy(...orderBy(query, rank))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows: page.map((r) => r.product), textMatch: page.map((r) => r.rank) };
}

export const searchStore: SearchStore = {
  async pass(query, nearest) {
    const db = await getDb();
    const filter = query.filter ? filterCondition(query.filter, query.bundlePrices) : undefined;
    const text = textMatch(query, nearest);
    const where = and(listed, text.where, filter)!;
    const joined = query.terms.length > 0;
    // The whole catalog: its size is kept by triggers (catalog_counts); counting it would read every product.
    const everything = query.terms.length === 0 && !filter && query.facets.length === 0;
    const [page, counted] = await readTogether(db,
      () => pageOf(db, query, where, text.rank, joined),
      () => (everything ? liveListedCount(db).then((found) => ({ found, facets: [] as FacetRows[] })) : countAndFacets(db, query, where, joined)),
    );
    return { ...page, ...counted };
  },

  async nearestWords(terms, variants = []) {
    const db = await getDb();
    const pairs = terms.flatMap((term, i) => (variants[i] ?? []).map((variant) => [term, variant] as const));
    const rows = resultRows<{ term: string; word: string; exact: boolean }>(
      await db.execute(sql`
        select v.term, s.word, true as exact from unnest(${sql.param(pairs.map(([term]) => term))}::text[], ${sql.param(pairs.map(([, variant]) => variant))}::text[]) as v(term, variant)
        join search_words s on s.word = v.variant
        union all
        select t.term, w.word, false as exact from unnest(${sql.param(terms)}::text[]) as t(term)
        cross join lateral (select word from search_words where word % t.term order by similarity(word, t.term) desc, word limit 3) w`),
    );
    return terms.map((term) => {
      const mine = rows.filter((row) => row.term === term);
      return [...new Set([...mine.filter((row) => row.exact), ...mine.filter((row) => !row.exact)].map((row) => row.word))];
    });
  },

  async liveListedCount() {
    return liveListedCount(await getDb());
  },
};
