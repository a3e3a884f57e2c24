// Administrators add, change and delete the store's currencies (docs/api.md "Currencies"): POST /v2/currencies,
// GET|PUT|DELETE /v2/currencies/{id}. Exactly one default; the default is never deleted, unmarked nor disabled; a
// refused write changes nothing; shoppers' tokens only read. Each write is recorded in the activity log with who made
// it (docs/admin.md "Who did what"); a refused one is not.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { activityOf } from "@/lib/commerce/activity/activity";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const yen = { type: "currency", code: "JPY", exchange_rate: 150, format: "¥{price}", decimal_point: ".", thousand_separator: ",", decimal_places: 0, default: false, enabled: true };

const post = (data: unknown, token = admin) => call("POST", "/v2/currencies", { token, body: { data } });
const put = (id: string, data: unknown, token = admin) => call("PUT", `/v2/currencies/${id}`, { token, body: { data } });
const listed = async () => (await call("GET", "/v2/currencies", { token: implicit })).body.data.map((c: { code: string; default: boolean }) => `${c.code}${c.default ? "*" : ""}`);

describe("adding a currency", () => {
  it("201 in EP's shape; it reads back and is listed", async () => {
    const response = await post(yen);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ type: "currency", code: "JPY", exchange_rate: 150, format: "¥{price}", decimal_places: 0, default: false, enabled: true });
    expect(schemaProblems("currencies", "getACurrency", 200, { data: [response.body.data] })).toEqual([]);
    const read = await call("GET", `/v2/currencies/${response.body.data.id}`, { token: implicit });
    expect(read.body.data).toEqual(response.body.data);
    expect(await listed()).toEqual(["USD*", "EUR", "GBP", "JPY"]);
  });

  it("a code the store has (in any case) is 400 Currency already exists, and changes nothing", async () => {
    const response = await post({ ...yen, format: "JP¥{price}" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ status: 400, title: "Currency already exists", source: "data.code" })]);
    expect((await call("GET", "/v2/currencies/JPY", { token: implicit })).body.data.format).toBe("¥{price}");
  });

  it("a bad code, a format without {price} or an unknown field is 400 naming each, and adds nothing", async () => {
    for (const code of ["jp", "JPYY", "jpy", "J1Y", 42]) {
      const response = await post({ ...yen, code: code as string });
      expect(response.status, String(code)).toBe(400);
      expect(response.body.errors[0].source).toBe("data.code");
    }
    const response = await post({ ...yen, code: "CHF", format: "CHF", colour: "red" });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { source?: string }) => e.source).sort()).toEqual(["data.colour", "data.format"]);
    expect(await listed()).toEqual(["USD*", "EUR", "GBP", "JPY"]);
  });

  it("leaves out what has a usual value", async () => {
    const response = await post({ type: "currency", code: "CHF", format: "CHF {price}" });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ exchange_rate: 1, decimal_point: ".", thousand_separator: ",", decimal_places: 2, default: false, enabled: true });
    expect((await call("DELETE", `/v2/currencies/${response.body.data.id}`, { token: admin })).status).toBe(204);
  });

  it("only an administrator: a shopper's token is 403, no token 401; nothing is added", async () => {
    expect((await post({ ...yen, code: "SEK", format: "{price} kr" }, implicit)).status).toBe(403);
    expect((await call("POST", "/v2/currencies", { body: { data: { ...yen, code: "SEK" } } })).status).toBe(401);
    expect((await put("JPY", { exchange_rate: 1 }, implicit)).status).toBe(403);
    expect((await call("DELETE", "/v2/currencies/JPY", { token: implicit })).status).toBe(403);
    expect(await listed()).toEqual(["USD*", "EUR", "GBP", "JPY"]);
  });

  it("at most ten currencies: the eleventh is 422 Currency limit reached", async () => {
    const extra = ["AUD", "CAD", "NZD", "SEK", "NOK", "DKK"];
    for (const code of extra) expect((await post({ type: "currency", code, format: `${code} {price}` })).status).toBe(201);
    const eleventh = await post({ type: "currency", code: "PLN", format: "{price} zł" });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.errors[0].title).toBe("Currency limit reached");
    for (const code of extra) expect((await call("DELETE", `/v2/currencies/${code}`, { token: admin })).status).toBe(204);
    expect(await listed()).toEqual(["USD*", "EUR", "GBP", "JPY"]);
  });
});

