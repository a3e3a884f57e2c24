import { describe, expect, it } from "vitest";
import { usageLimitReached } from "./promotion-usage-limit";

describe("promotion usage limits", () => {
  it("no limit never stops a promotion", () => {
    expect(usageLimitReached({ maxUses: null, maxUsesPerCustomer: null }, { orders: 10_000, customerOrders: 500 })).toBeUndefined();
  });

  it("the total limit counts every order that used it: the next use is refused once it is reached", () => {
    expect(usageLimitReached({ maxUses: 2, maxUsesPerCustomer: null }, { orders: 1, customerOrders: 0 })).toBeUndefined();
    expect(usageLimitReached({ maxUses: 2, maxUsesPerCustomer: null }, { orders: 2, customerOrders: 0 })).toBe("total");
    expect(usageLimitReached({ maxUses: 0, maxUsesPerCustomer: null }, { orders: 0, customerOrders: 0 })).toBe("total");
  });

  it("the per-customer limit counts this customer's orders; the total is named first", () => {
    expect(usageLimitReached({ maxUses: null, maxUsesPerCustomer: 1 }, { orders: 7, customerOrders: 0 })).toBeUndefined();
    expect(usageLimitReached({ maxUses: null, maxUsesPerCustomer: 1 }, { orders: 7, customerOrders: 1 })).toBe("customer");
    expect(usageLimitReached({ maxUses: 7, maxUsesPerCustomer: 1 }, { orders: 7, customerOrders: 1 })).toBe("total");
  });
});
