// The re-order rule on its own: an order's items in, line drafts (and what was skipped) out.
import { describe, expect, it } from "vitest";
import type { Caller } from "../../auth/tokens";
import type { ProductRow } from "../../catalog/products";
import { ApiError } from "../../errors";
import type { OrderItemRow, OrderRow } from "../../orders/orders";
import type { CartRow } from "../cart-view";
import { productLineIdentity } from "../line-identity";
import { catalogOf } from "@/lib/storage/carts/rows";
import type { ResolveContext } from "./item-handler";
import { orderItemsHandler } from "./order-items";
import { orderLineFixture } from "@/tests/support/order-line-fixture";

const t0 = new Date("2026-01-01T00:00:00Z");
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const ACCOUNT = uuid(500);

const pen: ProductRow = {
  id: uuid(1), sku: "PEN", slug: "pen", name: "Pen", description: "", status: "live", commodityType: "physical",
  price: { USD: { amount: 1500, includes_tax: false } }, customInputs: null, components: null, image: null, mainImageId: null, manageStock: false, baseProductId: null, childOptionIds: null, archivedAt: null, tags: null,
  createdAt: t0, updatedAt: t0,
};
const cart: CartRow = {
  id: "c", name: "Cart", description: "", currency: "USD", expiryDays: 7, customDiscountsEnabled: false, useRulePromotions: false, snapshotDate: "",
  customAttributes: {}, paymentIntentId: "pi_1", accountId: null, customerId: null, createdAt: t0, updatedAt: t0,
};

function order(accountId: string | null): OrderRow {
  return {
    id: uuid(100), accountId, cartId: "old", status: "complete", payment: "paid", shipping: "fulfilled", stockHeld: false, currency: "USD",
    customer: { name: "A", email: "a@example.com" }, billingAddress: {}, shippingAddress: {}, displayPrice: {}, number: 1001, shippingGroups: [], shippingRefunded: false, shipment: null, placedFrom: null, anonymized: false, createdAt: t0, updatedAt: t0,
  };
}

const item = (n: number, type: string, fields: Record<string, unknown>, productId: string | null = null, quantity = 1): OrderItemRow => ({
  id: uuid(200 + n), orderId: uuid(100), cartItem: orderLineFixture({ type, quantity, ...fields }), charged: null, type, productId, quantity, position: n, refundedQuantity: 0, restockedQuantity: 0, createdAt: t0,
});

const items = [
  item(1, "cart_item", { id: uuid(301), type: "cart_item", custom_inputs: { engraving: "Ada" }, unit_price: { amount: 1250 } }, pen.id, 2),
  item(2, "custom_item", { id: uuid(302), type: "custom_item", name: "Gift wrap", sku: "WRAP" }),
  item(3, "promotion_item", { id: uuid(303), type: "promotion_item", name: "Summer", code: "SUMMER" }),
];

const ctxFor = (caller: Caller): ResolveContext => ({ cart, currency: "USD", catalog: catalogOf([]), lines: [], groups: [], caller, source: "data[0]" });
const loadedFor = (o: OrderRow) => ({ orders: new Map([[o.id, { order: o, items }]]), catalog: catalogOf([pen]) });
const shopper: Caller = { grant: "implicit", subject: "s" };

describe("re-order (order_items)", () => {
  it("copies catalog lines at today's price with their inputs; custom items and promotions are skipped with a message each", () => {
    const result = orderItemsHandler.resolve({ type: "order_items", order_id: uuid(100) }, ctxFor(shopper), loadedFor(order(null))) as any;
    expect(result.errors).toEqual([]);
    expect(result.drafts).toHaveLength(1);
    expect(result.drafts[0]).toMatchObject({
      identity: productLineIdentity({ productId: pen.id, customInputs: { engraving: "Ada" } }),
      quantity: 2,
      unitAmount: 1500,
      customInputs: { engraving: "Ada" },
      shippingGroupId: null,
    });
    expect(result.messages.map((m: { source: string; title: string }) => [m.source, m.title])).toEqual([
      ["data[0]", "Custom item not re-ordered"],
      ["data[0]", "Promotion not re-applied"],
    ]);
    expect(result.messages[1].description).toContain("SUMMER");
  });

  it("an account's order is re-ordered by that account and administrators only; others are told it does not exist", () => {
    const owned = loadedFor(order(ACCOUNT));
    const input = { type: "order_items" as const, order_id: uuid(100) };
    expect(() => orderItemsHandler.resolve(input, ctxFor({ ...shopper, accountId: ACCOUNT }), owned)).not.toThrow();
    expect(() => orderItemsHandler.resolve(input, ctxFor({ grant: "client_credentials", subject: "a" }), owned)).not.toThrow();
    for (const caller of [shopper, { ...shopper, accountId: uuid(501) }]) {
      try {
        orderItemsHandler.resolve(input, ctxFor(caller), owned);
        expect.unreachable();
      } catch (error) {
        expect((error as ApiError).errors[0]).toMatchObject({ status: 404, title: "Not Found", detail: "Order not found" });
      }
    }
  });

  it("a product that is no longer in the catalog is an error naming the order item; the order id matches in any case", () => {
    const loaded = { orders: loadedFor(order(null)).orders, catalog: catalogOf([]) };
    const result = orderItemsHandler.resolve({ type: "order_items", order_id: uuid(100).toUpperCase() }, ctxFor(shopper), loaded) as any;
    expect(result.drafts).toEqual([]);
    expect(result.errors).toEqual([expect.objectContaining({ status: 404, title: "Product not found", source: "data[0]", meta: expect.objectContaining({ order_item_id: uuid(201) }) })]);
  });
});
