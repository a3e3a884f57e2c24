import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_PREFIX, orderNumberLabel, orderTitle } from "./order-number";

describe("order number label", () => {
  it("reads as the store's prefix and the number", () => {
    expect(orderNumberLabel(1001, DEFAULT_ORDER_PREFIX)).toBe("#1001");
    expect(orderTitle(1042, DEFAULT_ORDER_PREFIX)).toBe("Order #1042");
    expect(orderNumberLabel(1001, "CW-")).toBe("CW-1001");
    expect(orderTitle(7, "CW-")).toBe("Order CW-7");
    expect(orderNumberLabel(1001, "")).toBe("1001");
  });
});
