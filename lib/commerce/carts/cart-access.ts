// Who may use a cart (EP's rule for account carts): a cart tied to an account is read and changed only with
// that account's token (EP-Account-Management-Authentication-Token) or by an administrator (client
// credentials); any other cart by whoever holds its id. Refused → 403, and nothing changes.
//
// The caller of an API request is set once by lib/http's api() (asCaller) and read here wherever a cart is
// read or changed by id, so no cart operation can forget it. Code running outside any request (the
// storefront's own server code, which decides for its signed-in shopper itself) has no caller here and is
// not refused.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";

const callers = new AsyncLocalStorage<Caller>();

/** Runs `work` on behalf of `caller`: every cart it reads or changes is checked against the caller. */
export const asCaller = <T>(caller: Caller, work: () => T): T => callers.run(caller, work);

/** The caller of the request this code runs for, if any. */
export const currentCaller = (): Caller | undefined => callers.getStore();

export function mayUseCart(cart: { accountId: string | null }, caller: Caller): boolean {
  if (cart.accountId === null || caller.grant === "client_credentials") return true;
  return caller.accountId !== undefined && caller.accountId.toLowerCase() === cart.accountId.toLowerCase();
}

export const accountCartRefused = (cartId: string) =>
  new ApiError({
    status: 403,
    title: "Forbidden",
    detail: "This cart belongs to an account: use it with that account's EP-Account-Management-Authentication-Token.",
    meta: { id: cartId },
  });

/** Refuses (403) a cart the request's caller may not use; `caller` defaults to the request's. */
export function assertMayUseCart(cart: { id: string; accountId: string | null }, caller: Caller | undefined = currentCaller()): void {
  if (caller && !mayUseCart(cart, caller)) throw accountCartRefused(cart.id);
}
