// Inventory locations as EP's inventories document has them (`GET /v2/inventories/locations` used to answer
// 404 "No stock is kept for this product": `locations` was read as a product id). The store's stock is kept at
// one default location; administrators record others with EP's js-sdk (MultiLocationInventories.Locations);
// shoppers list them with EP's shopper SDK, as EP's storefront does. Every answer is checked against EP's schema.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { listLocations } from "@epcc-sdk/sdks-shopper";
import { ADMIN_CLIENT, adminToken, call, implicitToken } from "../support/api";
import { jsSdkClient } from "../support/js-sdk";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function shopperList() {
  const client = await shopperClient();
  const { response } = (await listLocations({ client, query: { "page[limit]": 100 } } as never)) as { response: Response };
  const body = rawBody(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(schemaProblems("inventories", "ListLocations", 200, body)).toEqual([]);
  return body.data as { id: string; type: string; attributes: Record<string, unknown> }[];
}

describe("inventory locations (EP's inventories)", () => {
  it("a shopper lists the store's default location with an implicit token", async () => {
    const locations = await shopperList();
    const store = locations.find((l) => l.attributes.slug === "main-warehouse");
    expect(store).toMatchObject({ type: "inventory_location", attributes: { name: "Main warehouse", slug: "main-warehouse" } });
    const one = await call("GET", `/v2/inventories/locations/${store!.id}`, { token: implicit });
    expect(one.status).toBe(200);
    expect(schemaProblems("inventories", "GetLocation", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(store);
    // Still the store's stock: a product's stock is read as before, and the default location cannot go.
    expect((await call("DELETE", `/v2/inventories/locations/${store!.id}`, { token: admin })).status).toBe(409);
    expect((await shopperList()).some((l) => l.id === store!.id)).toBe(true);
  });

  it("an administrator creates, reads, changes and deletes one with EP's js-sdk", async () => {
    const sdk = jsSdkClient(ADMIN_CLIENT.secret);
    await sdk.Authenticate();
    const slug = `shop-${randomUUID().slice(0, 8)}`;
    const made: any = await sdk.MultiLocationInventories.Locations.Create({
      name: "High Street Shop",
      slug,
      external_ref: "shop-001",
      description: "The shop on the high street",
      address: ["1 High Street", "Walnut Tree", "MK7 4UL"],
      geolocation: { lat: 52.0, lon: -0.7 },
    } as never);
    expect(schemaProblems("inventories", "CreateLocation", 201, made)).toEqual([]);
    expect(made.data).toMatchObject({ type: "inventory_location", attributes: { name: "High Street Shop", slug, address: ["1 High Street", "Walnut Tree", "MK7 4UL"], geolocation: { lat: 52, lon: -0.7 } } });
    const id = made.data.id;

    expect((await sdk.MultiLocationInventories.Locations.Get(id)).data).toEqual(made.data);
    expect((await shopperList()).map((l) => l.attributes.slug)).toContain(slug);

    const changed: any = await sdk.MultiLocationInventories.Locations.Update(id, { name: "High Street Store", description: null, geolocation: null } as never);
    expect(schemaProblems("inventories", "UpdateLocation", 200, changed)).toEqual([]);
    expect(changed.data.attributes).toEqual({ name: "High Street Store", slug, external_ref: "shop-001", address: ["1 High Street", "Walnut Tree", "MK7 4UL"] });

    await sdk.MultiLocationInventories.Locations.Delete(id);
    expect((await call("GET", `/v2/inventories/locations/${id}`, { token: admin })).status).toBe(404);
    expect((await shopperList()).map((l) => l.attributes.slug)).not.toContain(slug);
  });

  it("bad input gets a 4xx envelope and changes nothing; shoppers cannot change locations", async () => {
    const before = (await shopperList()).length;
    const valid = { type: "inventory_location", attributes: { name: "Depot", slug: `depot-${randomUUID().slice(0, 8)}` } };
    const bad: [string, unknown, number][] = [
      ["name too short", { data: { ...valid, attributes: { ...valid.attributes, name: "ab" } } }, 400],
      ["no slug", { data: { type: "inventory_location", attributes: { name: "Depot" } } }, 400],
      ["slug with a space", { data: { ...valid, attributes: { ...valid.attributes, slug: "a b" } } }, 400],
      ["nine address lines", { data: { ...valid, attributes: { ...valid.attributes, address: Array(9).fill("x") } } }, 400],
      ["latitude off the globe", { data: { ...valid, attributes: { ...valid.attributes, geolocation: { lat: 91, lon: 0 } } } }, 400],
      ["wrong type", { data: { ...valid, type: "stock" } }, 400],
      ["a slug taken", { data: { ...valid, attributes: { ...valid.attributes, slug: "main-warehouse" } } }, 409],
    ];
    for (const [what, body, status] of bad) {
      const refused = await call("POST", "/v2/inventories/locations", { token: admin, body });
      expect(refused.status, what).toBe(status);
      expect(refused.body.errors[0].status, what).toBe(status);
    }
    expect((await call("POST", "/v2/inventories/locations", { token: implicit, body: { data: valid } })).status).toBe(403);
    expect((await shopperList()).length).toBe(before);

    const made = await call("POST", "/v2/inventories/locations", { token: admin, body: { data: valid } });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const put = (body: unknown, token = admin) => call("PUT", `/v2/inventories/locations/${id}`, { token, body });
    expect((await put({ data: { id, type: "inventory_location", attributes: { name: "x" } } })).status).toBe(400);
    expect((await put({ data: { id: randomUUID(), type: "inventory_location", attributes: { name: "Other" } } })).status).toBe(400);
    expect((await put({ data: { id, type: "inventory_location", attributes: { slug: "main-warehouse" } } })).status).toBe(409);
    expect((await put({ data: { id, type: "inventory_location", attributes: { name: "Mine now" } } }, implicit)).status).toBe(403);
    expect((await call("DELETE", `/v2/inventories/locations/${id}`, { token: implicit })).status).toBe(403);
    expect((await call("GET", `/v2/inventories/locations/${id}`, { token: implicit })).body.data.attributes).toEqual(valid.attributes);
    expect((await call("GET", `/v2/inventories/locations/${randomUUID()}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", "/v2/inventories/locations/not-an-id", { token: implicit })).status).toBe(404);
    expect((await call("GET", "/v2/inventories/locations?filter=eq(slug,x)", { token: implicit })).status).toBe(400);
  });
});
