// The shopper's cart id travels in a cookie that both the server (Server Components, Server Actions)
// and the browser's API client read. It is not httpOnly: the browser calls /v2/carts/{id}/… itself.
// A cart id is a bearer secret like EP's (whoever holds it can use the cart), so it is random
// (UUID v4 for an anonymous cart; an HMAC of the account id for an account's cart, see account-cart.ts).
export const CART_COOKIE = "cw_cart";
export const CART_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** A cart id as the API accepts it (docs/api.md "Carts"): 1–64 letters, digits, '-' or '_'. */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function validCartId(value: string | undefined | null): string | undefined {
  return value && CART_ID_PATTERN.test(value) ? value : undefined;
}
