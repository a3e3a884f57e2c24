// The SQL of an add-to-cart, as statements for a batched transaction (lib/storage/db.ts BatchedTx),
// the same number whatever the size of the cart or of the request:
//   lock      create-or-lock the cart row, move updated_at, fix the currency of a cart without lines
//   read      the cart's lines, their tax items, its shipping groups and the named products
//   discounts the promotions and custom discounts the cart's pricing derives from (discount-context.ts)
//   write     every new or grown line: INSERT … ON CONFLICT (cart_id, identity) DO UPDATE
//   taxes     only when the request carries tax items: replace those lines' tax items
// lock, read and discounts travel in one round trip with BEGIN; write (and taxes) in one with COMMIT.
// An add planned ahead (speculative-add.ts) sends lock and a guarded write as one query: one transaction.
// Rows travel as JSON text (lib/storage/json-rows.ts), which keeps the cost of a 99-line cart low.
import { sql, type SQL, type SQLChunk } from "drizzle-orm";
import type { BatchRow, Db } from "@/lib/storage/db";
import { cartItems, cartItemTaxes, carts, cartShippingGroups } from "@/lib/storage/schema";
import { columnNames, rowFromJsonText, rowsFromJsonText, rowToJson } from "@/lib/storage/json-rows";
import { compiledStatement, shapedStatement, type BoundStatement } from "@/lib/storage/compiled-statement";
import type { KnownLines, LineVersion } from "./cart-line-cache";
import { newCartValuesSql } from "./carts";
import type { CartItemRow, CartItemTaxRow, CartRow, ShippingGroupRow } from "./cart-view";
import type { LineDraft } from "./items/item-handler";
import { catalogFromJson, productKeyLists, productsJsonOf, type Catalog, type ProductKey } from "./product-lookup";
import { discountContextSql, discountContextText } from "./discount-context";

/**
 * Creates the cart when unknown, locks its row for this transaction and moves updated_at, in one
 * statement (column `cart`). The currency rule lives here: a cart with lines keeps its currency; a cart
 * without lines takes the currency of this add (X-MOLTIN-CURRENCY, else the store default).
 */
export const lockCartStatement = (db: Db, id: string, requestedCurrency: string): BoundStatement =>
  lockCart({ id, currency: requestedCurrency }, db);

const lockCart = compiledStatement<{ id: string; currency: string }, Db>((db) => {
  const requestedCurrency = sql.placeholder("currency");
  return db
    .insert(carts)
    .values({ ...newCartValuesSql(sql.placeholder("id")), currency: requestedCurrency })
    .onConflictDoUpdate({
      target: carts.id,
      set: {
        currency: sql`case when exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id}) then ${carts.currency} else ${requestedCurrency} end`,
        updatedAt: sql`greatest(now(), ${carts.updatedAt} + interval '1 millisecond')`,
      },
    })
    .returning({ cart: sql<string>`row_to_json(${carts})::text`.as("cart") })
    .getSQL();
});

export const parseLockedCart = (rows: BatchRow[]): CartRow => rowFromJsonText(carts, String(rows[0].cart));

/**
 * The cart's discount context (discount-context.ts), its discount flag read in the statement: the cart
 * row was locked by an earlier statement of the batch.
 */
export const discountContextStatement = (cartId: string): BoundStatement => discountContextForAdd({ cartId });

/** The cart's discount flag, read in the statement (the cart row was locked by an earlier statement of the batch). */
const cartUsesRulePromotions = (cartId: SQLChunk) => sql`(select ${carts.useRulePromotions} from ${carts} where ${carts.id} = ${cartId})`;

const discountContextForAdd = compiledStatement<{ cartId: string }>(() => {
  const cartId = sql.placeholder("cartId");
  return discountContextSql(cartId, cartUsesRulePromotions(cartId));
});


export type AddContextRows = {
  lines: readonly CartItemRow[];
  /** The lines with their row versions (cart-line-cache.ts), in the cart's order. */
  versions: readonly LineVersion[];
  taxes: CartItemTaxRow[];
  groups: ShippingGroupRow[];
  catalog: Catalog;
  /** The texts the taxes, groups and products were read as (a speculative add's guard digests them). */
  texts: { taxes: string; groups: string; products: string };
};

