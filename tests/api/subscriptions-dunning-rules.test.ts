// EP's dunning rules (administrators): create, read, list, update, delete; one default at a time. Answers are
// checked against EP's subscriptions OpenAPI document; a refused request changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";
const RULE = { payment_retry_type: "fixed", payment_retry_interval: 2, payment_retry_unit: "day", payment_retries_limit: 10, action: "close" };

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const create = (attributes: Record<string, unknown>, token = admin) =>
  call("POST", "/v2/subscriptions/dunning-rules", { token, body: { data: { type: "subscription_dunning_rule", attributes } } });
const path = (id: string) => `/v2/subscriptions/dunning-rules/${id}`;
const change = (id: string, attributes: Record<string, unknown>) =>
  call("PUT", path(id), { token: admin, body: { data: { type: "subscription_dunning_rule", id, attributes } } });

describe("/v2/subscriptions/dunning-rules", () => {
  it("POST 201, GET one and the list, PUT 200, DELETE 204", async () => {
    const made = await create(RULE);
    expect(made.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateDunningRule", 201, made.body)).toEqual([]);
    expect(made.body.data.attributes).toEqual({ ...RULE, default: false });
    const id = made.body.data.id;

    const one = await call("GET", path(id), { token: admin });
    expect(schemaProblems("subscriptions", "GetDunningRule", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(made.body.data);
    const listed = await call("GET", "/v2/subscriptions/dunning-rules", { token: admin });
    expect(schemaProblems("subscriptions", "ListDunningRules", 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((r: { id: string }) => r.id)).toContain(id);

    const changed = await change(id, { action: "suspend", payment_retry_unit: "week" });
    expect(changed.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateDunningRule", 200, changed.body)).toEqual([]);
    expect(changed.body.data.attributes).toEqual({ ...RULE, payment_retry_unit: "week", action: "suspend", default: false });

    expect((await call("DELETE", path(id), { token: admin })).status).toBe(204);
    expect((await call("GET", path(id), { token: admin })).status).toBe(404);
  });

  it("one default: a new default takes the place of the old one", async () => {
    const first = (await create({ ...RULE, default: true })).body.data.id;
    const second = (await create({ ...RULE, action: "pause", default: true })).body.data.id;
    expect((await call("GET", path(first), { token: admin })).body.data.attributes.default).toBe(false);
    expect((await call("GET", path(second), { token: admin })).body.data.attributes.default).toBe(true);
    await change(first, { default: true });
    expect((await call("GET", path(second), { token: admin })).body.data.attributes.default).toBe(false);
    expect((await call("GET", path(first), { token: admin })).body.data.attributes.default).toBe(true);
  });

  it("400 for backoff or an interval over 1024 (unchanged); 404 unknown; 403 for a shopper", async () => {
    const backoff = await create({ ...RULE, payment_retry_type: "backoff" });
    expect(backoff.status).toBe(400);
    expect(backoff.body.errors[0].source).toBe("data.attributes.payment_retry_type");
    const id = (await create(RULE)).body.data.id;
    expect((await change(id, { payment_retry_interval: 2000 })).status).toBe(400);
    expect((await change(id, { payment_retry_type: "tiered" })).status).toBe(400);
    expect((await call("GET", path(id), { token: admin })).body.data.attributes).toEqual({ ...RULE, default: false });
    expect((await change(UNKNOWN, { action: "none" })).status).toBe(404);
    expect((await create(RULE, implicit)).status).toBe(403);
  });
});
