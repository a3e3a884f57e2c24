// EP's subscription features (administrators): the store's own (create, read, list, update, delete) and an
// offering's (made in it, or copied into it by attach: the copy stays as it was when the store's feature changes).
// Answers are checked against EP's subscriptions OpenAPI document; a refused request changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";
import { buildOffering } from "../support/subscription-fixtures";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";
const ACCESS = { type: "access", tag: "digital_library" };
const USAGE = { type: "usage", tag: "downloads", label: "Digital downloads", default_value: 10 };

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const body = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });
const createFeature = (attributes: Record<string, unknown>) => call("POST", "/v2/subscriptions/features", { token: admin, body: body("subscription_feature", attributes) });
const featurePath = (id: string) => `/v2/subscriptions/features/${id}`;

describe("/v2/subscriptions/features", () => {
  it("POST 201, GET one and the list, PUT 200, DELETE 204", async () => {
    const made = await createFeature({ name: "Library access", description: "Every e-book.", external_ref: "lib", configuration: ACCESS });
    expect(made.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateFeature", 201, made.body)).toEqual([]);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ type: "subscription_feature", attributes: { name: "Library access", configuration: ACCESS } });

    const one = await call("GET", featurePath(id), { token: admin });
    expect(schemaProblems("subscriptions", "GetFeature", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(made.body.data);
    const listed = await call("GET", "/v2/subscriptions/features", { token: admin });
    expect(schemaProblems("subscriptions", "ListFeatures", 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((f: { id: string }) => f.id)).toContain(id);

    const changed = await call("PUT", featurePath(id), { token: admin, body: { data: { type: "subscription_feature", id, attributes: { description: null, configuration: USAGE } } } });
    expect(changed.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateFeature", 200, changed.body)).toEqual([]);
    expect(changed.body.data.attributes).toEqual({ external_ref: "lib", name: "Library access", configuration: USAGE });

    expect((await call("DELETE", featurePath(id), { token: admin })).status).toBe(204);
    expect((await call("GET", featurePath(id), { token: admin })).status).toBe(404);
  });

  it("400 for a bad tag or an unknown configuration type; 404 for an unknown one; 403 for a shopper", async () => {
    const bad = await createFeature({ name: "Library access", configuration: { type: "access", tag: "has space" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toBe("data.attributes.configuration.tag");
    expect((await createFeature({ name: "Library access", configuration: { type: "magic" } })).status).toBe(400);
    expect((await call("GET", featurePath(UNKNOWN), { token: admin })).status).toBe(404);
    expect((await call("PUT", featurePath(UNKNOWN), { token: admin, body: { data: { type: "subscription_feature", id: UNKNOWN, attributes: { name: "Other" } } } })).status).toBe(404);
    expect((await call("GET", "/v2/subscriptions/features", { token: implicit })).status).toBe(403);
  });
});

describe("/v2/subscriptions/offerings/{offering_uuid}/features", () => {
  it("POST 201 makes one in the offering; GET lists only the offering's; PUT 200; DELETE 204", async () => {
    const offering = await buildOffering(admin);
    const path = `/v2/subscriptions/offerings/${offering.id}/features`;
    const made = await call("POST", path, { token: admin, body: body("subscription_offering_feature", { name: "Downloads", configuration: USAGE }) });
    expect(made.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateOfferingFeature", 201, made.body)).toEqual([]);
    const id = made.body.data.id;

    const listed = await call("GET", path, { token: implicit });
    expect(listed.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListOfferingFeatures", 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((f: { id: string }) => f.id)).toEqual([id]);
    // Not one of the store's own.
    expect((await call("GET", featurePath(id), { token: admin })).status).toBe(404);

    const changed = await call("PUT", `${path}/${id}`, { token: admin, body: { data: { type: "subscription_offering_feature", id, attributes: { name: "More downloads" } } } });
    expect(changed.status).toBe(200);
    // EP documents this answer as a `Feature`; it is the offering's, as its list shows it.
    expect(schemaProblems("subscriptions", "ListOfferingFeatures", 200, { data: [changed.body.data] })).toEqual([]);
    expect(changed.body.data.attributes).toMatchObject({ name: "More downloads", configuration: USAGE });

    expect((await call("DELETE", `${path}/${id}`, { token: admin })).status).toBe(204);
    expect((await call("GET", path, { token: admin })).body.data).toEqual([]);
  });

  it("404 for an unknown offering, and for another offering's feature", async () => {
    const offering = await buildOffering(admin);
    const other = await buildOffering(admin);
    expect((await call("POST", `/v2/subscriptions/offerings/${UNKNOWN}/features`, { token: admin, body: body("subscription_offering_feature", { name: "Downloads", configuration: USAGE }) })).status).toBe(404);
    const made = await call("POST", `/v2/subscriptions/offerings/${other.id}/features`, { token: admin, body: body("subscription_offering_feature", { name: "Downloads", configuration: USAGE }) });
    const id = made.body.data.id;
    expect((await call("DELETE", `/v2/subscriptions/offerings/${offering.id}/features/${id}`, { token: admin })).status).toBe(404);
    expect((await call("GET", `/v2/subscriptions/offerings/${other.id}/features`, { token: admin })).body.data).toHaveLength(1);
  });

  it("attach copies the store's features into the offering; the copy stays when the store's changes; an unknown id copies nothing", async () => {
    const offering = await buildOffering(admin);
    const path = `/v2/subscriptions/offerings/${offering.id}/features`;
    const feature = (await createFeature({ name: "Library access", configuration: ACCESS })).body.data;
    const attached = await call("POST", `${path}/attach`, { token: admin, body: { data: { features: [feature.id] } } });
    expect(attached.status).toBe(200);
    expect(schemaProblems("subscriptions", "AttachOfferingFeature", 200, attached.body)).toEqual([]);
    expect(attached.body.data).toHaveLength(1);
    expect(attached.body.data[0]).toMatchObject({ type: "subscription_offering_feature", attributes: { name: "Library access", configuration: ACCESS } });

    await call("PUT", featurePath(feature.id), { token: admin, body: { data: { type: "subscription_feature", id: feature.id, attributes: { name: "Renamed" } } } });
    expect((await call("GET", path, { token: admin })).body.data[0].attributes.name).toBe("Library access");

    const unknown = await call("POST", `${path}/attach`, { token: admin, body: { data: { features: [feature.id, UNKNOWN] } } });
    expect(unknown.status).toBe(404);
    expect((await call("GET", path, { token: admin })).body.data).toHaveLength(1);
  });
});
