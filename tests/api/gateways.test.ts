// EP's payment gateway settings (GET /v2/gateways, GET /v2/gateways/{slug}, PUT /v2/gateways/manual) in EP's
// documented shapes, for client credentials only (the card gateways' settings: gateways-settings.test.ts); and what
// the manual gateway's `enabled` decides (issue 44.7): off (a new store), a shopper cannot mark their own order paid
// with it, while an administrator still records manual payments; on, EP's storefront pays with it as before.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { promisePayment, recordPayment } from "@/lib/commerce/payments/record-payment";
import { readPaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { ADMIN_CLIENT, adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { jsSdkClient } from "../support/js-sdk";
import { schemaProblems } from "../support/openapi";
import { accountHeader, enableManualGateway, placeOrder } from "../support/order-fixtures";
import { asUuid } from "../support/uuid";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
const EP_SLUGS = [
  "manual",
  "braintree",
  "stripe",
  "stripe_payment_intents",
  "stripe_connect",
  "elastic_path_payments_stripe",
  "paypal_express_checkout",
  "adyen",
  "authorize_net",
  "card_connect",
  "cyber_source",
];

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
});

const manual = async () => (await call("GET", "/v2/gateways/manual", { token: admin })).body.data;

/** A guest order of one $12.50 unit placed with `token` (and the account's header, if any). */
async function placed(token = implicit, headers: Record<string, string> = {}) {
  const cartId = `gw-${randomUUID()}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token, headers, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } })).status).toBe(201);
  return (await placeOrder(cartId, token, headers)).id as string;
}

const pay = (orderId: string, data: Record<string, unknown>, token = implicit, headers: Record<string, string> = {}) =>
  call("POST", `/v2/orders/${orderId}/payments`, { token, headers, body: { data } });
const orderOf = async (id: string) => (await call("GET", `/v2/orders/${id}`, { token: admin })).body.data;
const transactionsOf = async (id: string) => (await call("GET", `/v2/orders/${id}/transactions`, { token: admin })).body.data;

describe("GET /v2/gateways and /v2/gateways/{slug}", () => {
  it("lists EP's gateways in EP's shape; the manual one is off in a new store, the others not set up", async () => {
    const list = await call("GET", "/v2/gateways", { token: admin });
    expect(list.status).toBe(200);
    expect(schemaProblems("payments", "getAllGateways", 200, list.body)).toEqual([]);
    expect(list.body.data.map((g: { slug: string }) => g.slug)).toEqual(EP_SLUGS);
    expect(list.body.data.every((g: { type: string; enabled: boolean }) => g.type === "gateway" && g.enabled === false)).toBe(true);
    expect(list.body.data[0]).toEqual({ type: "gateway", name: "Manual", slug: "manual", enabled: false });

    const one = await call("GET", "/v2/gateways/manual", { token: admin });
    expect(one.status).toBe(200);
    expect(schemaProblems("payments", "getAGateway", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(list.body.data[0]);
    const stripe = await call("GET", "/v2/gateways/stripe_payment_intents", { token: admin });
    expect(schemaProblems("payments", "getAGateway", 200, stripe.body)).toEqual([]);
    expect(stripe.body.data).toMatchObject({ slug: "stripe_payment_intents", enabled: false });
  });

  it("a slug EP does not have → 404 in the envelope", async () => {
    const unknown = await call("GET", "/v2/gateways/bitcoin", { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ status: 404, title: "Not Found", detail: "No payment gateway is called bitcoin." }]);
  });
});

describe("PUT /v2/gateways/manual", () => {
  it("switches `enabled` and answers EP's shape; a field left out keeps what is stored", async () => {
    const on = await call("PUT", "/v2/gateways/manual", { token: admin, body: { data: { enabled: true } } });
    expect(on.status).toBe(200);
    expect(schemaProblems("payments", "updateManualGateway", 200, on.body)).toEqual([]);
    expect(on.body.data).toEqual({ type: "gateway", name: "Manual", slug: "manual", enabled: true });
    expect(await manual()).toMatchObject({ enabled: true });
    expect((await readPaymentSettings()).manualGatewayEnabled).toBe(true);

    const kept = await call("PUT", "/v2/gateways/manual", { token: admin, body: { data: { type: "gateway" } } });
    expect(kept.body.data.enabled).toBe(true);
    const off = await call("PUT", "/v2/gateways/manual", { token: admin, body: { data: { type: "gateway", enabled: false } } });
    expect(off.body.data.enabled).toBe(false);
    expect(await manual()).toMatchObject({ enabled: false });
  });

  it("bad input is refused in the envelope and changes nothing", async () => {
    const notBoolean = await call("PUT", "/v2/gateways/manual", { token: admin, body: { data: { enabled: "yes" } } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toEqual([
      { status: 400, title: "invalid_type", detail: "enabled must be true or false.", source: "data.enabled", meta: { value: "yes" } },
    ]);
    const wrongType = await call("PUT", "/v2/gateways/manual", { token: admin, body: { data: { type: "settings", enabled: true } } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0]).toMatchObject({ title: "enum", source: "data.type" });
    const noData = await call("PUT", "/v2/gateways/manual", { token: admin, body: { enabled: true } });
    expect(noData.status).toBe(400);
    expect(noData.body.errors[0]).toMatchObject({ title: "required", source: "data" });
    expect((await call("PUT", "/v2/gateways/bitcoin", { token: admin, body: { data: { enabled: true } } })).status).toBe(404);
    expect(await manual()).toMatchObject({ enabled: false });
  });

  it("client credentials only: a shopper's token, with or without an account, gets 403 reading or writing; none 401", async () => {
    const member = await makeAccountMember(admin, implicit, "Gateway Shopper");
    const shoppers: [string, Record<string, string>][] = [
      [implicit, {}],
      [implicit, accountHeader(member.accountToken)],
    ];
    for (const [token, headers] of shoppers) {
      expect((await call("GET", "/v2/gateways", { token, headers })).status).toBe(403);
      expect((await call("GET", "/v2/gateways/manual", { token, headers })).status).toBe(403);
      const put = await call("PUT", "/v2/gateways/manual", { token, headers, body: { data: { enabled: true } } });
      expect(put.status).toBe(403);
      expect(put.body.errors[0].title).toBe("Forbidden");
    }
    expect((await call("GET", "/v2/gateways")).status).toBe(401);
    expect((await call("PUT", "/v2/gateways/manual", { body: { data: { enabled: true } } })).status).toBe(401);
    expect(await manual()).toMatchObject({ enabled: false });
  });
});

describe("the manual gateway's setting decides who may pay with it", () => {
  it("off: a shopper's manual payment is refused (implicit and account tokens), changing nothing; an administrator's goes through", async () => {
    await enableManualGateway(admin, false);
    const guestOrder = await placed();
    const refused = await pay(guestOrder, { gateway: "manual", method: "purchase" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        status: 422,
        title: "Gateway not enabled",
        detail: "The manual payment gateway is not enabled in this store, so a shopper cannot pay with it: the store records manual payments itself.",
        source: "data.gateway",
      },
    ]);
    expect((await pay(guestOrder, { gateway: "manual", method: "authorize" })).status).toBe(422);
    expect(await orderOf(guestOrder)).toMatchObject({ status: "incomplete", payment: "unpaid" });
    expect(await transactionsOf(guestOrder)).toEqual([]);

    const member = await makeAccountMember(admin, implicit, "Paying Shopper");
    const accountOrder = await placed(implicit, accountHeader(member.accountToken));
    expect((await pay(accountOrder, { gateway: "manual", method: "purchase" }, implicit, accountHeader(member.accountToken))).status).toBe(422);
    expect(await orderOf(accountOrder)).toMatchObject({ payment: "unpaid" });

    // The administrator, through the API and through the admin's Record payment.
    const byAdmin = await pay(guestOrder, { gateway: "manual", method: "purchase" }, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ gateway: "manual", status: "complete", amount: 1250 });
    expect(await orderOf(guestOrder)).toMatchObject({ status: "complete", payment: "paid" });
    await recordPayment(ADMIN, asUuid(accountOrder), { amount: 1250, way: "bank_transfer", reference: "BT-44" });
    expect(await orderOf(accountOrder)).toMatchObject({ payment: "paid" });
  });

  it("off: a shopper's promise (a pending _setup payment, the storefront's pay-later) is kept, but the shopper cannot confirm it", async () => {
    await enableManualGateway(admin, false);
    const orderId = await placed();
    const promise = await promisePayment({ grant: "implicit", subject: "storefront:guest" }, asUuid(orderId));
    expect(promise).toMatchObject({ gateway: "manual", status: "pending" });
    const confirm = await call("POST", `/v2/orders/${orderId}/transactions/${promise.id}/confirm`, { token: implicit, body: { data: {} } });
    expect(confirm.status).toBe(422);
    expect(confirm.body.errors[0].title).toBe("Gateway not enabled");
    expect(await orderOf(orderId)).toMatchObject({ payment: "unpaid" });
    expect((await transactionsOf(orderId))[0]).toMatchObject({ id: promise.id, status: "pending" });
  });

  it("on: a shopper pays with it, as EP's storefront does", async () => {
    await enableManualGateway(admin, true);
    const orderId = await placed();
    const paid = await pay(orderId, { gateway: "manual", method: "purchase" });
    expect(paid.status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "complete", payment: "paid" });
    await enableManualGateway(admin, false);
  });
});

describe("@elasticpath/js-sdk Gateways", () => {
  it("All, Get, Enabled and Update, with the store's client credentials", async () => {
    const client = jsSdkClient(ADMIN_CLIENT.secret);
    const all = (await client.Gateways.All()) as unknown as { data: { slug: string; enabled: boolean }[] };
    expect(all.data.map((g) => g.slug)).toEqual(EP_SLUGS);
    const one = (await client.Gateways.Get("manual")) as unknown as { data: { slug: string; enabled: boolean } };
    expect(one.data).toMatchObject({ slug: "manual", enabled: false });
    const enabled = (await client.Gateways.Enabled("manual", true)) as unknown as { data: { enabled: boolean } };
    expect(enabled.data.enabled).toBe(true);
    const updated = (await client.Gateways.Update("manual", { enabled: false })) as unknown as { data: { enabled: boolean } };
    expect(updated.data.enabled).toBe(false);
    expect(await manual()).toMatchObject({ enabled: false });
  });
});
