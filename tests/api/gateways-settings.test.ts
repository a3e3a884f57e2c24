// EP's card gateways' settings (PUT /v2/gateways/{braintree,stripe,…}, read back by GET /v2/gateways and
// GET /v2/gateways/{slug}): each gateway's fields stored and validated per EP's request schema, answered in EP's
// documented shape with the secrets masked, and what `enabled` does not do: let anyone pay through a processor the
// store does not have (docs/payments.md "EP's other gateways").
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { placeOrder } from "../support/order-fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const SECRET = "sk_test_51Hs9zQ2eZvKYlo2C0123456789abcd";

/** Each gateway: EP's operation, the body of EP's example (with a realistic secret), and what the answer shows. */
const GATEWAYS: { slug: string; operation: string; body: Record<string, unknown>; shown: Record<string, unknown> }[] = [
  {
    slug: "braintree",
    operation: "updateBraintreeGateway",
    body: { enabled: true, environment: "sandbox", merchant_id: "bt-merchant", private_key: SECRET, public_key: "bt-public" },
    shown: { enabled: true, environment: "sandbox", merchant_id: "bt-merchant", private_key: "****abcd", public_key: "bt-public" },
  },
  { slug: "stripe", operation: "updateStripeGateway", body: { enabled: true, login: SECRET }, shown: { enabled: true, login: "****abcd" } },
  {
    slug: "stripe_payment_intents",
    operation: "updateStripeIntentsGateway",
    body: { enabled: false, login: SECRET },
    shown: { enabled: false, login: "****abcd" },
  },
  {
    slug: "stripe_connect",
    operation: "updateStripeConnectGateway",
    body: { enabled: true, stripe_account: "acct_1032D82eZvKYlo2C", test: true },
    shown: { enabled: true, stripe_account: "acct_1032D82eZvKYlo2C", test: true },
  },
  {
    slug: "elastic_path_payments_stripe",
    operation: "updateEpPaymentsStripe",
    body: { enabled: true, stripe_account: "acct_ep", test: true },
    shown: { enabled: true, stripe_account: "acct_ep", test: true },
  },
  {
    slug: "paypal_express_checkout",
    operation: "updatePaypalExpressCheckoutGateway",
    body: { enabled: true, payer_id: "PAYER123", test: true },
    shown: { enabled: true, payer_id: "PAYER123", test: true },
  },
  {
    slug: "adyen",
    operation: "updateAdyenGateway",
    body: { enabled: true, merchant_account: "MyCompanyECOM", username: "ws@Company.MyCompany", password: SECRET, test: false },
    shown: { enabled: true, merchant_account: "MyCompanyECOM", username: "ws@Company.MyCompany", password: "****abcd", test: false },
  },
  {
    slug: "authorize_net",
    operation: "updateAuthorizeNetGateway",
    body: { login: "anet-login", password: "short", slug: "authorize_net", enabled: true, test: true },
    shown: { login: "anet-login", password: "****", enabled: true, test: true },
  },
  {
    slug: "card_connect",
    operation: "updateCardConnectGateway",
    body: { merchant_id: "cc-merchant", username: "cc-user", password: SECRET, test: false, enabled: false },
    shown: { merchant_id: "cc-merchant", username: "cc-user", password: "****abcd", test: false, enabled: false },
  },
  {
    slug: "cyber_source",
    operation: "updateCyberSourceGateway",
    body: { enabled: true, login: "cybersource-merchant-id", password: SECRET, test: true },
    shown: { enabled: true, login: "cybersource-merchant-id", password: "****abcd", test: true },
  },
];

const put = (slug: string, data: unknown, token = admin) => call("PUT", `/v2/gateways/${slug}`, { token, body: { data } });
const read = async (slug: string) => (await call("GET", `/v2/gateways/${slug}`, { token: admin })).body.data;

