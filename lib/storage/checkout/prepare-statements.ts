// The SQL of preparing checkout (lib/commerce/checkout/prepare-checkout.ts), as statements for a batched
// transaction (../db.ts BatchedTx), the same number whatever the size of the cart:
//   lock      the cart row, FOR UPDATE
//   read      the cart read's statements (../carts/read-cart.ts): lines, tax items, groups, discount context
//   write     the shipping group (insert or change), the lines linking joined away, the linked lines, the
//             goods lines' tax items replaced, the cart's updated_at moved on
//   read      the cart as it now is (the same read again)
// lock and read travel in one round trip with BEGIN; write and the read after it in one with COMMIT.
import { sql } from "drizzle-orm";
import type { BatchRow } from "../db";
import { compiledStatement, type BoundStatement } from "../compiled-statement";
import { cartItems, cartItemTaxes, carts, cartShippingGroups } from "../schema";
import type { ShippingGroupRow } from "../carts/rows";

/** What preparing checkout writes (lib/commerce/checkout/checkout-preparation.ts): every row as the plan says it now is. */
export type CheckoutPreparation = {
  /** The cart's checkout shipping group: a new one (`isNew`, its id chosen by the plan) or the one checkout made before. */
  group: Pick<ShippingGroupRow, "id" | "shippingType" | "externalRef" | "address" | "shippingPrice" | "taxRate"> & { isNew: boolean };
  /** Lines joined into another by linking. */
  removedLines: string[];
  /** Lines linked to the group (or grown by a join), as they now are. */
  changedLines: { id: string; shippingGroupId: string | null; identity: string; quantity: number }[];
  /** The goods lines whose tax items are replaced by `taxes` (none at a zero rate). */
  taxedLines: string[];
  taxes: { cartItemId: string; name: string; jurisdiction: string; code: string; rate: number }[];
};


const lockCart = compiledStatement<{ cartId: string }>(() => sql`select id from ${carts} where id = ${sql.placeholder("cartId")} for update`);

export const lockCartStatement = (cartId: string): BoundStatement => lockCart({ cartId });

export const cartLocked = (rows: BatchRow[]) => rows.length > 0;

const upsertGroup = compiledStatement<{ cartId: string; group: string }>(
  () => sql`insert into ${cartShippingGroups} (id, cart_id, shipping_type, external_ref, address, shipping_price, tax_rate)
    select r.id, ${sql.placeholder("cartId")}, r.shipping_type, r.external_ref, r.address, r.shipping_price, r.tax_rate
      from json_populate_record(null::cart_shipping_groups, ${sql.placeholder("group")}::json) r
    on conflict (id) do update set shipping_type = excluded.shipping_type, external_ref = excluded.external_ref, address = excluded.address,
      shipping_price = excluded.shipping_price, tax_rate = excluded.tax_rate, updated_at = now()
    where ${cartShippingGroups.cartId} = excluded.cart_id`,
);

const deleteLines = compiledStatement<{ cartId: string; ids: string[] }>(
  () => sql`delete from ${cartItems} where cart_id = ${sql.placeholder("cartId")} and id = any(${sql.placeholder("ids")}::uuid[])`,
);

const updateLines = compiledStatement<{ cartId: string; lines: string }>(
  () => sql`update ${cartItems} i set shipping_group_id = r.shipping_group_id, identity = r.identity, quantity = r.quantity, updated_at = now()
    from json_to_recordset(${sql.placeholder("lines")}::json) as r(id uuid, shipping_group_id uuid, identity text, quantity integer)
   where i.cart_id = ${sql.placeholder("cartId")} and i.id = r.id`,
);

// created_at orders a line's tax items: a microsecond apart, in the plan's order.
const replaceTaxes = compiledStatement<{ ids: string[]; taxes: string }>(
  () => sql`with removed as (delete from ${cartItemTaxes} where cart_item_id = any(${sql.placeholder("ids")}::uuid[]))
    insert into ${cartItemTaxes} (cart_item_id, name, jurisdiction, code, rate, created_at)
    select v.cart_item_id, v.name, v.jurisdiction, v.code, v.rate, clock_timestamp() + v.n * interval '1 microsecond'
      from json_to_recordset(${sql.placeholder("taxes")}::json) as v(cart_item_id uuid, name text, jurisdiction text, code text, rate double precision, n integer)`,
);

const moveUpdatedAt = compiledStatement<{ cartId: string }>(
  () => sql`update ${carts} set updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = ${sql.placeholder("cartId")}`,
);

/** The write of a preparation: every statement of it, the same texts whatever the cart holds. */
export function preparationStatements(cartId: string, plan: CheckoutPreparation): BoundStatement[] {
  const { group } = plan;
  const groupRow = { id: group.id, shipping_type: group.shippingType, external_ref: group.externalRef, address: group.address, shipping_price: group.shippingPrice, tax_rate: group.taxRate };
  const lines = plan.changedLines.map((line) => ({ id: line.id, shipping_group_id: line.shippingGroupId, identity: line.identity, quantity: line.quantity }));
  const taxes = plan.taxes.map((tax, n) => ({ cart_item_id: tax.cartItemId, name: tax.name, jurisdiction: tax.jurisdiction, code: tax.code, rate: tax.rate, n }));
  return [
    upsertGroup({ cartId, group: JSON.stringify(groupRow) }),
    deleteLines({ cartId, ids: plan.removedLines }),
    updateLines({ cartId, lines: JSON.stringify(lines) }),
    replaceTaxes({ ids: plan.taxedLines, taxes: JSON.stringify(taxes) }),
    moveUpdatedAt({ cartId }),
  ];
}
