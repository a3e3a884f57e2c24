// The SQL of an add-to-cart: three statements whatever the size of the cart or of the request.
//   lock   create-or-lock the cart row, move updated_at, fix the currency of a cart without lines
//   read   the cart's lines, their tax items, its shipping groups and the named products
//   write  every new or grown line: INSERT … ON CONFLICT (cart_id, identity) DO UPDATE
// Rows travel as JSON text (lib/storage/json-rows.ts), which keeps the cost of a 99-line cart low.
import { sql, type Table } from "drizzle-orm";
import type { Tx } from "@/lib/storage/db";
import { cartItems, cartItemTaxes, carts, cartShippingGroups } from "@/lib/storage/schema";
import { columnNames, rowFromJson, rowToJson } from "@/lib/storage/json-rows";
import { newCartValuesSql } from "./carts";
import type { CartItemRow, CartItemTaxRow, CartRow, ShippingGroupRow } from "./cart-view";
import type { LineDraft } from "./items/item-handler";
import { catalogFromJson, productsJson, type Catalog, type ProductKey } from "./product-lookup";

/**
 * Creates the cart when unknown, locks its row for this transaction and moves updated_at, in one
 * statement. The currency rule lives here: a cart with lines keeps its currency; a cart without lines
 * takes the currency of this add (X-MOLTIN-CURRENCY, else the store default).
 */
export async function lockCartForAdd(tx: Tx, id: string, requestedCurrency: string): Promise<CartRow> {
  const [cart] = await tx
    .insert(carts)
    .values({ ...newCartValuesSql(id), currency: requestedCurrency })
    .onConflictDoUpdate({
      target: carts.id,
      set: {
        currency: sql`case when exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id}) then ${carts.currency} else ${requestedCurrency} end`,
        updatedAt: sql`greatest(now(), ${carts.updatedAt} + interval '1 millisecond')`,
      },
    })
    .returning();
  return cart;
}

export type AddContextRows = { lines: CartItemRow[]; taxes: CartItemTaxRow[]; groups: ShippingGroupRow[]; catalog: Catalog };

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, string>[];
const parseRows = <T extends Table>(table: T, text: string) => (JSON.parse(text) as Record<string, unknown>[]).map((json) => rowFromJson(table, json));

/** The cart's lines in order, their tax items, its shipping groups and the products the request names: one statement. */
export async function readForAdd(tx: Tx, cartId: string, keys: ProductKey[]): Promise<AddContextRows> {
  const result = await tx.execute(sql`select
    (select coalesce(json_agg(i order by i.position, i.created_at), '[]')::text from ${cartItems} i where i.cart_id = ${cartId}) as lines,
    (select coalesce(json_agg(t order by t.created_at), '[]')::text
       from ${cartItemTaxes} t join ${cartItems} i on i.id = t.cart_item_id where i.cart_id = ${cartId}) as taxes,
    (select coalesce(json_agg(g order by g.created_at), '[]')::text from ${cartShippingGroups} g where g.cart_id = ${cartId}) as groups,
    ${productsJson(keys)} as products`);
  const [row] = rowsOf(result);
  return {
    lines: parseRows(cartItems, row.lines),
    taxes: parseRows(cartItemTaxes, row.taxes),
    groups: parseRows(cartShippingGroups, row.groups),
    catalog: catalogFromJson(row.products),
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

/** Every new or grown line in one statement; returns them as they now are. */
export async function writeLines(tx: Tx, cartId: string, planned: PlannedLine[], lines: CartItemRow[]): Promise<CartItemRow[]> {
  // A line of fixed quantity (a promotion) that exists already has nothing to write.
  planned = planned.filter(({ draft, existing }) => !(draft.fixedQuantity && existing));
  if (planned.length === 0) return [];
  // New lines follow the cart's last line, in request order.
  let position = Math.max(Date.now() * 1000, ...lines.map((l) => l.position + 1));
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
  // Tax items (LineDraft.taxes) are written after the lines, by replaceTaxes in add-items.ts.
  const written = Object.keys(records[0]).filter((name) => SCHEMA_COLUMNS.has(name));
  const result = await tx.execute(sql`insert into ${cartItems} (${columnList(written)})
    select ${columnList(written, "r.")} from json_populate_recordset(null::cart_items, ${JSON.stringify(records)}::json) r
    on conflict (cart_id, identity) do update set quantity = cart_items.quantity + excluded.quantity, ${refreshList}, updated_at = now()
    returning row_to_json(cart_items.*)::text as line`);
  return rowsOf(result).map((row) => rowFromJson(cartItems, JSON.parse(row.line)));
}
