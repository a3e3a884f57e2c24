// An account's carts, as EP associates them: `POST|DELETE /v2/carts/{id}/relationships/accounts` ties a
// cart to an account or unties it, and `GET /v2/carts` with the account's token lists the account's carts.
// A cart belongs to one account at most. Who may associate: the account itself (its member's token) or an
// administrator; a cart another account holds is not taken over.
import { z } from "zod";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import { ApiError, badRequest, forbidden } from "../errors";
import { assertCartId, cartNotFound } from "./carts";
import type { CartView } from "./cart-view";
import { uuidField } from "@/lib/commerce/uuid";

// EP's storefront sends the list inside `data`, and in one flow bare: both are read.
export const cartAccountsBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { data: body } : body),
  z.object({
    data: z.array(z.object({ type: z.literal("account"), id: uuidField("id is an account's UUID") })).length(1, "A cart is associated with one account"),
  }),
);

export type CartAccounts = z.output<typeof cartAccountsBodySchema>["data"];

const anotherAccountsCart = () =>
  new ApiError({ status: 403, title: "Forbidden", detail: "This cart is associated with another account." });

/** Only the account itself (its member's token) or an administrator may tie a cart to it. */
function assertMayAssociate(caller: Caller, accountId: string) {
  if (caller.grant === "client_credentials") return;
  if (caller.accountId?.toLowerCase() !== accountId.toLowerCase()) throw forbidden();
}

/** POST …/relationships/accounts: "associated" when the cart was tied to the account now, "already" when it was. */
export async function associateCartWithAccount(cartId: string, accounts: CartAccounts, caller: Caller): Promise<"associated" | "already"> {
  assertCartId(cartId);
  const accountId = accounts[0].id.toLowerCase();
  assertMayAssociate(caller, accountId);
  const cart = await cartStore().row(cartId);
  if (!cart) throw cartNotFound(cartId);
  if (cart.accountId === accountId) return "already";
  if (cart.accountId) throw anotherAccountsCart();
  if (!(await cartStore().setAccount(cartId, accountId))) throw cartNotFound(cartId);
  return "associated";
}

/** DELETE …/relationships/accounts: unties the cart from the account (nothing to do when it is not tied to it). */
export async function dissociateCartFromAccount(cartId: string, accounts: CartAccounts, caller: Caller): Promise<void> {
  assertCartId(cartId);
  const accountId = accounts[0].id.toLowerCase();
  assertMayAssociate(caller, accountId);
  const cart = await cartStore().row(cartId);
  if (!cart) throw cartNotFound(cartId);
  if (cart.accountId === accountId) await cartStore().setAccount(cartId, null);
}

/** GET /v2/carts: the carts of the account whose token the request carries. */
export async function listAccountCarts(caller: Caller, page: { limit: number; offset: number }): Promise<{ carts: CartView[]; total: number }> {
  if (!caller.accountId) {
    throw badRequest("Bad Request", "Listing carts needs an account member's token in EP-Account-Management-Authentication-Token.");
  }
  return cartStore().accountCarts(caller.accountId, page);
}
