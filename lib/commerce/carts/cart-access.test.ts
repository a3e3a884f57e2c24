import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { asCaller, assertMayUseCart, mayUseCart } from "./cart-access";

const account = "5d0a5e38-7a1a-4d39-8a0e-1c4f2d9b1a01";
const other = "9b8c2f10-3e4d-4c5b-a6f7-0123456789ab";
const shopper = { grant: "implicit" as const, subject: "implicit:a" };

describe("who may use a cart", () => {
  it("anyone with its id, when it is not tied to an account", () => {
    expect(mayUseCart({ accountId: null }, shopper)).toBe(true);
  });
  it("an account's cart: only that account's token, or an administrator", () => {
    expect(mayUseCart({ accountId: account }, shopper)).toBe(false);
    expect(mayUseCart({ accountId: account }, { ...shopper, accountId: other })).toBe(false);
    expect(mayUseCart({ accountId: account }, { ...shopper, accountId: account.toUpperCase() })).toBe(true);
    expect(mayUseCart({ accountId: account }, { grant: "client_credentials", subject: "client:x" })).toBe(true);
  });
  it("checks the request's caller wherever a cart is used within it", () => {
    const cart = { id: "acct_x", accountId: account };
    expect(() => asCaller(shopper, () => assertMayUseCart(cart))).toThrow(ApiError);
    expect(() => asCaller({ ...shopper, accountId: account }, () => assertMayUseCart(cart))).not.toThrow();
    // Outside any request (the storefront's own server code): not refused here.
    expect(() => assertMayUseCart(cart)).not.toThrow();
  });
});
