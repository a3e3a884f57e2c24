// A cart expires `expiry_days` after its last change (its expires_at). An expired cart is as if it did
// not exist, as in EP: reading it gives a new empty cart under the same id, adding to it starts a new cart,
// and any other change answers 404. The periodic purge (lib/storage/purge.ts) deletes what has expired;
// until it runs, every access applies the rule here. A cart tied to an account does not expire: it is the
// account's one cart on every device (account-cart.ts) and lives as long as the account.
import { ApiError } from "../errors";
import type { CartRow } from "./cart-view";
import { expiresAt } from "./cart-resource";

export function isCartExpired(cart: Pick<CartRow, "updatedAt" | "expiryDays" | "accountId">, now = new Date()): boolean {
  return cart.accountId === null && expiresAt(cart as CartRow).getTime() <= now.getTime();
}

/** Thrown inside a cart's transaction when the cart turns out to be expired (nothing is written). */
export class CartExpired extends ApiError {
  constructor(readonly cartId: string) {
    super(
      { status: 404, title: "Not Found", detail: `Cart ${cartId} does not exist (it has expired)`, meta: { id: cartId } },
    );
  }
}

export function assertNotExpired(cart: CartRow): void {
  if (isCartExpired(cart)) throw new CartExpired(cart.id);
}