/** A line's row version: its id and the transaction that wrote this version of it. */
const lineVersion = (alias: string) => sql.raw(`${alias}.id::text || ':' || ${alias}.xmin::text`);


/**
 * The cart's lines in order, their tax items, its shipping groups and the products the request names:
 * one statement. Lines: '=' when their versions give the digest of the lines the caller remembers
 * (cart-line-cache.ts), else each line as `version json` on a line of its own (JSON text holds no raw
 * newline).
 */
export function readForAddStatement(cartId: string, keys: ProductKey[], known: KnownLines): BoundStatement {
  const { ids, skus } = productKeyLists(keys);
  return readForAdd({ ids: ids.length > 0, skus: skus.length > 0 }, { cartId, digest: known.digest, ids, skus });
}

const inCartOrder = sql.raw("order by i.position, i.created_at");

// What an add reads besides the lines and the products, as the texts a speculative add's guard digests.
const taxesText = (cartId: SQLChunk) => sql`(select coalesce(json_agg(t order by t.created_at), '[]')::text
       from ${cartItemTaxes} t join ${cartItems} i on i.id = t.cart_item_id where i.cart_id = ${cartId})`;
const groupsText = (cartId: SQLChunk) => sql`(select coalesce(json_agg(g order by g.created_at), '[]')::text from ${cartShippingGroups} g where g.cart_id = ${cartId})`;
/** md5 of the versions of the cart's lines in order (cart-line-cache.ts versionsDigest). */
const linesDigest = (cartId: SQLChunk) =>
  sql`(select md5(coalesce(string_agg(${lineVersion("i")}, ',' ${inCartOrder}), '')) from ${cartItems} i where i.cart_id = ${cartId})`;

// One text for each combination of product lists a request names (by id, by SKU, both, neither).
const readForAdd = shapedStatement<{ ids: boolean; skus: boolean }, { cartId: string; digest: string; ids: string[]; skus: string[] }>(
  (shape) => `${shape.ids}:${shape.skus}`,
  (shape) => {
    const cartId = sql.placeholder("cartId");
    const products = productsJsonOf({ ids: shape.ids ? sql.placeholder("ids") : null, skus: shape.skus ? sql.placeholder("skus") : null });
    // The full lines are a subquery of the CASE's ELSE: PostgreSQL renders them only on a mismatch.
    return sql`select
    (select case when d.digest = ${sql.placeholder("digest")} then '='
                 else (select coalesce(string_agg(${lineVersion("i")} || ' ' || row_to_json(i)::text, chr(10) ${inCartOrder}), '')
                         from ${cartItems} i where i.cart_id = ${cartId}) end
       from (select ${linesDigest(cartId)} as digest) d) as lines,
    ${taxesText(cartId)} as taxes,
    ${groupsText(cartId)} as groups,
    ${products} as products`;
  },
);

export function parseReadForAdd(rows: BatchRow[], known: KnownLines): AddContextRows {
  const row = rows[0] as Record<string, string>;
  let lines: readonly CartItemRow[] = known.rows;
  let versions: readonly LineVersion[] = known.lines;
  if (row.lines !== "=") {
    const read: LineVersion[] = [];
    for (const text of row.lines ? row.lines.split("\n") : []) {
      const space = text.indexOf(" ");
      read.push({ version: text.slice(0, space), row: rowFromJsonText(cartItems, text.slice(space + 1)) });
    }
    versions = read;
    lines = read.map((line) => line.row);
  }
  return {
    lines,
    versions,
    taxes: rowsFromJsonText(cartItemTaxes, row.taxes),
    groups: rowsFromJsonText(cartShippingGroups, row.groups),
    catalog: catalogFromJson(row.products),
    texts: { taxes: row.taxes, groups: row.groups, products: row.products },
  };
}

export type PlannedLine = { draft: LineDraft; existing?: CartItemRow; add: number };

