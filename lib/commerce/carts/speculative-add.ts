// An add-to-cart in ONE round trip to PostgreSQL, when this process remembers what the cart holds.
//
// The usual add (add-items.ts) takes two: BEGIN, the lock and the reads; then, once the items are
// resolved against what was read, the write and COMMIT. Each round trip also wakes the database
// process, which then takes the CPU from this one. When the process remembers the cart as its last add
// left it (cart-line-cache.ts: lines, tax items, shipping groups, discount context, settings) and the
// products the request names (product-lookup.ts), it plans the add on that memory first and sends
//   lock the cart; write the planned lines behind a guard
// as one query, which PostgreSQL runs as one transaction (no BEGIN or COMMIT: db.ts batchedTransaction).
// The guard (add-items-store.ts guardedWriteStatement) runs after the lock, recomputes the digest of
// everything the plan was made on, and raises CW001 if anything differs: the whole transaction rolls
// back, the memory of the cart is dropped, and the usual add runs. Both paths share planAdd and
// addedView, so they answer alike.
//
// Not planned ahead: requests whose items read more under the lock (promotion codes, re-orders,
// merges), requests the memory would refuse or that replace tax items (the usual path decides those),
// and PGlite, which runs in process and has no round trips to save.
import type { Db } from "@/lib/storage/db";
import { batchedTransaction, getDriver } from "@/lib/storage/db";
import { isStalePlan } from "@/lib/storage/errors";
import { ApiError, type ErrorObject } from "../errors";
import { addedView, planAdd, type AddItemsRequest, type ValidItem } from "./add-plan";
import { guardedWriteStatement, lockCartStatement, parseLockedCart, parseWrittenLines } from "./add-items-store";
import { forgetCart, knownLines, planBasis } from "./cart-line-cache";
import type { CartView } from "./cart-view";
import { productKeyLists, rememberedCatalog, type ProductKey } from "./product-lookup";

/**
 * The add planned on this process's memory and written in one round trip; undefined when it cannot be
 * planned ahead or the database no longer holds what it remembers (then nothing was changed).
 */
export async function speculativeAdd(
  db: Db,
  cartId: string,
  valid: ValidItem[],
  keys: ProductKey[],
  request: AddItemsRequest,
  options: { allOrNothing: boolean; errors: ErrorObject[] },
): Promise<{ view: CartView; errors: ErrorObject[] } | undefined> {
  if (valid.some((item) => item.handler.load)) return undefined;
  if ((await getDriver()) !== "postgres") return undefined;
  const known = knownLines(cartId);
  const basis = planBasis(cartId, request.currency);
  const lists = productKeyLists(keys);
  const products = rememberedCatalog(lists);
  if (!basis || !products) return undefined;

  const lines = known.rows;
  let plan: ReturnType<typeof planAdd>;
  try {
    plan = planAdd(valid, { ...basis, lines, catalog: products.catalog, discounts: basis.context }, request, options);
  } catch (error) {
    // A refusal is the usual path's to give, from what the database holds.
    if (error instanceof ApiError) return undefined;
    throw error;
  }
  if (plan.planned.length === 0 || plan.planned.some(({ draft }) => draft.taxes || draft.type === "promotion_item")) return undefined;

  const { cart } = basis;
  try {
    return await batchedTransaction(async (batch) => {
      const [locked, written] = await batch.commit([
        lockCartStatement(db, cartId, request.currency),
        guardedWriteStatement(cartId, plan.planned, lines, {
          currency: cart.currency ?? request.currency,
          useRulePromotions: cart.useRulePromotions,
          customDiscountsEnabled: cart.customDiscountsEnabled,
          snapshotDate: cart.snapshotDate,
          linesDigest: known.digest,
          taxesDigest: basis.taxesDigest,
          groupsDigest: basis.groupsDigest,
          ids: lists.ids,
          skus: lists.skus,
          productsDigest: products.digest,
          contextDigest: basis.contextDigest,
        }),
      ]);
      const lockedCart = parseLockedCart(locked);
      const view = addedView(lockedCart, { lines: known.lines, taxes: basis.taxes, groups: basis.groups }, parseWrittenLines(written), {
        discounts: basis.context,
        messages: plan.messages,
        basis: { ...basis, cart: lockedCart },
      });
      return { view, errors: plan.errors };
    });
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    forgetCart(cartId);
    return undefined;
  }
}
