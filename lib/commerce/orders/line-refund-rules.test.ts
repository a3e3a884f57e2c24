import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineRefundAmount, spreadRefund } from "./line-refund-rules";

describe("refund by line", () => {
  it("gives back a unit's share of the line's total", () => {
    expect(lineRefundAmount(4320, 2, 0, 1)).toBe(2160);
    expect(lineRefundAmount(1000, 3, 0, 1)).toBe(333);
    expect(lineRefundAmount(1000, 3, 1, 1)).toBe(334);
    expect(lineRefundAmount(1000, 3, 2, 1)).toBe(333);
  });

  it("refunding every unit, in any steps, gives back exactly the line's total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }), (total, steps) => {
        const quantity = steps.reduce((a, b) => a + b, 0);
        let refunded = 0;
        let given = 0;
        for (const units of steps) {
          const amount = lineRefundAmount(total, quantity, refunded, units);
          expect(amount).toBeGreaterThanOrEqual(0);
          given += amount;
          refunded += units;
        }
        expect(given).toBe(total);
      }),
    );
  });

  it("takes the amount from the oldest payments first, never more than each can give", () => {
    const payments = [
      { id: "a", refundable: 500 },
      { id: "b", refundable: 0 },
      { id: "c", refundable: 1000 },
    ];
    expect(spreadRefund(payments, 1200)).toEqual([
      { id: "a", amount: 500 },
      { id: "c", amount: 700 },
    ]);
    expect(spreadRefund(payments, 1501)).toBeUndefined();
    expect(spreadRefund(payments, 0)).toEqual([]);
  });
});
