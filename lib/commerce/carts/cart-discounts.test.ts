// The discount recalculation: derived promotion amounts, automatic lines, custom discount allocation,
// and (property) that the rendered lines still sum to the cart's totals with every kind of discount.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyCartDiscounts, automaticLineId } from "./cart-discounts";
import { cartRowFixture } from "@/tests/support/cart-row-fixture";
import { AS_STORED } from "../absolute-href";
import { itemsCollection } from "./cart-resource";
import type { CartItemRow, CartItemTaxRow, CartPromotion, CartRow, CartView, CustomDiscountRow, DiscountContext } from "./cart-view";

const t0 = new Date("2026-11-21T10:00:00Z");
const uuid = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const cartRow = cartRowFixture;

function line(n: number, overrides: Partial<CartItemRow> = {}): CartItemRow {
  return {
    id: uuid("1", n),
    cartId: "cart-1",
    type: "cart_item",
    identity: `line-${n}`,
    productId: null,
    name: `Line ${n}`,
    description: "",
    sku: "",
    slug: "",
    quantity: 1,
    unitAmount: 1000,
    includesTax: false,
    manageStock: false,
    customInputs: null,
    bundleConfiguration: null,
    shippingGroupId: null,
    promotionId: null,
    promotionCode: null,
    subscription: null,
    image: null,
    position: n,
    createdAt: t0,
    updatedAt: t0,
    ...overrides,
  };
}

function promotion(n: number, overrides: Partial<CartPromotion> = {}): CartPromotion {
  return {
    id: uuid("2", n),
    name: `Promotion ${n}`,
    description: "",
    promotionType: "fixed_discount",
    schema: { currencies: [{ currency: "USD", amount: 500 }] },
    enabled: true,
    automatic: false,
    minCartValue: null,
    start: null,
    end: null,
    createdAt: new Date(t0.getTime() + n),
    updatedAt: t0,
    liveCodes: [`code${n}`],
    // Combining, unlimited: the tests of amounts below stack promotions; the combination and limit tests say otherwise.
    combinable: true,
    maxUses: null,
    maxUsesPerCustomer: null,
    uses: { orders: 0, customerOrders: 0 },
    ...overrides,
  };
}

const codeLine = (n: number, p: CartPromotion, code = p.liveCodes[0].toUpperCase()) =>
  line(n, { type: "promotion_item", promotionId: p.id, promotionCode: code, unitAmount: 0, identity: `promotion-${p.id}` });

const context = (promotions: CartPromotion[] = [], customDiscounts: CustomDiscountRow[] = []): DiscountContext => ({ promotions, customDiscounts });

