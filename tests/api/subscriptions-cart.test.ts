// Subscribing through the cart: EP's subscription_item in POST /v2/carts/{id}/items (its own line identity and
// totals), carried over by a merge; checkout by a signed-in account makes the subscriptions; a guest cannot.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { accountHeader, checkoutBody, enableManualGateway, placeOrder } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { BEANS, GUIDE, buildOffering, makeSubscription, type BuiltOffering } from "../support/subscription-fixtures";

const DAY = 86_400_000;
let admin: string;
let implicit: string;
let offering: BuiltOffering;
let product: { id: string };

const base = { can_pause: true, can_resume: true, can_cancel: true, plan_length: 12, end_behavior: "roll" };
/** 10 % off the products: 1890 USD (EUR: the guide has no EUR price, so none). */
const FORTNIGHTLY = { ...base, name: "Fortnightly", billing_interval_type: "week", billing_frequency: 2, base_price_percentage: 10 };
/** A month free, then 1900 USD. */
const TRIAL = { ...base, name: "Trial first", billing_interval_type: "month", billing_frequency: 1, trial_period: 1, fixed_price: { USD: { amount: 1900, includes_tax: false } } };

const item = (planId: string, quantity = 1, offeringId = offering.id) => ({
  type: "subscription_item",
  id: offeringId,
  quantity,
  subscription_configuration: { plan: planId },
});
const add = (cartId: string, data: unknown, headers: Record<string, string> = {}) =>
  call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data }, headers });
const newCart = () => `sub-cart-${randomUUID()}`;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  // Shoppers pay with the manual gateway here, as in a store that enables it for EP's storefront.
  await enableManualGateway(admin);
  offering = await buildOffering(admin, { name: "Cart Club", products: [BEANS, GUIDE], plans: [FORTNIGHTLY, TRIAL] });
  product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
});

describe("subscription_item in the cart", () => {
  it("adds a line of its own type with the offering, the plan and the plan's price, totals to the minor unit", async () => {
    const cartId = newCart();
    const response = await add(cartId, [item(offering.planIds[0], 2), { type: "cart_item", id: product.id, quantity: 1 }]);
    expect(response.status).toBe(201);
    const [line, productLine] = response.body.data;
    expect(line).toMatchObject({
      type: "subscription_item",
      name: "Cart Club: Fortnightly",
      quantity: 2,
      subscription_offering_id: offering.id,
      subscription_configuration: { plan: offering.planIds[0], pricing_option: offering.planIds[0] },
      unit_price: { amount: 1890, currency: "USD", includes_tax: false },
      value: { amount: 3780, currency: "USD", includes_tax: false },
    });
    expect(line.product_id).toBeUndefined();
    expect(line.meta.display_price.with_tax.value).toEqual({ amount: 3780, currency: "USD", formatted: "$37.80" });
    expect(productLine.type).toBe("cart_item");
    expect(response.body.meta.display_price.with_tax).toEqual({ amount: 5030, currency: "USD", formatted: "$50.30" });
    // The answer is what EP's cart OpenAPI documents, the subscription line included.
    expect(schemaProblems("cart_checkout", "manageCarts", 201, response.body)).toEqual([]);
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.meta.display_price.with_tax.amount).toBe(5030);
  });

  it("the same offering and plan is one line (quantities summed); another plan is another line; a trial costs nothing now", async () => {
    const cartId = newCart();
    await add(cartId, item(offering.planIds[0]));
    const again = await add(cartId, item(offering.planIds[0], 3));
    expect(again.body.data).toHaveLength(1);
    expect(again.body.data[0].quantity).toBe(4);
    const trial = await add(cartId, item(offering.planIds[1]));
    expect(trial.body.data).toHaveLength(2);
    expect(trial.body.data[1]).toMatchObject({ subscription_configuration: { plan: offering.planIds[1] }, unit_price: { amount: 0 } });
    expect(trial.body.meta.display_price.with_tax.amount).toBe(4 * 1890);
  });

  it("refuses an unknown offering (404), a plan of another offering (400 naming it), bad ids, and a currency the plan has no price in", async () => {
    const cartId = newCart();
    const unknown = await add(cartId, item(offering.planIds[0], 1, randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].title).toBe("Offering not found");
    const other = await buildOffering(admin, { name: "Other Club" });
    const wrongPlan = await add(cartId, item(other.planIds[0]));
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body.errors[0]).toMatchObject({ title: "Plan not found", source: "data.subscription_configuration.plan" });
    const badIds = await add(cartId, { type: "subscription_item", id: "nope", quantity: 0, subscription_configuration: {} });
    expect(badIds.status).toBe(400);
    expect(badIds.body.errors.map((e: { source: string }) => e.source).sort()).toEqual(["data.id", "data.quantity", "data.subscription_configuration.plan"]);
    const eur = await add(cartId, item(offering.planIds[0]), { "X-MOLTIN-CURRENCY": "EUR" });
    expect(eur.status).toBe(400);
    expect(eur.body.errors[0].title).toBe("Cart Currency Mismatch");
    // Nothing was added by any of them.
    expect((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data).toEqual([]);
  });

  it("a merge carries a subscription line over as a subscription line", async () => {
    const source = newCart();
    await add(source, item(offering.planIds[0]));
    const target = newCart();
    await add(target, { type: "cart_item", id: product.id, quantity: 1 });
    const merged = await add(target, { type: "cart_items", cart_id: source });
    expect(merged.status).toBe(201);
    const line = merged.body.data.find((l: { type: string }) => l.type === "subscription_item");
    expect(line).toMatchObject({ subscription_offering_id: offering.id, subscription_configuration: { plan: offering.planIds[0] }, unit_price: { amount: 1890 } });
  });
});

