// The catalog search engine: PostgreSQL full-text search over the products the storefront lists (live, not child
// products), with facets on categories and prices. One engine for EP's catalog search API and the storefront's own
// search and category pages. docs/catalog.md "Search".
//
// Matching, as Typesense does it: every word of the query must match, the last one as a prefix. A word matches a
// product's name, SKU or description (those of `query_by`) by its English stem ("mugs" finds mug, "cups" cup) or as
// the start of a word; when that finds nothing, a second pass lets each word also be one of the catalog's name words
// nearest to it by trigram similarity ("ceramc" is searched as ceramic too), which is how PostgreSQL tolerates typos.
import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { readTogether, type Executor } from "@/lib/storage/db";
import { catalogCounts, products, productSearch } from "@/lib/storage/schema";
import { minorDigits } from "../../money";
import { type ProductRow } from "../products";
import { isUuid } from "../../uuid";
import { categoriesAt, nodesInCategories, nodesUnder, readCategoryTree, type CategoryTree } from "./category-tree";
import type { FilterNode, NumberRange } from "./filter-by";
import type { FacetField, TextField } from "./search-fields";
import type { SearchRequest } from "./search-request";

export type FacetCount = { field: FacetField; counts: { value: string; count: number }[]; distinctValues: number; stats?: PriceStats };
export type PriceStats = { min: number; max: number; sum: number; avg: number; total_values: number };
export type SearchOutcome = {
  rows: ProductRow[];
  /** How well each row matched (Typesense's `text_match`), in the rows' order. */
  textMatch: number[];
  found: number;
  /** Live listed products: what was searched. */
  outOf: number;
  facets: FacetCount[];
};

const vector = productSearch.vector;
const listed = and(eq(products.status, "live"), isNull(products.baseProductId))!;

/** The price of a product in `currency`, in minor units (null without one). */
const amountIn = (currency: string) => sql`((${products.price} -> ${currency}::text ->> 'amount')::bigint)`;

