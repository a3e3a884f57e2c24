// EP's subscribers (administrators): create one for an account, read, list with EP's filter, update, delete. Answers
// are checked against EP's subscriptions OpenAPI document; a refused request changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";
const STRIPE = { type: "elastic_path_payments_stripe", customer_id: "cus_0001", card_id: "card_0001" };

let admin: string;
let implicit: string;
let accountId: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  ({ accountId } = await makeAccountMember(admin, implicit));
});

const create = (attributes: Record<string, unknown>) =>
  call("POST", "/v2/subscriptions/subscribers", { token: admin, body: { data: { type: "subscription_subscriber", attributes } } });
const path = (id: string) => `/v2/subscriptions/subscribers/${id}`;

describe("/v2/subscriptions/subscribers", () => {
  it("POST 201, then GET one and the filtered list", async () => {
    const response = await create({ account_id: accountId, name: "Ada Lovelace", email: "ada@example.test", payment_authority: STRIPE });
    expect(response.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateSubscriber", 201, response.body)).toEqual([]);
    const id = response.body.data.id;
    expect(response.body.data).toMatchObject({ type: "subscription_subscriber", attributes: { account_id: accountId, name: "Ada Lovelace", payment_authority: STRIPE } });

    const one = await call("GET", path(id), { token: admin });
    expect(one.status).toBe(200);
    expect(schemaProblems("subscriptions", "GetSubscriber", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(response.body.data);

    const listed = await call("GET", `/v2/subscriptions/subscribers?filter=${encodeURIComponent(`eq(account_id,${accountId}):eq(email,ada@example.test)`)}`, { token: admin });
    expect(listed.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListSubscribers", 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([id]);
    const none = await call("GET", `/v2/subscriptions/subscribers?filter=${encodeURIComponent("eq(email,nobody@example.test)")}`, { token: admin });
    expect(none.body.data).toEqual([]);
  });

  it("POST 400 for an unknown account or a bad e-mail; 403 for a shopper; nothing is made", async () => {
    const unknown = await create({ account_id: UNKNOWN, name: "Ada Lovelace", email: "ada@example.test" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ title: "Account not found", source: "data.attributes.account_id" });
    expect((await create({ account_id: accountId, name: "Ada Lovelace", email: "not an email" })).status).toBe(400);
    const shopper = await call("POST", "/v2/subscriptions/subscribers", { token: implicit, body: { data: { type: "subscription_subscriber", attributes: { account_id: accountId, name: "Ada", email: "a@b.test" } } } });
    expect(shopper.status).toBe(403);
    const listed = await call("GET", `/v2/subscriptions/subscribers?filter=${encodeURIComponent(`eq(account_id,${UNKNOWN})`)}`, { token: admin });
    expect(listed.body.data).toEqual([]);
  });

  it("GET 400 for a filter it cannot apply", async () => {
    const response = await call("GET", `/v2/subscriptions/subscribers?filter=${encodeURIComponent("like(name,Ada*)")}`, { token: admin });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toBe("filter");
  });
});

describe("/v2/subscriptions/subscribers/{subscriber_uuid}", () => {
  it("PUT 200 changes what it names; null removes the payment authority", async () => {
    const id = (await create({ account_id: accountId, name: "Ada Lovelace", email: "ada@example.test", payment_authority: STRIPE })).body.data.id;
    const response = await call("PUT", path(id), {
      token: admin,
      body: { data: { type: "subscription_subscriber", id, attributes: { name: "Ada King", payment_authority: null } } },
    });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateSubscriber", 200, response.body)).toEqual([]);
    expect(response.body.data.attributes).toMatchObject({ name: "Ada King", email: "ada@example.test" });
    expect(response.body.data.attributes).not.toHaveProperty("payment_authority");
  });

  it("PUT 404 for an unknown one, 400 for a short name (unchanged)", async () => {
    expect((await call("PUT", path(UNKNOWN), { token: admin, body: { data: { type: "subscription_subscriber", id: UNKNOWN, attributes: { name: "Ada King" } } } })).status).toBe(404);
    const id = (await create({ account_id: accountId, name: "Ada Lovelace", email: "ada@example.test" })).body.data.id;
    expect((await call("PUT", path(id), { token: admin, body: { data: { type: "subscription_subscriber", id, attributes: { name: "A" } } } })).status).toBe(400);
    expect((await call("GET", path(id), { token: admin })).body.data.attributes.name).toBe("Ada Lovelace");
  });

  it("DELETE 204, then 404; 400 for a malformed id", async () => {
    const id = (await create({ account_id: accountId, name: "Ada Lovelace", email: "ada@example.test" })).body.data.id;
    expect((await call("DELETE", path(id), { token: admin })).status).toBe(204);
    expect((await call("GET", path(id), { token: admin })).status).toBe(404);
    expect((await call("DELETE", path(id), { token: admin })).status).toBe(404);
    expect((await call("GET", path("nope"), { token: admin })).status).toBe(400);
  });
});
