// What the storefront's Server Components read: the live catalog with prices for one currency.
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { databaseIdentity, getDb } from "@/lib/storage/db";
import { hierarchies, nodes, products, type PriceMap } from "@/lib/storage/schema";
import { formatMoney } from "../money";
import { nodeContext, nodeOrder, type Breadcrumb } from "./hierarchies";
import { catalogAvailability, findProduct, listProducts, type ProductRow, type ProductSort } from "./products";
import { variationFacts } from "./variations";
import { runSearch } from "./search/search-engine";
import { storefrontSearch, type SearchRequest } from "./search/search-request";
import type { VariationMeta } from "./variation-matrix";
import { sellableIn, type CurrencyTally } from "./sellable-currencies";

export type CatalogEntry = {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageHref?: string;
  isBundle: boolean;
  /** A base product whose size, colour… is chosen on its page. */
  hasVariations?: boolean;
  /** Minor units in the requested currency; undefined when the product has no price in it. */
  amount?: number;
  formatted?: string;
  /** Whether it can be bought in the requested currency (a bundle: whether its options can fill it, sellable-currencies.ts). */
  sellable: boolean;
};

export function catalogEntry(row: ProductRow, currency: string, optionPrice?: (id: string) => PriceMap | undefined): CatalogEntry {
  const price = row.price[currency];
  return {
    sellable: sellableIn(row, currency, optionPrice),
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageHref: row.image?.href,
    isBundle: Boolean(row.components),
    ...(price ? { amount: price.amount, formatted: formatMoney(price.amount, currency) } : {}),
  };
}

/** The products a storefront list shows: base products and plain ones (children are chosen on their base's page). */
async function entries(rows: ProductRow[], currency: string): Promise<CatalogEntry[]> {
  const facts = await variationFacts(await getDb(), rows, { liveOnly: true });
  const options = await optionPrices(rows);
  return rows.map((row) => ({
    ...catalogEntry(row, currency, (id) => options.get(id)),
    ...(facts.get(row.id)?.kind === "parent" ? { hasVariations: true } : {}),
  }));
}

/** The prices of the live option products of these bundles, by product id. */
async function optionPrices(rows: { components?: ProductRow["components"] }[]): Promise<Map<string, PriceMap>> {
  const ids = [...new Set(rows.flatMap((row) => Object.values(row.components ?? {}).flatMap((c) => c.options.map((o) => o.id))))];
  if (ids.length === 0) return new Map();
  const found = await (await getDb())
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, "live")));
  return new Map(found.map((r) => [r.id, r.price]));
}

/**
 * How much of the live catalog (the products its lists show: plain and base products and bundles) can be bought
 * in each of `currencies`: what sellableCurrencies decides the currency switch from.
 */
export async function catalogCurrencyTally(currencies: readonly string[]): Promise<CurrencyTally> {
  const db = await getDb();
  const listed = and(eq(products.status, "live"), isNull(products.baseProductId));
  const priced = Object.fromEntries(
    currencies.map((currency, i) => [`c${i}`, sql<number>`(count(*) filter (where ${products.price} -> ${currency} is not null))::int`.mapWith(Number)]),
  );
  const [row] = await db.select({ products: count(), ...priced }).from(products).where(listed);
  const counts = row as unknown as Record<string, number>;
  const sellable: Record<string, number> = Object.fromEntries(currencies.map((currency, i) => [currency, Number(counts[`c${i}`] ?? 0)]));
  // Auto-priced bundles have no price of their own: each can be bought where its options can fill it.
  const bundles = await db
    .select({ price: products.price, components: products.components })
    .from(products)
    .where(and(listed, isNotNull(products.components), sql`${products.price} = '{}'::jsonb`));
  const options = await optionPrices(bundles);
  for (const bundle of bundles) {
    for (const currency of currencies) if (sellableIn(bundle, currency, (id) => options.get(id))) sellable[currency] += 1;
  }
  return { products: Number(counts.products), sellable };
}

