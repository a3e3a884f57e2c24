// EP's proration policies (administrators): create, read, list, update, delete. Answers are checked against EP's
// subscriptions OpenAPI document; a refused request changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const type = "subscription_proration_policy";
const path = (id: string) => `/v2/subscriptions/proration-policies/${id}`;
const create = (attributes: Record<string, unknown>, token = admin) => call("POST", "/v2/subscriptions/proration-policies", { token, body: { data: { type, attributes } } });

describe("/v2/subscriptions/proration-policies", () => {
  it("POST 201, GET one and the list, PUT 200, DELETE 204", async () => {
    const made = await create({ name: "Round down", rounding: "down", external_ref: "pp-1" });
    expect(made.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateProrationPolicy", 201, made.body)).toEqual([]);
    const id = made.body.data.id;
    const one = await call("GET", path(id), { token: admin });
    expect(schemaProblems("subscriptions", "GetProrationPolicy", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(made.body.data);
    const listed = await call("GET", "/v2/subscriptions/proration-policies", { token: admin });
    expect(schemaProblems("subscriptions", "ListProrationPolicies", 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(id);

    const changed = await call("PUT", path(id), { token: admin, body: { data: { type, id, attributes: { rounding: "nearest", external_ref: null } } } });
    expect(changed.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateProrationPolicy", 200, changed.body)).toEqual([]);
    expect(changed.body.data.attributes).toEqual({ name: "Round down", rounding: "nearest" });

    expect((await call("DELETE", path(id), { token: admin })).status).toBe(204);
    expect((await call("GET", path(id), { token: admin })).status).toBe(404);
  });

  it("400 for an unknown rounding (unchanged), 404 unknown, 403 for a shopper", async () => {
    expect((await create({ name: "Sideways", rounding: "sideways" })).status).toBe(400);
    const id = (await create({ name: "Round up", rounding: "up" })).body.data.id;
    expect((await call("PUT", path(id), { token: admin, body: { data: { type, id, attributes: { rounding: "sideways" } } } })).status).toBe(400);
    expect((await call("GET", path(id), { token: admin })).body.data.attributes.rounding).toBe("up");
    expect((await call("PUT", path(UNKNOWN), { token: admin, body: { data: { type, id: UNKNOWN, attributes: { name: "Other" } } } })).status).toBe(404);
    expect((await create({ name: "Round up", rounding: "up" }, implicit)).status).toBe(403);
  });
});
