// One order per checkout attempt (docs/security.md "One order per checkout attempt"): the checkout page issues the
// attempt's key, and only a key the store issued for this cart places an order. The key is a random id and an
// HMAC of it with the cart's id under the store's signing key, so a client cannot make one up (a made-up key
// placed a second order from the same cart: issue 44), nor carry one to another cart. Placing the order runs once
// per key (lib/http/api/idempotency.ts).
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { signingKey } from "../auth/signing-key";

const ATTEMPT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The longest key, for the actions' argument checks. */
export const CHECKOUT_ATTEMPT_MAX = 80;

async function signature(cartId: string, id: string): Promise<Buffer> {
  return createHmac("sha256", await signingKey()).update(`checkout-attempt:${cartId}:${id}`).digest();
}

/** A new attempt key for the cart's checkout page. */
export async function issueCheckoutAttempt(cartId: string): Promise<string> {
  const id = randomUUID();
  return `${id}.${(await signature(cartId, id)).toString("base64url")}`;
}

/** Whether the store issued `attempt` for this cart. */
export async function isIssuedCheckoutAttempt(cartId: string, attempt: string): Promise<boolean> {
  const match = ATTEMPT.exec(attempt);
  if (!match) return false;
  const given = Buffer.from(match[2], "base64url");
  const expected = await signature(cartId, match[1]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
