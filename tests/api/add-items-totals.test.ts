// Property, through the API: random carts built from random adds (catalog products by id or sku,
// custom items with and without a sku, one request or several) answer with lines that sum to the
// cart's totals to the minor unit, and whose quantities and values are what the adds asked for.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let implicit: string;
let catalog: { id: string; sku: string; amount: number; includesTax: boolean }[];

const PRICES = [1, 5, 999, 1999, 4550, 123_457];

beforeAll(async () => {
  const admin = await adminToken();
  implicit = await implicitToken();
  catalog = [];
  for (const [n, amount] of PRICES.entries()) {
    const includesTax = n % 2 === 0;
    const product = await makeProduct(admin, { price: { USD: { amount, includes_tax: includesTax } } });
    catalog.push({ id: product.id, sku: product.attributes.sku, amount, includesTax });
  }
});

const addArb = fc.oneof(
  fc.record({
    kind: fc.constant("product" as const),
    product: fc.nat(PRICES.length - 1),
    bySku: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({
    kind: fc.constant("custom" as const),
    sku: fc.option(fc.constantFrom("WRAP", "CARD", "FEE"), { nil: undefined }),
    amount: fc.integer({ min: 0, max: 250_000 }),
    includesTax: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
);

const MEASURES = ["with_tax", "without_tax", "tax", "discount", "without_discount"] as const;

describe("totals through the API (property)", () => {
  it("lines sum to the cart's totals to the minor unit, and lines hold exactly what was added", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(addArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), async (requests) => {
        const cartId = `prop-${randomUUID().slice(0, 8)}`;
        // The expected lines, keyed as the contract's line identity says.
        const expected = new Map<string, { quantity: number; unit: number }>();
        let lonely = 0;
        let last: any;
        for (const request of requests) {
          const data = request.map((a) => {
            if (a.kind === "product") {
              const p = catalog[a.product];
              const key = `p:${p.id}`;
              expected.set(key, { quantity: (expected.get(key)?.quantity ?? 0) + a.quantity, unit: p.amount });
              return { type: "cart_item", ...(a.bySku ? { sku: p.sku } : { id: p.id }), quantity: a.quantity };
            }
            const key = a.sku ? `c:${a.sku}` : `lonely:${lonely++}`;
            const before = expected.get(key);
            expected.set(key, { quantity: (before?.quantity ?? 0) + a.quantity, unit: before?.unit ?? a.amount });
            return { type: "custom_item", name: a.sku ?? "One-off", ...(a.sku ? { sku: a.sku } : {}), quantity: a.quantity, price: { amount: a.amount, includes_tax: a.includesTax } };
          });
          last = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });
          expect(last.status).toBe(201);
        }
        const { data, meta } = last.body;
        expect(data).toHaveLength(expected.size);
        for (const measure of MEASURES) {
          const sum = data.reduce((s: number, item: any) => s + item.meta.display_price[measure].value.amount, 0);
          expect(sum).toBe(meta.display_price[measure].amount);
        }
        const total = [...expected.values()].reduce((s, l) => s + l.unit * l.quantity, 0);
        expect(meta.display_price.with_tax.amount).toBe(total);
        expect(meta.display_price.without_tax.amount).toBe(total);
        for (const item of data) expect(item.value.amount).toBe(item.unit_price.amount * item.quantity);
        const quantities = (lines: { quantity: number; unit: number }[]) => lines.map((l) => `${l.unit}x${l.quantity}`).sort();
        expect(quantities(data.map((i: any) => ({ quantity: i.quantity, unit: i.unit_price.amount })))).toEqual(quantities([...expected.values()]));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
