// /admin/customers and /admin/subscriptions/[id] through their domain functions: accounts found by name or a
// member's e-mail, with their orders, addresses and subscriptions; guest orders found by their e-mail; and a state
// change made on the shopper's behalf reads back identically through /v2/subscriptions.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { adminCustomer, adminCustomerList } from "@/lib/commerce/accounts/admin-customers";
import { adminSubscription, changeSubscriptionStateForShopper } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { ADDRESS, accountHeader, checkoutBody } from "../support/order-fixtures";
import { buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };

let admin: string;
let implicit: string;
let product: { id: string };
let offering: BuiltOffering;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
  offering = await buildOffering(admin);
});

async function order(customer: { name: string; email: string }, headers: Record<string, string> = {}) {
  const cartId = `customers-${randomUUID()}`;
  await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: [{ type: "cart_item", id: product.id, quantity: 1 }] } });
  const placed = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, headers, body: { ...checkoutBody(), data: { ...checkoutBody().data, customer } } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data as { id: string };
}

describe("customers", () => {
  it("finds an account by its name and by a member's e-mail, with its orders, addresses and subscriptions", async () => {
    const name = `Grace Hopper ${randomUUID().slice(0, 6)}`;
    const shopper = await makeAccountMember(admin, implicit, name);
    const placed = await order({ name, email: shopper.email }, accountHeader(shopper.accountToken));
    const address = await call("POST", `/v2/accounts/${shopper.accountId}/addresses`, { token: admin, body: { data: { type: "address", name: "Home", ...ADDRESS } } });
    expect(address.status).toBe(200);
    const subscriptionId = await makeSubscription(admin, shopper.accountId, offering, { name, email: shopper.email });

    for (const q of [name.toLowerCase(), shopper.email.toUpperCase(), shopper.email.slice(0, 6)]) {
      const found = await adminCustomerList({ q, page: 1 });
      expect(found.customers.map((c) => c.id), q).toEqual([shopper.accountId]);
      expect(found.customers[0].members).toEqual([{ name, email: shopper.email }]);
    }
    expect((await adminCustomerList({ q: "%", page: 1 })).customers.map((c) => c.id)).not.toContain(shopper.accountId);
    const all = await adminCustomerList({ q: "", page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.guestOrders).toBeUndefined();

    const customer = await adminCustomer(ADMIN, shopper.accountId);
    expect(customer).toMatchObject({ id: shopper.accountId, name, orders: { total: 1 } });
    expect(customer!.orders.shown.map((o) => o.order.id)).toEqual([placed.id]);
    expect(customer!.addresses).toEqual([expect.objectContaining({ name: "Home", line_1: ADDRESS.line_1, postcode: ADDRESS.postcode })]);
    expect(customer!.subscriptions).toEqual([expect.objectContaining({ id: subscriptionId, state: "active" })]);
    expect(await adminCustomer(ADMIN, randomUUID())).toBeUndefined();
    expect(await adminCustomer(ADMIN, "not-an-id")).toBeUndefined();
  });

  it("a searched e-mail lists the guest orders placed with it, and not an account's", async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const first = await order({ name: "Guest Shopper", email });
    const second = await order({ name: "Guest Shopper", email: email.toUpperCase() });
    const found = await adminCustomerList({ q: ` ${email.toUpperCase()} `.trim(), page: 1 });
    expect(found.customers).toEqual([]);
    expect(found.guestOrders).toMatchObject({ email, total: 2 });
    expect(found.guestOrders!.orders.map((o) => o.order.id).sort()).toEqual([first.id, second.id].sort());

    const member = await makeAccountMember(admin, implicit, "Member");
    await order({ name: "Member", email: member.email }, accountHeader(member.accountToken));
    const byMember = await adminCustomerList({ q: member.email, page: 1 });
    expect(byMember.customers.map((c) => c.id)).toEqual([member.accountId]);
    expect(byMember.guestOrders).toMatchObject({ total: 0, orders: [] });
  });
});

describe("a subscription changed on the shopper's behalf", () => {
  const read = async (id: string) => (await call("GET", `/v2/subscriptions/subscriptions/${id}`, { token: admin })).body.data;

  it("pause, resume and cancel read back identically through /v2/subscriptions", async () => {
    const shopper = await makeAccountMember(admin, implicit, "Subscriber");
    const id = await makeSubscription(admin, shopper.accountId, offering);
    expect(await adminSubscription(id)).toMatchObject({ id, state: "active", actions: ["pause", "cancel"], shopper: { accountId: shopper.accountId } });

    expect(await changeSubscriptionStateForShopper(id, "pause")).toEqual({ ok: true, message: "The subscription is paused." });
    expect((await read(id)).meta).toMatchObject({ status: "inactive", paused: true, canceled: false });
    expect(await adminSubscription(id)).toMatchObject({ state: "paused", actions: ["resume", "cancel"] });
    expect((await adminSubscription(id))!.dates.nextBill).toBeUndefined();

    expect(await changeSubscriptionStateForShopper(id, "pause")).toEqual({ ok: false, message: "The subscription is already paused." });
    expect(await changeSubscriptionStateForShopper(id, "resume")).toMatchObject({ ok: true });
    expect((await read(id)).meta).toMatchObject({ status: "active", paused: false });

    // The API's change reads back on the admin's page too.
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin, body: stateBody("pause") })).status).toBe(204);
    expect((await adminSubscription(id))!.state).toBe("paused");

    expect(await changeSubscriptionStateForShopper(id, "cancel")).toMatchObject({ ok: true, message: "The subscription is canceled." });
    expect((await read(id)).meta).toMatchObject({ canceled: true, status: "inactive" });
    expect(await adminSubscription(id)).toMatchObject({ state: "canceled", actions: [] });
    expect(await adminSubscription(randomUUID())).toBeUndefined();
  });
});
