// The plain cart store (cart-store.ts): every change reads the cart under its row lock, in the cart's turn
// of this process's queue (cart-queue.ts), and an add leaves the lines it wrote in this process's memory
// (line-cache.ts, remembered-catalogs.ts) for the next add and for fast-cart-store.ts; the memory only
// spares sending lines again, the database's digest decides whether it still holds. An add takes two round
// trips on PostgreSQL whatever the size of the cart: BEGIN, the lock, the read and the discount context in
// one; the write and COMMIT in the other (an item that reads more under the lock, a re-order or a merge,
// reads in between). A checkout locks and reads the same way in one round trip, then writes the order on
// the same transaction. Other changes are a transaction that locks the cart row first, runs the change and
// moves updated_at.
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, not, sql } from "drizzle-orm";
import { batchedTransaction, getDb, readTogether, type BatchedTx, type Executor, type Tx } from "../db";
import { md5Hex } from "../digest";
import { cartCustomDiscounts, cartItems, cartItemTaxes, carts, cartShippingGroups, orderItems, orders, products } from "../schema";
import {
  discountContextStatement,
  lockCartForAddStatement,
  parseLockedCart,
  parseReadForAdd,
  parseTaxRows,
  parseWrittenLines,
  readForAddStatement,
  replaceTaxesSql,
  writeLinesStatement,
} from "./add-statements";
import type { AddReads, AddUnit, CartChange, CartStore, CheckoutUnit, LineWrite } from "./cart-store";
import { lockCartForCheckoutStatement, parseCheckoutCart } from "./checkout-statements";
import { loadOfferingParts } from "../subscriptions/offering-store";
import { serialisedByCart } from "./cart-queue";
import { rememberCatalog } from "./remembered-catalogs";
import { loadDiscountContext, parseDiscountContext, promotionFromJson } from "./discount-context";
import { knownLines, rememberFreshCart, rememberLines, type LineVersion, type PlanBasis } from "./line-cache";
import { compareLines, lineOrder } from "./line-order";
import { newCartValuesSql } from "./new-cart";
import { promotionUsesSql, type PromotionUsesJson } from "../promotions/promotion-uses-sql";
import { cartExpiredSql } from "./cart-expiry-sql";
import { goodsLineSql } from "./goods-line-sql";
import { lookupProducts } from "./products";
import { productKeyLists, type CartContents, type CartItemTaxRow, type CartRow, type DiscountContext } from "./rows";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { withParsedLines } from "../orders/order-line";
import type { BatchedRead, ReadAnswers, ReadRunner } from "../batched-read";
import { placeOrderStatements } from "../orders/place-statements";

type Contents = CartContents & { discounts: DiscountContext };

/** The cart with its lines in order, their tax items, its shipping groups and its discount context. */
export async function loadContents(db: Executor, cart: CartRow): Promise<Contents> {
  const [items, groups, discounts] = await readTogether(
    db,
    () => db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(...lineOrder()),
    () => db.select().from(cartShippingGroups).where(eq(cartShippingGroups.cartId, cart.id)).orderBy(asc(cartShippingGroups.createdAt)),
    () => loadDiscountContext(db, cart),
  );
  const taxes = items.length
    ? await db
        .select()
        .from(cartItemTaxes)
        .where(inArray(cartItemTaxes.cartItemId, items.map((i) => i.id)))
        .orderBy(asc(cartItemTaxes.createdAt))
    : [];
  return { cart, items, taxes, groups, discounts };
}

/** Locks the cart row for this transaction (FOR UPDATE), inserting it first when unknown and `create`. */
async function lockCart(tx: Tx, id: string, create: boolean): Promise<CartRow | undefined> {
  if (create) await tx.insert(carts).values(newCartValuesSql(id)).onConflictDoNothing();
  const [cart] = await tx.select().from(carts).where(eq(carts.id, id)).for("update");
  return cart;
}

/** The lines of a cart after a write: changed lines keep their place, new lines follow in the cart's order. */
export function linesAfterWrite(before: readonly LineVersion[], written: LineVersion[]): LineVersion[] {
  const byId = new Map(written.map((line) => [line.row.id, line]));
  const merged = before.map((line) => {
    const changed = byId.get(line.row.id);
    if (!changed) return line;
    byId.delete(line.row.id);
    return changed;
  });
  const added = [...byId.values()].sort((a, b) => compareLines(a.row, b.row));
  const last = merged.at(-1)?.row;
  const all = [...merged, ...added];
  return added.length && last && compareLines(added[0].row, last) <= 0 ? all.sort((a, b) => compareLines(a.row, b.row)) : all;
}