describe("code promotion lines", () => {
  it("take their current amount; percentages of the product subtotal as priced (a tax-inclusive price with its tax)", () => {
    const fixed = promotion(1);
    const percent = promotion(2, { promotionType: "percent_discount", schema: { currencies: [{ currency: "USD", percentage: 10 }] } });
    const taxes: CartItemTaxRow[] = [{ id: "t", cartItemId: uuid("1", 2), name: "VAT", jurisdiction: "", code: "", rate: 0.2, createdAt: t0 }];
    const view = {
      cart: cartRow(),
      items: [line(1, { unitAmount: 1005 }), line(2, { unitAmount: 1200, includesTax: true }), codeLine(3, fixed), codeLine(4, percent)],
      taxes,
    };
    const result = applyCartDiscounts(view, context([fixed, percent]), t0);
    // Base: 1005 + 1200 = 2205 whatever tax the 1200 includes; 10% = 220.5 → 221.
    expect(result.items.map((i) => i.unitAmount)).toEqual([1005, 1200, -500, -221]);
    expect(result.messages).toEqual([]);
    expect(result.automaticLines).toBe(0);
    // The same without the tax item (before checkout knows the destination): the same discount.
    expect(applyCartDiscounts({ ...view, taxes: [] }, context([fixed, percent]), t0).items.map((i) => i.unitAmount)).toEqual([1005, 1200, -500, -221]);
  });

  it("are worth 0, with the reason, when their promotion no longer applies", () => {
    const p = promotion(1, { minCartValue: [{ currency: "USD", amount: 5000 }] });
    const cases: [Partial<CartPromotion> | "missing", Partial<CartRow>, string][] = [
      [{}, {}, "CODE9 applies from $50.00 of goods: add $40.00 more."],
      [{ enabled: false }, {}, "CODE9 has expired or is no longer offered."],
      [{ liveCodes: [] }, {}, "CODE9 has expired or is no longer offered."],
      [{ end: t0 }, {}, "CODE9 has expired or is no longer offered."],
      ["missing", {}, "CODE9 has expired or is no longer offered."],
      [{ minCartValue: null }, { currency: "EUR" }, "CODE9 cannot be used in a EUR cart."],
      [{ minCartValue: null }, { customDiscountsEnabled: true }, "CODE9 cannot be used in this cart."],
      [{ minCartValue: null, maxUses: 3, uses: { orders: 3, customerOrders: 0 } }, {}, "CODE9 has been used up: it is no longer available."],
      [{ minCartValue: null, maxUsesPerCustomer: 1, uses: { orders: 5, customerOrders: 1 } }, {}, "You have already used CODE9 as often as it allows."],
    ];
    for (const [change, cart, reason] of cases) {
      const current = change === "missing" ? undefined : { ...p, ...change, liveCodes: (change as Partial<CartPromotion>).liveCodes ?? ["code9"] };
      const view = { cart: cartRow(cart), items: [line(1), codeLine(9, p, "CODE9")], taxes: [] };
      const result = applyCartDiscounts(view, context(current ? [current] : []), t0);
      expect(result.items[1].unitAmount).toBe(0);
      expect(result.messages).toEqual([{ source: "promotion", title: "Promotion not applied", description: reason }]);
    }
  });

  it("apply in the cart's order, each capped at what is left: the cart is never negative", () => {
    const a = promotion(1, { schema: { currencies: [{ currency: "USD", amount: 700 }] } });
    const b = promotion(2, { schema: { currencies: [{ currency: "USD", amount: 700 }] } });
    const view = { cart: cartRow(), items: [line(1), codeLine(2, a), codeLine(3, b)], taxes: [] };
    expect(applyCartDiscounts(view, context([a, b]), t0).items.map((i) => i.unitAmount)).toEqual([1000, -700, -300]);
  });

  it("are judged at the cart's snapshot date", () => {
    const p = promotion(1, { start: new Date("2027-01-01T00:00:00Z") });
    const items = [line(1), codeLine(2, p, "CODE1")];
    expect(applyCartDiscounts({ cart: cartRow(), items, taxes: [] }, context([p]), t0).items[1].unitAmount).toBe(0);
    expect(applyCartDiscounts({ cart: cartRow({ snapshotDate: "2027-01-02T00:00:00Z" }), items, taxes: [] }, context([p]), t0).items[1].unitAmount).toBe(-500);
  });
});

