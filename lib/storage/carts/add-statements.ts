// The SQL of an add-to-cart, as statements for a batched transaction (../db.ts BatchedTx), the same
// number whatever the size of the cart or of the request:
//   lock      create-or-lock the cart row, move updated_at, fix the currency of a cart without lines
//   read      the cart's lines, their tax items, its shipping groups and the named products
//   discounts the promotions and custom discounts the cart's pricing derives from (discount-context.ts)
//   write     every new or changed line, as the plan says it now is: INSERT … ON CONFLICT (cart_id, identity)
//   taxes     only when the plan replaces tax items: replace those lines' tax items
// lock, read and discounts travel in one round trip with BEGIN; write (and taxes) in one with COMMIT.
// An add planned ahead (fast-cart-store.ts) sends lock and a guarded write as one query: one transaction.
// Rows travel as JSON text (../json-rows.ts), which keeps the cost of a 99-line cart low.
import { sql, type SQL, type SQLChunk } from "drizzle-orm";
import type { BatchRow, Db } from "../db";
import { cartItems, cartItemTaxes, carts, cartShippingGroups } from "../schema";
import { columnNames, rowFromJsonText, rowsFromJsonText, rowToJson } from "../json-rows";
import { compiledStatement, shapedStatement, type BoundStatement } from "../compiled-statement";
import type { KnownLines, LineVersion } from "./line-cache";
import { lineOrderSql, nextLinePosition } from "./line-order";
import { newCartValuesSql } from "./new-cart";
import { cartExpiredSql } from "./cart-expiry-sql";
import type { LineWrite } from "./cart-store";
import type { CartItemRow, CartItemTaxRow, CartRow, Catalog, ProductKey, ShippingGroupRow } from "./rows";
import { productKeyLists } from "./rows";
import { catalogFromJson, productsJsonOf } from "./products";
import { discountContextSql, discountContextText } from "./discount-context";

/**
 * Creates the cart when unknown, locks its row for this transaction and moves updated_at, in one
 * statement (column `cart`). The SQL twin of the currency rule (lib/commerce/carts/cart-currency.ts
 * cartCurrencyForAdd, bound to it by a property test): a cart with lines keeps its currency; a cart
 * without lines takes the currency of this add.
 */
export const lockCartForAddStatement = (db: Db, id: string, requestedCurrency: string): BoundStatement =>
  createOrLockForAdd({ id, currency: requestedCurrency }, db);

