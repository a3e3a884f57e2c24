// The administrators' promotions API (docs/api.md "Adding to a cart"):
// POST|GET /v2/promotions, GET|PUT|DELETE /v2/promotions/{id}, and codes.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeCodePromotion, makePromotion } from "../support/promotions";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const post = (data: unknown, token = admin) => call("POST", "/v2/promotions", { token, body: { data } });

const fixed = {
  type: "promotion",
  name: "Five off",
  description: "Five dollars off the cart",
  promotion_type: "fixed_discount",
  schema: { currencies: [{ currency: "USD", amount: 500 }, { currency: "EUR", amount: 450 }] },
  enabled: true,
  automatic: false,
  start: "2026-01-01",
  end: "2100-01-01T00:00:00Z",
};

describe("creating a promotion", () => {
  it("201 with EP's shape; start and end as UTC timestamps; reads back the same", async () => {
    const response = await post({ ...fixed, min_cart_value: { currency: "USD", amount: 2000 } });
    expect(response.status).toBe(201);
    const promotion = response.body.data;
    expect(promotion).toMatchObject({
      type: "promotion",
      name: "Five off",
      description: "Five dollars off the cart",
      promotion_type: "fixed_discount",
      schema: { currencies: [{ currency: "USD", amount: 500 }, { currency: "EUR", amount: 450 }] },
      enabled: true,
      automatic: false,
      start: "2026-01-01T00:00:00Z",
      end: "2100-01-01T00:00:00Z",
      // One object or a list: stored as a list.
      min_cart_value: [{ currency: "USD", amount: 2000 }],
    });
    expect(promotion.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(promotion.meta.timestamps.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const read = await call("GET", `/v2/promotions/${promotion.id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(promotion);
  });

  it("a percent promotion takes percentages (up to six decimals); enabled and automatic default to false; no dates is open-ended", async () => {
    const response = await post({
      type: "promotion",
      name: "Tenth off",
      promotion_type: "percent_discount",
      schema: { currencies: [{ currency: "USD", percentage: 12.345678 }] },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      promotion_type: "percent_discount",
      schema: { currencies: [{ currency: "USD", percentage: 12.345678 }] },
      enabled: false,
      automatic: false,
      start: null,
      end: null,
      description: "",
    });
    expect(response.body.data).not.toHaveProperty("min_cart_value");
  });

  it("refuses every bad field at once, naming each one", async () => {
    const response = await post({
      type: "promo",
      name: "",
      promotion_type: "x_for_y",
      schema: { currencies: [] },
      enabled: "yes",
      start: "2026-02-30",
      min_cart_value: [{ currency: "usd", amount: -1 }],
      max_discount_value: 5,
    });
    expect(response.status).toBe(400);
    const bySource = Object.fromEntries(response.body.errors.map((e: any) => [e.source, e.title]));
    expect(bySource).toMatchObject({
      "data.type": "enum",
      "data.name": "string_gte",
      "data.promotion_type": "enum",
      "data.schema.currencies": "array_gte",
      "data.enabled": "invalid_type",
      "data.start": "format",
      "data.min_cart_value[0].currency": "format",
      "data.min_cart_value[0].amount": "number_gte",
      "data.max_discount_value": "additional_properties",
    });
    expect((await call("GET", "/v2/promotions", { token: admin })).body.data.map((p: any) => p.name)).not.toContain("");
  });

  it("checks the terms by the promotion's type, each currency once", async () => {
    const percentAsFixed = await post({ ...fixed, schema: { currencies: [{ currency: "USD", percentage: 10 }] } });
    expect(percentAsFixed.status).toBe(400);
    expect(percentAsFixed.body.errors.map((e: any) => [e.source, e.title])).toEqual(
      expect.arrayContaining([
        ["data.schema.currencies[0].amount", "required"],
        ["data.schema.currencies[0].percentage", "additional_properties"],
      ]),
    );
    const overHundred = await post({ ...fixed, promotion_type: "percent_discount", schema: { currencies: [{ currency: "USD", percentage: 100.5 }] } });
    expect(overHundred.body.errors).toEqual([expect.objectContaining({ source: "data.schema.currencies[0].percentage", title: "number_lte" })]);
    const zero = await post({ ...fixed, schema: { currencies: [{ currency: "USD", amount: 0 }] } });
    expect(zero.body.errors).toEqual([expect.objectContaining({ source: "data.schema.currencies[0].amount", title: "number_gte" })]);
    const twice = await post({ ...fixed, schema: { currencies: [{ currency: "USD", amount: 1 }, { currency: "USD", amount: 2 }] } });
    expect(twice.body.errors).toEqual([expect.objectContaining({ source: "data.schema.currencies[1].currency", title: "unique_items" })]);
    const exclusions = await post({ ...fixed, schema: { ...fixed.schema, exclude: { targets: ["SKU1"] } } });
    expect(exclusions.body.errors).toEqual([expect.objectContaining({ source: "data.schema.exclude", title: "additional_properties" })]);
  });

  it("an end that is not after the start is 422", async () => {
    const response = await post({ ...fixed, start: "2026-06-01", end: "2026-06-01T00:00:00Z" });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ status: 422, title: "Invalid promotion dates", detail: "end must be later than start", source: "data.end" }),
    ]);
  });

  it("only administrators: implicit → 403, no token → 401", async () => {
    expect((await post(fixed, implicit)).status).toBe(403);
    expect((await call("GET", "/v2/promotions", { token: implicit })).status).toBe(403);
    expect((await call("POST", "/v2/promotions", { body: { data: fixed } })).status).toBe(401);
  });
});

describe("reading, changing and deleting", () => {
  it("lists promotions paged, oldest first, and filters by code", async () => {
    const a = await makePromotion(admin, { name: "List A" });
    const { promotion: b, code } = await makeCodePromotion(admin, { name: "List B" });
    const all = await call("GET", "/v2/promotions?page[limit]=100", { token: admin });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((p: any) => p.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(all.body.meta.results.total).toBe(ids.length);
    const paged = await call("GET", "/v2/promotions?page[limit]=1&page[offset]=1", { token: admin });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.data[0].id).toBe(ids[1]);
    const filtered = await call("GET", `/v2/promotions?filter=eq(code,${code.toLowerCase()})`, { token: admin });
    expect(filtered.body.data.map((p: any) => p.id)).toEqual([b.id]);
    const badFilter = await call("GET", "/v2/promotions?filter=like(name,x)", { token: admin });
    expect(badFilter.status).toBe(400);
  });

  it("PUT changes the fields sent, keeps the others, and validates the result whole", async () => {
    const promotion = await makePromotion(admin, { name: "Before", min_cart_value: [{ currency: "USD", amount: 100 }] });
    const response = await call("PUT", `/v2/promotions/${promotion.id}`, {
      token: admin,
      body: { data: { type: "promotion", name: "After", enabled: false, end: "2030-01-01" } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: "After", enabled: false, end: "2030-01-01T00:00:00Z", min_cart_value: [{ currency: "USD", amount: 100 }] });
    // Switching the type without new terms leaves terms of the wrong kind: refused, nothing changed.
    const wrong = await call("PUT", `/v2/promotions/${promotion.id}`, { token: admin, body: { data: { promotion_type: "percent_discount" } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].source).toMatch(/^data\.schema\.currencies\[0\]/);
    const cleared = await call("PUT", `/v2/promotions/${promotion.id}`, { token: admin, body: { data: { min_cart_value: null, end: null } } });
    expect(cleared.body.data).toMatchObject({ name: "After", promotion_type: "fixed_discount", end: null });
    expect(cleared.body.data).not.toHaveProperty("min_cart_value");
  });

  it("unknown or malformed ids are 404; DELETE is 204 and then 404", async () => {
    const promotion = await makePromotion(admin);
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const response = await call("GET", `/v2/promotions/${id}`, { token: admin });
      expect(response.status).toBe(404);
      expect(response.body.errors[0]).toMatchObject({ title: "Not Found", detail: "promotion not found" });
      expect((await call("PUT", `/v2/promotions/${id}`, { token: admin, body: { data: { name: "x" } } })).status).toBe(404);
    }
    expect((await call("DELETE", `/v2/promotions/${promotion.id}`, { token: admin })).status).toBe(204);
    expect((await call("GET", `/v2/promotions/${promotion.id}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/promotions/${promotion.id}`, { token: admin })).status).toBe(404);
  });
});

describe("promotion codes", () => {
  const addCodes = (id: string, codes: unknown[]) =>
    call("POST", `/v2/promotions/${id}/codes`, { token: admin, body: { data: { type: "promotion_codes", codes } } });

  it("adds codes (201), lists them, and deletes one by code (any case) or by id", async () => {
    const promotion = await makePromotion(admin);
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const added = await addCodes(promotion.id, [{ code: `SUMMER-${tag}` }, { code: `WINTER-${tag}`, consume_unit: "per_cart" }, { code: `SPRING-${tag}` }]);
    expect(added.status).toBe(201);
    expect(added.body.data.map((c: any) => c.code)).toEqual([`SUMMER-${tag}`, `WINTER-${tag}`, `SPRING-${tag}`]);
    expect(added.body.data[0]).toMatchObject({ type: "promotion_code", consume_unit: "per_cart" });
    const listed = await call("GET", `/v2/promotions/${promotion.id}/codes`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((c: any) => c.code).sort()).toEqual([`SPRING-${tag}`, `SUMMER-${tag}`, `WINTER-${tag}`]);
    expect(listed.body.meta.results.total).toBe(3);

    expect((await call("DELETE", `/v2/promotions/${promotion.id}/codes/summer-${tag.toLowerCase()}`, { token: admin })).status).toBe(204);
    const winter = added.body.data[1].id;
    expect((await call("DELETE", `/v2/promotions/${promotion.id}/codes/${winter}`, { token: admin })).status).toBe(204);
    const missing = await call("DELETE", `/v2/promotions/${promotion.id}/codes/SUMMER-${tag}`, { token: admin });
    expect(missing.status).toBe(404);
    const left = await call("GET", `/v2/promotions/${promotion.id}/codes`, { token: admin });
    expect(left.body.data.map((c: any) => c.code)).toEqual([`SPRING-${tag}`]);

    // EP's bulk delete: all the codes named, or none.
    const bulkMissing = await call("DELETE", `/v2/promotions/${promotion.id}/codes`, {
      token: admin,
      body: { data: { type: "promotion_codes", codes: [{ code: `SPRING-${tag}` }, { code: "NOPE" }] } },
    });
    expect(bulkMissing.status).toBe(404);
    expect((await call("GET", `/v2/promotions/${promotion.id}/codes`, { token: admin })).body.data).toHaveLength(1);
    const bulk = await call("DELETE", `/v2/promotions/${promotion.id}/codes`, {
      token: admin,
      body: { data: { type: "promotion_codes", codes: [{ code: `spring-${tag.toLowerCase()}` }] } },
    });
    expect(bulk.status).toBe(204);
    expect((await call("GET", `/v2/promotions/${promotion.id}/codes`, { token: admin })).body.data).toEqual([]);
  });

  it("a code is unique across promotions, ignoring case: 409, and nothing of the request is added", async () => {
    const { code } = await makeCodePromotion(admin);
    const other = await makePromotion(admin);
    const response = await addCodes(other.id, [{ code: `FRESH-${randomUUID().slice(0, 6)}` }, { code: code.toLowerCase() }]);
    expect(response.status).toBe(409);
    expect(response.body.errors[0]).toMatchObject({ title: "Conflict", meta: { codes: [code] } });
    expect((await call("GET", `/v2/promotions/${other.id}/codes`, { token: admin })).body.data).toEqual([]);
  });

  it("refuses bad codes, the same code twice in a request, unsupported fields and an unknown promotion", async () => {
    const promotion = await makePromotion(admin);
    const bad = await addCodes(promotion.id, [{ code: "" }, { code: "has space" }, { code: "OK1", uses: 10 }, { code: "ok2" }, { code: "OK2" }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => [e.source, e.title])).toEqual([
      ["data.codes[0].code", "format"],
      ["data.codes[1].code", "format"],
      ["data.codes[2].uses", "additional_properties"],
      ["data.codes[4].code", "unique_items"],
    ]);
    const empty = await addCodes(promotion.id, []);
    expect(empty.body.errors[0]).toMatchObject({ source: "data.codes", title: "array_gte" });
    const wrongType = await call("POST", `/v2/promotions/${promotion.id}/codes`, { token: admin, body: { data: { type: "codes", codes: [{ code: "X1" }] } } });
    expect(wrongType.body.errors[0]).toMatchObject({ source: "data.type", title: "enum" });
    const unknown = await addCodes(randomUUID(), [{ code: "X1" }]);
    expect(unknown.status).toBe(404);
    expect((await call("POST", `/v2/promotions/${promotion.id}/codes`, { token: implicit, body: { data: { type: "promotion_codes", codes: [{ code: "X1" }] } } })).status).toBe(403);
  });

  it("deleting a promotion deletes its codes: the code can be used again", async () => {
    const { promotion, code } = await makeCodePromotion(admin);
    expect((await call("DELETE", `/v2/promotions/${promotion.id}`, { token: admin })).status).toBe(204);
    const again = await makePromotion(admin);
    expect((await addCodes(again.id, [{ code }])).status).toBe(201);
  });
});
