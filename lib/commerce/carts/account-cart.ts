// A signed-in shopper's cart (the storefront's decision; the API has no notion of "the account's cart").
//
// Where it lives: one cart per account, whose id is derived from the account id — `acct_` and the
// HMAC-SHA256 of the account id under the store's signing key (base64url). The same account gets the
// same cart on every device and at every sign-in, with nothing stored beside the carts table; the id
// cannot be guessed from the account id (a cart id is a bearer secret: whoever holds it can use the
// cart). The cart row is created on first sign-in with `account_id` set. Changing AUTH_SECRET (or the
// stored signing key) gives every account a new, empty cart.
//
// On sign-in the shopper's anonymous cart is merged into it with the API's own merge (`cart_items`,
// add-items.ts): quantities of the same line are summed, the anonymous cart is left as it was.
import { createHmac } from "node:crypto";
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import { signingKey } from "../auth/signing-key";
import { ApiError } from "../errors";
import { addItemsToCart } from "./add-items";
import { parseAddItemsBody } from "./add-items-request";
import { isGoodsLine } from "@/lib/shared/goods-line";

export const ACCOUNT_CART_PREFIX = "acct_";

/** The account's cart id under a signing key: `acct_` + 43 base64url characters (fits the 64 of a cart id). */
export function accountCartIdWith(key: Uint8Array, accountId: string): string {
  return `${ACCOUNT_CART_PREFIX}${createHmac("sha256", key).update(`account-cart:${accountId.toLowerCase()}`).digest("base64url")}`;
}

export async function accountCartId(accountId: string): Promise<string> {
  return accountCartIdWith(await signingKey(), accountId);
}

/** The account's cart id, creating the (empty) cart, tied to the account, when it does not exist yet. */
export async function ensureAccountCart(accountId: string): Promise<string> {
  const id = await accountCartId(accountId);
  await cartStore().ensure(id, { accountId });
  return id;
}

export type MergeOutcome = {
  /** The cart the shopper now uses: the account's. */
  cartId: string;
  /** What moved from the anonymous cart (name and quantity of each line). */
  merged: { name: string; quantity: number }[];
  /** Why some or all of the anonymous cart did not move, in the API's words. */
  problems: string[];
};

/**
 * Signs the shopper's carts together: the anonymous cart's lines (if any) are merged into the account's
 * cart, which becomes the shopper's cart. Lines the merge refuses (a product no longer sold, no
 * price in the cart's currency) stay behind and are reported.
 */
export async function mergeIntoAccountCart(accountId: string, anonymousCartId: string | undefined): Promise<MergeOutcome> {
  const cartId = await ensureAccountCart(accountId);
  const outcome: MergeOutcome = { cartId, merged: [], problems: [] };
  if (!anonymousCartId || anonymousCartId === cartId) return outcome;
  const anonymous = await cartStore().read(anonymousCartId, { create: false });
  if (!anonymous) return outcome;
  const source = anonymous.cart;
  const lines = anonymous.items.filter(isGoodsLine);
  if (lines.length === 0 || !source.currency) return outcome;
  try {
    const { errors } = await addItemsToCart(
      cartId,
      parseAddItemsBody({ data: { type: "cart_items", cart_id: anonymousCartId } }),
      // The account's own cart, merged on its behalf (as an implicit token with the account token would).
      { caller: { grant: "implicit", subject: `account:${accountId}`, accountId }, currency: source.currency },
    );
    const refused = new Set(errors.map((e) => e.meta?.cart_item_id));
    outcome.merged = lines.filter((l) => !refused.has(l.id)).map((l) => ({ name: l.name, quantity: l.quantity }));
    outcome.problems = [...new Set(errors.map((e) => e.detail ?? e.title))];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome.problems = [...new Set(error.errors.map((e) => e.detail ?? e.title))];
  }
  return outcome;
}
