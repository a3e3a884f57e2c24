// /admin/customers and /admin/subscriptions/[id] through their domain functions: an account member's customer with the
// account's orders, addresses and subscriptions (guests and figures: customers-*.test.ts); and a state change made on
// the shopper's behalf reads back identically through /v2/subscriptions.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { adminCustomer, adminCustomerList, customerIdOfAccount } from "@/lib/commerce/customers/customers";
import { adminSubscription, changeSubscriptionStateForShopper } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { ADDRESS, accountHeader, checkoutBody } from "../support/order-fixtures";
import { buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";
import { storedUuid } from "@/lib/commerce/uuid";

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
  it("an account's customer shows its orders, addresses and subscriptions; the account's old address leads to it", async () => {
    const name = `Grace Hopper ${randomUUID().slice(0, 6)}`;
    const shopper = await makeAccountMember(admin, implicit, name);
    const placed = await order({ name, email: shopper.email }, accountHeader(shopper.accountToken));
    const address = await call("POST", `/v2/accounts/${shopper.accountId}/addresses`, { token: admin, body: { data: { type: "address", name: "Home", ...ADDRESS } } });
    expect(address.status).toBe(200);
    const subscriptionId = await makeSubscription(admin, shopper.accountId, offering, { name, email: shopper.email });

    const found = await adminCustomerList({ q: shopper.email.toUpperCase(), page: 1 });
    expect(found.customers).toMatchObject([{ name, email: shopper.email, kind: "Account", orders: 1 }]);
    const id = found.customers[0].id;
    expect(await customerIdOfAccount(storedUuid(shopper.accountId))).toBe(id);

    const customer = await adminCustomer(ADMIN, storedUuid(id));
    expect(customer).toMatchObject({ id, name, kind: "Account", orderList: { total: 1 }, account: { id: shopper.accountId } });
    expect(customer!.orderList.shown.map((o) => o.order.id)).toEqual([placed.id]);
    expect(customer!.account!.members).toEqual([expect.objectContaining({ name, email: shopper.email })]);
    expect(customer!.account!.addresses).toEqual([expect.objectContaining({ name: "Home", line_1: ADDRESS.line_1, postcode: ADDRESS.postcode })]);
    expect(customer!.account!.subscriptions).toEqual([expect.objectContaining({ id: subscriptionId, state: "active" })]);
    expect(await adminCustomer(ADMIN, storedUuid(randomUUID()))).toBeUndefined();
    expect(await customerIdOfAccount(storedUuid(randomUUID()))).toBeUndefined();
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