describe("automatic promotions", () => {
  const auto = promotion(5, { automatic: true, liveCodes: [], minCartValue: [{ currency: "USD", amount: 2000 }] });

  it("become lines at the end of rule-promotion carts while their conditions hold, with a stable id", () => {
    const rules = cartRow({ useRulePromotions: true });
    const below = applyCartDiscounts({ cart: rules, items: [line(1)], taxes: [] }, context([auto]), t0);
    expect(below.automaticLines).toBe(0);
    const reached = applyCartDiscounts({ cart: rules, items: [line(1, { quantity: 2 })], taxes: [] }, context([auto]), t0);
    expect(reached.automaticLines).toBe(1);
    expect(reached.items[1]).toMatchObject({ id: automaticLineId("cart-1", auto.id), type: "promotion_item", unitAmount: -500, promotionId: auto.id, promotionCode: null, quantity: 1 });
    expect(automaticLineId("cart-1", auto.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(automaticLineId("cart-2", auto.id)).not.toBe(automaticLineId("cart-1", auto.id));
    const off = applyCartDiscounts({ cart: cartRow(), items: [line(1, { quantity: 2 })], taxes: [] }, context([auto]), t0);
    expect(off.automaticLines).toBe(0);
  });

  it("give way to a code line of the same promotion, and only take free places of the limit", () => {
    const rules = cartRow({ useRulePromotions: true });
    const withCode = applyCartDiscounts({ cart: rules, items: [line(1, { quantity: 2 }), codeLine(2, auto, "CODE5")], taxes: [] }, context([{ ...auto, liveCodes: ["code5"] }]), t0);
    expect(withCode.automaticLines).toBe(0);
    expect(withCode.items[1].unitAmount).toBe(-500);
    const full = Array.from({ length: 100 }, (_, n) => line(n, { unitAmount: 100 }));
    expect(applyCartDiscounts({ cart: rules, items: full, taxes: [] }, context([auto]), t0).automaticLines).toBe(0);
    expect(applyCartDiscounts({ cart: rules, items: full.slice(0, 99).map((l) => ({ ...l, unitAmount: 1000 })), taxes: [] }, context([auto]), t0).automaticLines).toBe(1);
  });
});

describe("custom discounts", () => {
  const discount = (n: number, amount: number, code = `CD${n}`): CustomDiscountRow => ({
    id: uuid("3", n),
    cartId: "cart-1",
    cartItemId: null,
    amount,
    description: "",
    discountCode: code,
    discountEngine: "",
    externalId: "",
    createdAt: new Date(t0.getTime() + n),
  });

  it("are allocated to the product lines in proportion to their value, capped at the subtotal, only in custom-discount carts", () => {
    const view = { cart: cartRow({ customDiscountsEnabled: true }), items: [line(1, { quantity: 3 }), line(2)], taxes: [] };
    const result = applyCartDiscounts(view, context([], [discount(1, -500), discount(2, -9000)]), t0);
    expect(result.customDiscounts.map((d) => d.applied)).toEqual([-500, -3500]);
    expect([...result.allocated.values()]).toEqual([-3000, -1000]);
    const off = applyCartDiscounts({ ...view, cart: cartRow() }, context([], [discount(1, -500)]), t0);
    expect(off.customDiscounts.map((d) => d.applied)).toEqual([0]);
    expect(off.allocated.size).toBe(0);
  });
});

describe("the recalculated cart's totals (property)", () => {
  const MEASURES = ["with_tax", "without_tax", "tax", "discount", "without_discount"] as const;
  const cartArb = fc.record({
    lines: fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitAmount: fc.integer({ min: 0, max: 500_000 }), includesTax: fc.boolean(), rate: fc.constantFrom(0, 0.05, 0.2, 0.255) }),
      { minLength: 0, maxLength: 30 },
    ),
    promotions: fc.array(
      fc.record({ percent: fc.boolean(), value: fc.integer({ min: 1, max: 200_000 }), pct: fc.double({ min: 0.000001, max: 100, noNaN: true }), automatic: fc.boolean(), min: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }), coded: fc.boolean() }),
      { maxLength: 4 },
    ),
    custom: fc.boolean(),
    customAmounts: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 5 }),
  });

  it("lines sum to the cart's totals to the minor unit, every discount ≤ 0, and the cart is never negative", () => {
    fc.assert(
      fc.property(cartArb, (random) => {
        const promotions = random.promotions.map((p, n) =>
          promotion(n, {
            promotionType: p.percent ? "percent_discount" : "fixed_discount",
            schema: { currencies: [p.percent ? { currency: "USD", percentage: p.pct } : { currency: "USD", amount: p.value }] },
            automatic: p.automatic,
            minCartValue: p.min === undefined ? null : [{ currency: "USD", amount: p.min }],
          }),
        );
        const items = random.lines.map((l, n) => line(n, { quantity: l.quantity, unitAmount: l.unitAmount, includesTax: l.includesTax }));
        promotions.forEach((p, n) => {
          if (random.promotions[n].coded) items.push(codeLine(100 + n, p, `CODE${n}`));
        });
        const taxes = random.lines.flatMap((l, n) => (l.rate ? [{ id: `t${n}`, cartItemId: items[n].id, name: "", jurisdiction: "", code: "", rate: l.rate, createdAt: t0 }] : []));
        const customDiscounts = random.customAmounts.map((amount, n) => ({
          id: uuid("3", n), cartId: "cart-1", cartItemId: null, amount: -amount, description: "", discountCode: `CD${n}`, discountEngine: "", externalId: "", createdAt: t0,
        }));
        const view: CartView = {
          cart: cartRow({ customDiscountsEnabled: random.custom, useRulePromotions: !random.custom }),
          items,
          taxes,
          groups: [],
          discounts: context(promotions, customDiscounts),
        };
        const { data, meta } = itemsCollection(view, AS_STORED);
        for (const measure of MEASURES) {
          const sum = data.reduce((s, item) => s + item.meta.display_price[measure].value.amount, 0);
          expect(sum).toBe(meta.display_price[measure].amount);
        }
        expect(meta.display_price.discount.amount).toBeLessThanOrEqual(0);
        expect(meta.display_price.without_tax.amount).toBeGreaterThanOrEqual(0);
        expect(meta.display_price.with_tax.amount).toBe(meta.display_price.without_tax.amount + meta.display_price.tax.amount);
        const discounts = Object.values(meta.discounts).reduce((s, d) => s + d.amount, 0);
        expect(discounts).toBe(meta.display_price.discount.amount);
        for (const item of data) {
          const p = item.meta.display_price;
          // A line's discount is as priced: off the amount with tax where the price includes it, else without.
          if (item.type === "promotion_item") expect(p.discount.value.amount).toBe(item.value.amount);
          else if (item.unit_price.includes_tax) expect(p.with_tax.value.amount - p.discount.value.amount).toBe(item.value.amount);
          else expect(p.without_discount.value.amount + p.discount.value.amount).toBe(p.without_tax.value.amount);
          expect(p.with_tax.value.amount).toBe(p.without_tax.value.amount + p.tax.value.amount);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("which promotions combine (promotion-combination.ts)", () => {
  const automatic = (n: number, overrides: Partial<CartPromotion> = {}) => promotion(n, { automatic: true, liveCodes: [], ...overrides });
  const ruleCart = cartRow({ useRulePromotions: true });

  it("a code that does not combine gives way to an automatic promotion that takes more off, and says so", () => {
    const code = promotion(1, { combinable: false, liveCodes: ["welcome10"], promotionType: "percent_discount", schema: { currencies: [{ currency: "USD", percentage: 10 }] } });
    const spend = automatic(2, { name: "Spend 100, save 15", schema: { currencies: [{ currency: "USD", amount: 1500 }] } });
    const view = { cart: ruleCart, items: [line(1, { unitAmount: 12_000 }), codeLine(9, code, "WELCOME10")], taxes: [] };
    const result = applyCartDiscounts(view, context([code, spend]), t0);
    // 10% of 120.00 is 12.00 < 15.00: the automatic promotion wins, the code line stays worth 0.
    expect(result.items.map((i) => i.unitAmount)).toEqual([12_000, 0, -1500]);
    expect(result.messages.map((m) => m.description)).toEqual(["WELCOME10 is not used: Spend 100, save 15 takes more off, and the two do not combine."]);
  });

  it("the code stays when it takes off more; both apply only when both combine", () => {
    const code = promotion(1, { combinable: false, liveCodes: ["big20"], schema: { currencies: [{ currency: "USD", amount: 2000 }] } });
    const spend = automatic(2, { name: "Spend 100, save 15", schema: { currencies: [{ currency: "USD", amount: 1500 }] } });
    const view = { cart: ruleCart, items: [line(1, { unitAmount: 12_000 }), codeLine(9, code, "BIG20")], taxes: [] };
    const kept = applyCartDiscounts(view, context([code, spend]), t0);
    expect(kept.items.map((i) => i.unitAmount)).toEqual([12_000, -2000]);
    expect(kept.messages.map((m) => m.description)).toEqual(["Spend 100, save 15 is not used: BIG20 takes more off, and the two do not combine."]);
    const both = applyCartDiscounts(view, context([{ ...code, combinable: true }, { ...spend, combinable: true }]), t0);
    expect(both.items.map((i) => i.unitAmount)).toEqual([12_000, -2000, -1500]);
    expect(both.messages).toEqual([]);
  });

  it("an automatic promotion used up does not apply", () => {
    const spend = automatic(2, { maxUses: 1, uses: { orders: 1, customerOrders: 0 } });
    const result = applyCartDiscounts({ cart: ruleCart, items: [line(1, { unitAmount: 12_000 })], taxes: [] }, context([spend]), t0);
    expect(result.automaticLines).toBe(0);
  });
});
