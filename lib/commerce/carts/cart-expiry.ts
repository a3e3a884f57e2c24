// A cart expires `expiry_days` after its last change (its expires_at). An expired cart is as if it did
// not exist, as in EP: reading it gives a new empty cart under the same id, adding to it starts a new cart,
// and any other change answers 404. The periodic purge (lib/storage/purge.ts) deletes what has expired;
// until it runs, every access applies the rule here. A cart tied to an account does not expire: it is the
// account's one cart on every device (account-cart.ts) and lives as long as the account.
// The rule's SQL twin, which the add's lock, the store and the purge ask, is lib/storage/carts/cart-expiry-sql.ts;
// tests/api/cart-rules-sql.test.ts binds the two. Both count real time: the SQL measures against the database's
// now(), which the store's clock offset (clock.ts, moved only by tests) does not move, so this twin reads the real
// time too, or a test that moves the clock would find carts expired here that the database still keeps.
import { ApiError } from "../errors";
import { addDays } from "../time";
import type { CartRow } from "./cart-view";

/** When a cart expires: `expiry_days` days of 24 hours after its last change (EP's expires_at). */
export function expiresAt(cart: Pick<CartRow, "updatedAt" | "expiryDays">): Date {
  return addDays(cart.updatedAt, cart.expiryDays);
}

export function isCartExpired(cart: Pick<CartRow, "updatedAt" | "expiryDays" | "accountId">, at = new Date()): boolean {
  return cart.accountId === null && expiresAt(cart).getTime() <= at.getTime();
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
