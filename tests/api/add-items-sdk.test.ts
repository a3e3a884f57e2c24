// The official client works unchanged: Elastic Path's @elasticpath/js-sdk drives the API through its
// own `custom_fetch` hook, here the in-process harness (the same route files `next start` serves).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { gateway, MemoryStorageFactory } from "@elasticpath/js-sdk";
import { ADMIN_CLIENT, adminToken, apiFetch } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

function shopperClient(options: { currency?: string } = {}) {
  return gateway({
    client_id: ADMIN_CLIENT.id,
    host: "cartwright.test",
    // `protocol` is read by the SDK's Config although its typings leave it out.
    ...({ protocol: "http" } as object),
    custom_fetch: apiFetch,
    storage: new MemoryStorageFactory(),
    fetchMaxAttempts: 1,
    ...(options.currency ? { currency: options.currency } : {}),
  });
}

describe("@elasticpath/js-sdk", () => {
  it("authenticates (implicit), adds by id and by SKU, adds a custom item and reads the items back", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false }, EUR: { amount: 1799, includes_tax: false } } });
    const other = await makeProduct(admin, { price: { USD: { amount: 500, includes_tax: false }, EUR: { amount: 450, includes_tax: false } } });
    const client = shopperClient();
    const auth = await client.Authenticate();
    expect(auth).toMatchObject({ token_type: "Bearer", identifier: "implicit" });
    expect(auth.access_token).toMatch(/^ey/);

    const cartId = `sdk-${randomUUID().slice(0, 8)}`;
    const byId = await client.Cart(cartId).AddProduct(product.id, 2);
    expect(byId.data).toHaveLength(1);
    expect(byId.data[0]).toMatchObject({ type: "cart_item", product_id: product.id, quantity: 2, value: { amount: 3998, currency: "USD" } });

    const bySku = await client.Cart(cartId).AddProduct(other.attributes.sku, 3, {}, true);
    expect(bySku.data.map((i: any) => [i.sku, i.quantity])).toEqual([
      [product.attributes.sku, 2],
      [other.attributes.sku, 3],
    ]);

    const custom = await client.Cart(cartId).AddCustomItem({
      name: "Gift wrap",
      sku: "GIFT-WRAP",
      description: "Wrapped by hand",
      quantity: 1,
      price: { amount: 350 },
    });
    const wrap = custom.data.find((i: any) => i.type === "custom_item");
    expect(wrap).toMatchObject({ name: "Gift wrap", sku: "GIFT-WRAP", quantity: 1, unit_price: { amount: 350, includes_tax: true } });

    const items = await client.Cart(cartId).Items();
    expect(items.data).toHaveLength(3);
    expect(items.meta.display_price.with_tax).toEqual({ amount: 3998 + 1500 + 350, currency: "USD", formatted: "$58.48" });
    expect(items.data).toEqual(custom.data);
  });

  it("sends the client's currency, and the SDK sees the server's refusals as EP errors", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1000 }, EUR: { amount: 900 } } });
    const client = shopperClient({ currency: "EUR" });
    await client.Authenticate();
    const cartId = `sdk-${randomUUID().slice(0, 8)}`;
    const added = await client.Cart(cartId).AddProduct(product.id, 1);
    expect(added.data[0].unit_price).toEqual({ amount: 900, currency: "EUR", includes_tax: false });
    await expect(client.Cart(cartId).AddProduct(randomUUID(), 1)).rejects.toMatchObject({
      errors: [expect.objectContaining({ status: 404, title: "Product not found" })],
    });
  });
});
