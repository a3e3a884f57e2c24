// A checkout draft is kept with its cart (lib/commerce/checkout/checkout-draft.ts): saved and read back as typed,
// replaced by the next save, never making a cart, forgotten on demand, and gone with its cart.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutDraftSchema, forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from "@/lib/commerce/checkout/checkout-draft";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let implicit: string;
let productId: string;

beforeAll(async () => {
  implicit = await implicitToken();
  productId = (await makeProduct(await adminToken())).id;
});

const address = { first_name: "Ada", last_name: "Lovelace", line_1: "12 St James's Square", line_2: "", city: "London", county: "", region: "", postcode: "SW1Y 4JH", country: "GB", phone_number: "+44 20 7946 0000" };
const draft: CheckoutDraft = {
  values: { customer: { name: "Ada Lovelace", email: "ada@example.com" }, shipping_address: address, billing_address: { ...address, city: "" }, billing_same: true },
  step: 2,
  shippingMethodId: "express",
};

async function cartWithLine() {
  const cartId = `draft-${randomUUID().slice(0, 8)}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: productId, quantity: 1 } } })).status).toBe(201);
  return cartId;
}

describe("checkout drafts", () => {
  it("are read back as saved, and a second save replaces the first", async () => {
    const cartId = await cartWithLine();
    expect(await readCheckoutDraft(cartId)).toBeUndefined();
    expect(await saveCheckoutDraft(cartId, draft)).toBe(true);
    expect(await readCheckoutDraft(cartId)).toEqual(draft);
    // Half-typed values are kept as typed: the orders module's schema judges them when the order is placed.
    const next: CheckoutDraft = { ...draft, values: { ...draft.values, customer: { name: "Ada", email: "ada@" }, billing_same: false }, step: 1, shippingMethodId: "" };
    expect(await saveCheckoutDraft(cartId, next)).toBe(true);
    expect(await readCheckoutDraft(cartId)).toEqual(next);
  });

  it("kept before checkout asked for a phone read as without one", () => {
    const { phone_number: _phone, ...before } = address;
    const old = checkoutDraftSchema.parse({ ...draft, values: { ...draft.values, shipping_address: before, billing_address: before } });
    expect(old.values.shipping_address).toEqual({ ...address, phone_number: "" });
  });

  it("never make a cart: a draft for a cart that does not exist is not kept", async () => {
    const cartId = `draft-${randomUUID().slice(0, 8)}`;
    expect(await saveCheckoutDraft(cartId, draft)).toBe(false);
    expect(await readCheckoutDraft(cartId)).toBeUndefined();
    expect((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data).toEqual([]);
  });

  it("are forgotten on demand, and go with their cart", async () => {
    const forgotten = await cartWithLine();
    await saveCheckoutDraft(forgotten, draft);
    await forgetCheckoutDraft(forgotten);
    expect(await readCheckoutDraft(forgotten)).toBeUndefined();

    const deleted = await cartWithLine();
    await saveCheckoutDraft(deleted, draft);
    expect((await call("DELETE", `/v2/carts/${deleted}`, { token: implicit })).status).toBe(204);
    expect(await readCheckoutDraft(deleted)).toBeUndefined();
  });
});
