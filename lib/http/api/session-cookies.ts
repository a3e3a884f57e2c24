// The names of the session cookies, read by the API (a shopper's same-origin calls), the proxy (Server Action
// limits per session) and the pages that set them (lib/web). Kept apart so that the proxy reads them without
// loading the sessions' code. docs/architecture.md "Cookies".

/** A signed-in shopper's account token (httpOnly). */
export const SHOPPER_COOKIE = "cw_account";

/** An administrator's client-credentials token (httpOnly, SameSite=Strict). */
export const ADMIN_COOKIE = "cartwright_admin";
