import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tamperedToken } from "../../../tests/support/tampered-token";
import { isIssuedCheckoutAttempt, issueCheckoutAttempt } from "./checkout-attempt";

process.env.AUTH_SECRET ||= "checkout-attempt-test-secret";

describe("checkout attempt keys", () => {
  it("are accepted for the cart they were issued for, and are new each time", async () => {
    const a = await issueCheckoutAttempt("cart-1");
    expect(await isIssuedCheckoutAttempt("cart-1", a)).toBe(true);
    expect(await issueCheckoutAttempt("cart-1")).not.toBe(a);
  });

  it("refuse a key the client made up, one of another cart, and one tampered with", async () => {
    const a = await issueCheckoutAttempt("cart-1");
    expect(await isIssuedCheckoutAttempt("cart-1", randomUUID())).toBe(false);
    expect(await isIssuedCheckoutAttempt("cart-2", a)).toBe(false);
    const sig = a.split(".")[1];
    expect(await isIssuedCheckoutAttempt("cart-1", `${randomUUID()}.${sig}`)).toBe(false);
    expect(await isIssuedCheckoutAttempt("cart-1", tamperedToken(a))).toBe(false);
    expect(await isIssuedCheckoutAttempt("cart-1", "")).toBe(false);
  });
});
