// Who may read an order (docs/api.md "Checkout and orders"): an order placed with an account token belongs to
// that account and is read only by it and by administrators; a guest order (no account) is read by
// whoever holds its id, like a cart id. Anyone else is told the order does not exist (404), never 403,
// so an order id reveals nothing about another account. The list (`GET /v2/orders`) is an account's
// own with an account token (with the guest orders of its member's e-mail once verified: accountOrderScope), every order for administrators, and refused (403) to an implicit token alone.
import type { Caller } from "../auth/tokens";
import { forbidden, notFound } from "../errors";

export type OrderOwner = { accountId: string | null };

export function canReadOrder(caller: Caller, order: OrderOwner): boolean {
  if (order.accountId === null) return true;
  if (caller.grant === "client_credentials") return true;
  return caller.accountId === order.accountId;
}

export type OrderListScope = { kind: "all" } | { kind: "account"; accountId: string; guestEmail?: string } | { kind: "customer"; email: string };

/**
 * The orders an account sees (GET /v2/orders with its token, the storefront's account page): its own, and the guest
 * orders placed with its member's e-mail only once that member has verified it (`verifiedEmail`, from
 * lib/commerce/customers/email-verification.ts verifiedGuestEmail; undefined before). Never by an e-mail merely typed.
 */
export function accountOrderScope(accountId: string, verifiedEmail: string | undefined): OrderListScope {
  return verifiedEmail ? { kind: "account", accountId, guestEmail: verifiedEmail } : { kind: "account", accountId };
}

export function orderListScope(caller: Caller, verifiedEmail?: string): OrderListScope {
  if (caller.grant === "client_credentials") return { kind: "all" };
  if (caller.accountId) return accountOrderScope(caller.accountId, verifiedEmail);
  throw forbidden();
}

export const orderNotFound = (id: string) => notFound("Not Found", "Order not found", { id });