const createOrLockForAdd = compiledStatement<{ id: string; currency: string }, Db>((db) => {
  const requestedCurrency = sql.placeholder("currency");
  return db
    .insert(carts)
    .values({ ...newCartValuesSql(sql.placeholder("id")), currency: requestedCurrency })
    .onConflictDoUpdate({
      target: carts.id,
      set: {
        currency: sql`case when ${carts.currency} is not null and exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id}) then ${carts.currency} else ${requestedCurrency} end`,
        // An expired cart keeps its updated_at, so the add sees it expired and starts a new cart
        // (lib/commerce/carts/cart-expiry.ts); any other cart's moves on.
        updatedAt: sql`case when ${cartExpiredSql()} then ${carts.updatedAt} else greatest(now(), ${carts.updatedAt} + interval '1 millisecond') end`,
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
  /** The lines with their row versions (line-cache.ts), in the cart's order. */
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
 * (line-cache.ts), else each line as `version json` on a line of its own (JSON text holds no raw
 * newline).
 */
export function readForAddStatement(cartId: string, keys: ProductKey[], known: KnownLines): BoundStatement {
  const { ids, skus } = productKeyLists(keys);
  return readForAdd({ ids: ids.length > 0, skus: skus.length > 0 }, { cartId, digest: known.digest, ids, skus });
}

const inCartOrder = lineOrderSql("i");

// What an add reads besides the lines and the products, as the texts a speculative add's guard digests.
const taxesText = (cartId: SQLChunk) => sql`(select coalesce(json_agg(t order by t.created_at), '[]')::text
       from ${cartItemTaxes} t join ${cartItems} i on i.id = t.cart_item_id where i.cart_id = ${cartId})`;
const groupsText = (cartId: SQLChunk) => sql`(select coalesce(json_agg(g order by g.created_at), '[]')::text from ${cartShippingGroups} g where g.cart_id = ${cartId})`;
/** md5 of the versions of the cart's lines in order: the SQL twin of line-cache.ts versionsDigest. */
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

// The columns a line write sets (schema names, never input); id, timestamps and any other column keep their defaults.
const SCHEMA_COLUMNS = new Set(columnNames(cartItems));
const columnList = (names: string[], prefix = "") => sql.raw(names.map((name) => `${prefix}"${name}"`).join(", "));
const updateList = (names: string[]) =>
  sql.raw(names.filter((name) => name !== "cart_id" && name !== "identity" && name !== "position").map((name) => `"${name}" = excluded."${name}"`).join(", "));

/** The records of `lines` as the plan says they now are (new lines after the cart's last), and the columns they set. */
function lineRecords(cartId: string, lines: LineWrite[], cartLines: readonly CartItemRow[]): { records: string; written: string[] } {
  let position = nextLinePosition(cartLines);
  const records = lines.map((line) =>
    rowToJson(cartItems, {
      cartId,
      type: line.type,
      identity: line.identity,
      productId: line.productId,
      name: line.name,
      description: line.description,
      sku: line.sku,
      slug: line.slug,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      includesTax: line.includesTax,
      manageStock: line.manageStock ?? false,
      customInputs: line.customInputs,
      bundleConfiguration: line.bundleConfiguration,
      shippingGroupId: line.shippingGroupId,
      promotionId: line.promotionId ?? null,
      promotionCode: line.promotionCode ?? null,
      subscription: line.subscription ?? null,
      image: line.image,
      position: line.existing ? line.existing.position : position++,
    }),
  );
  return { records: JSON.stringify(records), written: Object.keys(records[0]).filter((name) => SCHEMA_COLUMNS.has(name)) };
}

/** Every line of `lines` in one statement, returning them as they now are (columns `line`, `version`). */
export function writeLinesStatement(cartId: string, lines: LineWrite[], cartLines: readonly CartItemRow[]): BoundStatement {
  const { records, written } = lineRecords(cartId, lines, cartLines);
  return writeLines(written, { records });
}

/**
 * INSERT … ON CONFLICT of the records in placeholder `records`, joined with `from` (more FROM items, or
 * nothing). A record is the line as the plan says it now is: an existing line takes its values.
 */
const insertLines = (written: string[], from: SQL) => sql`insert into ${cartItems} (${columnList(written)})
    select ${columnList(written, "r.")} from json_populate_recordset(null::cart_items, ${sql.placeholder("records")}::json) r${from}
    on conflict (cart_id, identity) do update set ${updateList(written)}, updated_at = now()
    returning row_to_json(cart_items.*)::text as line, ${lineVersion("cart_items")} as version`;

// One text for each set of columns the drafts set.
const writeLines = shapedStatement<string[], { records: string }>(
  (written) => written.join(","),
  (written) => insertLines(written, sql``),
);

/** What an add planned ahead (fast-cart-store.ts) was planned on: the cart's settings and the digests of the rest. */
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
export function guardedWriteStatement(cartId: string, lines: LineWrite[], cartLines: readonly CartItemRow[], guard: PlanGuard): BoundStatement {
  const { records, written } = lineRecords(cartId, lines, cartLines);
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
 * Tax items: the lines of `lines` that carry `taxes` have their tax items replaced by them, all in one
 * statement that follows the write in the same transaction (so it finds the lines it names by identity,
 * new ones too); a data-modifying CTE deletes the old tax items. Undefined when no line carries tax
 * items. Returns the new tax items (column `tax`).
 */
export function replaceTaxesSql(cartId: string, lines: LineWrite[]): { statement: SQL; identities: string[] } | undefined {
  const replacing = lines.filter((line) => line.taxes);
  if (replacing.length === 0) return undefined;
  const identities = replacing.map((line) => line.identity);
  // created_at orders a line's tax items: a microsecond apart, in the request's order.
  const taxes = replacing.flatMap((line) =>
    line.taxes!.map((t, n) => ({ identity: line.identity, name: t.name, jurisdiction: t.jurisdiction, code: t.code, rate: t.rate, n })),
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