describe("one default currency", () => {
  it("a new default takes the mark from the old one; the default is listed first", async () => {
    const response = await put("GBP", { default: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ code: "GBP", default: true });
    expect(await listed()).toEqual(["GBP*", "EUR", "USD", "JPY"]);
  });

  it("an add without X-MOLTIN-CURRENCY gives a new cart the default currency", async () => {
    const priced = await makeProduct(admin, { price: { USD: { amount: 1000 }, GBP: { amount: 800 } } });
    const added = await call("POST", `/v2/carts/${randomUUID()}/items`, { token: implicit, body: { data: { type: "cart_item", id: priced.id, quantity: 1 } } });
    expect(added.status).toBe(201);
    expect(added.body.meta.display_price.without_tax).toMatchObject({ amount: 800, currency: "GBP" });
  });

  it("the default cannot be unmarked, disabled or deleted (422), and stays as it was", async () => {
    for (const [method, data] of [
      ["PUT", { default: false }],
      ["PUT", { enabled: false }],
      ["DELETE", undefined],
    ] as const) {
      const response = await call(method, "/v2/currencies/GBP", { token: admin, ...(data ? { body: { data } } : {}) });
      expect(response.status, `${method} ${JSON.stringify(data)}`).toBe(422);
      expect(response.body.errors[0].title).toBe("Default Currency");
    }
    expect((await post({ type: "currency", code: "SEK", format: "{price} kr", default: true, enabled: false })).status).toBe(422);
    expect(await listed()).toEqual(["GBP*", "EUR", "USD", "JPY"]);
    expect((await put("USD", { default: true })).status).toBe(200);
    expect(await listed()).toEqual(["USD*", "EUR", "GBP", "JPY"]);
  });
});

describe("changing and deleting a currency", () => {
  it("PUT changes what it names, by id or code; the code cannot change", async () => {
    const jpy = (await call("GET", "/v2/currencies/JPY", { token: implicit })).body.data;
    const response = await put(jpy.id, { exchange_rate: 155.5, enabled: false });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: jpy.id, code: "JPY", exchange_rate: 155.5, enabled: false, format: "¥{price}" });
    const renamed = await put("JPY", { code: "JPN" });
    expect(renamed.status).toBe(400);
    expect((await put("JPY", { decimal_places: -1 })).status).toBe(400);
    expect((await call("GET", "/v2/currencies/JPY", { token: implicit })).body.data).toMatchObject({ decimal_places: 0, exchange_rate: 155.5 });
  });

  it("an unknown id or code is 404 for GET, PUT and DELETE", async () => {
    for (const key of [randomUUID(), "XYZ", "not-a-code"]) {
      expect((await call("GET", `/v2/currencies/${key}`, { token: admin })).status, key).toBe(404);
      expect((await put(key, { exchange_rate: 2 })).status, key).toBe(404);
      const deleted = await call("DELETE", `/v2/currencies/${key}`, { token: admin });
      expect(deleted.status, key).toBe(404);
      expect(deleted.body.errors[0]).toMatchObject({ status: 404, title: "Not Found" });
    }
  });

  it("DELETE is 204 and the currency is gone; adding it again is allowed", async () => {
    expect((await call("DELETE", "/v2/currencies/jpy", { token: admin })).status).toBe(204);
    expect((await call("GET", "/v2/currencies/JPY", { token: implicit })).status).toBe(404);
    expect(await listed()).toEqual(["USD*", "EUR", "GBP"]);
    expect((await post(yen)).status).toBe(201);
  });
});

describe("who changed the currencies", () => {
  const logged = async () => (await activityOf({ type: "settings", id: "currencies" })).map((e) => `${e.actor}: ${e.summary}`);

  it("a POST, a PUT and a DELETE through the API are each recorded under the API; refused ones are not", async () => {
    const before = (await logged()).length;
    expect((await post({ type: "currency", code: "SEK", format: "{price} kr", exchange_rate: 10.5 })).status).toBe(201);
    expect((await put("SEK", { format: "{price} SEK", exchange_rate: 10.5, decimal_places: 0 })).status).toBe(200);
    expect((await put("SEK", { code: "NOK" })).status).toBe(400);
    expect((await call("DELETE", "/v2/currencies/USD", { token: admin })).status).toBe(422);
    expect((await call("DELETE", "/v2/currencies/sek", { token: admin })).status).toBe(204);
    expect((await call("DELETE", "/v2/currencies/SEK", { token: admin })).status).toBe(404);
    expect((await logged()).slice(before)).toEqual([
      `API: Added the currency SEK: format "{price} kr", exchange rate 10.5`,
      `API: Changed the currency SEK: format "{price} SEK", 0 decimal places`,
      "API: Deleted the currency SEK",
    ]);
    const last = (await activityOf({ type: "settings", id: "currencies" })).at(-1);
    expect(last).toMatchObject({ action: "settings.currencies", staffId: null });
  });
});
