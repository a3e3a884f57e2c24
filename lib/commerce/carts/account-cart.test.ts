import { describe, expect, it } from "vitest";
import { CART_ID } from "./carts";
import { accountCartIdWith } from "./account-cart";

const key = new TextEncoder().encode("a test signing key");
const account = "00000000-0000-4000-8000-000000000301";

describe("accountCartIdWith (where an account's cart lives)", () => {
  it("is the same for an account every time, whatever the case of its id", () => {
    expect(accountCartIdWith(key, account)).toBe(accountCartIdWith(key, account.toUpperCase()));
  });

  it("is a valid cart id that does not reveal the account id", () => {
    const id = accountCartIdWith(key, account);
    expect(id).toMatch(CART_ID);
    expect(id).toMatch(/^acct_[A-Za-z0-9_-]{43}$/);
    expect(id).not.toContain(account.replaceAll("-", ""));
  });

  it("differs between accounts and between signing keys", () => {
    const other = "00000000-0000-4000-8000-000000000999";
    expect(accountCartIdWith(key, account)).not.toBe(accountCartIdWith(key, other));
    expect(accountCartIdWith(new TextEncoder().encode("another key"), account)).not.toBe(accountCartIdWith(key, account));
  });
});
