// A new currency means a new cart (a cart has one currency, cart-currency.ts): when a signed-in shopper
// switches currency with lines in the account's cart, those lines are set aside in another cart tied to the
// account, and the account's cart starts again empty; going back brings them back (setting aside what the
// account's cart holds by then). The account's cart keeps its id (account-cart.ts), so it is its lines that
// move, with the API's own merge. An anonymous shopper's carts need none of this: the storefront keeps the
// old cart's id and gives the browser a new one (lib/web/kept-cart.ts).
import { randomUUID } from "node:crypto";
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import { ApiError } from "../errors";
import { addItemsToCart } from "./add-items";
import { parseAddItemsBody } from "./add-items-request";
import { ensureAccountCart, mergeIntoAccountCart } from "./account-cart";
import { isGoodsLine } from "@/lib/shared/goods-line";

export type SetAside = {
  /** The cart now holding the lines set aside (tied to the account); none when there was nothing to set aside. */
  keptId?: string;
  /** Why nothing was set aside (a line the merge refused), in the API's words; then nothing changed. */
  problems: string[];
};

const sameAccount = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** Moves the account cart's lines to a new cart tied to the account, and empties the account's cart. */
export async function setAsideAccountCart(accountId: string): Promise<SetAside> {
  const cartId = await ensureAccountCart(accountId);
  const current = await cartStore().read(cartId, { create: false });
  const currency = current?.cart.currency;
  if (!current || !currency || !current.items.some(isGoodsLine)) return { problems: [] };
  const keptId = randomUUID();
  await cartStore().ensure(keptId, { accountId });
  let problems: string[];
  try {
    const { errors } = await addItemsToCart(
      keptId,
      parseAddItemsBody({ data: { type: "cart_items", cart_id: cartId } }),
      // On the account's behalf, as its own token would.
      { caller: { grant: "implicit", subject: `account:${accountId}`, accountId }, currency },
    );
    problems = [...new Set(errors.map((e) => e.detail ?? e.title))];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    problems = [...new Set(error.errors.map((e) => e.detail ?? e.title))];
  }
  if (problems.length > 0) {
    // All or nothing: a line left behind would be lost with the account's cart.
    await cartStore().delete(keptId);
    return { problems };
  }
  await cartStore().delete(cartId);
  await ensureAccountCart(accountId);
  return { keptId, problems: [] };
}

export type Restored = SetAside & {
  /** Whether the kept cart's lines are the account's cart's now. */
  restored: boolean;
};

/**
 * Brings the lines of a cart set aside (tied to this account) back into the account's cart; what the account's
 * cart held is set aside in turn (keptId). A cart that is not this account's is not touched.
 */
export async function restoreAccountCart(accountId: string, keptId: string): Promise<Restored> {
  const kept = await cartStore().row(keptId);
  if (!kept || !sameAccount(kept.accountId, accountId)) return { restored: false, problems: [] };
  const aside = await setAsideAccountCart(accountId);
  if (aside.problems.length > 0) return { restored: false, problems: aside.problems };
  const outcome = await mergeIntoAccountCart(accountId, keptId);
  // What could not come back stays in the kept cart, still the account's (GET /v2/carts lists it).
  if (outcome.problems.length === 0) await cartStore().delete(keptId);
  return { restored: true, keptId: aside.keptId, problems: outcome.problems };
}
