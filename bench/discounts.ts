// What the discount recalculation (lib/commerce/carts/cart-discounts.ts) costs when a cart is priced:
// itemsCollection() of a full cart (100 items: 95 product lines, one tax item, two code promotion
// lines and two automatic promotion lines) without a discount context (lines as stored) and with it,
// and of a custom-discount cart of 95 lines with five custom discounts allocated over them. Pure CPU,
// no database. Prints µs for the recalculation alone and for the whole pricing.
//
//   npx tsx bench/discounts.ts            (BENCH_ITERATIONS=2000 by default)
import { AS_STORED } from "@/lib/commerce/absolute-href";
import { itemsCollection } from "@/lib/commerce/carts/cart-resource";
import type { CartPromotion, CartView, CustomDiscountRow } from "@/lib/commerce/carts/cart-view";
import { applyCartDiscounts } from "@/lib/commerce/carts/cart-discounts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const t0 = new Date("2026-11-21T10:00:00Z");
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function cart(custom: boolean): CartView["cart"] {
  return {
    id: "bench", name: "Cart", description: "", currency: "USD", expiryDays: 7, customDiscountsEnabled: custom, useRulePromotions: !custom,
    snapshotDate: "", customAttributes: {}, paymentIntentId: null, accountId: null, customerId: null, createdAt: t0, updatedAt: t0,
  };
}

const lines: CartView["items"] = Array.from({ length: 95 }, (_, n) => ({
  id: id("1", n), cartId: "bench", type: "cart_item", identity: `l${n}`, productId: id("4", n), name: `Product ${n}`, description: "", sku: `SKU-${n}`,
  slug: `p-${n}`, quantity: 1 + (n % 5), unitAmount: 999 + n * 37, includesTax: n % 2 === 0, manageStock: false, customInputs: null, bundleConfiguration: null,
  shippingGroupId: null, promotionId: null, promotionCode: null, subscription: null, image: null, position: n, createdAt: t0, updatedAt: t0,
}));
const taxes: CartView["taxes"] = lines.slice(0, 1).map((l, n) => ({ id: id("5", n), cartItemId: l.id, name: "VAT", jurisdiction: "UK", code: "VAT", rate: 0.2, createdAt: t0 }));
const promotion = (n: number, automatic: boolean, percent: boolean): CartPromotion => ({
  id: id("2", n), name: `Promotion ${n}`, description: "", promotionType: percent ? "percent_discount" : "fixed_discount",
  schema: { currencies: [percent ? { currency: "USD", percentage: 10 } : { currency: "USD", amount: 1500 }] }, enabled: true, automatic,
  minCartValue: [{ currency: "USD", amount: 10_000 }], start: null, end: null, createdAt: new Date(t0.getTime() + n), updatedAt: t0, liveCodes: [`code${n}`],
  // All four apply together, as the bench has always measured them.
  combinable: true, maxUses: null, maxUsesPerCustomer: null, uses: { orders: 0, customerOrders: 0 },
});
const promotions = [promotion(1, false, true), promotion(2, false, false), promotion(3, true, true), promotion(4, true, false)];
const codeLines: CartView["items"] = promotions.slice(0, 2).map((p, n) => ({
  ...lines[0], id: id("6", n), type: "promotion_item", identity: `p${n}`, productId: null, quantity: 1, unitAmount: 0, includesTax: false,
  promotionId: p.id, promotionCode: `CODE${n + 1}`, position: 200 + n,
}));
const customDiscounts: CustomDiscountRow[] = Array.from({ length: 5 }, (_, n) => ({
  id: id("3", n), cartId: "bench", cartItemId: null, amount: -(500 + n * 100), description: "", discountCode: `CD${n}`, discountEngine: "", externalId: "", createdAt: new Date(t0.getTime() + n),
}));

const views: [string, CartView][] = [
  ["95 lines + 2 code lines, as stored", { cart: cart(false), items: [...lines, ...codeLines], taxes, groups: [] }],
  ["95 lines + 2 code + 2 automatic promotions", { cart: cart(false), items: [...lines, ...codeLines], taxes, groups: [], discounts: { promotions, customDiscounts: [] } }],
  ["95 lines + 5 custom discounts allocated", { cart: cart(true), items: lines, taxes, groups: [], discounts: { promotions: [], customDiscounts } }],
];

for (const [label, view] of views.slice(1)) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) applyCartDiscounts(view, view.discounts!, t0);
  console.log(`recalculation alone: ${label.padEnd(44)} ${(Number(process.hrtime.bigint() - started) / 1000 / ITERATIONS).toFixed(1).padStart(8)} µs`);
}
for (const [label, view] of views) {
  for (let i = 0; i < 200; i++) itemsCollection(view, AS_STORED); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) itemsCollection(view, AS_STORED);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / ITERATIONS;
  const { data, meta } = itemsCollection(view, AS_STORED);
  console.log(`${label.padEnd(44)} ${micros.toFixed(1).padStart(8)} µs per pricing   (${data.length} lines, total ${meta.display_price.with_tax.formatted})`);
}
