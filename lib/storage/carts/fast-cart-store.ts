// The fast cart store: the plain store (plain-cart-store.ts) with an add in ONE round trip to
// PostgreSQL when this process remembers what the cart holds (docs/performance.md).
//
// The plain add takes two round trips: BEGIN, the lock and the reads; then, once the domain has planned
// the add on what was read, the write and COMMIT. Each round trip also wakes the database process,
// which then takes the CPU from this one. When the process remembers the cart as its last add left it
// (line-cache.ts: lines, tax items, shipping groups, discount context, settings) and the products the
// request names (remembered-catalogs.ts), the add's read answers from that memory, the domain plans as it
// always does, and the write goes as
//   lock the cart; write the planned lines behind a guard
// in one query, which PostgreSQL runs as one transaction (no BEGIN or COMMIT: ../db.ts). The guard
// (add-statements.ts guardedWriteStatement) runs after the lock, recomputes the digest of everything the
// memory gave, and raises CW001 if anything differs: the whole transaction rolls back, the memory of the
// cart is dropped, and the same add runs again on the plain store. The memory may make the add faster;
// it never decides anything: what it answered is checked before anything is kept.
//
// Not run ahead: adds whose items read more under the lock (promotion codes, re-orders, merges), adds
// that replace tax items or add promotion lines, adds the domain refuses on the remembered state (the
// plain store's read decides those), and PGlite, which runs in process and has no round trips to save.
//
// A read of a cart (GET) goes through the same prepared statements and line cache, in one round trip (read-cart.ts).
import { batchedTransaction, getDriver, getDb } from "../db";
import { isStalePlan } from "../errors";
import { guardedWriteStatement, lockCartForAddStatement, parseLockedCart, parseWrittenLines } from "./add-statements";
import type { AddReads, AddUnit, CartStore } from "./cart-store";
import { serialisedByCart } from "./cart-queue";
import { rememberedCatalog } from "./remembered-catalogs";
import { forgetCart, knownLines, planBasis, rememberLines } from "./line-cache";
import { productKeyLists } from "./rows";
import { linesAfterWrite, plainAdd, plainCartStore } from "./plain-cart-store";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { readCart } from "./read-cart";

/** The remembered state cannot serve this add: it runs on the plain store. */
class NotRunAhead extends Error {}

const refuse = async (): Promise<never> => {
  throw new NotRunAhead();
};
const noReads: AddReads = { orders: refuse, carts: refuse, promotionsByCode: refuse, products: refuse, offerings: refuse, productLookalikes: refuse };

/** The add run on this process's memory and written in one round trip; undefined when it must run on the plain store. */
async function addAhead<T>(cartId: string, work: (unit: AddUnit) => Promise<T>): Promise<{ value: T } | undefined> {
  const known = knownLines(cartId);
  let plan: { basis: NonNullable<ReturnType<typeof planBasis>>; lists: { ids: string[]; skus: string[] }; digest: string; currency: string } | undefined;
  let sent = false;
  const unit: AddUnit = {
    async lockAndRead({ currency, products }) {
      const basis = planBasis(cartId, currency);
      const lists = productKeyLists(products);
      const remembered = rememberedCatalog(lists);
      if (!basis || !remembered) throw new NotRunAhead();
      plan = { basis, lists, digest: remembered.digest, currency };
      return { cart: basis.cart, lines: known.rows, taxes: basis.taxes, groups: basis.groups, catalog: remembered.catalog, discounts: basis.context };
    },
    reads: noReads,
    async write(lines) {
      if (!plan || lines.length === 0 || lines.some((line) => line.taxes || !isGoodsLine(line))) throw new NotRunAhead();
      const { basis, lists, digest, currency } = plan;
      const db = await getDb();
      sent = true;
      const [locked, written] = await batchedTransaction((batch) =>
        batch.commit([
          lockCartForAddStatement(db, cartId, currency),
          guardedWriteStatement(cartId, lines, known.rows, {
            currency: basis.cart.currency ?? currency,
            useRulePromotions: basis.cart.useRulePromotions,
            customDiscountsEnabled: basis.cart.customDiscountsEnabled,
            snapshotDate: basis.cart.snapshotDate,
            linesDigest: known.digest,
            taxesDigest: basis.taxesDigest,
            groupsDigest: basis.groupsDigest,
            ids: lists.ids,
            skus: lists.skus,
            productsDigest: digest,
            contextDigest: basis.contextDigest,
          }),
        ]),
      );
      const cart = parseLockedCart(locked);
      const after = linesAfterWrite(known.lines, parseWrittenLines(written));
      rememberLines(cartId, after, { ...basis, cart });
      return { cart, items: after.map((line) => line.row), taxes: basis.taxes, groups: basis.groups, discounts: basis.context };
    },
  };
  try {
    return { value: await work(unit) };
  } catch (error) {
    if (!sent) return undefined; // Nothing was written: whatever the memory made the add refuse, a read decides.
    if (isStalePlan(error)) {
      forgetCart(cartId);
      return undefined;
    }
    throw error;
  }
}

export const fastCartStore: CartStore = {
  ...plainCartStore,
  add: (cartId, work) =>
    serialisedByCart(cartId, async () => {
      if ((await getDriver()) === "postgres") {
        const ahead = await addAhead(cartId, work);
        if (ahead) return ahead.value;
      }
      return plainAdd(cartId, work);
    }),
  // A read in one round trip through the add's prepared statements and line cache (read-cart.ts); a cart
  // created by the read (EP: an unknown id is an empty cart) goes through the plain store.
  read: async (cartId, options) => (await readCart(cartId)) ?? plainCartStore.read(cartId, options),
};

/** The store the carts domain uses. */
export const cartStore = (): CartStore => fastCartStore;