// The columns a line draft sets (schema names, never input); id, timestamps and any other column keep their defaults.
const SCHEMA_COLUMNS = new Set(columnNames(cartItems));
const columnList = (names: string[], prefix = "") => sql.raw(names.map((name) => `${prefix}"${name}"`).join(", "));
// What an add to an existing line changes: the quantity grows; description and price are the draft's
// (refreshExisting) or the line's own (planned below); the rest of the identity is equal by definition.
const REFRESHED = ["name", "description", "sku", "slug", "unit_amount", "includes_tax", "image"];
const refreshList = sql.raw(REFRESHED.map((name) => `"${name}" = excluded."${name}"`).join(", "));

/** The lines a write changes: a line of fixed quantity (a promotion) that exists already has nothing to write. */
export const linesToWrite = (planned: PlannedLine[]) => planned.filter(({ draft, existing }) => !(draft.fixedQuantity && existing));

/** The records of every new or grown line of `planned` (linesToWrite), and the columns they set. */
function lineRecords(cartId: string, planned: PlannedLine[], lines: readonly CartItemRow[]): { records: string; written: string[] } {
  // New lines follow the cart's last line, in request order.
  let position = Date.now() * 1000;
  for (const line of lines) position = Math.max(position, line.position + 1);
  const records = planned.map(({ draft, existing, add }) => {
    const keep = existing && !draft.refreshExisting ? existing : undefined;
    return rowToJson(cartItems, {
      cartId,
      type: draft.type,
      identity: draft.identity,
      productId: draft.productId,
      name: keep?.name ?? draft.name,
      description: keep?.description ?? draft.description,
      sku: keep?.sku ?? draft.sku,
      slug: keep?.slug ?? draft.slug,
      quantity: add,
      unitAmount: keep?.unitAmount ?? draft.unitAmount,
      includesTax: keep?.includesTax ?? draft.includesTax,
      customInputs: draft.customInputs,
      bundleConfiguration: draft.bundleConfiguration,
      shippingGroupId: draft.shippingGroupId,
      promotionId: draft.promotionId ?? null,
      promotionCode: draft.promotionCode ?? null,
      image: keep ? keep.image : draft.image,
      position: existing ? existing.position : position++,
    });
  });
  return { records: JSON.stringify(records), written: Object.keys(records[0]).filter((name) => SCHEMA_COLUMNS.has(name)) };
}

/** Every new or grown line of `planned` (linesToWrite) in one statement, returning them as they now are (column `line`). */
export function writeLinesStatement(cartId: string, planned: PlannedLine[], lines: readonly CartItemRow[]): BoundStatement {
  const { records, written } = lineRecords(cartId, planned, lines);
  return writeLines(written, { records });
}

/** INSERT … ON CONFLICT of the records in placeholder `records`, joined with `from` (more FROM items, or nothing). */
const insertLines = (written: string[], from: SQL) => sql`insert into ${cartItems} (${columnList(written)})
    select ${columnList(written, "r.")} from json_populate_recordset(null::cart_items, ${sql.placeholder("records")}::json) r${from}
    on conflict (cart_id, identity) do update set quantity = cart_items.quantity + excluded.quantity, ${refreshList}, updated_at = now()
    returning row_to_json(cart_items.*)::text as line, ${lineVersion("cart_items")} as version`;

// One text for each set of columns the drafts set.
const writeLines = shapedStatement<string[], { records: string }>(
  (written) => written.join(","),
  (written) => insertLines(written, sql``),
);

/** What a speculative add (speculative-add.ts) was planned on: the cart's settings and the digests of the rest. */
export type PlanGuard = {
  currency: string;
  useRulePromotions: boolean;
  customDiscountsEnabled: boolean;
  snapshotDate: string;
  linesDigest: string;
  taxesDigest: string;
  groupsDigest: string;
  /** The product lists the plan's catalog was read for (productKeyLists) and the digest of that text. */
  ids: string[];
  skus: string[];
  productsDigest: string;
  contextDigest: string;
};

/**
 * The write of an add planned without reading: writeLinesStatement behind a guard that recomputes,
 * after the cart's lock, everything the plan was made on and raises SQLSTATE CW001 (isStalePlan) when any
 * of it differs, which rolls the whole transaction back.
 */
