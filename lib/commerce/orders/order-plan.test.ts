// The plan of a checkout (order-plan.ts): the order a cart read under its lock becomes, with no database.
import { describe, expect, it } from "vitest";
import { cartRowFixture, FIXTURE_TIME } from "@/tests/support/cart-row-fixture";
import type { CheckoutRead } from "@/lib/storage/carts/cart-store";
import type { CartItemRow, ShippingGroupRow } from "@/lib/storage/carts/rows";
import { ApiError } from "../errors";
import { planOrder } from "./order-plan";
import type { CheckoutRequest } from "./checkout-schema";

const address = { first_name: "Ada", last_name: "Lovelace", line_1: "1 Bench St", city: "London", postcode: "SW1A 1AA", country: "GB" };
const request = { customer: { name: "Ada Lovelace", email: "ada@example.com" }, billing_address: address, shipping_address: address } as CheckoutRequest;
const PEN = "20000000-0000-4000-8000-000000000001";
const GROUP = "30000000-0000-4000-8000-000000000001";

function line(n: number, overrides: Partial<CartItemRow> = {}): CartItemRow {
  return {
    id: `10000000-0000-4000-8000-00000000000${n}`,
    cartId: "cart-1",
    type: "cart_item",
    identity: `line-${n}`,
    productId: PEN,
    name: `Line ${n}`,
    description: "",
    sku: `SKU-${n}`,
    slug: "",
    quantity: 2,
    unitAmount: 1250,
    includesTax: false,
    manageStock: true,
    customInputs: null,
    bundleConfiguration: null,
    shippingGroupId: null,
    promotionId: null,
    promotionCode: null,
    subscription: null,
    image: null,
    position: n,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}

const group: ShippingGroupRow = {
  id: GROUP,
  cartId: "cart-1",
  shippingType: "standard",
  externalRef: null,
  shippingPrice: { base: 500, tax: 100, fees: 0 },
  taxRate: null,
  createdAt: FIXTURE_TIME,
  updatedAt: FIXTURE_TIME,
} as unknown as ShippingGroupRow;

const readOf = (items: CartItemRow[], extra: Partial<CheckoutRead> = {}): CheckoutRead => ({
  cart: cartRowFixture(),
  items,
  taxes: [],
  groups: [],
  discounts: { promotions: [], customDiscounts: [] },
  ...extra,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, title: error.errors[0].title };
    throw error;
  }
  return undefined;
};

describe("planOrder", () => {
  it("keeps the cart's lines in order, totals to the minor unit, and the buyer", () => {
    const custom = line(2, { type: "custom_item", productId: null, name: "Gift wrap", sku: "WRAP", quantity: 1, unitAmount: 350, manageStock: false });
    const plan = planOrder(readOf([line(1), custom]), request, { accountId: null, placedFrom: "203.0.113.7" });
    expect(plan.items.map((item) => [item.position, item.type, item.productId, item.quantity])).toEqual([
      [0, "cart_item", PEN, 2],
      [1, "custom_item", null, 1],
    ]);
    expect(plan.total).toBe(2 * 1250 + 350);
    expect(plan.order).toMatchObject({ cartId: "cart-1", currency: "USD", accountId: null, placedFrom: "203.0.113.7", customer: request.customer });
    expect((plan.order.displayPrice as { balance_owing: { amount: number }; paid: { amount: number } }).balance_owing.amount).toBe(2850);
    expect((plan.order.displayPrice as { paid: { amount: number } }).paid.amount).toBe(0);
  });

  it("wants the stock of catalog lines only, with their names for a shortfall's message", () => {
    const custom = line(2, { type: "custom_item", productId: null, quantity: 5 });
    const plan = planOrder(readOf([line(1, { quantity: 3 }), custom]), request, { accountId: null, placedFrom: null });
    expect(plan.stockWanted).toEqual([{ productId: PEN, quantity: 3, name: "Line 1", sku: "SKU-1" }]);
  });

  it("keeps the shipping groups as chosen and adds their price to the total", () => {
    const plan = planOrder(readOf([line(1, { shippingGroupId: GROUP })], { groups: [group] }), request, { accountId: null, placedFrom: null });
    expect(plan.order.shippingGroups).toEqual([{ id: GROUP, shipping_type: "standard", external_ref: null, price: { base: 500, tax: 100, fees: 0 } }]);
    expect(plan.total).toBe(2 * 1250 + 500 + 100);
  });

  it("refuses a cart with nothing to buy", () => {
    expect(refusal(() => planOrder(readOf([]), request, { accountId: null, placedFrom: null }))).toEqual({ status: 400, title: "Cart is empty" });
    const promotionOnly = line(1, { type: "promotion_item", productId: null, quantity: 1, unitAmount: -100 });
    expect(refusal(() => planOrder(readOf([promotionOnly]), request, { accountId: null, placedFrom: null }))?.title).toBe("Cart is empty");
  });

  it("refuses subscriptions without an account, and plans them with one", () => {
    const subscription = line(1, { type: "subscription_item", productId: null, subscription: { offering_id: "o", plan_id: "p" } as CartItemRow["subscription"] });
    expect(refusal(() => planOrder(readOf([subscription]), request, { accountId: null, placedFrom: null }))?.title).toBe("Account required");
    expect(planOrder(readOf([subscription]), request, { accountId: "40000000-0000-4000-8000-000000000001", placedFrom: null }).order.accountId).toBe("40000000-0000-4000-8000-000000000001");
  });
});
