import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineRefundAmount } from "../orders/line-refund-rules";
import { taxAfterDiscounts } from "./tax-after-discounts";
import { lineTotals, measure, sumCartTotals, taxOfEach, type PricedLineInput } from "./totals";

describe("tax after discounts", () => {
  it("the issue's UK cart: WELCOME10 lowers the VAT inside the goods", () => {
    // £122.50 of goods with 20 % VAT included, 10 % off: £110.25 charged, VAT inside £18.38 (with shipping £9.50 and
    // its VAT £1.58, £19.96).
    const { discounts, lines } = taxAfterDiscounts(
      [
        { id: "a", value: 4500, includesTax: true, rates: [0.2] },
        { id: "b", value: 2200, includesTax: true, rates: [0.2] },
        { id: "c", value: 2600, includesTax: true, rates: [0.2] },
        { id: "d", value: 2950, includesTax: true, rates: [0.2] },
      ],
      [{ id: "WELCOME10", amount: 1225 }],
    );
    const charged = [...lines.values()];
    expect(charged.map((l) => l.withTax)).toEqual([4050, 1980, 2340, 2655]);
    expect(charged.reduce((sum, l) => sum + l.tax, 0)).toBe(1838);
    expect(discounts.get("WELCOME10")).toEqual({ withTax: -1225, withoutTax: -1021, tax: -204 });
    expect(1838 + measure(950, [0.2], true).tax).toBe(1996);
  });

  it("a discount naming its line (an item's custom discount) is taken off that line alone, at most what it costs", () => {
    const { lines, discounts } = taxAfterDiscounts(
      [
        { id: "pen", value: 5997, includesTax: false, rates: [] },
        { id: "ink", value: 333, includesTax: false, rates: [0.2] },
      ],
      [
        { id: "ink-off", amount: 500, lineId: "ink" },
        { id: "cart", amount: 1000 },
      ],
    );
    expect(lines.get("ink")).toMatchObject({ discount: 333, withoutTax: 0, tax: 0, shares: [333, 0] });
    expect(lines.get("pen")).toMatchObject({ discount: 1000, withoutTax: 4997, shares: [0, 1000] });
    expect(discounts.get("ink-off")).toEqual({ withTax: -400, withoutTax: -333, tax: -67 });
  });

  it("the issue's US cart: 8.875 % of the discounted $40.50 is $3.59", () => {
    const { lines, discounts } = taxAfterDiscounts([{ id: "board", value: 4500, includesTax: false, rates: [0.08875] }], [{ id: "WELCOME10", amount: 450 }]);
    expect(lines.get("board")).toMatchObject({ withoutTax: 4050, tax: 359, withTax: 4409, discount: 450 });
    expect(discounts.get("WELCOME10")).toEqual({ withTax: -490, withoutTax: -450, tax: -40 });
  });

  it("a discount larger than the goods takes what is left, and a second one nothing", () => {
    const { lines, discounts } = taxAfterDiscounts([{ id: "a", value: 1000, includesTax: false, rates: [0.2] }], [{ id: "x", amount: 5000 }, { id: "y", amount: 100 }]);
    expect(lines.get("a")).toMatchObject({ withTax: 0, withoutTax: 0, tax: 0, discount: 1000, shares: [1000, 0] });
    expect(discounts.get("x")).toEqual({ withTax: -1200, withoutTax: -1000, tax: -200 });
    expect(discounts.get("y")).toEqual({ withTax: 0, withoutTax: 0, tax: 0 });
  });
});

// The property over random carts: 1–20 lines, prices with tax and without, 0–3 discounts, shipping, 0–2 rates.
const RATES = [0.2, 0.19, 0.08875, 0.0725, 0.05];
const cartArb = fc.record({
  lines: fc.array(
    fc.record({ quantity: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 1, max: 60_000 }), includesTax: fc.boolean(), rates: fc.subarray(RATES, { maxLength: 2 }) }),
    { minLength: 1, maxLength: 20 },
  ),
  discounts: fc.array(fc.double({ min: 0, max: 1.2, noNaN: true }), { maxLength: 3 }),
  shipping: fc.record({ price: fc.integer({ min: 0, max: 2_500 }), includesTax: fc.boolean(), rates: fc.subarray(RATES, { maxLength: 1 }) }),
  steps: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
});

describe("tax after discounts (property)", () => {
  it("line taxes add up to the order's tax, each is its rate of what is charged, and refunds give back exactly what was paid", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const goods = cart.lines.map((l, i) => ({ id: `l${i}`, value: l.unit * l.quantity, includesTax: l.includesTax, rates: l.rates }));
        const subtotal = goods.reduce((sum, l) => sum + l.value, 0);
        const discounts = cart.discounts.map((f, i) => ({ id: `d${i}`, amount: Math.floor(subtotal * f * 0.4) }));
        const spread = taxAfterDiscounts(goods, discounts);

        // The cart as the API prices it: goods lines as priced, each discount a promotion line carrying what it takes
        // off, and the shipping with its tax.
        const priced: PricedLineInput[] = [
          ...cart.lines.map((l, i) => ({ id: `l${i}`, type: "cart_item" as const, quantity: l.quantity, unitAmount: l.unit, includesTax: l.includesTax, taxRates: l.rates, shippingGroupId: "g" })),
          ...discounts.map((d) => ({ id: d.id, type: "promotion_item" as const, quantity: 1, unitAmount: -Math.min(d.amount, subtotal), includesTax: false, taxRates: [], takesOff: spread.discounts.get(d.id) })),
        ];
        const ship = measure(cart.shipping.price, cart.shipping.rates, cart.shipping.includesTax);
        const { totals } = sumCartTotals(priced, lineTotals, [{ id: "g", base: ship.withoutTax, tax: ship.tax, fees: 0 }]);
        const charged = [...spread.lines.values()];

        // The line taxes (after discounts) and the shipping's add up to the order's tax; likewise with tax.
        expect(charged.reduce((sum, l) => sum + l.tax, 0) + ship.tax).toBe(totals.tax);
        expect(charged.reduce((sum, l) => sum + l.withTax, 0) + ship.withTax).toBe(totals.withTax);
        expect(totals.withTax).toBe(totals.withoutTax + totals.tax);

        cart.lines.forEach((l, i) => {
          const line = spread.lines.get(`l${i}`)!;
          // Tax = rate × what is charged, per line and per rate, within one minor unit.
          const each = taxOfEach(l.includesTax ? line.withTax : line.withoutTax, l.rates, l.includesTax);
          l.rates.forEach((rate, k) => expect(Math.abs(each[k] - rate * line.withoutTax)).toBeLessThanOrEqual(1));
          expect(each.reduce((a, b) => a + b, 0)).toBe(line.tax);
          expect(line.withTax).toBeGreaterThanOrEqual(0);
          expect(line.discount).toBeLessThanOrEqual(l.unit * l.quantity);
        });

        // Refunding every unit, in steps, and the shipping gives back exactly the total paid; no step more than its
        // units cost (their share, rounded up).
        let refunded = ship.withTax;
        cart.lines.forEach((l, i) => {
          const paid = spread.lines.get(`l${i}`)!.withTax;
          let done = 0;
          for (const step of [...cart.steps, l.quantity]) {
            const units = Math.min(step, l.quantity - done);
            if (units <= 0) break;
            const amount = lineRefundAmount(paid, l.quantity, done, units);
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(Math.ceil((paid * units) / l.quantity));
            refunded += amount;
            done += units;
          }
          expect(done).toBe(l.quantity);
        });
        expect(refunded).toBe(totals.withTax);
      }),
      { numRuns: 400 },
    );
  });
});
