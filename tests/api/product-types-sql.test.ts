// A product's type has two homes: productType (TypeScript, what meta.product_types says) and its SQL twin
// (what filter=eq(product_types,…) selects). For a catalog holding every type, each filter selects exactly the
// products whose meta says that type.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";

let admin: string;
let implicit: string;
const tag = randomUUID().slice(0, 8);
const TYPES = ["standard", "bundle", "parent", "child"] as const;

async function made(attributes: Record<string, unknown>) {
  const response = await call("POST", "/pcm/products", {
    token: admin,
    body: { data: { type: "product", attributes: { name: `T ${randomUUID().slice(0, 6)}`, sku: `T-${tag}-${randomUUID().slice(0, 6)}`, price: { USD: { amount: 500, includes_tax: false } }, ...attributes } } },
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.data.id as string;
}

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  const plain = await made({});
  await made({ components: { c: { name: "C", options: [{ id: plain, quantity: 1, default: true }] } } });
  const base = await made({});
  const variation = await call("POST", "/pcm/variations", { token: admin, body: { data: { type: "product-variation", attributes: { name: `V ${tag}` } } } });
  for (const name of ["A", "B"]) {
    await call("POST", `/pcm/variations/${variation.body.data.id}/options`, { token: admin, body: { data: { type: "product-variation-option", attributes: { name } } } });
  }
  await call("POST", `/pcm/products/${base}/relationships/variations`, { token: admin, body: { data: [{ type: "product-variation", id: variation.body.data.id }] } });
  await call("POST", `/pcm/products/${base}/build`, { token: admin });
});

describe("product types: the TypeScript rule and its SQL twin", () => {
  it("each type's filter selects exactly the products whose meta says that type", async () => {
    const all = await call("GET", `/catalog/products?page[limit]=100&filter=like(sku,*T-${tag}-*)`, { token: implicit });
    // A standard product, a bundle, a base product and its two children.
    expect(all.body.data).toHaveLength(5);
    const byMeta = (type: string) => all.body.data.filter((p: any) => p.meta.product_types[0] === type).map((p: any) => p.id).sort();
    for (const type of TYPES) {
      const filtered = await call("GET", `/catalog/products?page[limit]=100&filter=eq(product_types,${type}):like(sku,*T-${tag}-*)`, { token: implicit });
      expect(filtered.body.data.map((p: any) => p.id).sort(), type).toEqual(byMeta(type));
      expect(byMeta(type).length, type).toBeGreaterThan(0);
    }
  });
});
