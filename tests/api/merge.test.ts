// Merge — docs/api.md "Adding to a cart", rule 11: {"type":"cart_items","cart_id"}.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { cartItems } from "@/lib/storage/schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCartId = () => `mg-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown, options: { headers?: Record<string, string>; options?: unknown } = {}) =>
  call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    body: { data, ...(options.options !== undefined ? { options: options.options } : {}) },
    headers: options.headers,
  });
const merge = (cartId: string) => ({ type: "cart_items", cart_id: cartId });
const getItems = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const getCart = (cartId: string) => call("GET", `/v2/carts/${cartId}`, { token: implicit });
const item = (product: { id: string }, quantity = 1) => ({ type: "cart_item", id: product.id, quantity });
const quantities = (body: { data: { sku: string; quantity: number }[] }) => body.data.map((l) => [l.sku, l.quantity]);

async function products(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => makeProduct(admin, { sku: `P${i}-${randomUUID().slice(0, 6)}`, price: { USD: { amount: 1000 * (i + 1), includes_tax: false }, EUR: { amount: 900, includes_tax: false } } })));
}

describe("merging carts", () => {
  it("the seed's example exactly: existing A,B,C plus anonymous A,A,B gives A×3, B×2, C×1; the source is left as it was", async () => {
    const [a, b, c] = await products(3);
    const target = newCartId();
    const source = newCartId();
    for (const p of [a, b, c]) await add(target, item(p));
    for (const p of [a, a, b]) await add(source, item(p));
    const sourceBefore = await getItems(source);
    const sourceCartBefore = await getCart(source);
    expect(quantities(sourceBefore.body)).toEqual([
      [a.attributes.sku, 2],
      [b.attributes.sku, 1],
    ]);

    const merged = await add(target, merge(source));
    expect(merged.status).toBe(201);
    expect(merged.body).not.toHaveProperty("errors");
    expect(quantities(merged.body)).toEqual([
      [a.attributes.sku, 3],
      [b.attributes.sku, 2],
      [c.attributes.sku, 1],
    ]);
    expect(merged.body.meta.display_price.with_tax.amount).toBe(3 * 1000 + 2 * 2000 + 3000);
    expect((await getItems(source)).body).toEqual(sourceBefore.body);
    expect((await getCart(source)).body).toEqual(sourceCartBefore.body);
  });

  it("into an empty cart copies every line; product lines take today's catalog price", async () => {
    const [a, b] = await products(2);
    const source = newCartId();
    await add(source, [item(a, 2), item(b, 1)]);
    await call("PUT", `/pcm/products/${a.id}`, { token: admin, body: { data: { type: "product", attributes: { price: { USD: { amount: 1111, includes_tax: false } } } } } });
    const merged = await add(newCartId(), merge(source));
    expect(merged.status).toBe(201);
    expect(merged.body.data.map((l: any) => [l.product_id, l.quantity, l.unit_price.amount])).toEqual([
      [a.id, 2, 1111],
      [b.id, 1, 2000],
    ]);
  });

  it("custom items too: the same sku sums into the target's line (which keeps its price); a line without sku stays its own line", async () => {
    const target = newCartId();
    const source = newCartId();
    await add(target, { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 350 } });
    await add(source, [
      { type: "custom_item", name: "Gift wrap (deluxe)", sku: "WRAP", quantity: 2, price: { amount: 400 } },
      { type: "custom_item", name: "Hand-written card", quantity: 1, price: { amount: 200 }, custom_inputs: { message: "Happy birthday" } },
    ]);
    const merged = await add(target, merge(source));
    expect(merged.status).toBe(201);
    expect(merged.body.data.map((l: any) => [l.type, l.name, l.sku, l.quantity, l.unit_price.amount, l.custom_inputs ?? null])).toEqual([
      ["custom_item", "Gift wrap", "WRAP", 3, 350, null],
      ["custom_item", "Hand-written card", "", 1, 200, { message: "Happy birthday" }],
    ]);
    // The same source merged again joins by line identity: the sku-less line is the same line.
    const again = await add(target, merge(source));
    expect(again.body.data.map((l: any) => l.quantity)).toEqual([5, 2]);
  });

  it("carries custom_inputs and bundle selections; lines differing in them stay apart", async () => {
    const pen = await makeProduct(admin, { price: { USD: { amount: 1250 } }, custom_inputs: { engraving: { name: "Engraving", required: false } } });
    const mug = await makeProduct(admin, { price: { USD: { amount: 1400 } } });
    const cup = await makeProduct(admin, { price: { USD: { amount: 900 } } });
    const bundle = await makeProduct(admin, {
      price: {},
      components: { drinkware: { name: "Drinkware", min: 1, max: 1, options: [{ id: mug.id, type: "product", quantity: 1, default: true }, { id: cup.id, type: "product", quantity: 1 }] } },
    });
    const target = newCartId();
    const source = newCartId();
    await add(target, { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Ada" } });
    await add(source, [
      { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Ada" } },
      { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Charles" } },
      { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options: { drinkware: { [cup.id]: 1 } } } },
    ]);
    const merged = await add(target, merge(source));
    expect(merged.body.data.map((l: any) => [l.quantity, l.custom_inputs ?? null, l.bundle_configuration ?? null, l.unit_price.amount])).toEqual([
      [2, { engraving: "Ada" }, null, 1250],
      [1, { engraving: "Charles" }, null, 1250],
      [1, null, { selected_options: { drinkware: { [cup.id]: 1 } } }, 900],
    ]);
  });

  it("the target keeps its name, description, custom attributes, discount settings and payment intent", async () => {
    const [a] = await products(1);
    const target = newCartId();
    const source = newCartId();
    const targetData = { name: "Signed-in cart", description: "Mine", custom_attributes: { vip: { type: "boolean", value: true } }, payment_intent_id: "pi_target", discount_settings: { use_rule_promotions: true } };
    await call("PUT", `/v2/carts/${target}`, { token: implicit, body: { data: targetData } });
    await call("PUT", `/v2/carts/${source}`, { token: implicit, body: { data: { name: "Anonymous cart", custom_attributes: { guest: { type: "string", value: "x" } }, payment_intent_id: "pi_source", discount_settings: { custom_discounts_enabled: true } } } });
    await add(source, item(a, 2));
    expect((await add(target, merge(source))).status).toBe(201);
    const cart = (await getCart(target)).body.data;
    expect(cart).toMatchObject({ ...targetData, discount_settings: { use_rule_promotions: true, custom_discounts_enabled: false } });
    expect(cart.relationships.items.data).toHaveLength(1);
  });

  it("different currencies → 400 Cart Currency Mismatch and nothing is added; the same currency merges", async () => {
    const [a, b] = await products(2);
    const target = newCartId();
    const euros = newCartId();
    await add(target, item(a));
    await add(euros, item(b), { headers: { "x-moltin-currency": "EUR" } });
    const refused = await add(target, merge(euros));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { status: 400, title: "Cart Currency Mismatch", detail: `This cart uses USD, the cart ${euros} uses EUR`, source: "data", meta: { cart_id: euros, currency: "USD" } },
    ]);
    expect((await getItems(target)).body.data).toHaveLength(1);
    // An empty cart takes the currency of the request that adds to it (docs/api.md "Carts"): EUR merges into it.
    const fresh = newCartId();
    const ok = await add(fresh, merge(euros), { headers: { "x-moltin-currency": "EUR" } });
    expect(ok.status).toBe(201);
    expect(ok.body.data[0]).toMatchObject({ product_id: b.id, unit_price: { amount: 900, currency: "EUR" } });
  });

  it("an unknown source cart → 404; a malformed id → 400; a cart merged into itself → 422; an empty source adds nothing", async () => {
    const [a] = await products(1);
    const target = newCartId();
    await add(target, item(a));
    const unknown = newCartId();
    const notFound = await add(target, merge(unknown));
    expect(notFound.status).toBe(404);
    expect(notFound.body.errors[0]).toMatchObject({ status: 404, title: "Not Found", source: "data", meta: { id: unknown } });
    expect((await getCart(unknown)).body.data.relationships.items.data).toEqual([]);
    const malformed = await add(target, merge("not a cart!"));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toMatchObject({ title: "format", source: "data.cart_id" });
    expect((await add(target, { type: "cart_items" })).body.errors[0]).toMatchObject({ title: "required", source: "data.cart_id" });
    const self = await add(target, merge(target));
    expect(self.status).toBe(422);
    expect(self.body.errors[0]).toMatchObject({ title: "Cannot merge a cart into itself" });
    const empty = newCartId();
    await getCart(empty);
    const nothing = await add(target, merge(empty));
    expect(nothing.status).toBe(201);
    expect(quantities(nothing.body)).toEqual([[a.attributes.sku, 1]]);
  });

  it("a source product no longer live is reported, the rest merged; with add_all_or_nothing nothing is", async () => {
    const [a, b] = await products(2);
    const source = newCartId();
    await add(source, [item(a, 2), item(b, 1)]);
    await call("PUT", `/pcm/products/${b.id}`, { token: admin, body: { data: { type: "product", attributes: { status: "draft" } } } });
    const partial = await add(newCartId(), merge(source));
    expect(partial.status).toBe(201);
    expect(partial.body.data.map((l: any) => l.product_id)).toEqual([a.id]);
    expect(partial.body.errors).toEqual([expect.objectContaining({ status: 404, title: "Product not found", source: "data", meta: expect.objectContaining({ id: b.id, cart_id: source }) })]);
    const strict = newCartId();
    const refused = await add(strict, merge(source), { options: { add_all_or_nothing: true } });
    expect(refused.status).toBe(404);
    expect((await getItems(strict)).body.data).toEqual([]);
  });

  it("the source's shipping groups stay with it: merged lines are linked to none, and no shipping counts in the target", async () => {
    const [a] = await products(1);
    const source = newCartId();
    await add(source, item(a));
    const group = await call("POST", `/v2/carts/${source}/shipping-groups`, { token: implicit, body: { data: { type: "shipping_group", shipping_price: { base: 500 } } } });
    await add(source, { type: "cart_item", id: a.id, quantity: 2, shipping_group_id: group.body.data.id });
    expect((await getItems(source)).body.meta.display_price.shipping.amount).toBe(500);
    const merged = await add(newCartId(), merge(source));
    expect(merged.status).toBe(201);
    // Without their groups the two source lines are one product line.
    expect(merged.body.data).toHaveLength(1);
    expect(merged.body.data[0]).toMatchObject({ product_id: a.id, quantity: 3 });
    expect(merged.body.data[0]).not.toHaveProperty("shipping_group_id");
    expect(merged.body.meta.display_price.shipping.amount).toBe(0);
  });

  it("promotion lines of the source are not carried over, and the answer says so", async () => {
    const [a] = await products(1);
    const source = newCartId();
    await add(source, item(a));
    // A promotion line as the promotions engine writes one (fixture written to the store directly).
    const db = await getDb();
    await db.insert(cartItems).values({
      cartId: source,
      type: "promotion_item",
      identity: JSON.stringify({ type: "promotion_item", code: "SUMMER" }),
      name: "Summer sale",
      quantity: 1,
      unitAmount: -100,
      promotionCode: "SUMMER",
    });
    const merged = await add(newCartId(), merge(source));
    expect(merged.status).toBe(201);
    expect(merged.body.data.map((l: any) => l.type)).toEqual(["cart_item"]);
    expect(merged.body.meta.discounts).toEqual({});
    expect(merged.body.meta.messages).toEqual([
      { source: "data", title: "Promotion not merged", description: `The promotion SUMMER of cart ${source} is not carried over; add its code to this cart again.` },
    ]);
  });

  it("the 100-line limit holds: a merge that would pass it adds nothing; one that joins existing lines fits", async () => {
    const [a, b] = await products(2);
    const target = newCartId();
    const fill = Array.from({ length: 98 }, (_, n) => ({ type: "custom_item", name: `Line ${n}`, sku: `L-${n}`, quantity: 1, price: { amount: 1 } }));
    await add(target, [...fill, item(a)]);
    const source = newCartId();
    await add(source, [item(a, 2), item(b), { type: "custom_item", name: "New", sku: "NEW", quantity: 1, price: { amount: 5 } }]);
    const over = await add(target, merge(source));
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ title: "Cart item limit reached", meta: { limit: 100 } });
    expect((await getItems(target)).body.data).toHaveLength(99);

    const small = newCartId();
    await add(small, [item(a, 2), item(b), { type: "custom_item", name: "Again", sku: "L-0", quantity: 4, price: { amount: 1 } }]);
    const fits = await add(target, merge(small));
    expect(fits.status).toBe(201);
    expect(fits.body.data).toHaveLength(100);
    expect(fits.body.data.find((l: any) => l.sku === "L-0").quantity).toBe(5);
    expect(fits.body.data.find((l: any) => l.product_id === a.id).quantity).toBe(3);
  });

  it("two carts merged into each other at once both succeed (no deadlock), each copying the other as it was read", async () => {
    const [a, b] = await products(2);
    const one = newCartId();
    const two = newCartId();
    await add(one, item(a));
    await add(two, item(b));
    const [x, y] = await Promise.all([add(one, merge(two)), add(two, merge(one))]);
    expect([x.status, y.status]).toEqual([201, 201]);
    for (const cart of [one, two]) {
      const lines = (await getItems(cart)).body.data as { product_id: string; quantity: number }[];
      expect(lines.map((l) => l.product_id).sort()).toEqual([a.id, b.id].sort());
    }
  });
});
