// A shopper cannot sell themselves a catalog product as a custom item at their own price: a custom item
// with a product's sku or name, or one that reads the same to a person (case, spaces, invisible characters,
// dashes, letters of another script: lib/commerce/catalog/lookalike-key.ts), is refused (422) and changes
// nothing; other custom items still work, and an administrator may add any. The comparison is a lookup of the
// keys kept for each product (product_lookalike_keys), kept in step through /pcm: a property binds the stored
// keys to the TypeScript function.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { lookalikeKey } from "@/lib/commerce/catalog/lookalike-key";
import { keyProducts } from "@/lib/commerce/catalog/product-lookalikes";
import { getDb } from "@/lib/storage/db";
import { productLookalikeKeys, products } from "@/lib/storage/schema";
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

describe("a shopper's custom item that reads as a catalog product", () => {
  // Each look-alike of the finding, for a product "Cast Iron Skillet <tag>" with SKU "SKILLET-<tag>".
  const lookalikes = (tag: string) => [
    { what: "the SKU in lower case", sku: `skillet-${tag}`, name: "Pan" },
    { what: "the SKU with an en dash", sku: `SKILLET\u2013${tag}`, name: "Pan" },
    { what: "the SKU with a zero-width space", sku: `SKIL\u200bLET-${tag}`, name: "Pan" },
    { what: "two spaces", name: `Cast  Iron Skillet ${tag}` },
    { what: "a no-break space", name: `Cast\u00a0Iron Skillet ${tag}` },
    { what: "a zero-width space", name: `Cast Iron\u200b Skillet ${tag}` },
    { what: "a soft hyphen", name: `Cast Iron Skil\u00adlet ${tag}` },
    { what: "a Cyrillic а", name: `C\u0430st Iron Skillet ${tag}` },
    { what: "fullwidth letters", name: `\uff23\uff41\uff53\uff54 Iron Skillet ${tag}` },
    { what: "a right-to-left mark and a variation selector", name: `Cast Iron\u200f Skillet\ufe0f ${tag}` },
    // Issue 44: a capital I reads as a small l (and as a digit 1) in most typefaces.
    { what: "a small l for the capital I", name: `Cast lron Skillet ${tag}` },
    { what: "a digit 1 for the I of the SKU", sku: `SK1LLET-${tag}`, name: "Pan" },
  ];

  it("is refused (422) for each look-alike, and the cart stays empty", async () => {
    const tag = randomUUID().slice(0, 6);
    await makeProduct(admin, { name: `Cast Iron Skillet ${tag}`, sku: `SKILLET-${tag}` });
    const cartId = `lookalike-${tag}`;
    for (const item of lookalikes(tag)) {
      const response = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem(item.name, item.sku ?? `MINE-${randomUUID().slice(0, 6)}`) } });
      expect(response.status, item.what).toBe(422);
      expect(response.body.errors[0], item.what).toMatchObject({ title: "Custom item is a catalog product", source: item.sku ? "data.sku" : "data.name" });
    }
    expect((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data).toEqual([]);
  });

  it("is still added when it reads differently, and an administrator may add the look-alikes", async () => {
    const tag = randomUUID().slice(0, 6);
    await makeProduct(admin, { name: `Cast Iron Skillet ${tag}`, sku: `SKILLET-${tag}` });
    const cartId = `lookalike-ok-${tag}`;
    for (const [name, sku] of [[`Cast Iron Skillet Lid ${tag}`, `LID-${tag}`], [`Skillet handle cover ${tag}`, `SKILLET-${tag}-COVER`], ["Engraving", `ENGRAVE-${tag}`]]) {
      expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem(name, sku) } })).status, name).toBe(201);
    }
    const adminCart = `lookalike-admin-${tag}`;
    for (const item of lookalikes(tag)) {
      const response = await call("POST", `/v2/carts/${adminCart}/items`, { token: admin, body: { data: customItem(item.name, item.sku ?? `MINE-${randomUUID().slice(0, 6)}`) } });
      expect(response.status, item.what).toBe(201);
    }
  });

  it("follows a product renamed or given a new SKU through /pcm", async () => {
    const tag = randomUUID().slice(0, 6);
    const product = await makeProduct(admin, { name: `Kettle ${tag}`, sku: `KETTLE-${tag}` });
    const renamed = await call("PUT", `/pcm/products/${product.id}`, {
      token: admin,
      body: { data: { type: "product", id: product.id, attributes: { name: `Copper Kettle ${tag}`, sku: `COPPER-${tag}` } } },
    });
    expect(renamed.status).toBe(200);
    const cartId = `lookalike-renamed-${tag}`;
    const add = (name: string, sku: string) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem(name, sku) } });
    expect((await add(`copper  kettle ${tag}`, `OWN-${tag}`)).status).toBe(422);
    expect((await add("Spout", `copper\u2011${tag}`)).status).toBe(422);
    // The old name and SKU are free again.
    expect((await add(`Kettle ${tag}`, `KETTLE-${tag}`)).status).toBe(201);
  });

  it("is compared by the keys the database keeps, which are the TypeScript key of each name and SKU (a property)", async () => {
    // Names written with look-alike characters: pieces of one group read the same. A product's name and the
    // shopper's are spelt from the same groups (the shopper's with other pieces of each group) or independently;
    // what /pcm stored and what the lookup finds must agree with lookalikeKey on both sides.
    const groups = [
      ["Oak", "oak", "OAK", "\u041eak", "\uff2fak"],
      ["Tack", "Ta\u0441k", "TACK", "T\u200back"],
      [" ", "  ", "\u00a0", " \u200b", "\u3000"],
      ["-", "\u2013", "\u2014", "\u2011", "\u2212"],
      ["Mug", "MUG", "Mu\u0261", "rnug"],
      ["Strasse", "Stra\u00dfe", "STRASSE"],
      ["Lamp", "Larnp", "La\u200dmp"],
    ];
    const spelling = fc.array(fc.tuple(fc.nat(groups.length - 1), fc.nat(9), fc.nat(9)), { minLength: 1, maxLength: 5 });
    const seen = { alike: 0, different: 0 };
    await fc.assert(
      fc.asyncProperty(spelling, fc.boolean(), spelling, async (pieces, respelt, other) => {
        const tag = randomUUID().slice(0, 8);
        const productName = pieces.map(([g, a]) => groups[g][a % groups[g].length]).join("");
        const shopperName = (respelt ? pieces.map(([g, , b]) => groups[g][b % groups[g].length]) : other.map(([g, a]) => groups[g][a % groups[g].length])).join("");
        const name = `${tag} ${productName}`;
        const sku = `${tag}-${productName}`;
        const created = await call("POST", "/pcm/products", {
          token: admin,
          body: { data: { type: "product", attributes: { name, sku, slug: `prop-${tag}`, status: "live", price: { USD: { amount: 100, includes_tax: false } } } } },
        });
        expect(created.status, JSON.stringify(name)).toBe(201);
        const [row] = await (await getDb()).select().from(productLookalikeKeys).where(eq(productLookalikeKeys.productId, created.body.data.id));
        expect(row).toEqual({ productId: created.body.data.id, name, sku, nameKey: lookalikeKey(name), skuKey: lookalikeKey(sku) });
        const item = { name: `${tag} ${shopperName}`, sku: `${tag}-${shopperName}` };
        const alike = lookalikeKey(item.name) === lookalikeKey(name) || lookalikeKey(item.sku) === lookalikeKey(sku);
        seen[alike ? "alike" : "different"]++;
        const response = await call("POST", `/v2/carts/prop-${tag}/items`, { token: implicit, body: { data: customItem(item.name, item.sku) } });
        expect(response.status, `${JSON.stringify(name)} / ${JSON.stringify(item.name)}`).toBe(alike ? 422 : 201);
      }),
      { numRuns: 30 },
    );
    // Both answers were asked for.
    expect(seen.alike).toBeGreaterThan(3);
    expect(seen.different).toBeGreaterThan(3);
  });

  it("products written without keys, or renamed behind the keys' back, are keyed at start", async () => {
    const tag = randomUUID().slice(0, 6);
    const db = await getDb();
    const add = (cart: string) => call("POST", `/v2/carts/${cart}-${tag}/items`, { token: implicit, body: { data: customItem(`raw tray ${tag}`, `TRAY-${tag}`) } });
    // Set-based SQL (as the large catalog's seed writes): no keys until keyed.
    await db.execute(sql`insert into products (sku, slug, name) values (${`RAW-${tag}`}, ${`raw-${tag}`}, ${`Raw\u00a0Tray ${tag}`})`);
    expect((await add("raw")).status).toBe(201);
    expect(await keyProducts()).toBeGreaterThanOrEqual(1);
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, `RAW-${tag}`));
    const keys = async () => (await db.select().from(productLookalikeKeys).where(eq(productLookalikeKeys.productId, row.id)))[0];
    expect(await keys()).toMatchObject({ nameKey: lookalikeKey(`Raw Tray ${tag}`), skuKey: lookalikeKey(`raw-${tag}`) });
    expect((await add("raw2")).status).toBe(422);
    expect(await keyProducts()).toBe(0);
    // Renamed by SQL: the keys are of the old name until the next keying, which finds them stale.
    await db.execute(sql`update products set name = ${`Oak Tray ${tag}`} where id = ${row.id}`);
    expect(await keyProducts()).toBe(1);
    expect(await keys()).toMatchObject({ name: `Oak Tray ${tag}`, nameKey: lookalikeKey(`oak tray ${tag}`) });
    expect((await add("raw3")).status).toBe(201);
  });
});