/** One word as a text-search query on the fields searched: English stems and words as written, weighted (schema.ts). */
function termQuery(term: string, fields: readonly TextField[], prefix: boolean): SQL {
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
function textMatch(request: SearchRequest, nearest?: string[][]): { where?: SQL; rank: SQL } {
  const { terms, queryBy } = request;
  if (terms.length === 0) return { rank: sql`0` };
  const queries = terms.map((term, i) => {
    const own = termQuery(term, queryBy, i === terms.length - 1);
    const others = (nearest?.[i] ?? []).filter((word) => word !== term).map((word) => termQuery(word, queryBy, false));
    return others.length ? sql`(${sql.join([own, ...others], sql` || `)})` : own;
  });
  const query = sql.join(queries, sql` && `);
  return { where: sql`${vector} @@ (${query})`, rank: sql`ts_rank(${vector}, ${query})` };
}

/**
 * The nearest words of the catalog's names to each word of a query (pg_trgm similarity over search_words, at its 0.3
 * threshold, the three nearest): what a misspelt word is searched as ("ceramc" → ceramic, "stonewear" → stoneware).
 */
async function nearestWords(db: Executor, terms: string[]): Promise<string[][]> {
  const rows = resultRows<{ term: string; word: string }>(
    await db.execute(sql`
      select t.term, w.word from unnest(${sql.param(terms)}::text[]) as t(term)
      cross join lateral (select word from search_words where word % t.term order by similarity(word, t.term) desc, word limit 3) w`),
  );
  return terms.map((term) => rows.filter((row) => row.term === term).map((row) => row.word));
}

/** An amount in a currency's major units as the bounds of a range on minor units: [lowest, highest] whole amounts. */
function minorBounds(range: NumberRange, currency: string): { min?: number; max?: number } {
  const scale = 10 ** minorDigits(currency);
  const exact = (value: number) => {
    const scaled = value * scale;
    return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? { whole: true, value: Math.round(scaled) } : { whole: false, value: scaled };
  };
  const out: { min?: number; max?: number } = {};
  if (range.min !== undefined) {
    const m = exact(range.min);
    out.min = m.whole ? m.value + (range.minExclusive ? 1 : 0) : Math.ceil(m.value);
  }
  if (range.max !== undefined) {
    const m = exact(range.max);
    out.max = m.whole ? m.value - (range.maxExclusive ? 1 : 0) : Math.floor(m.value);
  }
  return out;
}

const inNodes = (nodeIds: string[]) =>
  nodeIds.length ? sql`${products.id} in (select np.product_id from node_products np where np.node_id = any(${sql.param(nodeIds)}::uuid[]))` : sql`false`;

/** A filter as a condition on products. */
function filterCondition(node: FilterNode, tree: CategoryTree | undefined): SQL {
  switch (node.kind) {
    case "and":
    case "or": {
      const parts = node.items.map((item) => filterCondition(item, tree));
      return sql`(${sql.join(parts, node.kind === "and" ? sql` and ` : sql` or `)})`;
    }
    case "scope":
      return inNodes(nodesUnder(tree!, node.scope));
    case "values": {
      const { field, values, negate } = node;
      let condition: SQL;
      if (field.kind === "category") condition = inNodes(nodesInCategories(tree!, field.level, values));
      else if (field.kind === "id") {
        const ids = values.filter(isUuid).map((id) => id.toLowerCase());
        condition = ids.length ? inArray(products.id, ids) : sql`false`;
        if (negate) return ids.length ? notInArray(products.id, ids) : sql`true`;
      } else condition = inArray(field.kind === "sku" ? products.sku : products.slug, values);
      return negate ? sql`not (${condition})` : condition;
    }
    case "range": {
      const amount = amountIn(node.field.currency);
      const ranges = node.ranges.map((range) => {
        const { min, max } = minorBounds(range, node.field.currency);
        const bounds = [...(min !== undefined ? [sql`${amount} >= ${min}`] : []), ...(max !== undefined ? [sql`${amount} <= ${max}`] : [])];
        return bounds.length ? sql`(${sql.join(bounds, sql` and `)})` : sql`(${amount} is not null)`;
      });
      const any = sql`coalesce((${sql.join(ranges, sql` or `)}), false)`;
      return node.negate ? sql`not ${any}` : any;
    }
  }
}

const usesCategories = (node: FilterNode | undefined): boolean =>
  !!node && (node.kind === "and" || node.kind === "or" ? node.items.some(usesCategories) : node.kind === "scope" || (node.kind === "values" && node.field.kind === "category"));

function orderBy(request: SearchRequest, rank: SQL): SQL[] {
  const order: SQL[] = [];
  for (const { field, descending } of request.sort) {
    const direction = descending ? sql`desc` : sql`asc`;
    if (field.kind === "text_match") order.push(sql`${rank} ${direction}`);
    else if (field.kind === "price") order.push(sql`${amountIn(field.currency)} ${direction} nulls last`);
    else if (field.kind === "name") order.push(descending ? desc(products.name) : asc(products.name));
    else order.push(descending ? desc(products.createdAt) : asc(products.createdAt));
  }
  if (request.sort.length === 0 && request.terms.length) order.push(sql`${rank} desc`);
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
async function countAndFacets(db: Executor, request: SearchRequest, where: SQL, joined: boolean, tree: CategoryTree | undefined) {
  const limit = request.maxFacetValues;
  const prices = request.facets.flatMap((field) => (field.kind === "price" ? [field] : []));
  const amountColumn = (currency: string) => sql.raw(`a${prices.findIndex((p) => p.currency === currency)}`);
  const facetText = (field: FacetField) => (request.facetQuery?.field.name === field.name ? request.facetQuery.text : undefined);
  const columns = request.facets.map((field, i) => {
    const name = sql.raw(`f${i}`);
    if (field.kind === "price") {
      const a = amountColumn(field.currency);
      return sql`(select json_build_object(
          'counts', (select coalesce(json_agg(t), '[]'::json) from (select ${a} as a, count(*)::int as c from m where ${a} is not null group by ${a} order by c desc, ${a} limit ${limit}) t),
          'min', min(${a})::text, 'max', max(${a})::text, 'sum', sum(${a})::text, 'n', count(${a}), 'values', count(distinct ${a})) from m) as ${name}`;
    }
    const { nodeIds, paths } = categoriesAt(tree!, field.level);
    if (nodeIds.length === 0) return sql`'[]'::json as ${name}`;
    // Two array parameters, whatever the number of nodes: the statement's text stays the same.
    const categories = sql`unnest(${sql.param(nodeIds)}::uuid[], ${sql.param(paths)}::text[])`;
    const text = facetText(field);
    return sql`(select coalesce(json_agg(t), '[]'::json) from (
        select c.path as value, count(distinct np.product_id)::int as count, (count(*) over ())::int as values
        from m join node_products np on np.product_id = m.id join ${categories} as c(node_id, path) on c.node_id = np.node_id
        ${text ? sql`where position(${text} in lower(c.path)) > 0` : sql``}
        group by c.path order by count desc, value limit ${limit}) t) as ${name}`;
  });
  const amounts = prices.map((price, i) => sql`, ${amountIn(price.currency)} as ${sql.raw(`a${i}`)}`);
  const [row] = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      with m as materialized (
        select ${products.id} as id ${sql.join(amounts, sql``)} from ${products}
        ${joined ? sql`join ${productSearch} on ${productSearch.productId} = ${products.id}` : sql``}
        where ${where})
      select (select count(*) from m)::int as found ${sql.join(columns.map((column) => sql`, ${column}`), sql``)}`),
  );
  const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
  const facets = request.facets.map((field, i): FacetCount => {
    const text = facetText(field);
    if (field.kind === "category") {
      const list = json<CategoryFacetRow>(row[`f${i}`]);
      return { field, counts: list.map((r) => ({ value: r.value, count: Number(r.count) })), distinctValues: Number(list[0]?.values ?? 0) };
    }
    const price = json<PriceFacetRow>(row[`f${i}`]);
    const scale = 10 ** minorDigits(field.currency);
    const major = (minor: string | number | null) => Number(minor ?? 0) / scale;
    const n = Number(price.n);
    return {
      field,
      counts: price.counts.map(({ a, c }) => ({ value: String(major(a)), count: Number(c) })).filter((c) => !text || c.value.startsWith(text)),
      distinctValues: Number(price.values),
      ...(n ? { stats: { min: major(price.min), max: major(price.max), sum: major(price.sum), avg: major(price.sum) / n, total_values: Number(price.values) } } : {}),
    };
  });
  return { found: Number(row.found), facets };
}

async function liveListedCount(db: Executor): Promise<number> {
  const [row] = await db.select({ value: catalogCounts.value }).from(catalogCounts).where(eq(catalogCounts.name, "live_listed"));
  return Number(row?.value ?? 0);
}

/** A page of hits in the search's order, and how well each matched. */
async function pageOf(db: Executor, request: SearchRequest, where: SQL, rank: SQL, joined: boolean) {
  if (request.perPage === 0) return { rows: [], textMatch: [] };
  const query = db.select({ product: products, rank: sql<number>`${rank}`.mapWith(Number) }).from(products);
  const page = await (joined ? query.innerJoin(productSearch, eq(productSearch.productId, products.id)) : query)
    .where(where)
    .orderBy(...orderBy(request, rank))
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);
  return { rows: page.map((r) => r.product), textMatch: page.map((r) => r.rank) };
}

/** One pass: the page, how many match and the facets, read together. */
async function searchPass(db: Executor, request: SearchRequest, filter: SQL | undefined, tree: CategoryTree | undefined, nearest?: string[][]) {
  const text = textMatch(request, nearest);
  const where = and(listed, text.where, filter)!;
  const joined = request.terms.length > 0;
  // The whole catalog: its size is kept by triggers (catalog_counts); counting it would read every product.
  const everything = request.terms.length === 0 && !filter;
  const [page, counted] = await readTogether(db,
    () => pageOf(db, request, where, text.rank, joined),
    () => (everything && request.facets.length === 0 ? liveListedCount(db).then((found) => ({ found, facets: [] })) : countAndFacets(db, request, where, joined, tree)),
  );
  return { ...page, ...counted, everything };
}

/** Runs one search: its hits, how many match, out of how many, and the facets asked for. */
export async function runSearch(db: Executor, request: SearchRequest): Promise<SearchOutcome> {
  const needsTree = usesCategories(request.filter) || request.facets.some((f) => f.kind === "category");
  const tree = needsTree ? await readCategoryTree() : undefined;
  const filter = request.filter ? filterCondition(request.filter, tree) : undefined;
  let result = await searchPass(db, request, filter, tree);
  if (result.found === 0 && request.terms.length) {
    const nearest = await nearestWords(db, request.terms);
    if (nearest.some((words, i) => words.some((word) => word !== request.terms[i]))) result = await searchPass(db, request, filter, tree, nearest);
  }
  const outOf = result.everything ? result.found : await liveListedCount(db);
  return { rows: result.rows, textMatch: result.textMatch, found: result.found, outOf, facets: result.facets };
}
