// The merge rule on its own: source lines in, line drafts out (the pipeline sums them by identity).
import { describe, expect, it } from "vitest";
import type { ProductRow } from "../../catalog/products";
import { ApiError } from "../../errors";
import type { CartItemRow, CartRow } from "../cart-view";
import { catalogOf } from "@/lib/storage/carts/rows";
import { productLineIdentity } from "../line-identity";
import { cartItemsHandler } from "./cart-items";
import type { ResolveContext } from "./item-handler";

const t0 = new Date("2026-01-01T00:00:00Z");
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function product(n: number, amount: number, extra: Partial<ProductRow> = {}): ProductRow {
  return {
    id: uuid(n), sku: `P${n}`, slug: `p${n}`, name: `Product ${n}`, description: "", status: "live", commodityType: "physical",
    price: { USD: { amount, includes_tax: false } }, customInputs: null, components: null, image: null, mainImageId: null, manageStock: false, baseProductId: null, childOptionIds: null, archivedAt: null, tags: null,
    createdAt: t0, updatedAt: t0, ...extra,
  };
}

function cart(id: string, currency: string | null): CartRow {
  return {
    id, name: "Cart", description: "", currency, expiryDays: 7, customDiscountsEnabled: false, useRulePromotions: false, snapshotDate: "",
    customAttributes: {}, paymentIntentId: null, accountId: null, customerId: null, createdAt: t0, updatedAt: t0,
  };
}

function line(cartId: string, n: number, fields: Partial<CartItemRow>): CartItemRow {
  return {
    id: uuid(1000 + n), cartId, type: "cart_item", identity: `line-${n}`, productId: null, name: "", description: "", sku: "", slug: "",
    quantity: 1, unitAmount: 0, includesTax: false, manageStock: false, customInputs: null, bundleConfiguration: null, shippingGroupId: null,
    promotionId: null, promotionCode: null, subscription: null, image: null, position: n, createdAt: t0, updatedAt: t0, ...fields,
  };
}

const [a, b] = [product(1, 1000), product(2, 2000)];
const catalog = catalogOf([a, b]);
const target = cart("target", "USD");
const ctx: ResolveContext = { cart: target, currency: "USD", catalog, lines: [], groups: [], caller: { grant: "implicit", subject: "s" }, source: "data" };

function loaded(source: CartRow, lines: CartItemRow[]) {
  return { carts: new Map([[source.id, { cart: source, lines }]]), catalog };
}

describe("merge (cart_items)", () => {
  const source = cart("anon", "USD");

  it("copies product lines as adds of the same product (today's price, no shipping group) and custom lines under their own identity", () => {
    const lines = [
      line("anon", 1, { productId: a.id, quantity: 2, unitAmount: 1, shippingGroupId: uuid(99) }),
      line("anon", 2, { productId: b.id, quantity: 1, customInputs: { note: "hi" } }),
      line("anon", 3, { type: "custom_item", identity: '{"sku":"WRAP","type":"custom_item"}', name: "Wrap", sku: "WRAP", quantity: 3, unitAmount: 350, includesTax: true }),
    ];
    const result = cartItemsHandler.resolve({ type: "cart_items", cart_id: "anon" }, ctx, loaded(source, lines));
    expect(Array.isArray(result)).toBe(false);
    const { drafts, errors, messages } = result as Exclude<typeof result, unknown[]>;
    expect(errors).toEqual([]);
    expect(messages).toEqual([]);
    expect(drafts.map((d) => [d.identity, d.quantity, d.unitAmount, d.shippingGroupId])).toEqual([
      [productLineIdentity({ productId: a.id }), 2, 1000, null],
      [productLineIdentity({ productId: b.id, customInputs: { note: "hi" } }), 1, 2000, null],
      ['{"sku":"WRAP","type":"custom_item"}', 3, 350, null],
    ]);
    expect(drafts[2]).toMatchObject({ type: "custom_item", includesTax: true, refreshExisting: false });
  });

  it("skips promotion lines with a message; a source with only promotions may have any currency", () => {
    const lines = [line("anon", 1, { type: "promotion_item", promotionCode: "SUMMER", unitAmount: -100 })];
    const result = cartItemsHandler.resolve({ type: "cart_items", cart_id: "anon" }, ctx, loaded(cart("anon", "EUR"), lines)) as { drafts: unknown[]; messages: { title: string }[] };
    expect(result.drafts).toEqual([]);
    expect(result.messages.map((m) => m.title)).toEqual(["Promotion not merged"]);
  });

  it("refuses another currency, an unknown cart and the cart itself", () => {
    const lines = [line("anon", 1, { productId: a.id })];
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as ApiError).errors[0];
      }
      throw new Error("expected a refusal");
    };
    expect(refusal(() => cartItemsHandler.resolve({ type: "cart_items", cart_id: "anon" }, ctx, loaded(cart("anon", "EUR"), lines)))).toMatchObject({
      status: 400,
      title: "Cart Currency Mismatch",
    });
    expect(refusal(() => cartItemsHandler.resolve({ type: "cart_items", cart_id: "nope" }, ctx, loaded(source, lines)))).toMatchObject({ status: 404 });
    expect(refusal(() => cartItemsHandler.resolve({ type: "cart_items", cart_id: "target" }, ctx, loaded(target, [])))).toMatchObject({ status: 422 });
  });

  it("a line whose product is gone is an error naming it; the other lines still come", () => {
    const gone = uuid(7);
    const lines = [line("anon", 1, { productId: gone }), line("anon", 2, { productId: a.id })];
    const result = cartItemsHandler.resolve({ type: "cart_items", cart_id: "anon" }, ctx, loaded(source, lines)) as { drafts: unknown[]; errors: { title: string; meta: object }[] };
    expect(result.drafts).toHaveLength(1);
    expect(result.errors).toEqual([expect.objectContaining({ title: "Product not found", meta: expect.objectContaining({ id: gone, cart_id: "anon", cart_item_id: uuid(1001) }) })]);
  });
});
