import { describe, expect, it } from "vitest";
import { byHandShare } from "./refund-records";

describe("the share of a refund paid out by hand", () => {
  it("is what was taken back from manual-gateway payments, and nothing of a card's", () => {
    expect(byHandShare([{ gateway: "manual", amount: 1980 }])).toBe(1980);
    expect(byHandShare([{ gateway: "stripe_payment_intents", amount: 1000 }, { gateway: "manual", amount: 980 }])).toBe(980);
    expect(byHandShare([{ gateway: "stripe_payment_intents", amount: 1000 }])).toBe(0);
    expect(byHandShare([])).toBe(0);
  });
});
