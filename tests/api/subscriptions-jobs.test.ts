// EP's jobs (administrators): a billing run asked for with POST /v2/subscriptions/jobs is kept, finished, with its
// report, and read back (the list, one) or deleted. Answers are checked against EP's subscriptions OpenAPI document.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";
const RUN = { data: { type: "subscription_job", attributes: { job_type: "billing-run", external_ref: "nightly-1" } } };

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("/v2/subscriptions/jobs", () => {
  it("a run is kept: GET one and the list answer it as POST did; DELETE 204, then 404", async () => {
    const made = await call("POST", "/v2/subscriptions/jobs", { token: admin, body: RUN });
    expect(made.status).toBe(201);
    const id = made.body.data.id;

    const one = await call("GET", `/v2/subscriptions/jobs/${id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(schemaProblems("subscriptions", "GetJob", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(made.body.data);
    expect(one.body.data.attributes).toMatchObject({ job_type: "billing-run", external_ref: "nightly-1", status: "success" });

    const listed = await call("GET", "/v2/subscriptions/jobs", { token: admin });
    expect(listed.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListJobs", 200, listed.body)).toEqual([]);
    expect(listed.body.data[0].id).toBe(id);

    expect((await call("DELETE", `/v2/subscriptions/jobs/${id}`, { token: admin })).status).toBe(204);
    expect((await call("GET", `/v2/subscriptions/jobs/${id}`, { token: admin })).status).toBe(404);
  });

  it("404 for an unknown job, 400 for a malformed id, 403 for a shopper", async () => {
    expect((await call("GET", `/v2/subscriptions/jobs/${UNKNOWN}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/subscriptions/jobs/${UNKNOWN}`, { token: admin })).status).toBe(404);
    expect((await call("GET", "/v2/subscriptions/jobs/nope", { token: admin })).status).toBe(400);
    expect((await call("GET", "/v2/subscriptions/jobs", { token: implicit })).status).toBe(403);
  });
});