/** An add's reads beyond the cart, on the transaction that holds its lock. */
export function addReads(tx: () => Promise<Tx>): AddReads {
  return {
    async orders(ids) {
      const db = await tx();
      const found = new Map<string, { order: typeof orders.$inferSelect; items: (typeof orderItems.$inferSelect)[] }>();
      if (ids.length === 0) return found;
      const rows = await db.select().from(orders).where(inArray(orders.id, ids));
      for (const order of rows) found.set(order.id, { order, items: [] });
      if (rows.length === 0) return found;
      const items = await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
      for (const item of withParsedLines(items)) found.get(item.orderId)!.items.push(item);
      return found;
    },
    async carts(ids) {
      const db = await tx();
      const found = new Map<string, { cart: CartRow; lines: (typeof cartItems.$inferSelect)[] }>();
      if (ids.length === 0) return found;
      const rows = await db.select().from(carts).where(inArray(carts.id, ids));
      for (const cart of rows) found.set(cart.id, { cart, lines: [] });
      if (rows.length === 0) return found;
      const lines = await db
        .select()
        .from(cartItems)
        .where(inArray(cartItems.cartId, rows.map((r) => r.id)))
        .orderBy(...lineOrder());
      for (const line of lines) found.get(line.cartId)!.lines.push(line);
      return found;
    },
    async promotionsByCode(codes, accountId) {
      const db = await tx();
      const found = new Map<string, { code: string; promotion: ReturnType<typeof promotionFromJson>; uses: { orders: number; customerOrders: number } }>();
      if (codes.length === 0) return found;
      const result = await db.execute(sql`
        select c.code, row_to_json(p)::text as promotion, ${promotionUsesSql(sql`${accountId}::uuid`)}::text as uses
          from promotion_codes c join promotions p on p.id = c.promotion_id
         where lower(c.code) = any(${sql.param(codes.map((c) => c.toLowerCase()))}::text[])`);
      for (const row of (result as unknown as { rows: { code: string; promotion: string; uses: string }[] }).rows) {
        const uses = JSON.parse(row.uses) as PromotionUsesJson;
        found.set(row.code.toLowerCase(), { code: row.code, promotion: promotionFromJson(JSON.parse(row.promotion)), uses: { orders: uses.orders, customerOrders: uses.customer_orders } });
      }
      return found;
    },
    products: async (keys) => lookupProducts(await tx(), keys),
    // The subscriptions' own loader, inside the add's transaction (it reads in sequence there).
    offerings: async (ids) => loadOfferingParts(await tx(), ids),
    async productLookalikes(skuKeys, nameKeys) {
      const found = { skuKeys: new Set<string>(), nameKeys: new Set<string>() };
      if (skuKeys.length === 0 && nameKeys.length === 0) return found;
      const db = await tx();
      const result = await db.execute(sql`
        select sku_key, name_key from product_lookalike_keys
         where sku_key = any(${sql.param(skuKeys)}::text[]) or name_key = any(${sql.param(nameKeys)}::text[])`);
      for (const row of (result as unknown as { rows: { sku_key: string; name_key: string }[] }).rows) {
        found.skuKeys.add(row.sku_key);
        found.nameKeys.add(row.name_key);
      }
      return found;
    },
  };
}

/** One checkout on the plain store: the lock and the reads ride with BEGIN (checkout-statements.ts). */
export function plainCheckout<T>(cartId: string, work: (unit: CheckoutUnit) => Promise<T>): Promise<T> {
  return batchedTransaction(async (batch: BatchedTx) => {
    const known = knownLines(cartId);
    return work({
      async lockAndRead<T extends readonly unknown[]>(...alsoReads: ReadAnswers<T>) {
        const also = alsoReads as readonly BatchedRead<unknown>[];
        const [locked, read, context, ...alsoAnswers] = await batch.run([
          lockCartForCheckoutStatement(cartId),
          readForAddStatement(cartId, [], known),
          discountContextStatement(cartId),
          ...also.map((one) => one.statement),
        ]);
        const cart = parseCheckoutCart(locked);
        if (!cart) return undefined;
        const { lines, taxes, groups } = parseReadForAdd(read, known);
        const answers = also.map((one, i) => one.parse(alsoAnswers[i])) as unknown as T;
        return { cart, items: [...lines], taxes, groups, discounts: parseDiscountContext(String(context[0].context)), also: answers };
      },
      tx: () => batch.tx(),
      read: (async (...reads: BatchedRead<unknown>[]) => {
        const answers = await batch.run(reads.map((read) => read.statement));
        return reads.map((read, i) => read.parse(answers[i]));
      }) as ReadRunner,
      async placeOrder(placement) {
        const { statements, parse } = placeOrderStatements(placement);
        return parse(await batch.commit(statements));
      },
    });
  });
}

