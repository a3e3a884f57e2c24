// EP's cart payment intents (POST /v2/carts/{id}/payments, PUT …/payments/{intent}) need Elastic Path Payments
// Stripe, which GET /v2/gateways lists as not set up here: the store answers its 422 for a gateway it does not take,
// after the cart's own checks (404, 403), and the cart does not change.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false } } });
});

const stripeBody = { data: { gateway: "elastic_path_payments_stripe", method: "purchase", options: { automatic_payment_methods: { enabled: true } } } };

describe("cart payment intents", () => {
  it("POST answers 422 Gateway not enabled, as /v2/gateways reports it not set up; the cart is unchanged", async () => {
    const cartId = `cpi-${randomUUID()}`;
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } })).status).toBe(201);
    const gateway = await call("GET", "/v2/gateways/elastic_path_payments_stripe", { token: admin });
    expect(gateway.body.data.enabled).toBe(false);

    const refused = await call("POST", `/v2/carts/${cartId}/payments`, { token: implicit, body: stripeBody });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { status: 422, title: "Gateway not enabled", detail: "The payment gateway elastic_path_payments_stripe is not enabled in this store.", source: "data.gateway" },
    ]);
    expect(schemaProblems("cart_checkout", "paymentSetup", 422, refused.body)).toEqual([]);
    // Another gateway is not one EP makes cart intents with.
    const manual = await call("POST", `/v2/carts/${cartId}/payments`, { token: implicit, body: { data: { gateway: "manual", method: "purchase" } } });
    expect(manual.status).toBe(422);
    expect(manual.body.errors[0].title).toBe("Gateway not supported");
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.payment_intent_id).toBeUndefined();
    expect(cart.body.data.meta.display_price.with_tax.amount).toBe(1999);
  });

  it("POST refuses a body without a gateway (400) and a cart of another shape (400); PUT an intent the cart does not hold (404)", async () => {
    const cartId = `cpi-${randomUUID()}`;
    expect((await call("POST", `/v2/carts/${cartId}/payments`, { token: implicit, body: { data: {} } })).status).toBe(400);
    expect((await call("POST", `/v2/carts/bad!id/payments`, { token: implicit, body: stripeBody })).status).toBe(400);
    const put = await call("PUT", `/v2/carts/${cartId}/payments/pi_123`, { token: implicit, body: { data: { ...stripeBody.data, payment_method_types: ["card"], amount: 100 } } });
    expect(put.status).toBe(404);
    // A cart that holds the intent's id (set with PUT /v2/carts): the gateway is still not there.
    expect((await call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { payment_intent_id: "pi_123" } } })).status).toBe(200);
    const held = await call("PUT", `/v2/carts/${cartId}/payments/pi_123`, { token: implicit, body: { data: { ...stripeBody.data, payment_method_types: ["card"], amount: 100 } } });
    expect(held.status).toBe(422);
    expect(held.body.errors[0].title).toBe("Gateway not enabled");
  });
});
