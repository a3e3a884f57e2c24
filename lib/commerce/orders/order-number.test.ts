import { describe, expect, it } from "vitest";
import { orderNumberLabel, orderTitle } from "./order-number";

describe("order number label", () => {
  it("reads as # and the number", () => {
    expect(orderNumberLabel(1001)).toBe("#1001");
    expect(orderTitle(1042)).toBe("Order #1042");
  });
});