/** One add on the plain store, in the caller's turn of the cart's queue. */
export function plainAdd<T>(cartId: string, work: (unit: AddUnit) => Promise<T>): Promise<T> {
  return batchedTransaction(async (batch: BatchedTx) => {
    const db = await getDb();
    type State = { cart: CartRow; versions: readonly LineVersion[]; taxes: CartItemTaxRow[]; groups: Contents["groups"]; groupsDigest: string; taxesDigest: string; discounts: DiscountContext; contextText: string };
    let state: State | undefined;
    const unit: AddUnit = {
      async lockAndRead({ currency, products }) {
        const known = knownLines(cartId);
        const [locked, read, context] = await batch.run([
          lockCartForAddStatement(db, cartId, currency),
          readForAddStatement(cartId, products, known),
          discountContextStatement(cartId),
        ]);
        const cart = parseLockedCart(locked);
        const { lines, versions, taxes, groups, catalog, texts } = parseReadForAdd(read, known);
        const contextText = String(context[0].context);
        const discounts = parseDiscountContext(contextText);
        rememberCatalog(productKeyLists(products), texts.products, catalog);
        state = { cart, versions, taxes, groups, discounts, contextText, taxesDigest: md5Hex(texts.taxes), groupsDigest: md5Hex(texts.groups) };
        // A cart this add created, empty: what the next new cart will most likely look like.
        if (cart.createdAt.getTime() === cart.updatedAt.getTime() && lines.length === 0 && taxes.length === 0 && groups.length === 0) {
          rememberFreshCart({ cart, taxes, taxesDigest: state.taxesDigest, groups, groupsDigest: state.groupsDigest, context: discounts, contextDigest: md5Hex(contextText) });
        }
        return { cart, lines, taxes, groups, catalog, discounts };
      },
      reads: addReads(() => batch.tx()),
      async write(lines: LineWrite[]) {
        if (!state) throw new Error("an add writes after it has read");
        const { cart, versions } = state;
        const taxWrite = replaceTaxesSql(cartId, lines);
        // A promotion line added now needs its promotion and code in the context: read it again (only then).
        const promotionAdded = !lines.every(isGoodsLine);
        const rows = [
          ...(await batch.commit([
            ...(lines.length ? [writeLinesStatement(cartId, lines, versions.map((v) => v.row))] : []),
            ...(taxWrite ? [taxWrite.statement] : []),
            ...(promotionAdded ? [discountContextStatement(cartId)] : []),
          ])),
        ];
        const written = lines.length ? parseWrittenLines(rows.shift()!) : [];
        const newTaxes = taxWrite ? parseTaxRows(rows.shift()!) : undefined;
        const contextText = promotionAdded ? String(rows.shift()![0].context) : state.contextText;
        const discounts = promotionAdded ? parseDiscountContext(contextText) : state.discounts;
        const after = linesAfterWrite(versions, written);
        // The lines whose tax items were replaced keep only the new ones.
        const replaced = new Set(written.filter(({ row }) => taxWrite?.identities.includes(row.identity)).map(({ row }) => row.id));
        const taxes = newTaxes ? [...state.taxes.filter((t) => !replaced.has(t.cartItemId)), ...newTaxes] : state.taxes;
        // The next add may be planned without reading, unless this one replaced tax items (their text is not known).
        const basis: PlanBasis | undefined = taxWrite
          ? undefined
          : { cart, taxes, taxesDigest: state.taxesDigest, groups: state.groups, groupsDigest: state.groupsDigest, context: discounts, contextDigest: md5Hex(contextText) };
        rememberLines(cartId, after, basis);
        return { cart, items: after.map((line) => line.row), taxes, groups: state.groups, discounts };
      },
    };
    return work(unit);
  });
}