describe("checkout with a subscription", () => {
  it("a guest is refused with 422 and nothing is made", async () => {
    const cartId = newCart();
    await add(cartId, item(offering.planIds[0]));
    const orders = async () => (await call("GET", "/v2/orders?page[limit]=1", { token: admin })).body.meta.results.total;
    const before = await orders();
    const response = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({ title: "Account required" });
    expect(await orders()).toBe(before);
  });

  it("a signed-in account's checkout makes the subscriptions for that account; the order pays the first period", async () => {
    const shopper = await makeAccountMember(admin, implicit, "Cart Subscriber");
    const cartId = newCart();
    await add(cartId, [item(offering.planIds[0], 2), item(offering.planIds[1]), { type: "cart_item", id: product.id, quantity: 1 }]);
    const placedAt = Date.now();
    const order = await placeOrder(cartId, implicit, accountHeader(shopper.accountToken));
    expect(order.meta.display_price.with_tax.amount).toBe(2 * 1890 + 1250);
    const items = await call("GET", `/v2/orders/${order.id}/items`, { token: admin });
    const ordered = items.body.data.filter((i: { relationships: { cart_item: { data: { type: string } } } }) => i.relationships.cart_item.data.type === "subscription_item");
    expect(ordered.map((i: { subscription_configuration: { plan: string } }) => i.subscription_configuration.plan)).toEqual(offering.planIds);

    const mine = await call("GET", "/v2/subscriptions/subscriptions", { token: implicit, headers: accountHeader(shopper.accountToken) });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(2);
    const byPlan = new Map(mine.body.data.map((s: { attributes: { plan_id: string } }) => [s.attributes.plan_id, s]));
    const fortnightly = byPlan.get(offering.planIds[0]) as any;
    const trial = byPlan.get(offering.planIds[1]) as any;
    expect(fortnightly.attributes).toMatchObject({ account_id: shopper.accountId, currency: "USD", name: "Ada Lovelace", email: "ada@example.com" });
    // Not started until the order is paid: pending, inactive, and a billing run bills nothing.
    expect(fortnightly.meta).toMatchObject({ status: "inactive", pending: true, canceled: false });
    expect(trial.meta).toMatchObject({ status: "inactive", pending: true });
    await runBilling(new Date(Date.now() + 15 * DAY));
    const none = await call("GET", `/v2/subscriptions/subscriptions/${fortnightly.id}/invoices`, { token: implicit, headers: accountHeader(shopper.accountToken) });
    expect(none.body.data).toEqual([]);
    // The administrator records the payment: both start.
    const paid = await call("POST", `/v2/orders/${order.id}/payments`, { token: admin, body: { data: { gateway: "manual", method: "purchase" } } });
    expect(paid.status).toBe(200);
    const started = (await call("GET", "/v2/subscriptions/subscriptions", { token: implicit, headers: accountHeader(shopper.accountToken) })).body.data;
    for (const s of started) expect(s.meta).toMatchObject({ status: "active", pending: false });
    const active = started.find((s: { id: string }) => s.id === fortnightly.id);
    const activeTrial = started.find((s: { id: string }) => s.id === trial.id);
    // Paid by the order: first billed two weeks on from the payment. The trial plan: first billed when the month's trial ends.
    const days = (iso: string) => Math.round((new Date(iso).getTime() - placedAt) / DAY);
    expect(days(active.meta.invoice_after)).toBe(14);
    expect(days(activeTrial.meta.invoice_after)).toBeGreaterThanOrEqual(28);

    // The first invoice after the first period: the plan's price times the quantity.
    await runBilling(new Date(new Date(active.meta.invoice_after).getTime() + 1000));
    const invoices = await call("GET", `/v2/subscriptions/subscriptions/${fortnightly.id}/invoices`, { token: implicit, headers: accountHeader(shopper.accountToken) });
    expect(invoices.body.data).toHaveLength(1);
    expect(invoices.body.data[0].meta.price).toEqual({ currency: "USD", amount: 3780, includes_tax: false });
    expect(invoices.body.data[0].attributes.invoice_items[0].description).toBe("Cart Club: Fortnightly × 2");
  });

  it("invoices are charged through the gateway that paid the order; a gateway that is not enabled bills nothing", async () => {
    const shopper = await makeAccountMember(admin, implicit, "Gateway Subscriber");
    const cartId = newCart();
    await add(cartId, item(offering.planIds[0]));
    const order = await placeOrder(cartId, implicit, accountHeader(shopper.accountToken));
    const paid = await call("POST", `/v2/orders/${order.id}/payments`, {
      token: implicit,
      headers: accountHeader(shopper.accountToken),
      body: { data: { gateway: "manual", method: "purchase" } },
    });
    expect(paid.status).toBe(200);
    const [fromOrder] = (await call("GET", "/v2/subscriptions/subscriptions", { token: implicit, headers: accountHeader(shopper.accountToken) })).body.data;
    // Made by an administrator: no order, so the store's subscription gateway.
    const direct = await makeSubscription(admin, shopper.accountId, offering, { plan_id: offering.planIds[0], payment_authority: undefined });
    const at = new Date(new Date(fromOrder.meta.invoice_after).getTime() + 1000);
    process.env.SUBSCRIPTION_GATEWAY = "not_enabled_here";
    try {
      const report = await runBilling(at);
      expect(report.invoice_failures).toBeGreaterThanOrEqual(1);
    } finally {
      delete process.env.SUBSCRIPTION_GATEWAY;
    }
    const orderInvoices = (await call("GET", `/v2/subscriptions/subscriptions/${fromOrder.id}/invoices`, { token: admin })).body.data;
    expect(orderInvoices.map((i: { attributes: { outstanding: boolean } }) => i.attributes.outstanding)).toEqual([false]);
    // The refused charge left nothing behind: no invoice, and the subscription is still due.
    expect((await call("GET", `/v2/subscriptions/subscriptions/${direct}/invoices`, { token: admin })).body.data).toEqual([]);
    const stillDue = (await call("GET", `/v2/subscriptions/subscriptions/${direct}`, { token: admin })).body.data;
    expect(new Date(stillDue.meta.invoice_after).getTime()).toBeLessThanOrEqual(at.getTime());
    await runBilling(at);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${direct}/invoices`, { token: admin })).body.data).toHaveLength(1);
  });
});
