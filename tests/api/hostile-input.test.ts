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

// Path segments and query text as sent, already percent-encoded: some of them malformed on purpose
// (`%E0`, a lone surrogate's UTF-8 `%ED%A0%80`, a bare `%`), some decoding to a NUL.
const unpaired = fc.constantFrom("\ud800", "a\udc00b", "\udfff\ud800", "x\ud83d");
const encoded = (text: string) => encodeURIComponent(text.toWellFormed());
const malformedEscape = fc.constantFrom("%E0", "%ED%A0%80", "a%00b", "%00", "%", "%zz", "%C0%AF", "%F0%9F", "%2e%2e", "caf%E9");
const segment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 80 }).map(encoded),
  fc.constantFrom("..", "%00", "null", "-1", "' or 1=1 --", "ü😀", "a".repeat(300)).map(encoded),
  malformedEscape,
);

const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    unpaired,
    fc.string({ unit: "binary", maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("type", "id", "sku", "quantity", "data", "name", "price", "amount", "code", "custom_inputs", "discounts", "cart_expiry_days", "snapshot_date", "attributes", "action", "include", "options", "add_all_or_nothing", "selected_options"), tie("value"), { maxKeys: 5 }),
  ),
})).value;

const body = fc.oneof(
  fc.constantFrom(
    '{"data":{"type":"custom_item","name":"\\ud800","sku":"s","quantity":1,"price":{"amount":1}}}',
    '{"data":{"type":"cart_item","id":"x","quantity":1,"custom_inputs":{"k":"\\udc00"}}}',
    '{"data":{"name":"\\ud800\\u0000"}}',
  ),
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
  query: fc.option(fc.oneof(fc.string({ maxLength: 40 }).map(encoded), malformedEscape, fc.constantFrom("eq(code,a%00b)", "eq(sku,%ED%A0%80)", "%00"))),
});

function fill(template: string, params: string[]): string {
  let i = 0;
  return template
    .split("/")
    .map((part) => {
      if (part.startsWith("[...")) return params[i++ % params.length] + "/x";
      if (part.startsWith("[")) return params[i++ % params.length];
      return part;
    })
    .join("/");
}

describe("hostile input", () => {
  it("answers 400 in the envelope to lone surrogates and NULs in bodies, paths and queries, and to malformed percent-encoding", async () => {
    const cases: [string, string, string?][] = [
      ["POST", "/v2/carts/hostile-text/items", '{"data":{"type":"custom_item","name":"\\ud800","sku":"s","quantity":1,"price":{"amount":1}}}'],
      ["POST", "/v2/carts/hostile-text/items", '{"data":{"type":"custom_item","name":"ok","sku":"s","quantity":1,"price":{"amount":1},"custom_inputs":{"k":"\\udc00"}}}'],
      ["PUT", "/v2/carts/hostile-text", '{"data":{"name":"a\\ud800b"}}'],
      ["POST", "/v2/carts/hostile-text/checkout", '{"data":{"customer":{"email":"a@example.com","name":"\\ud800"},"billing_address":{"first_name":"\\ud800","last_name":"x","line_1":"x","city":"x","postcode":"x","country":"US","county":"x","region":"x"}}}'],
      ["DELETE", "/v2/carts/hostile-text/discounts/a%00b"],
      ["GET", "/v2/carts/hostile-text/items?filter=eq(code,a%00b)"],
      ["GET", "/catalog/products?filter=eq(sku,a%00b)"],
      ["GET", "/v2/carts/%E0"],
      ["GET", "/v2/carts/%ED%A0%80/items"],
      ["DELETE", "/v2/carts/x/items/%"],
    ];
    for (const [method, path, body] of cases) {
      const response = await apiFetch(path, { method, headers: { authorization: `Bearer ${implicit}`, "content-type": "application/json" }, body });
      expect(response.status, `${method} ${path}`).toBe(400);
      const payload = await response.json();
      expect(payload.errors[0].status, `${method} ${path}`).toBe(400);
    }
  });

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
        const path = fill(r.template, r.params) + (r.query !== null ? `?${r.query}=1&include=${r.query}&filter=${r.query}` : "");
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
