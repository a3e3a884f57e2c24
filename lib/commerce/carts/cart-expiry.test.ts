import { describe, expect, it } from "vitest";
import { assertNotExpired, CartExpired, expiresAt, isCartExpired } from "./cart-expiry";
import type { CartRow } from "./cart-view";

const DAY = 86_400_000;
const updatedAt = new Date("2026-03-28T12:00:00Z");
const cart = (accountId: string | null = null) => ({ updatedAt, expiryDays: 7, accountId });

describe("cart expiry", () => {
  it("expires a cart expiry_days days of 24 hours after its last change, not a moment before", () => {
    expect(expiresAt(cart()).toISOString()).toBe("2026-04-04T12:00:00.000Z");
    expect(isCartExpired(cart(), new Date(updatedAt.getTime() + 7 * DAY - 1))).toBe(false);
    expect(isCartExpired(cart(), new Date(updatedAt.getTime() + 7 * DAY))).toBe(true);
  });

  it("never expires a cart tied to an account", () => {
    expect(isCartExpired(cart("acct"), new Date(updatedAt.getTime() + 400 * DAY))).toBe(false);
  });

  it("refuses a change to an expired cart with a 404 that names it", () => {
    const expired = { ...cart(), id: "c1", updatedAt: new Date(Date.now() - 8 * DAY) } as CartRow;
    expect(() => assertNotExpired(expired)).toThrow(CartExpired);
    expect(() => assertNotExpired({ ...expired, updatedAt: new Date() })).not.toThrow();
  });
});
