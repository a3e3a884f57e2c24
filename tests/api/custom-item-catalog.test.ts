// A shopper cannot sell themselves a catalog product as a custom item at their own price: a custom item
// with a product's sku or name is refused (422) and changes nothing; other custom items still work, and an
// administrator may add any.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const customItem = (name: string, sku?: string) => ({ type: "custom_item", name, ...(sku ? { sku } : {}), quantity: 10, price: { amount: 1 } });

describe("a shopper's custom item", () => {
  it("may not take a catalog product's sku or name, and the cart stays as it was", async () => {
    const tag = randomUUID().slice(0, 6);
    await makeProduct(admin, { name: `Cast Iron Skillet ${tag}`, sku: `SKILLET-${tag}` });
    const cartId = `custom-${tag}`;
    const bySku = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem("Pan", `SKILLET-${tag}`) } });
    expect(bySku.status).toBe(422);
    expect(bySku.body.errors[0]).toMatchObject({ status: 422, title: "Custom item is a catalog product", source: "data.sku" });
    const byName = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem(`cast iron skillet ${tag}`, `MINE-${tag}`) } });
    expect(byName.status).toBe(422);
    expect(byName.body.errors[0]).toMatchObject({ status: 422, source: "data.name" });
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data).toEqual([]);
  });

  it("is otherwise added as before, and an administrator may add any", async () => {
    const tag = randomUUID().slice(0, 6);
    await makeProduct(admin, { name: `Dutch Oven ${tag}`, sku: `OVEN-${tag}` });
    const cartId = `custom-ok-${tag}`;
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem("Gift wrap", `WRAP-${tag}`) } })).status).toBe(201);
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: admin, body: { data: customItem(`Dutch Oven ${tag}`, `OVEN-${tag}`) } })).status).toBe(201);
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data.map((i: { sku: string }) => i.sku).sort()).toEqual([`OVEN-${tag}`, `WRAP-${tag}`]);
  });

  it("in a list of items refuses only the one that passes for a product", async () => {
    const tag = randomUUID().slice(0, 6);
    await makeProduct(admin, { name: `Kettle ${tag}`, sku: `KETTLE-${tag}` });
    const cartId = `custom-list-${tag}`;
    const response = await call("POST", `/v2/carts/${cartId}/items`, {
      token: implicit,
      body: { data: [customItem("Engraving", `ENGRAVE-${tag}`), customItem("Kettle", `KETTLE-${tag}`)] },
    });
    expect(response.body.errors?.[0]).toMatchObject({ status: 422, source: "data[1].sku" });
  });
});
