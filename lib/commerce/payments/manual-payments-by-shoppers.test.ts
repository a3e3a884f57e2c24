import { describe, expect, it } from "vitest";
import { shopperManualPaymentRefused } from "./manual-payments-by-shoppers";

const shopper = { grant: "implicit" as const, gateway: "manual", completes: true, enabled: false };

describe("a shopper's manual payment", () => {
  it("is refused only when it completes, with the manual gateway, while the gateway is off", () => {
    expect(shopperManualPaymentRefused(shopper)).toBe(true);
    expect(shopperManualPaymentRefused({ ...shopper, enabled: true })).toBe(false);
    // A `_setup` payment is a pending promise: it marks nothing paid.
    expect(shopperManualPaymentRefused({ ...shopper, completes: false })).toBe(false);
    expect(shopperManualPaymentRefused({ ...shopper, gateway: "stripe_payment_intents" })).toBe(false);
  });

  it("an administrator's (client credentials) is never refused", () => {
    expect(shopperManualPaymentRefused({ ...shopper, grant: "client_credentials" })).toBe(false);
  });
});
