// The cart set aside by a currency switch: a cart has one currency, so switching with lines in the cart starts
// a new cart and keeps the old one reachable from a notice ("Go back to your USD cart"). Its id is kept in an
// httpOnly cookie (only the server reads it). An anonymous shopper's kept cart is their old cart as it was;
// a signed-in shopper's is a cart tied to the account holding the account cart's lines
// (lib/commerce/carts/cart-set-aside.ts). A kept cart is only believed for the shopper it was kept for.
import "server-only";
import { cookies } from "next/headers";
import { ACCOUNT_CART_PREFIX } from "@/lib/commerce/carts/account-cart";
import { restoreAccountCart, setAsideAccountCart } from "@/lib/commerce/carts/cart-set-aside";
import { cartAccountId, cartSummary } from "@/lib/commerce/carts/cart-page-read";
import { CART_COOKIE_MAX_AGE, validCartId } from "./cart-cookie";
import { secureCookies } from "./cookie-security";
import { isCurrencyCode, type CurrencyCode } from "./currencies";
import { keepMergeNote } from "./merge-note";
import { currentCartId, forgetCartId, keepCartId } from "./shopper-cart";
import { currentShopper } from "./shopper-session";

const KEPT_CART_COOKIE = "cw_kept_cart";

async function rememberKeptCart(cartId: string | undefined): Promise<void> {
  const jar = await cookies();
  if (!cartId) jar.delete(KEPT_CART_COOKIE);
  else jar.set(KEPT_CART_COOKIE, cartId, { path: "/", sameSite: "lax", secure: secureCookies(), httpOnly: true, maxAge: CART_COOKIE_MAX_AGE });
}

/** Stops offering the kept cart (the cart itself stays where it is). */
export const forgetKeptCart = () => rememberKeptCart(undefined);

export type KeptCart = { id: string; currency: CurrencyCode; units: number };

/** The cart set aside for this shopper, when it still has lines. */
export async function keptCart(): Promise<KeptCart | undefined> {
  const id = validCartId((await cookies()).get(KEPT_CART_COOKIE)?.value);
  if (!id || id.startsWith(ACCOUNT_CART_PREFIX)) return undefined;
  const [shopper, accountId] = await Promise.all([currentShopper(), cartAccountId(id)]);
  if (accountId === undefined || (accountId?.toLowerCase() ?? null) !== (shopper?.accountId.toLowerCase() ?? null)) return undefined;
  const summary = await cartSummary(id);
  return summary.units > 0 && isCurrencyCode(summary.currency) ? { id, currency: summary.currency, units: summary.units } : undefined;
}

/**
 * Sets the shopper's cart aside and gives them a new, empty one. Returns why it could not (a signed-in
 * shopper's line the move refused; then nothing changed).
 */
export async function startNewCart(): Promise<string[]> {
  const shopper = await currentShopper();
  if (shopper) {
    const { keptId, problems } = await setAsideAccountCart(shopper.accountId);
    if (problems.length > 0) return problems;
    await rememberKeptCart(keptId);
    return [];
  }
  const current = await currentCartId();
  if ((await cartSummary(current)).units > 0) await rememberKeptCart(current);
  // The browser's API client makes the new cart with its first add.
  await forgetCartId();
  return [];
}

/** Makes the kept cart the shopper's cart again; the cart they had (if it has lines) is kept in its place. Its currency. */
export async function restoreKeptCart(): Promise<CurrencyCode | undefined> {
  const kept = await keptCart();
  if (!kept) return undefined;
  const shopper = await currentShopper();
  if (shopper) {
    const outcome = await restoreAccountCart(shopper.accountId, kept.id);
    if (!outcome.restored) {
      await keepMergeNote({ cartId: kept.id, merged: [], problems: outcome.problems });
      return undefined;
    }
    await rememberKeptCart(outcome.keptId);
    if (outcome.problems.length > 0) await keepMergeNote({ cartId: kept.id, merged: [], problems: outcome.problems });
    return kept.currency;
  }
  const current = await currentCartId();
  await rememberKeptCart((await cartSummary(current)).units > 0 ? current : undefined);
  await keepCartId(kept.id);
  return kept.currency;
}