export function guardedWriteStatement(cartId: string, planned: PlannedLine[], lines: readonly CartItemRow[], guard: PlanGuard): BoundStatement {
  const { records, written } = lineRecords(cartId, planned, lines);
  return guardedWrite({ written, ids: guard.ids.length > 0, skus: guard.skus.length > 0 }, { ...guard, cartId, records });
}

const guardedWrite = shapedStatement<{ written: string[]; ids: boolean; skus: boolean }, PlanGuard & { cartId: string; records: string }>(
  (shape) => `${shape.written.join(",")}:${shape.ids}:${shape.skus}`,
  (shape) => {
    const cartId = sql.placeholder("cartId");
    const value = (name: keyof PlanGuard) => sql.placeholder(name);
    const products = productsJsonOf({ ids: shape.ids ? value("ids") : null, skus: shape.skus ? value("skus") : null });
    // Materialised: evaluated once, before any line is written.
    return sql`with guard as materialized (select cartwright_expect_plan(
          (select c.currency = ${value("currency")} and c.use_rule_promotions = ${value("useRulePromotions")}
                  and c.custom_discounts_enabled = ${value("customDiscountsEnabled")} and c.snapshot_date = ${value("snapshotDate")}
             from ${carts} c where c.id = ${cartId})
      and ${linesDigest(cartId)} = ${value("linesDigest")}
      and md5(${taxesText(cartId)}) = ${value("taxesDigest")}
      and md5(${groupsText(cartId)}) = ${value("groupsDigest")}
      and md5(${products}) = ${value("productsDigest")}
      and md5(${discountContextText(cartId, cartUsesRulePromotions(cartId))}) = ${value("contextDigest")}) as holds)
    ${insertLines(shape.written, sql` cross join guard`)}`;
  },
);

export const parseWrittenLines = (rows: BatchRow[]): LineVersion[] =>
  rows.map((row) => ({ row: rowFromJsonText(cartItems, String(row.line)), version: String(row.version) }));

/**
 * Tax items (contract §6): the lines of `planned` whose drafts carry `taxes` have their tax items
 * replaced by them, all in one statement that follows the write in the same transaction (so it finds
 * the lines it names by identity, new ones too); a data-modifying CTE deletes the old tax items.
 * Undefined when the request carries no tax items. Returns the new tax items (column `tax`).
 */
export function replaceTaxesSql(cartId: string, planned: PlannedLine[]): { statement: SQL; identities: string[] } | undefined {
  const replacing = planned.filter(({ draft }) => draft.taxes);
  if (replacing.length === 0) return undefined;
  const identities = replacing.map(({ draft }) => draft.identity);
  // created_at orders a line's tax items: a microsecond apart, in the request's order.
  const taxes = replacing.flatMap(({ draft }) =>
    draft.taxes!.map((t, n) => ({ identity: draft.identity, name: t.name, jurisdiction: t.jurisdiction, code: t.code, rate: t.rate, n })),
  );
  const statement = sql`with targets as (
      select ${cartItems.id} as id, ${cartItems.identity} as identity from ${cartItems}
       where ${cartItems.cartId} = ${cartId} and ${cartItems.identity} = any(${sql.param(identities)}::text[])),
    removed as (delete from ${cartItemTaxes} where ${cartItemTaxes.cartItemId} in (select id from targets))
    insert into ${cartItemTaxes} (cart_item_id, name, jurisdiction, code, rate, created_at)
    select t.id, v.name, v.jurisdiction, v.code, v.rate, clock_timestamp() + v.n * interval '1 microsecond'
      from json_to_recordset(${JSON.stringify(taxes)}::json) as v(identity text, name text, jurisdiction text, code text, rate double precision, n integer)
      join targets t on t.identity = v.identity
     order by v.identity, v.n
    returning row_to_json(${cartItemTaxes})::text as tax`;
  return { statement, identities };
}

export const parseTaxRows = (rows: BatchRow[]): CartItemTaxRow[] => rows.map((row) => rowFromJsonText(cartItemTaxes, String(row.tax)));
