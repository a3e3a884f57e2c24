// POST /v2/orders/anonymize (EP): the personal data of final orders (fulfilled, cancelled, refunded in full) is
// replaced with `*`; amounts, lines and taxes stay to the minor unit. All or nothing: an order not final (EP's 422)
// or unknown (404) and none changes. Administrators only.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
});

/** A guest order of 3 units, with a 20% tax item on its line: $37.50 + $7.50 tax. */
async function placed() {
  const cartId = `anon-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 3 } } });
  expect(added.status).toBe(201);
  const itemId = added.body.data[0].id;
  expect((await call("POST", `/v2/carts/${cartId}/items/${itemId}/taxes`, { token: admin, body: { data: { type: "tax_item", name: "VAT", jurisdiction: "GB", code: "VAT20", rate: 0.2 } } })).status).toBe(201);
  return placeOrder(cartId, implicit);
}

const anonymize = (orderIds: string[], token = admin) => call("POST", "/v2/orders/anonymize", { token, body: { data: { order_ids: orderIds } } });
const read = async (id: string) => (await call("GET", `/v2/orders/${id}?include=items`, { token: admin })).body;

describe("POST /v2/orders/anonymize", () => {
  it("erases names, e-mail and addresses of shipped and cancelled orders, keeping amounts, lines and taxes", async () => {
    const shipped = await placed();
    const cancelled = await placed();
    expect((await call("PUT", `/v2/orders/${shipped.id}`, { token: admin, body: { data: { type: "order", shipping: "fulfilled" } } })).status).toBe(200);
    expect((await call("PUT", `/v2/orders/${cancelled.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } })).status).toBe(200);
    const before = await read(shipped.id);

    const response = await anonymize([shipped.id, cancelled.id]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(schemaProblems("cart_checkout", "anonymizeOrders", 200, response.body)).toEqual([]);
    expect(response.body.data.map((o: { id: string }) => o.id)).toEqual([shipped.id, cancelled.id]);
    for (const order of response.body.data) {
      expect(order.anonymized).toBe(true);
      expect(order.customer).toEqual({ name: "*", email: "*" });
      expect(order.billing_address).toMatchObject({ first_name: "*", last_name: "*", line_1: "*", postcode: "*", city: "*" });
      expect(order.shipping_address).toMatchObject({ first_name: "*", line_1: "*", instructions: "*" });
      expect(JSON.stringify(order)).not.toMatch(/Lovelace|ada@example\.com|James/);
    }
    const after = await read(shipped.id);
    expect(after.data.meta.display_price).toEqual(before.data.meta.display_price);
    expect(after.data.meta.display_price.with_tax.amount).toBe(4500);
    expect(after.data.meta.display_price.tax.amount).toBe(750);
    expect(after.included.items).toEqual(before.included.items);
    expect(after.data).toMatchObject({ status: before.data.status, payment: before.data.payment, shipping: "fulfilled", anonymized: true });

    // Asked again: the same answer, nothing more to erase.
    const again = await anonymize([shipped.id]);
    expect(again.status).toBe(200);
    expect(again.body.data[0].customer).toEqual({ name: "*", email: "*" });
  });

  it("refuses an order not yet final (EP's 422), an unknown order (404), a shopper (403) and a malformed body (400); none changes", async () => {
    const open = await placed();
    const done = await placed();
    expect((await call("PUT", `/v2/orders/${done.id}`, { token: admin, body: { data: { type: "order", shipping: "fulfilled" } } })).status).toBe(200);

    const refused = await anonymize([done.id, open.id]);
    expect(refused.status).toBe(422);
    expect(schemaProblems("cart_checkout", "anonymizeOrders", 422, refused.body)).toEqual([]);
    expect(refused.body.errors).toEqual([
      {
        status: 422,
        title: "Could not anonymize orders",
        detail: "Order has status: order:incomplete, payment:unpaid, shipping:unfulfilled; only fulfilled or refunded or cancelled orders may be anonymized",
        meta: { order_id: open.id },
      },
    ]);
    const unknown = randomUUID();
    const missing = await anonymize([done.id, unknown]);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ status: 404, meta: { order_id: unknown } });
    expect((await anonymize([done.id], implicit)).status).toBe(403);
    expect((await anonymize([])).status).toBe(400);
    expect((await anonymize(["not-a-uuid"])).status).toBe(400);
    expect((await read(done.id)).data).toMatchObject({ anonymized: false, customer: { email: "ada@example.com" } });
    expect((await read(open.id)).data.anonymized).toBe(false);
  });
});
