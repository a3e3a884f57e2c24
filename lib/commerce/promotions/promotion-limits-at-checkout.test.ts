import { describe, expect, it } from "vitest";
import { limitRefusal, promotionsUsed, type CheckoutLine } from "./promotion-limits-at-checkout";

const line = (overrides: Partial<CheckoutLine>): CheckoutLine => ({ type: "promotion_item", name: "Welcome", ...overrides });
const locked = (overrides = {}) => ({ id: "p1", maxUses: null, maxUsesPerCustomer: null, orders: 0, customerOrders: 0, ...overrides });

describe("promotion limits at checkout", () => {
  it("an order uses every promotion it has a line of (as placed orders count), known by code or else by name", () => {
    expect(
      promotionsUsed([
        line({ promotion_id: "p1", code: "WELCOME10" }),
        line({ promotion_id: "p2", code: null, name: "Spend 100, save 15" }),
        { type: "cart_item", name: "Mug" },
      ]),
    ).toEqual([
      { id: "p1", label: "WELCOME10" },
      { id: "p2", label: "Spend 100, save 15" },
    ]);
  });

  it("refuses the last use taken, in all and per customer, in a shopper's words", () => {
    const used = [{ id: "p1", label: "WELCOME10" }];
    expect(limitRefusal(used, [locked({ maxUses: 2, orders: 1 })])).toBeUndefined();
    expect(limitRefusal(used, [locked({ maxUses: 2, orders: 2 })])).toBe("WELCOME10 has been used up: it is no longer available.");
    expect(limitRefusal(used, [locked({ maxUsesPerCustomer: 1, customerOrders: 1 })])).toBe("You have already used WELCOME10 as often as it allows.");
    // A promotion without limits is not locked nor counted: never refused.
    expect(limitRefusal(used, [])).toBeUndefined();
  });
});
