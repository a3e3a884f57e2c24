// Property: over random carts (products, custom items, promotion lines, tax-inclusive and exclusive
// prices, several tax rates, shipping groups linked or not), the rendered lines sum to the cart's
// totals to the minor unit, every value is unit × quantity, and with_tax = without_tax + tax.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartRowFixture } from "@/tests/support/cart-row-fixture";
import { AS_STORED } from "../absolute-href";
import { cartDocument, cartDocumentBytes, itemsCollection, itemsCollectionBytes } from "./cart-resource";
import type { CartView } from "./cart-view";
import { cartTotals, lineTotals, taxOf } from "./totals";

const MEASURES = ["with_tax", "without_tax", "tax", "discount", "without_discount"] as const;
const t0 = new Date("2026-11-21T10:00:00Z");

const lineArb = fc.record({
  type: fc.constantFrom("cart_item", "custom_item", "promotion_item"),
  quantity: fc.integer({ min: 1, max: 1000 }),
  unitAmount: fc.integer({ min: 0, max: 5_000_000 }),
  includesTax: fc.boolean(),
  rates: fc.array(fc.constantFrom(0.05, 0.07, 0.075, 0.1, 0.125, 0.2, 0.21, 0.255), { maxLength: 3 }),
  group: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
});

const cartArb = fc.record({
  currency: fc.constantFrom("USD", "EUR", "GBP", "JPY"),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 100 }),
  groups: fc.array(fc.record({ base: fc.nat(5000), tax: fc.nat(1000), fees: fc.nat(500) }), { minLength: 3, maxLength: 3 }),
});

type RandomCart = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

