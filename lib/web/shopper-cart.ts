// The shopper's cart id on the server: read by Server Components, set and cleared by Server Actions
// (sign-in moves the shopper to their account's cart; sign-out and checkout start a new one).
import "server-only";
import { cookies } from "next/headers";
import { secureCookies } from "./cookie-security";
import { CART_COOKIE, CART_COOKIE_MAX_AGE, validCartId } from "./cart-cookie";

export async function currentCartId(): Promise<string | undefined> {
  return validCartId((await cookies()).get(CART_COOKIE)?.value);
}

export async function keepCartId(cartId: string): Promise<void> {
  const secure = secureCookies();
  // Readable by the page's scripts on purpose: the browser's API client sends it in the path.
  (await cookies()).set(CART_COOKIE, cartId, { path: "/", sameSite: "lax", secure, httpOnly: false, maxAge: CART_COOKIE_MAX_AGE });
}

export async function forgetCartId(): Promise<void> {
  (await cookies()).delete(CART_COOKIE);
}
