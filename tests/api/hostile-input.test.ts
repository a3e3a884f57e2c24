// Thousands of random and malformed requests against every API route: only envelopes of 4xx (or
// 2xx where the input happens to be valid) come back — never a 5xx — and a shopper's cart is unchanged.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, apiFetch, apiRouteTemplates, call, implicitToken } from "../support/api";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 80 }),
  fc.constantFrom("..", "%00", "null", "-1", "' or 1=1 --", "ü😀", "a".repeat(300)),
);

const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("type", "id", "sku", "quantity", "data", "name", "price", "amount", "code", "custom_inputs", "discounts", "cart_expiry_days", "snapshot_date", "attributes", "action", "include", "options", "add_all_or_nothing", "selected_options"), tie("value"), { maxKeys: 5 }),
  ),
})).value;

const body = fc.oneof(
  jsonish.map((v) => JSON.stringify({ data: v })),
  jsonish.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("", "{", "[]", "null", '{"data":', "\u0000", '{"data":{"type":"custom_item","name":"a\\u0000b","quantity":1,"price":{"amount":1}}}', "[".repeat(200) + "]".repeat(200), '{"data":{"type":"cart_item","quantity":1e309}}'),
);

const request = fc.record({
  template: fc.constantFrom(...apiRouteTemplates()),
  params: fc.array(segment, { minLength: 4, maxLength: 4 }),
  method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"),
  body,
  token: fc.constantFrom("admin", "implicit", "none", "garbage"),
  currency: fc.option(fc.oneof(fc.constantFrom("USD", "EUR", "GBP", "usd", "XXX"), fc.string({ maxLength: 8 }))),
  query: fc.option(fc.string({ maxLength: 40 })),
});

function fill(template: string, params: string[]): string {
  let i = 0;
  return template
    .split("/")
    .map((part) => {
      if (part.startsWith("[...")) return encodeURIComponent(params[i++ % params.length]) + "/x";
      if (part.startsWith("[")) return encodeURIComponent(params[i++ % params.length]);
      return part;
    })
    .join("/");
}

describe("hostile input", () => {
  it("never answers 5xx, always answers errors in the envelope, and leaves a shopper's cart as it was", async () => {
    const cartId = "hostile-reference-cart";
    await call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { name: "Reference", description: "keep me" } } });
    const before = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    const beforeCart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    let runs = 0;

    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        runs++;
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (r.token === "admin") headers.authorization = `Bearer ${admin}`;
        if (r.token === "implicit") headers.authorization = `Bearer ${implicit}`;
        if (r.token === "garbage") headers.authorization = "Bearer abc.def.ghi";
        if (r.currency !== null) headers["x-moltin-currency"] = r.currency.replace(/[^\x20-\x7e]/g, "");
        const path = fill(r.template, r.params) + (r.query !== null ? `?${encodeURIComponent(r.query)}=1&include=${encodeURIComponent(r.query)}` : "");
        const response = await apiFetch(path, {
          method: r.method,
          headers,
          body: r.method === "GET" || r.method === "DELETE" ? undefined : r.body,
        });
        expect(response.status, `${r.method} ${path}`).toBeLessThan(500);
        if (response.status >= 400) {
          const payload = await response.json();
          expect(Array.isArray(payload.errors), `${r.method} ${path}`).toBe(true);
          for (const error of payload.errors) {
            expect(typeof error.status).toBe("number");
            expect(typeof error.title).toBe("string");
          }
        } else {
          await response.arrayBuffer();
        }
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 2000), seed: process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined },
    );

    expect(runs).toBeGreaterThanOrEqual(1000);
    const after = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    const afterCart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(after.body).toEqual(before.body);
    expect(afterCart.body).toEqual(beforeCart.body);
  }, 300_000);
});