/** The cart's own custom discounts (null) or one line's. */
const ofLine = (cartItemId: string | null) => (cartItemId === null ? isNull(cartCustomDiscounts.cartItemId) : eq(cartCustomDiscounts.cartItemId, cartItemId));

const MOVE_UPDATED_AT = sql`greatest(now(), ${carts.updatedAt} + interval '1 millisecond')`;

function changeUnit(tx: Tx, cart: CartRow): CartChange {
  const id = cart.id;
  return {
    cart,
    contents: () => loadContents(tx, cart),
    async line(itemId) {
      const [line] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, id), eq(cartItems.id, itemId)));
      return line;
    },
    async lineByIdentity(identity) {
      const [line] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, id), eq(cartItems.identity, identity)));
      return line;
    },
    async lineCount() {
      const [{ n }] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, id));
      return n;
    },
    async deleteLine(itemId) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, id), eq(cartItems.id, itemId)));
    },
    async deleteLines() {
      await tx.delete(cartItems).where(eq(cartItems.cartId, id));
    },
    async updateLine(itemId, values) {
      await tx.update(cartItems).set({ ...values, updatedAt: new Date() }).where(and(eq(cartItems.cartId, id), eq(cartItems.id, itemId)));
    },
    async deletePromotionLines(code) {
      const removed = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, id), not(goodsLineSql()), sql`lower(${cartItems.promotionCode}) = ${code.toLowerCase()}`))
        .returning({ id: cartItems.id });
      return removed.length;
    },
    async product(productId) {
      const [product] = await tx.select().from(products).where(eq(products.id, productId));
      return product;
    },
    async taxCount(itemId) {
      const [{ n }] = await tx.select({ n: count() }).from(cartItemTaxes).where(eq(cartItemTaxes.cartItemId, itemId));
      return n;
    },
    async insertTax(itemId, tax) {
      const [row] = await tx.insert(cartItemTaxes).values({ cartItemId: itemId, ...tax }).returning();
      return row;
    },
    async deleteTax(itemId, taxId) {
      const deleted = await tx
        .delete(cartItemTaxes)
        .where(and(eq(cartItemTaxes.id, taxId), eq(cartItemTaxes.cartItemId, itemId)))
        .returning({ id: cartItemTaxes.id });
      return deleted.length > 0;
    },
    async updateTax(itemId, taxId, tax) {
      const where = and(eq(cartItemTaxes.id, taxId), eq(cartItemTaxes.cartItemId, itemId));
      const [row] = Object.keys(tax).length ? await tx.update(cartItemTaxes).set(tax).where(where).returning() : await tx.select().from(cartItemTaxes).where(where);
      return row;
    },
    async deleteTaxes() {
      await tx.delete(cartItemTaxes).where(inArray(cartItemTaxes.cartItemId, tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, id))));
    },
    async group(groupId) {
      const [group] = await tx.select().from(cartShippingGroups).where(and(eq(cartShippingGroups.cartId, id), eq(cartShippingGroups.id, groupId)));
      return group;
    },
    async groupInUse(groupId) {
      const linked = await tx
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, id), eq(cartItems.shippingGroupId, groupId)))
        .limit(1);
      return linked.length > 0;
    },
    async insertGroup(values) {
      const [group] = await tx.insert(cartShippingGroups).values({ ...values, cartId: id }).returning();
      return group;
    },
    async updateGroup(groupId, values) {
      const [group] = await tx
        .update(cartShippingGroups)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(cartShippingGroups.cartId, id), eq(cartShippingGroups.id, groupId)))
        .returning();
      return group;
    },
    async deleteGroup(groupId) {
      await tx.delete(cartShippingGroups).where(and(eq(cartShippingGroups.cartId, id), eq(cartShippingGroups.id, groupId)));
    },
    async customDiscountCount(cartItemId = null) {
      const [{ n }] = await tx.select({ n: count() }).from(cartCustomDiscounts).where(and(eq(cartCustomDiscounts.cartId, id), ofLine(cartItemId)));
      return n;
    },
    async insertCustomDiscounts(rows) {
      const added = await tx
        .insert(cartCustomDiscounts)
        .values(rows.map((row) => ({ ...row, cartId: id })))
        .returning();
      return added.map((row) => ({ ...row, amount: Number(row.amount) }));
    },
    async deleteCustomDiscount(discountId, cartItemId = null) {
      const deleted = await tx
        .delete(cartCustomDiscounts)
        .where(and(eq(cartCustomDiscounts.cartId, id), eq(cartCustomDiscounts.id, discountId), ofLine(cartItemId)))
        .returning({ id: cartCustomDiscounts.id });
      return deleted.length > 0;
    },
    async updateCustomDiscount(discountId, values, cartItemId = null) {
      const where = and(eq(cartCustomDiscounts.cartId, id), eq(cartCustomDiscounts.id, discountId), ofLine(cartItemId));
      const [row] = Object.keys(values).length
        ? await tx.update(cartCustomDiscounts).set(values).where(where).returning()
        : await tx.select().from(cartCustomDiscounts).where(where);
      return row && { ...row, amount: Number(row.amount) };
    },
    async deleteCustomDiscounts() {
      await tx.delete(cartCustomDiscounts).where(eq(cartCustomDiscounts.cartId, id));
    },
  };
}