function viewOf(cart: RandomCart): CartView {
  const groupId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const items = cart.lines.map((l, i) => ({
    id: `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    cartId: "c",
    type: l.type,
    identity: String(i),
    productId: null,
    name: `Line ${i}`,
    description: "",
    sku: "",
    slug: "",
    quantity: l.type === "promotion_item" ? 1 : l.quantity,
    unitAmount: l.type === "promotion_item" ? -l.unitAmount || 0 : l.unitAmount,
    includesTax: l.includesTax,
    manageStock: false,
    customInputs: null,
    bundleConfiguration: null,
    shippingGroupId: l.group === undefined ? null : groupId(l.group),
    promotionId: null,
    promotionCode: l.type === "promotion_item" ? `CODE${i}` : null,
    subscription: null,
    image: null,
    position: i,
    createdAt: t0,
    updatedAt: t0,
  }));
  const taxes = cart.lines.flatMap((l, i) =>
    l.type === "promotion_item" ? [] : l.rates.map((rate, k) => ({ id: `t${i}-${k}`, cartItemId: items[i].id, name: "VAT", jurisdiction: "", code: "", rate, createdAt: t0 })),
  );
  const groups = cart.groups.map((g, n) => ({
    id: groupId(n),
    cartId: "c",
    shippingType: "",
    trackingReference: "",
    externalRef: null,
    address: {},
    deliveryTime: null,
    shippingPrice: g,
    taxRate: null,
    createdAt: t0,
    updatedAt: t0,
  }));
  const cartRow = cartRowFixture({ id: "c", currency: cart.currency, createdAt: t0, updatedAt: t0 });

  return { cart: cartRow, items, taxes, groups };
}

describe("cart totals (property)", () => {
  it("the lines plus shipping sum to the cart's totals to the minor unit", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const collection = itemsCollection(viewOf(cart), AS_STORED);
        const totals = collection.meta.display_price;
        const shipping = totals.shipping.amount;
        const linked = new Set(cart.lines.map((l) => l.group).filter((g) => g !== undefined));
        const groupSum = (pick: (g: (typeof cart.groups)[number]) => number) =>
          cart.groups.reduce((sum, g, n) => sum + (linked.has(n) ? pick(g) : 0), 0);
        const shippingShare = {
          with_tax: shipping,
          without_tax: groupSum((g) => g.base + g.fees),
          tax: groupSum((g) => g.tax),
          discount: 0,
          without_discount: groupSum((g) => g.base + g.fees),
        };
        for (const measure of MEASURES) {
          const lines = collection.data.reduce((sum, item) => sum + item.meta.display_price[measure].value.amount, 0);
          expect(lines + shippingShare[measure]).toBe(totals[measure].amount);
          expect(Number.isInteger(totals[measure].amount)).toBe(true);
          expect(totals[measure].currency).toBe(cart.currency);
        }
        expect(totals.with_tax.amount).toBe(totals.without_tax.amount + totals.tax.amount);
        for (const item of collection.data) {
          expect(item.value.amount).toBe(item.unit_price.amount * item.quantity);
          const p = item.meta.display_price;
          expect(p.with_tax.value.amount).toBe(p.without_tax.value.amount + p.tax.value.amount);
          expect(p.without_discount.value.amount + p.discount.value.amount).toBe(p.without_tax.value.amount);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the add-to-cart answer as JSON bytes (lines remembered per row)", () => {
  it("is exactly the UTF-8 JSON of the object answer, and stays so when a remembered line's totals, currency, tax items or origin change", () => {
    const errors = [{ status: 404, title: "Product not found", detail: "x", source: "data[1]", meta: { id: "y" } }];
    fc.assert(
      fc.property(cartArb, fc.constantFrom("USD", "EUR", "JPY"), fc.boolean(), (cart, otherCurrency, withErrors) => {
        const view = viewOf(cart);
        // Rows read unchanged from the database are frozen and shared between requests (lib/storage/carts/line-cache.ts).
        const image = { href: "/products/mug.svg", mime_type: "image/svg+xml", file_name: "mug.svg" };
        const frozen: CartView = { ...view, items: view.items.map((item) => Object.freeze({ ...item, image })) };
        const expected = (v: CartView, origin: string) => JSON.stringify({ ...itemsCollection(v, origin), ...(withErrors ? { errors } : {}) });
        const bytes = (v: CartView, origin: string) => itemsCollectionBytes(v, origin, withErrors ? errors : []).toString("utf8");
        expect(bytes(frozen, "https://a.example")).toBe(expected(frozen, "https://a.example"));
        // The same row objects again: the first line's tax items change, and the currency.
        const changed: CartView = {
          ...frozen,
          cart: { ...frozen.cart, currency: otherCurrency },
          taxes: [...frozen.taxes.filter((t) => t.cartItemId !== frozen.items[0].id), { ...frozen.taxes[0], id: "new-tax", cartItemId: frozen.items[0].id, rate: 0.33 }].filter(Boolean),
        };
        expect(bytes(changed, "https://a.example")).toBe(expected(changed, "https://a.example"));
        expect(bytes(frozen, "https://a.example")).toBe(expected(frozen, "https://a.example"));
        // Another origin (another proxy, or PUBLIC_URL changed): the remembered lines are not reused.
        expect(bytes(frozen, "http://b.example:8080")).toBe(expected(frozen, "http://b.example:8080"));
        expect(bytes(frozen, "http://b.example:8080")).toContain('"href":"http://b.example:8080/products/mug.svg"');
      }),
      { numRuns: 200 },
    );
  });
});

describe("the cart document as JSON bytes (GET /v2/carts/{id}?include=…)", () => {
  it("is exactly the UTF-8 JSON of cartDocument, for every set of includes, lines remembered or not", () => {
    const includes = fc.subarray(["items", "tax_items", "custom_discounts", "promotions"] as const);
    fc.assert(
      fc.property(cartArb, includes, fc.boolean(), (cart, names, frozenRows) => {
        const view = viewOf(cart);
        const rows: CartView = frozenRows ? { ...view, items: view.items.map((item) => Object.freeze({ ...item })) } : view;
        const include = new Set(names);
        const expected = JSON.stringify(cartDocument(rows, "https://a.example", include));
        expect(cartDocumentBytes(rows, "https://a.example", include).toString("utf8")).toBe(expected);
        // Again, with what the first call remembered.
        expect(cartDocumentBytes(rows, "https://a.example", include).toString("utf8")).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe("tax of a line", () => {
  it("is round(value × rate), half away from zero, per tax item", () => {
    expect(taxOf(1000, [0.2], false)).toBe(200);
    expect(taxOf(125, [0.1], false)).toBe(13); // 12.5 → 13
    expect(taxOf(-125, [0.1], false)).toBe(-13);
    expect(taxOf(1000, [0.1, 0.05], false)).toBe(150);
  });

  it("is taken out of a price that includes it", () => {
    const t = lineTotals({ id: "a", type: "cart_item", quantity: 2, unitAmount: 1200, includesTax: true, taxRates: [0.2] });
    expect(t.value).toBe(2400);
    expect(t.tax.value).toBe(400);
    expect(t.withoutTax.value).toBe(2000);
    expect(t.withTax.value).toBe(2400);
  });

  it("shipping counts once per linked group and not at all without a linked line", () => {
    const lines = [{ id: "a", type: "cart_item" as const, quantity: 1, unitAmount: 100, includesTax: false, taxRates: [], shippingGroupId: "g1" }];
    const groups = [
      { id: "g1", base: 500, tax: 100, fees: 50 },
      { id: "g2", base: 900, tax: 0, fees: 0 },
    ];
    expect(cartTotals(lines, groups).totals).toEqual({ withTax: 750, withoutTax: 650, tax: 100, discount: 0, withoutDiscount: 650, shipping: 650 });
  });
});
