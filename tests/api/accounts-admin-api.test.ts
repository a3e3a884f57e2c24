// EP's back-office account management (docs/api.md "Accounts and memberships"): listing accounts and members with
// EP's filters, deleting an account, and account memberships, each answer checked against EP's account_management
// schemas. A membership an administrator adds lets the member sign in for that account and reach its carts and
// orders; removing it, or deleting the account, takes that away at once.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signAccountToken } from "@/lib/commerce/auth/tokens";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { accountHeader, placeOrder } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { buildOffering, makeSubscription, stateBody } from "../support/subscription-fixtures";

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin);
});

const PASSWORD = "correct horse battery";
const unknownId = () => randomUUID();

async function makeAccount(name: string, legalName = "") {
  const response = await call("POST", "/v2/accounts", { token: admin, body: { data: { type: "account", name, legal_name: legalName } } });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

const signIn = (username: string) =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password: PASSWORD } },
  });

const addMembership = (accountId: string, memberId: string) =>
  call("POST", `/v2/accounts/${accountId}/account-memberships`, { token: admin, body: { data: { type: "account_membership", account_member_id: memberId } } });

/** An order placed for the account whose token this is. */
async function orderAs(accountToken: string) {
  const cartId = `members-${randomUUID()}`;
  await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: accountHeader(accountToken), body: { data: { type: "cart_item", id: product.id, quantity: 1 } } });
  return placeOrder(cartId, implicit, accountHeader(accountToken));
}

const ordersOf = (accountToken: string) => call("GET", "/v2/orders", { token: implicit, headers: accountHeader(accountToken) });

describe("GET /v2/accounts", () => {
  it("lists accounts with EP's filter and paging", async () => {
    const tag = randomUUID().slice(0, 8);
    const ids = [await makeAccount(`Swan ${tag} 1`, `Swan Ltd ${tag}`), await makeAccount(`Swan ${tag} 2`), await makeAccount(`swan ${tag} 3`)];
    const page = await call("GET", `/v2/accounts?filter=like(name,*${tag}*)&page[limit]=2`, { token: admin });
    expect(page.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-accounts", 200, page.body)).toEqual([]);
    // Newest first, EP's default.
    expect(page.body.data.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.meta.results.total).toBe(3);
    expect(page.body.meta.page).toEqual({ limit: 2, offset: 0, current: 1, total: 2 });
    expect(decodeURIComponent(page.body.links.next)).toContain("page[offset]=2");
    const next = await call("GET", page.body.links.next, { token: admin });
    expect(next.body.data.map((a: { id: string }) => a.id)).toEqual([ids[0]]);

    const legal = await call("GET", `/v2/accounts?filter=eq(legal_name,Swan Ltd ${tag})`, { token: admin });
    expect(legal.body.data).toEqual([expect.objectContaining({ id: ids[0], type: "account", legal_name: `Swan Ltd ${tag}` })]);
    const sorted = await call("GET", `/v2/accounts?filter=in(id,${ids.join(",")})&sort=name`, { token: admin });
    expect(sorted.body.data.map((a: { name: string }) => a.name)).toEqual([`Swan ${tag} 1`, `Swan ${tag} 2`, `swan ${tag} 3`]);
  });

  it("refuses a filter it does not take with 400, and an implicit token with 403", async () => {
    const bad = await call("GET", "/v2/accounts?filter=like(password,*)", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ status: 400, title: "Bad Request", source: "filter" });
    expect((await call("GET", "/v2/accounts?sort=secret", { token: admin })).status).toBe(400);
    expect((await call("GET", "/v2/accounts", { token: implicit })).status).toBe(403);
  });
});

