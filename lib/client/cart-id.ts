// The cart id cookie in the browser (lib/web/cart-cookie.ts): read on demand, written when the first
// add makes a cart, and observable so components re-render when it changes.
import { CART_COOKIE, CART_COOKIE_MAX_AGE, validCartId } from "@/lib/web/cart-cookie";
import { CURRENCY_COOKIE, isCurrencyCode, type CurrencyCode } from "@/lib/web/currencies";

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The React Query key's first part for carts (cart-query.ts). */
export const CART_QUERY = "cart";

const listeners = new Set<() => void>();

export function subscribeCartId(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A signed-in shopper's cart is their account's: the server renders its id into the page (StoreProvider),
// never into the cookie, and the API takes the session from the httpOnly session cookie.
let accountCart: string | undefined;

/** The signed-in shopper's account cart id, or undefined when signed out; listeners hear of a change. */
export function rememberAccountCartId(id: string | undefined): void {
  accountCart = id;
}

export function announceCartId(): void {
  for (const listener of listeners) listener();
}

export function readCartId(): string | undefined {
  return accountCart ?? validCartId(readCookie(CART_COOKIE));
}

// Whether cookies are Secure is the server's configuration (COOKIE_SECURE, lib/web/cookie-security.ts): the
// page is told it (StoreProvider), so this copy of the cookie is marked as the server marks its own.
let secureCookies: boolean | undefined;

export function rememberCookieSecurity(secure: boolean): void {
  secureCookies = secure;
}

function writeCartId(id: string) {
  // Before the page has been told (never, in practice): Secure wherever the page came over HTTPS.
  const secure = (secureCookies ?? location.protocol === "https:") ? "; Secure" : "";
  document.cookie = `${CART_COOKIE}=${id}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

const madeHere = new Set<string>();

/** The cart id, making a new (random) one when the shopper has none yet. */
export function ensureCartId(): string {
  const existing = readCartId();
  if (existing) return existing;
  const id = crypto.randomUUID();
  madeHere.add(id);
  writeCartId(id);
  return id;
}

/** Whether this page made the cart id (its first add is filling the cache: nothing to fetch). */
export function madeByThisPage(cartId: string): boolean {
  return madeHere.has(cartId);
}

/** The shopper's currency (the cookie the currency switch sets); none when unchosen, so the API uses the store's default. */
export function readCurrency(): CurrencyCode | undefined {
  const value = readCookie(CURRENCY_COOKIE);
  return isCurrencyCode(value) ? value : undefined;
}