export const plainCartStore: CartStore = {
  add: (cartId, work) => serialisedByCart(cartId, () => plainAdd(cartId, work)),

  checkout: (cartId, work) => serialisedByCart(cartId, () => plainCheckout(cartId, work)),

  async change(cartId, options, change) {
    const db = await getDb();
    return serialisedByCart(cartId, () =>
      db.transaction(async (tx) => {
        const cart = await lockCart(tx, cartId, options.create);
        if (!cart) throw options.missing();
        const patch = (await change(changeUnit(tx, cart))) ?? {};
        const [updated] = await tx
          .update(carts)
          .set({ ...patch, updatedAt: MOVE_UPDATED_AT })
          .where(eq(carts.id, cartId))
          .returning();
        return loadContents(tx, updated);
      }),
    );
  },

  async create(options, patch) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(carts)
        .values({ ...newCartValuesSql(randomUUID()), ...(options.accountId ? { accountId: options.accountId } : {}) })
        .returning();
      const values = patch(created);
      const [cart] = Object.keys(values).length ? await tx.update(carts).set(values).where(eq(carts.id, created.id)).returning() : [created];
      return loadContents(tx, cart);
    });
  },

  async read(cartId, options) {
    const db = await getDb();
    const [existing] = await db.select().from(carts).where(eq(carts.id, cartId));
    if (existing) return loadContents(db, existing);
    if (!options.create) return undefined;
    await db.insert(carts).values(newCartValuesSql(cartId)).onConflictDoNothing();
    const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
    return loadContents(db, cart);
  },

  async row(cartId) {
    const [cart] = await (await getDb()).select().from(carts).where(eq(carts.id, cartId));
    return cart;
  },

  async ensure(cartId, { accountId }) {
    await (await getDb()).insert(carts).values({ ...newCartValuesSql(cartId), accountId }).onConflictDoNothing();
  },

  async unitCount(cartId) {
    const [row] = await (await getDb())
      .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), goodsLineSql()));
    return Number(row?.units ?? 0);
  },

  catalog: async (keys) => lookupProducts(await getDb(), keys),

  async accountCarts(accountId, page) {
    const db = await getDb();
    const [rows, [{ n }]] = await Promise.all([
      db.select().from(carts).where(eq(carts.accountId, accountId)).orderBy(desc(carts.updatedAt), asc(carts.id)).limit(page.limit).offset(page.offset),
      db.select({ n: count() }).from(carts).where(eq(carts.accountId, accountId)),
    ]);
    return { carts: await Promise.all(rows.map((cart) => loadContents(db, cart))), total: n };
  },

  async setAccount(cartId, accountId) {
    const db = await getDb();
    return serialisedByCart(cartId, async () => {
      const updated = await db
        .update(carts)
        .set({ accountId, updatedAt: MOVE_UPDATED_AT })
        .where(eq(carts.id, cartId))
        .returning({ id: carts.id });
      return updated.length > 0;
    });
  },

  async delete(cartId) {
    const deleted = await (await getDb()).delete(carts).where(eq(carts.id, cartId)).returning({ id: carts.id });
    return deleted.length > 0;
  },

  async deleteExpired(cartId) {
    const deleted = await (await getDb())
      .delete(carts)
      .where(and(eq(carts.id, cartId), cartExpiredSql()))
      .returning({ id: carts.id });
    return deleted.length > 0;
  },

  async groups(cartId) {
    return (await getDb()).select().from(cartShippingGroups).where(eq(cartShippingGroups.cartId, cartId)).orderBy(asc(cartShippingGroups.createdAt));
  },
};
