// One customer per e-mail (docs/admin.md "Customers"): a guest's orders and an account member's orders with the same
// e-mail (any case) are one customer; the figures are counted per currency to the minor unit, cancelled orders left
// out of the money; search finds any part of a name or e-mail; Create customer refuses a taken e-mail; edits are
// recorded; the CSV says the same, guarded against formulas.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { ApiError } from "@/lib/commerce/errors";
import { adminCustomer, adminCustomerList, createCustomer, customerCsvRows, updateCustomer } from "@/lib/commerce/customers/customers";
import { CUSTOMER_CSV_HEADER, customerCsvLine } from "@/lib/commerce/customers/customer-csv";
import { customerFormSchema } from "@/lib/commerce/customers/customer-schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { accountHeader, checkoutBody } from "../support/order-fixtures";
import { storedUuid } from "@/lib/commerce/uuid";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false }, GBP: { amount: 1575, includes_tax: true } } });
});

type Placed = { id: string; total: number; currency: string };

async function order(customer: { name: string; email: string }, options: { currency?: string; quantity?: number; headers?: Record<string, string> } = {}): Promise<Placed> {
  const cartId = `customers-${randomUUID()}`;
  const currency = options.currency ?? "USD";
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    headers: { "x-moltin-currency": currency },
    body: { data: [{ type: "cart_item", id: product.id, quantity: options.quantity ?? 1 }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const placed = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, headers: options.headers, body: { ...checkoutBody(), data: { ...checkoutBody().data, customer } } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const total = placed.body.data.meta.display_price.with_tax as { amount: number; currency: string };
  expect(total.currency).toBe(currency);
  return { id: placed.body.data.id, total: total.amount, currency };
}

/** An account with one member of this e-mail, signed in. */
async function member(name: string, email: string) {
  const account = await call("POST", "/v2/accounts", { token: admin, body: { data: { type: "account", name } } });
  const created = await call("POST", "/v2/account-members", {
    token: admin,
    body: { data: { type: "account_member", account_id: account.body.data.id, name, email, password: "correct horse battery" } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const signIn = await call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: email, password: "correct horse battery" } },
  });
  return { accountId: account.body.data.id as string, token: signIn.body.data[0].token as string };
}

const amounts = (spent: { amount: number; currency: string }[]) => spent.map(({ amount, currency }) => ({ amount, currency }));

describe("one customer per e-mail", () => {
  it("a guest and an account with the same e-mail are one customer with both orders", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `Mixed.${tag}@Example.test`;
    const guest = await order({ name: `Grace ${tag}`, email });
    const found = await adminCustomerList({ q: email, page: 1 });
    expect(found.customers).toMatchObject([{ email: email.toLowerCase(), name: `Grace ${tag}`, kind: "Guest", orders: 1 }]);
    const id = found.customers[0].id;

    const shopper = await member(`Grace Account ${tag}`, email.toLowerCase());
    const signedIn = await order({ name: `Grace ${tag}`, email: email.toUpperCase() }, { headers: accountHeader(shopper.token) });

    const again = await adminCustomerList({ q: email.toUpperCase(), page: 1 });
    expect(again.customers).toMatchObject([{ id, kind: "Account", orders: 2 }]);
    const customer = await adminCustomer(ADMIN, storedUuid(id));
    expect(customer!.orderList.shown.map((o) => o.order.id).sort()).toEqual([guest.id, signedIn.id].sort());
    expect(customer!.account?.id).toBe(shopper.accountId);
    // The guest's name stays: the member's is the account's.
    expect(customer!.name).toBe(`Grace ${tag}`);
  });

  it("adds what orders were charged per currency to the minor unit, leaving cancelled orders out", async () => {
    const email = `totals-${randomUUID().slice(0, 8)}@example.test`;
    const buyer = { name: "Totals Shopper", email };
    const usd = [await order(buyer, { quantity: 3 }), await order(buyer, { quantity: 1 })];
    const gbp = await order(buyer, { currency: "GBP", quantity: 2 });
    const cancelled = await order(buyer, { quantity: 5 });
    expect((await call("PUT", `/v2/orders/${cancelled.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } })).status).toBe(200);

    const [row] = (await adminCustomerList({ q: email, page: 1 })).customers;
    expect(row.orders).toBe(4);
    expect(amounts(row.spent)).toEqual([
      { amount: gbp.total, currency: "GBP" },
      { amount: usd[0].total + usd[1].total, currency: "USD" },
    ]);
    // Three units of £15.75 and more: the sums are exact, never rounded or mixed.
    expect(gbp.total).toBe(3150);
    expect(row.lastOrderAt!.getTime()).toBeGreaterThanOrEqual(row.firstOrderAt!.getTime());
  });

  it("finds a customer by any part of the name or e-mail, any case, and pages newest first", async () => {
    const tag = randomUUID().slice(0, 8);
    await order({ name: `Hedy Lamarr${tag}`, email: `hedy-${tag}@example.test` });
    for (const q of [`lamarr${tag}`.toUpperCase(), `HEDY-${tag}`, `${tag}@example`]) {
      expect((await adminCustomerList({ q, page: 1 })).customers.map((c) => c.name), q).toEqual([`Hedy Lamarr${tag}`]);
    }
    expect((await adminCustomerList({ q: `%${tag}`, page: 1 })).customers).toEqual([]);
    const all = await adminCustomerList({ q: "", page: 1 });
    expect(all.customers.length).toBeLessThanOrEqual(20);
    const times = all.customers.map((c) => c.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("Create customer refuses an e-mail a customer has (any case); edits are recorded, and an account's e-mail is not changed", async () => {
    const tag = randomUUID().slice(0, 8);
    const form = (fields: Record<string, string>) => customerFormSchema.parse({ name: "Ada", email: `ada-${tag}@example.test`, ...fields });
    const { id } = await createCustomer(ADMIN, form({ phone: "+44 20 7946 0000", notes: "Prefers e-mail" }));
    await expect(createCustomer(ADMIN, form({ email: `ADA-${tag}@example.test` }))).rejects.toMatchObject({ status: 409, errors: [{ source: "email" }] });
    expect((await adminCustomerList({ q: `ada-${tag}`, page: 1 })).total).toBe(1);

    // A guest-only customer's e-mail may be corrected, never to one another customer has.
    const other = await createCustomer(ADMIN, form({ email: `other-${tag}@example.test` }));
    await expect(updateCustomer(ADMIN, storedUuid(other.id), form({}))).rejects.toMatchObject({ status: 409 });
    await updateCustomer(ADMIN, storedUuid(id), form({ name: "Ada Lovelace", email: `ada.l-${tag}@example.test`, phone: "+44 20 7946 0000", notes: "Prefers post" }));
    const changed = await adminCustomer(ADMIN, storedUuid(id));
    expect(changed).toMatchObject({ name: "Ada Lovelace", email: `ada.l-${tag}@example.test`, notes: "Prefers post", phone: "+44 20 7946 0000", kind: "Guest" });
    expect(changed!.activity.map((a) => a.summary)).toEqual([
      `Added the customer Ada (ada-${tag}@example.test)`,
      `Changed the customer's name, e-mail and notes (was ada-${tag}@example.test, now ada.l-${tag}@example.test)`,
    ]);
    expect(changed!.activity[0]).toMatchObject({ actor: "API", subject: { type: "customer", id } });

    const email = `member-${tag}@example.test`;
    await member("Member", email);
    const [account] = (await adminCustomerList({ q: email, page: 1 })).customers;
    const refused = await updateCustomer(ADMIN, storedUuid(account.id), form({ email: `moved-${tag}@example.test` })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((await adminCustomer(ADMIN, storedUuid(account.id)))!.email).toBe(email);
    await expect(updateCustomer(ADMIN, storedUuid(randomUUID()), form({}))).rejects.toMatchObject({ status: 404 });
  });

  it("the CSV has a row per customer with the totals per currency, formulas defused", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `csv-${tag}@example.test`;
    const placed = await order({ name: `=HYPERLINK("x") ${tag}`, email }, { quantity: 2 });
    const rows: string[] = [];
    for await (const page of customerCsvRows(`csv-${tag}`)) rows.push(...page.map(customerCsvLine));
    expect(CUSTOMER_CSV_HEADER.join(",")).toBe("name,email,type,phone,orders,total_spent,first_order,last_order,customer_since");
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual([`"'=HYPERLINK(""x"") ${tag}",${email},Guest,,1,${(placed.total / 100).toFixed(2)} USD,${today},${today},${today}`]);
  });
});
