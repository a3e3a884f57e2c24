// The catalog API's cached answers (GET /catalog/products, a node's products, the searches: docs/performance.md "What
// is cached") on a production server: each answer is read twice, so the second comes from the cache, and a price or
// stock change shows at the next read; a refusal stays a refusal.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { makeProduct, token } from "./support/storefront";

async function read(request: APIRequestContext, path: string, bearer: string) {
  const response = await request.get(path, { headers: { authorization: `Bearer ${bearer}`, "x-moltin-currency": "USD" } });
  return { status: response.status(), body: await response.json() };
}

test("a cached product list and search show a price or stock change at their next read", async ({ request }) => {
  const word = `cachecheck${Date.now().toString(36)}`;
  const product = await makeProduct(request, { name: `Lantern ${word}`, status: "live", price: { USD: { amount: 1500, includes_tax: false } } });
  const admin = { authorization: `Bearer ${await token(request, true)}` };
  const shopper = await token(request);
  const stocked = await request.post("/v2/inventories", { headers: admin, data: { data: { id: product.id, type: "stock", attributes: { available: 3 } } } });
  expect(stocked.status()).toBe(201);
  const list = `/catalog/products?filter=${encodeURIComponent(`eq(slug,${product.slug})`)}`;
  const search = `/catalog/search?q=${word}`;
  const listed = async () => (await read(request, list, shopper)).body.data[0];
  const found = async () => JSON.stringify((await read(request, search, shopper)).body);
  for (let i = 0; i < 2; i++) {
    expect((await listed()).meta).toMatchObject({ display_price: { without_tax: { amount: 1500 } }, stock: { level: 3 } });
    expect(await found()).toContain('"level":3');
  }
  const taken = await request.post(`/v2/inventories/${product.id}/transactions`, { headers: admin, data: { data: { type: "stock-transaction", attributes: { action: "decrement", quantity: 1 } } } });
  expect(taken.status()).toBe(201);
  expect((await listed()).meta.stock.level).toBe(2);
  expect(await found()).toContain('"level":2');
  const priced = await request.put(`/pcm/products/${product.id}`, { headers: admin, data: { data: { type: "product", attributes: { price: { USD: { amount: 1700, includes_tax: false } } } } } });
  expect(priced.status()).toBe(200);
  expect((await listed()).meta.display_price.without_tax.amount).toBe(1700);
  expect(await found()).toContain("17.00");
});

test("an unknown node's products are a 404 in the envelope, the second time too", async ({ request }) => {
  const shopper = await token(request);
  for (let i = 0; i < 2; i++) {
    const answer = await read(request, "/catalog/nodes/00000000-0000-4000-8000-00000000dead/relationships/products", shopper);
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]).toMatchObject({ status: 404 });
  }
});