/** The whole shop, a page at a time. */
export async function liveCatalog(currency: string, sort: ProductSort | undefined, page: number): Promise<ProductListing> {
  return listing(page, currency, sort);
}

export const STOREFRONT_PAGE_SIZE = 12;
export type ProductListing = { entries: CatalogEntry[]; total: number; page: number; pages: number };

async function listing(page: number, currency: string, sort: ProductSort | undefined, within?: ReturnType<typeof sql>): Promise<ProductListing> {
  const offset = (Math.max(1, page) - 1) * STOREFRONT_PAGE_SIZE;
  const { rows, total } = await listProducts(await getDb(), { limit: STOREFRONT_PAGE_SIZE, offset }, { liveOnly: true, withoutChildren: true, within, sort, currency });
  return { entries: await entries(rows, currency), total, page, pages: Math.max(1, Math.ceil(total / STOREFRONT_PAGE_SIZE)) };
}

export type NavigationNode = { id: string; name: string; href: string; children: NavigationNode[] };
export type Navigation = { id: string; name: string; href: string; nodes: NavigationNode[] }[];

/** The header's navigation: every hierarchy with its nodes, nested, in EP's order (one read of each table). */
export async function storeNavigation(): Promise<Navigation> {
  const db = await getDb();
  const [tops, all] = await Promise.all([
    db.select().from(hierarchies).orderBy(asc(hierarchies.createdAt), asc(hierarchies.id)),
    db.select().from(nodes).orderBy(...nodeOrder),
  ]);
  const build = (hierarchySlug: string, parentId: string | null, path: string[]): NavigationNode[] =>
    all
      .filter((node) => node.parentId === parentId && (parentId !== null || node.hierarchyId === tops.find((h) => h.slug === hierarchySlug)?.id))
      .map((node) => ({ id: node.id, name: node.name, href: `/categories/${hierarchySlug}/${[...path, node.slug].join("/")}`, children: build(hierarchySlug, node.id, [...path, node.slug]) }));
  return tops.map((h) => ({ id: h.id, name: h.name, href: `/categories/${h.slug}`, nodes: build(h.slug, null, []) }));
}

export type Category = {
  name: string;
  description: string;
  /** From the hierarchy down to this category, each with its page's path. */
  trail: (Breadcrumb & { href: string })[];
  subcategories: { name: string; href: string }[];
  scope: { hierarchyId: string } | { nodeId: string };
};

/** The category at /categories/{hierarchy}/{node}/{node}…, or undefined when the path names none. */
export async function categoryByPath(hierarchySlug: string, nodeSlugs: string[]): Promise<Category | undefined> {
  const db = await getDb();
  const [hierarchy] = await db.select().from(hierarchies).where(eq(hierarchies.slug, hierarchySlug));
  if (!hierarchy) return undefined;
  let parentId: string | null = null;
  let node: typeof nodes.$inferSelect | undefined;
  for (const slug of nodeSlugs) {
    [node] = await db.select().from(nodes).where(and(eq(nodes.hierarchyId, hierarchy.id), parentId === null ? isNull(nodes.parentId) : eq(nodes.parentId, parentId), eq(nodes.slug, slug)));
    if (!node) return undefined;
    parentId = node.id;
  }
  const children = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.hierarchyId, hierarchy.id), parentId === null ? isNull(nodes.parentId) : eq(nodes.parentId, parentId)))
    .orderBy(...nodeOrder);
  const base = `/categories/${hierarchy.slug}`;
  const crumbs = node ? (await nodeContext(db, [node])).breadcrumbs.get(node.id) ?? [] : [{ id: hierarchy.id, name: hierarchy.name, slug: hierarchy.slug }];
  const trail = crumbs.map((crumb, i) => ({ ...crumb, href: i === 0 ? base : `${base}/${nodeSlugs.slice(0, i).join("/")}` }));
  const here = `${base}${nodeSlugs.length ? `/${nodeSlugs.join("/")}` : ""}`;
  return {
    name: node?.name ?? hierarchy.name,
    description: node?.description ?? hierarchy.description,
    trail,
    subcategories: children.map((child) => ({ name: child.name, href: `${here}/${child.slug}` })),
    scope: node ? { nodeId: node.id } : { hierarchyId: hierarchy.id },
  };
}

