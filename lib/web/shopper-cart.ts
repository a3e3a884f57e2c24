// The shopper's cart id on the server: read by Server Components, set and cleared by Server Actions
// (sign-in moves the shopper to their account's cart; sign-out and checkout start a new one).
// A signed-in shopper's cart is their account's, found from the session: its id never goes into the
// script-readable cart cookie, and a cart cookie naming an account's cart is not believed.
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { cartSummary } from "@/lib/commerce/carts/cart-page-read";
import { ACCOUNT_CART_PREFIX, accountCartId } from "@/lib/commerce/carts/account-cart";
import { currentShopper } from "./shopper-session";
import { secureCookies } from "./cookie-security";
import { CART_COOKIE, CART_COOKIE_MAX_AGE, validCartId } from "./cart-cookie";

export async function currentCartId(): Promise<string | undefined> {
  const shopper = await currentShopper();
  if (shopper) return accountCartId(shopper.accountId);
  const id = validCartId((await cookies()).get(CART_COOKIE)?.value);
  return id && !id.startsWith(ACCOUNT_CART_PREFIX) ? id : undefined;
}

export async function keepCartId(cartId: string): Promise<void> {
  const secure = secureCookies();
  // Readable by the page's scripts on purpose: the browser's API client sends it in the path. Never an
  // account's cart (those are found from the session).
  if (cartId.startsWith(ACCOUNT_CART_PREFIX)) return;
  (await cookies()).set(CART_COOKIE, cartId, { path: "/", sameSite: "lax", secure, httpOnly: false, maxAge: CART_COOKIE_MAX_AGE });
}

export async function forgetCartId(): Promise<void> {
  (await cookies()).delete(CART_COOKIE);
}

/** The shopper's cart id, the units in it and, once it has lines, its currency (once per request). */
export const currentCartSummary = cache(async (): Promise<{ id?: string; units: number; currency?: string }> => {
  const id = await currentCartId();
  return { id, ...(await cartSummary(id)) };
});