describe("GET /v2/account-members", () => {
  it("lists members with EP's filter on e-mail and name", async () => {
    const member = await makeAccountMember(admin, implicit, `Ron Swanson ${randomUUID().slice(0, 8)}`);
    const byEmail = await call("GET", `/v2/account-members?filter=eq(email,${member.email})`, { token: admin });
    expect(byEmail.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-account-members", 200, byEmail.body)).toEqual([]);
    expect(byEmail.body.data).toEqual([expect.objectContaining({ id: member.memberId, type: "account_member", email: member.email })]);
    expect(byEmail.body.data[0]).not.toHaveProperty("password_hash");
    const byName = await call("GET", `/v2/account-members?filter=like(name,*${member.email.slice(0, 4)}*):like(email,*example.test)`, { token: admin });
    expect(byName.body.meta.results.total).toBeGreaterThanOrEqual(0);
    const none = await call("GET", `/v2/account-members?filter=eq(email,nobody-${randomUUID()}@example.test)`, { token: admin });
    expect(none.body).toMatchObject({ data: [], meta: { results: { total: 0 } } });
  });

  it("refuses an unreadable filter with 400 and an implicit token with 403", async () => {
    expect((await call("GET", "/v2/account-members?filter=eq(email", { token: admin })).status).toBe(400);
    expect((await call("GET", "/v2/account-members", { token: implicit })).status).toBe(403);
  });
});

describe("account memberships", () => {
  it("let a member act for another account until the membership is removed", async () => {
    const member = await makeAccountMember(admin, implicit, "Leslie");
    const other = await makeAccount("Parks Department");

    const created = await addMembership(other, member.memberId);
    expect(created.status).toBe(201);
    expect(schemaProblems("account_management", "post-v2-accounts-accountID-account-memberships", 201, created.body)).toEqual([]);
    expect(created.body.data).toMatchObject({
      type: "account_membership",
      relationships: { account_member: { data: { type: "account_member", id: member.memberId } } },
      links: { self: `http://cartwright.test/v2/accounts/${other}/account-memberships/${created.body.data.id}` },
    });
    const membershipId = created.body.data.id as string;

    // The member's next sign-in gives a token for each account: their own first.
    const tokens = await signIn(member.email);
    expect(tokens.status).toBe(201);
    expect(schemaProblems("account_management", "post-v2-account-members-tokens", 201, tokens.body)).toEqual([]);
    expect(tokens.body.data.map((t: { account_id: string }) => t.account_id)).toEqual([member.accountId, other]);
    expect(tokens.body.meta.results.total).toBe(2);
    const otherToken = tokens.body.data[1].token as string;
    const order = await orderAs(otherToken);
    expect((await ordersOf(otherToken)).body.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await call("GET", `/v2/accounts/${other}`, { token: implicit, headers: accountHeader(otherToken) })).status).toBe(200);

    const list = await call("GET", `/v2/accounts/${other}/account-memberships?include=account_member`, { token: admin });
    expect(list.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-accounts-accountID-account-memberships", 200, list.body)).toEqual([]);
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([membershipId]);
    expect(list.body.included.account_members).toEqual([expect.objectContaining({ id: member.memberId, email: member.email })]);
    const filtered = await call("GET", `/v2/accounts/${other}/account-memberships?filter=eq(account_member_id,${unknownId()})`, { token: admin });
    expect(filtered.body.meta.results.total).toBe(0);

    const ofMember = await call("GET", `/v2/account-members/${member.memberId}/account-memberships?include=account`, { token: admin });
    expect(ofMember.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-account-members-accountMemberId-account-memberships", 200, ofMember.body)).toEqual([]);
    expect(ofMember.body.data.map((m: { relationships: { account: { data: { id: string } } } }) => m.relationships.account.data.id).sort()).toEqual(
      [member.accountId, other].sort(),
    );
    expect(ofMember.body.included.accounts.map((a: { id: string }) => a.id).sort()).toEqual([member.accountId, other].sort());

    const one = await call("GET", `/v2/accounts/${other}/account-memberships/${membershipId}`, { token: admin });
    expect(one.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-accounts-accountID-account-memberships-membershipID", 200, one.body)).toEqual([]);
    expect(one.body.data.id).toBe(membershipId);

    const updated = await call("PUT", `/v2/accounts/${other}/account-memberships/${membershipId}`, {
      token: admin,
      body: { data: { type: "account_membership", account_member_id: member.memberId } },
    });
    expect(updated.status).toBe(200);
    expect(schemaProblems("account_management", "put-v2-accounts-accountID-account-memberships-membershipID", 200, updated.body)).toEqual([]);

    const removed = await call("DELETE", `/v2/accounts/${other}/account-memberships/${membershipId}`, { token: admin });
    expect(removed.status).toBe(204);
    // The token for that account stops at once; a new sign-in gives only the member's own account.
    expect((await ordersOf(otherToken)).status).toBe(401);
    const again = await signIn(member.email);
    expect(again.body.data.map((t: { account_id: string }) => t.account_id)).toEqual([member.accountId]);
    expect((await ordersOf(again.body.data[0].token)).body.data).toEqual([]);
    // The order stays the account's, as the administrator sees it.
    expect((await call("GET", `/v2/orders/${order.id}`, { token: admin })).body.data.meta.display_price).toEqual(order.meta.display_price);
    expect((await call("DELETE", `/v2/accounts/${other}/account-memberships/${membershipId}`, { token: admin })).status).toBe(404);
  });

  it("refuses a second membership of one member with 409, and unknown accounts, members and memberships with 404", async () => {
    const member = await makeAccountMember(admin, implicit);
    const duplicate = await addMembership(member.accountId, member.memberId);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]).toMatchObject({ status: 409, title: "Conflict" });
    expect((await addMembership(member.accountId, unknownId())).status).toBe(404);
    expect((await addMembership(unknownId(), member.memberId)).status).toBe(404);
    const bad = await call("POST", `/v2/accounts/${member.accountId}/account-memberships`, { token: admin, body: { data: { type: "account_membership", account_member_id: "nope" } } });
    expect(bad.status).toBe(400);
    expect((await call("GET", `/v2/accounts/${member.accountId}/account-memberships/${unknownId()}`, { token: admin })).status).toBe(404);
    expect((await call("GET", `/v2/accounts/${unknownId()}/account-memberships`, { token: admin })).status).toBe(404);
    expect((await call("GET", `/v2/account-members/${unknownId()}/account-memberships`, { token: admin })).status).toBe(404);
    expect((await call("GET", `/v2/accounts/${member.accountId}/account-memberships?include=accounts`, { token: admin })).status).toBe(400);

    // A membership is found only under its own account, and its member never changes.
    const [mine] = (await call("GET", `/v2/accounts/${member.accountId}/account-memberships`, { token: admin })).body.data;
    const elsewhere = await makeAccount("Elsewhere");
    expect((await call("GET", `/v2/accounts/${elsewhere}/account-memberships/${mine.id}`, { token: admin })).status).toBe(404);
    const swap = await call("PUT", `/v2/accounts/${member.accountId}/account-memberships/${mine.id}`, {
      token: admin,
      body: { data: { type: "account_membership", account_member_id: unknownId() } },
    });
    expect(swap.status).toBe(409);

    // Back-office operations: a shopper's token is refused as on the neighbouring admin routes.
    expect((await call("GET", `/v2/accounts/${member.accountId}/account-memberships`, { token: implicit })).status).toBe(403);
    expect((await call("DELETE", `/v2/accounts/${member.accountId}/account-memberships/${mine.id}`, { token: implicit, headers: accountHeader(member.accountToken) })).status).toBe(403);
  });

  it("refuse a token for an account its member has no membership of, however it was issued", async () => {
    const member = await makeAccountMember(admin, implicit);
    const stranger = await makeAccount("Not theirs");
    // As a sign-in that read a membership just before it was removed would have issued it.
    const { token } = await signAccountToken(stranger, member.memberId);
    expect((await ordersOf(token)).status).toBe(401);
    expect((await ordersOf(member.accountToken)).status).toBe(200);
  });

  it("lists the members an account does not have", async () => {
    const inside = await makeAccountMember(admin, implicit, "Inside");
    const outside = await makeAccountMember(admin, implicit, "Outside");
    const path = `/v2/accounts/${inside.accountId}/account-memberships/unassigned-account-members`;
    const outsider = await call("GET", `${path}?filter=eq(email,${outside.email})`, { token: admin });
    expect(outsider.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-accounts-accountID-account-memberships-unassigned-account-members", 200, outsider.body)).toEqual([]);
    expect(outsider.body.data.map((m: { id: string }) => m.id)).toEqual([outside.memberId]);
    expect((await call("GET", `${path}?filter=eq(email,${inside.email})`, { token: admin })).body.data).toEqual([]);
    expect((await call("GET", `/v2/accounts/${unknownId()}/account-memberships/unassigned-account-members`, { token: admin })).status).toBe(404);
  });
});

describe("DELETE /v2/accounts/{id}", () => {
  it("deletes the account, its memberships and addresses; its members and orders stay", async () => {
    const member = await makeAccountMember(admin, implicit, "Closing");
    const order = await orderAs(member.accountToken);
    const address = await call("POST", `/v2/accounts/${member.accountId}/addresses`, {
      token: admin,
      body: { data: { type: "address", name: "Home", first_name: "A", last_name: "B", line_1: "1 Road", city: "London", postcode: "N1 1AA", country: "GB" } },
    });
    expect(address.status).toBe(200);

    const deleted = await call("DELETE", `/v2/accounts/${member.accountId}`, { token: admin });
    expect(deleted.status).toBe(204);
    expect((await call("GET", `/v2/accounts/${member.accountId}`, { token: admin })).status).toBe(404);
    expect((await call("GET", `/v2/accounts/${member.accountId}/addresses/${address.body.data.id}`, { token: admin })).status).toBe(404);
    expect((await call("GET", `/v2/account-members/${member.memberId}/account-memberships`, { token: admin })).body.data).toEqual([]);
    // The member is still a member of the store, of no account: their token stops, and signing in has nothing to give.
    expect((await call("GET", `/v2/account-members/${member.memberId}`, { token: admin })).status).toBe(200);
    expect((await ordersOf(member.accountToken)).status).toBe(401);
    expect((await signIn(member.email)).status).toBe(401);
    // The order keeps its amounts and its account's id.
    const kept = await call("GET", `/v2/orders/${order.id}`, { token: admin });
    expect(kept.status).toBe(200);
    expect(kept.body.data.meta.display_price).toEqual(order.meta.display_price);
    // Added to another account, the member signs in again.
    const next = await makeAccount("Reopened");
    expect((await addMembership(next, member.memberId)).status).toBe(201);
    expect((await signIn(member.email)).body.data.map((t: { account_id: string }) => t.account_id)).toEqual([next]);
  });

  it("waits with 409 while a subscription of the account may still bill, and deletes it once that is canceled", async () => {
    const member = await makeAccountMember(admin, implicit, "Subscriber");
    const subscription = await makeSubscription(admin, member.accountId, await buildOffering(admin), { email: member.email });
    const refused = await call("DELETE", `/v2/accounts/${member.accountId}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ status: 409, title: "Conflict", meta: { subscription_ids: [subscription] } });
    expect((await call("GET", `/v2/accounts/${member.accountId}`, { token: admin })).status).toBe(200);
    expect((await ordersOf(member.accountToken)).status).toBe(200);
    const path = `/v2/subscriptions/subscriptions/${subscription}/states`;
    expect((await call("POST", path, { token: admin, body: stateBody("cancel") })).status).toBe(204);
    expect((await call("DELETE", `/v2/accounts/${member.accountId}`, { token: admin })).status).toBe(204);
  });

  it("answers 404 for an unknown account and 403 to a shopper's token", async () => {
    const missing = await call("DELETE", `/v2/accounts/${unknownId()}`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ status: 404, title: "Not Found", detail: "account not found" });
    expect((await call("DELETE", "/v2/accounts/not-a-uuid", { token: admin })).status).toBe(404);
    const member = await makeAccountMember(admin, implicit);
    expect((await call("DELETE", `/v2/accounts/${member.accountId}`, { token: implicit, headers: accountHeader(member.accountToken) })).status).toBe(403);
    expect((await call("GET", `/v2/accounts/${member.accountId}`, { token: admin })).status).toBe(200);
  });
});