/** A category's products (its sub-categories' too), through the catalog search engine: EP's storefront's category
 * pages are catalog searches as well (docs/catalog.md "Search"). */
export async function categoryProducts(category: Category, currency: string, sort: ProductSort | undefined, page: number): Promise<ProductListing> {
  return searched(storefrontSearch("*", currency, sort, page, STOREFRONT_PAGE_SIZE, { kind: "scope", scope: category.scope }), currency);
}

/** The products the shopper's words find (catalog search: stems, prefixes, misspellings; docs/catalog.md "Search"),
 * best match first unless sorted. */
export async function searchProducts(term: string, currency: string, sort: ProductSort | undefined, page: number, pageSize = STOREFRONT_PAGE_SIZE): Promise<ProductListing> {
  return searched(storefrontSearch(term, currency, sort, page, pageSize), currency);
}

async function searched(request: SearchRequest, currency: string): Promise<ProductListing> {
  const { rows, found } = await runSearch(await getDb(), request);
  return { entries: await entries(rows, currency), total: found, page: request.page, pages: Math.max(1, Math.ceil(found / request.perPage)) };
}

/** A product page's variations: the base product's (for a base or one of its children), with its live children
 * and whether each can be bought now. */
export type VariationChoice = {
  base: ProductRow;
  meta: Extract<VariationMeta, { kind: "parent" }>;
  children: { id: string; slug: string; optionIds: string[]; price: PriceMap; available?: number }[];
};

export async function variationChoice(row: ProductRow): Promise<VariationChoice | undefined> {
  const db = await getDb();
  const base = row.baseProductId ? await findProduct(db, { id: row.baseProductId }, { liveOnly: true }) : row;
  if (!base) return undefined;
  const meta = (await variationFacts(db, [base], { liveOnly: true })).get(base.id);
  if (meta?.kind !== "parent") return undefined;
  const children = await db.select().from(products).where(and(eq(products.baseProductId, base.id), eq(products.status, "live")));
  const stock = await catalogAvailability(db, children);
  return {
    base,
    meta,
    children: children.map((c) => ({ id: c.id, slug: c.slug, optionIds: c.childOptionIds ?? [], price: c.price, available: stock.get(c.id) })),
  };
}

export async function liveProductBySlug(slug: string): Promise<ProductRow | undefined> {
  return findProduct(await getDb(), { slug }, { liveOnly: true });
}

/** A live product by its id (a form names the product it adds by id); undefined for any other id. */
export async function liveProductById(id: string): Promise<ProductRow | undefined> {
  return findProduct(await getDb(), { id }, { liveOnly: true });
}

/** A bundle's option products as its picker shows them: name and prices, by product id (live ones only). */
export async function bundleOptionProducts(row: ProductRow): Promise<Record<string, { name: string; slug: string; price: PriceMap }>> {
  const ids = [...new Set(Object.values(row.components ?? {}).flatMap((c) => c.options.map((o) => o.id)))];
  if (ids.length === 0) return {};
  const rows = await (await getDb())
    .select({ id: products.id, name: products.name, slug: products.slug, price: products.price })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, "live")));
  return Object.fromEntries(rows.map((r) => [r.id, { name: r.name, slug: r.slug, price: r.price }]));
}

/** Which database the catalog is read from: what keys the storefront's cached catalog reads (lib/web/cached-catalog-reads.ts). */
export const catalogDatabase = () => databaseIdentity();