describe("PUT /v2/gateways/{slug} for EP's card gateways", () => {
  it("a gateway's first settings must hold every field EP requires: 400 `required` for each missing, nothing stored", async () => {
    const missing = await put("card_connect", { enabled: true, username: "only" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { status: 400, title: "required", detail: "CardConnect needs merchant_id.", source: "data.merchant_id" },
      { status: 400, title: "required", detail: "CardConnect needs password.", source: "data.password" },
    ]);
    expect(await read("card_connect")).toEqual({ type: "gateway", name: "CardConnect", slug: "card_connect", enabled: false, test: false });
    const empty = await put("stripe_payment_intents", { enabled: true, login: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ title: "string_gte", source: "data.login" });
    expect(await read("stripe_payment_intents")).toMatchObject({ enabled: false });
    expect((await read("stripe_payment_intents")).login).toBeUndefined();
  });

  it("stores each gateway's fields and answers EP's documented shape, secrets masked; GET and the list answer the same", async () => {
    for (const gateway of GATEWAYS) {
      const answer = await put(gateway.slug, gateway.body);
      expect(answer.status, `${gateway.slug}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(schemaProblems("payments", gateway.operation, 200, answer.body), gateway.slug).toEqual([]);
      expect(answer.body.data).toMatchObject({ type: "gateway", slug: gateway.slug, ...gateway.shown });
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);

      const one = await call("GET", `/v2/gateways/${gateway.slug}`, { token: admin });
      expect(schemaProblems("payments", "getAGateway", 200, one.body)).toEqual([]);
      expect(one.body.data).toEqual(answer.body.data);
    }
    const list = await call("GET", "/v2/gateways", { token: admin });
    expect(schemaProblems("payments", "getAllGateways", 200, list.body)).toEqual([]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const stripe = list.body.data.find((g: { slug: string }) => g.slug === "stripe");
    expect(stripe).toEqual({ type: "gateway", name: "Stripe", slug: "stripe", enabled: true, login: "****abcd" });
    // The manual gateway is its own setting: the others' changes leave it off.
    expect(list.body.data[0]).toEqual({ type: "gateway", name: "Manual", slug: "manual", enabled: false });
  });

  it("a field left out keeps what is stored; a secret sent back as it was shown keeps the stored secret", async () => {
    expect((await put("adyen", { merchant_account: "A", username: "u", password: SECRET, enabled: true, test: true })).status).toBe(200);
    const shown = await read("adyen");
    // A client saving back what it read (the masked password): the credential is kept, the change applied.
    const saved = await put("adyen", { ...shown, enabled: false });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ enabled: false, test: true, merchant_account: "A", password: "****abcd" });
    const disabled = await put("adyen", { type: "gateway", test: false });
    expect(disabled.body.data).toMatchObject({ enabled: false, test: false, username: "u", password: "****abcd" });
    const changed = await put("adyen", { password: "another-secret-wxyz" });
    expect(changed.body.data.password).toBe("****wxyz");
  });

  it("refuses bad input in the envelope, all problems at once, and stores nothing", async () => {
    const before = await read("cyber_source");

    const types = await put("cyber_source", { enabled: "yes", test: 1, login: 42 });
    expect(types.status).toBe(400);
    expect(types.body.errors.map((e: { source: string }) => e.source).sort()).toEqual(["data.enabled", "data.login", "data.test"]);
    expect(types.body.errors.find((e: { source: string }) => e.source === "data.enabled")).toEqual({
      status: 400,
      title: "invalid_type",
      detail: "enabled must be true or false.",
      source: "data.enabled",
      meta: { value: "yes" },
    });

    const environment = await put("braintree", { environment: "staging" });
    expect(environment.status).toBe(400);
    expect(environment.body.errors[0]).toMatchObject({ title: "enum", source: "data.environment" });
    const slug = await put("authorize_net", { login: "l", password: "p", slug: "stripe" });
    expect(slug.status).toBe(400);
    expect(slug.body.errors[0]).toMatchObject({ title: "enum", source: "data.slug" });
    const type = await put("cyber_source", { type: "settings", enabled: false });
    expect(type.status).toBe(400);
    expect(type.body.errors[0]).toMatchObject({ title: "enum", source: "data.type" });
    const noData = await call("PUT", "/v2/gateways/cyber_source", { token: admin, body: { enabled: false } });
    expect(noData.status).toBe(400);
    expect(noData.body.errors[0]).toMatchObject({ title: "required", source: "data" });

    expect(await read("cyber_source")).toEqual(before);
    expect(await read("braintree")).toMatchObject({ environment: "sandbox" });
  });

  it("client credentials only: a shopper's token gets 403, none 401, and nothing changes", async () => {
    const before = await read("stripe");
    for (const slug of ["stripe", "adyen"]) {
      const shopper = await put(slug, { enabled: false, login: "sk_live_x" }, implicit);
      expect(shopper.status).toBe(403);
      expect(shopper.body.errors[0].title).toBe("Forbidden");
      expect((await call("GET", `/v2/gateways/${slug}`, { token: implicit })).status).toBe(403);
      expect((await call("PUT", `/v2/gateways/${slug}`, { body: { data: { enabled: false } } })).status).toBe(401);
    }
    expect(await read("stripe")).toEqual(before);
  });
});

describe("`enabled` on a gateway the store has no processor for", () => {
  it("is kept and shown, but a payment through it is refused (422, nothing changed) for shoppers and administrators alike", async () => {
    expect((await put("stripe", { enabled: true, login: SECRET })).body.data.enabled).toBe(true);
    const product = await makeProduct(admin, { price: { USD: { amount: 900, includes_tax: false } } });
    const cartId = `gws-${randomUUID()}`;
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } })).status).toBe(201);
    const order = await placeOrder(cartId, implicit);
    for (const token of [implicit, admin]) {
      const paid = await call("POST", `/v2/orders/${order.id}/payments`, { token, body: { data: { gateway: "stripe", method: "purchase", payment: "pm_card_visa" } } });
      expect(paid.status).toBe(422);
      expect(paid.body.errors[0]).toMatchObject({ status: 422, title: "Gateway not enabled", source: "data.gateway" });
    }
    const after = await call("GET", `/v2/orders/${order.id}`, { token: admin });
    expect(after.body.data).toMatchObject({ payment: "unpaid", status: "incomplete" });
    expect((await call("GET", `/v2/orders/${order.id}/transactions`, { token: admin })).body.data).toEqual([]);
  });
});
