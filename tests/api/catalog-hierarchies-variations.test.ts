// Hierarchies, nodes and variations: administrators build them under /pcm in EP's PXM shapes, and EP's generated
// shopper client reads them under /catalog as EP's storefront does (navigation, category pages, the variation
// picker), each answer checked against EP's catalog_view schema.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  getByContextAllHierarchies,
  getByContextAllNodes,
  getByContextChildNodes,
  getByContextChildProducts,
  getByContextHierarchy,
  getByContextHierarchyChildNodes,
  getByContextHierarchyNodes,
  getByContextNode,
  getByContextProduct,
  getByContextProductsForHierarchy,
  getByContextProductsForNode,
} from "@epcc-sdk/sdks-shopper";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;
const tag = randomUUID().slice(0, 8);

async function ok201(method: string, path: string, body?: unknown) {
  const response = await call(method, path, { token: admin, body });
  if (response.status !== 201 && response.status !== 200 && response.status !== 204) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body?.data;
}

const product = (name: string, amount: number, extra: Record<string, unknown> = {}) =>
  ok201("POST", "/pcm/products", {
    data: { type: "product", attributes: { name: `${name} ${tag}`, sku: `${name.toUpperCase().replace(/\W+/g, "-")}-${tag}`, price: { USD: { amount, includes_tax: false }, EUR: { amount: amount + 100, includes_tax: false } }, ...extra } },
  });

let kitchen: any; // hierarchy
let cookware: any; // top node
let pans: any; // node under cookware
let linens: any; // top node
let skillet: any;
let wok: any;
let towel: any;
let draft: any;
let apron: any; // base product
let size: any;
let colour: any;
const options: Record<string, any> = {};

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  kitchen = await ok201("POST", "/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: `Kitchen ${tag}`, description: "Things for the kitchen", slug: `kitchen-${tag}` } } });
  cookware = await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes`, { data: { type: "node", attributes: { name: "Cookware", slug: "cookware" }, meta: { sort_order: 5 } } });
  linens = await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes`, { data: { type: "node", attributes: { name: "Linens", slug: "linens" }, meta: { sort_order: 1 } } });
  pans = await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes`, {
    data: { type: "node", attributes: { name: "Pans", slug: "pans" }, relationships: { parent: { data: { type: "node", id: cookware.id } } } },
  });
  skillet = await product("Cast Iron Skillet", 4500);
  wok = await product("Carbon Wok", 3900);
  towel = await product("Tea Towel", 900);
  draft = await product("Draft Pot", 5000, { status: "draft" });
  await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes/${pans.id}/relationships/products`, { data: [{ type: "product", id: skillet.id }, { type: "product", id: wok.id }, { type: "product", id: draft.id }] });
  await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes/${linens.id}/relationships/products`, { data: [{ type: "product", id: towel.id }] });

  apron = await product("Apron", 3200);
  size = await ok201("POST", "/pcm/variations", { data: { type: "product-variation", attributes: { name: `Size ${tag}`, sort_order: 2 } } });
  colour = await ok201("POST", "/pcm/variations", { data: { type: "product-variation", attributes: { name: `Colour ${tag}`, sort_order: 1 } } });
  for (const [variation, names] of [[size, ["Small", "Medium", "Large"]], [colour, ["Natural", "Indigo"]]] as const) {
    let sort = names.length;
    for (const name of names) {
      options[name] = await ok201("POST", `/pcm/variations/${variation.id}/options`, { data: { type: "product-variation-option", attributes: { name, sort_order: sort-- } } });
    }
  }
  await ok201("POST", `/pcm/products/${apron.id}/relationships/variations`, { data: [{ type: "product-variation", id: size.id }, { type: "product-variation", id: colour.id }] });
  await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes/${linens.id}/relationships/products`, { data: [{ type: "product", id: apron.id }] });
});

const ids = (body: any) => body.data.map((x: any) => x.id);

describe("hierarchies and nodes", () => {
  it("the shopper reads the hierarchies and a hierarchy, as EP's navigation does", async () => {
    const client = await shopperClient();
    const all = await getByContextAllHierarchies({ client, query: { filter: `eq(slug,kitchen-${tag})` } as never });
    const body = rawBody(all.response);
    expect(all.response.status).toBe(200);
    expect(schemaProblems("catalog_view", "getByContextAllHierarchies", 200, body)).toEqual([]);
    expect(ids(body)).toEqual([kitchen.id]);
    expect(body.data[0]).toMatchObject({ type: "hierarchy", attributes: { name: `Kitchen ${tag}`, slug: `kitchen-${tag}` }, meta: { has_children: true } });
    const one = await getByContextHierarchy({ client, path: { hierarchy_id: kitchen.id } });
    expect(schemaProblems("catalog_view", "getByContextHierarchy", 200, rawBody(one.response))).toEqual([]);
  });

  it("top nodes come highest sort_order first; all nodes carry breadcrumbs from the hierarchy down", async () => {
    const client = await shopperClient();
    const top = rawBody((await getByContextHierarchyChildNodes({ client, path: { hierarchy_id: kitchen.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextHierarchyChildNodes", 200, top)).toEqual([]);
    expect(ids(top)).toEqual([cookware.id, linens.id]);
    expect(top.data[0].meta.has_children).toBe(true);
    expect(top.data[1].meta.has_children).toBe(false);
    const all = rawBody((await getByContextHierarchyNodes({ client, path: { hierarchy_id: kitchen.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextHierarchyNodes", 200, all)).toEqual([]);
    expect(new Set(ids(all))).toEqual(new Set([cookware.id, linens.id, pans.id]));
    const node = rawBody((await getByContextNode({ client, path: { node_id: pans.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextNode", 200, node)).toEqual([]);
    expect(node.data.meta.breadcrumbs.map((b: any) => b.name)).toEqual([`Kitchen ${tag}`, "Cookware", "Pans"]);
    expect(node.data.relationships.parent.data).toEqual({ type: "node", id: cookware.id });
    const children = rawBody((await getByContextChildNodes({ client, path: { node_id: cookware.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextChildNodes", 200, children)).toEqual([]);
    expect(ids(children)).toEqual([pans.id]);
    const filtered = rawBody((await getByContextAllNodes({ client, query: { filter: `in(id,${pans.id},${linens.id})` } as never })).response);
    expect(new Set(ids(filtered))).toEqual(new Set([pans.id, linens.id]));
  });

  it("a node's products are its own and its children's live ones, filtered and sorted as the catalog's", async () => {
    const client = await shopperClient();
    const inCookware = rawBody((await getByContextProductsForNode({ client, path: { node_id: cookware.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextProductsForNode", 200, inCookware)).toEqual([]);
    expect(new Set(ids(inCookware))).toEqual(new Set([skillet.id, wok.id]));
    expect(inCookware.meta.results.total).toBe(2);
    const byPrice = await call("GET", `/catalog/nodes/${pans.id}/relationships/products?sort=price`, { token: implicit });
    expect(ids(byPrice.body)).toEqual([wok.id, skillet.id]);
    const byPriceDown = await call("GET", `/catalog/nodes/${pans.id}/relationships/products?sort=-price`, { token: implicit, headers: { "X-Moltin-Currency": "EUR" } });
    expect(ids(byPriceDown.body)).toEqual([skillet.id, wok.id]);
    expect(byPriceDown.body.data[0].meta.display_price.without_tax.amount).toBe(4600);
    const named = await call("GET", `/catalog/nodes/${pans.id}/relationships/products?filter=like(name,*wok*)`, { token: implicit });
    expect(ids(named.body)).toEqual([wok.id]);
    const paged = await call("GET", `/catalog/nodes/${pans.id}/relationships/products?sort=name&page[limit]=1&page[offset]=1`, { token: implicit });
    expect(ids(paged.body)).toEqual([skillet.id]);
    expect(paged.body.meta.results.total).toBe(2);
    const inHierarchy = rawBody((await getByContextProductsForHierarchy({ client, path: { hierarchy_id: kitchen.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextProductsForHierarchy", 200, inHierarchy)).toEqual([]);
    expect(new Set(ids(inHierarchy))).toEqual(new Set([skillet.id, wok.id, towel.id, apron.id]));
  });

  it("refuses bad filters and sorts with 400 and unknown ids with 404", async () => {
    for (const path of [
      `/catalog/nodes?filter=like(name,*x*)`,
      `/catalog/hierarchies?filter=eq(description,x)`,
      `/catalog/nodes/${pans.id}/relationships/products?filter=eq(colour,red)`,
      `/catalog/nodes/${pans.id}/relationships/products?sort=cheapest`,
      `/catalog/products?sort=price;drop`,
    ]) {
      const response = await call("GET", path, { token: implicit });
      expect(response.status, path).toBe(400);
      expect(response.body.errors[0].status).toBe(400);
    }
    for (const path of [`/catalog/nodes/${randomUUID()}`, `/catalog/hierarchies/nope`, `/catalog/nodes/${randomUUID()}/relationships/products`]) {
      expect((await call("GET", path, { token: implicit })).status, path).toBe(404);
    }
  });

  it("administrators move, rename and order nodes; a node never goes under itself", async () => {
    const moved = await call("PUT", `/pcm/hierarchies/${kitchen.id}/nodes/${cookware.id}/relationships/parent`, { token: admin, body: { data: { type: "node", id: pans.id } } });
    expect(moved.status).toBe(422);
    const sibling = await call("POST", `/pcm/hierarchies/${kitchen.id}/nodes`, { token: admin, body: { data: { type: "node", attributes: { name: "Pans again", slug: "pans" }, relationships: { parent: { data: { type: "node", id: cookware.id } } } } } });
    expect(sibling.status).toBe(409);
    const temp = await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes`, { data: { type: "node", attributes: { name: "Temporary" }, meta: { sort_order: 10 } } });
    const renamed = await call("PUT", `/pcm/hierarchies/${kitchen.id}/nodes/${temp.id}`, { token: admin, body: { data: { type: "node", id: temp.id, attributes: { name: "Seasonal" }, meta: { sort_order: 0 } } } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ attributes: { name: "Seasonal", slug: "temporary" }, meta: { sort_order: 0, hierarchy_id: kitchen.id } });
    const under = await call("PUT", `/pcm/hierarchies/${kitchen.id}/nodes/${temp.id}/relationships/parent`, { token: admin, body: { data: { type: "node", id: linens.id } } });
    expect(under.status).toBe(204);
    const shopperView = await call("GET", `/catalog/nodes/${temp.id}`, { token: implicit });
    expect(shopperView.body.data.meta.breadcrumbs.map((b: any) => b.name)).toEqual([`Kitchen ${tag}`, "Linens", "Seasonal"]);
    expect((await call("DELETE", `/pcm/hierarchies/${kitchen.id}/nodes/${temp.id}`, { token: admin })).status).toBe(204);
    expect((await call("GET", `/catalog/nodes/${temp.id}`, { token: implicit })).status).toBe(404);
    // Shoppers cannot write.
    expect((await call("POST", "/pcm/hierarchies", { token: implicit, body: { data: { type: "hierarchy", attributes: { name: "x" } } } })).status).toBe(403);
  });

  it("detaching a product takes it off the node", async () => {
    const extra = await product("Spare Lid", 700);
    await ok201("POST", `/pcm/hierarchies/${kitchen.id}/nodes/${linens.id}/relationships/products`, { data: [{ type: "product", id: extra.id }] });
    expect(ids((await call("GET", `/catalog/nodes/${linens.id}/relationships/products`, { token: implicit })).body)).toContain(extra.id);
    const detached = await call("DELETE", `/pcm/hierarchies/${kitchen.id}/nodes/${linens.id}/relationships/products`, { token: admin, body: { data: [{ type: "product", id: extra.id }] } });
    expect(detached.status).toBe(204);
    expect(ids((await call("GET", `/catalog/nodes/${linens.id}/relationships/products`, { token: implicit })).body)).not.toContain(extra.id);
    const unknown = await call("POST", `/pcm/hierarchies/${kitchen.id}/nodes/${linens.id}/relationships/products`, { token: admin, body: { data: [{ type: "product", id: randomUUID() }] } });
    expect(unknown.status).toBe(422);
  });
});

describe("variations and child products", () => {
  it("builds one child per combination, each with its own SKU, and a matrix leading to them", async () => {
    const job = await call("POST", `/pcm/products/${apron.id}/build`, { token: admin });
    expect(job.status).toBe(201);
    expect(job.body.data).toMatchObject({ type: "pim-job", attributes: { type: "child-products", status: "success" } });
    const children = await call("GET", `/pcm/products/${apron.id}/children`, { token: admin });
    expect(children.body.data).toHaveLength(6);
    const skus = children.body.data.map((c: any) => c.attributes.sku);
    expect(new Set(skus).size).toBe(6);
    expect(skus).toContain(`APRON-${tag}-large-indigo`);

    const client = await shopperClient();
    const base = rawBody((await getByContextProduct({ client, path: { product_id: apron.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextProduct", 200, base)).toEqual([]);
    expect(base.data.meta.product_types).toEqual(["parent"]);
    expect(base.data.attributes.base_product).toBe(true);
    expect(base.data.meta.variations.map((v: any) => v.name)).toEqual([`Size ${tag}`, `Colour ${tag}`]);
    expect(base.data.meta.variations[0].options.map((o: any) => o.name)).toEqual(["Small", "Medium", "Large"]);
    const childId = base.data.meta.variation_matrix[options.Large.id][options.Indigo.id];
    expect(typeof childId).toBe("string");

    const child = rawBody((await getByContextProduct({ client, path: { product_id: childId } })).response);
    expect(schemaProblems("catalog_view", "getByContextProduct", 200, child)).toEqual([]);
    expect(child.data).toMatchObject({
      attributes: { base_product_id: apron.id, sku: `APRON-${tag}-large-indigo` },
      relationships: { parent: { data: { type: "product", id: apron.id } } },
      meta: { product_types: ["child"] },
    });
    expect(child.data.meta.child_variations.map((v: any) => v.option.name)).toEqual(["Large", "Indigo"]);

    const listed = rawBody((await getByContextChildProducts({ client, path: { product_id: apron.id } })).response);
    expect(schemaProblems("catalog_view", "getByContextChildProducts", 200, listed)).toEqual([]);
    expect(listed.meta.results.total).toBe(6);
    const notParent = await call("GET", `/catalog/products/${skillet.id}/relationships/children`, { token: implicit });
    expect(notParent.status).toBe(422);
  });

  it("a child has its own price, and the cart charges the child", async () => {
    const base = await call("GET", `/catalog/products/${apron.id}`, { token: implicit });
    const childId = base.body.data.meta.variation_matrix[options.Small.id][options.Natural.id];
    const priced = await call("PUT", `/pcm/products/${childId}`, { token: admin, body: { data: { type: "product", attributes: { price: { USD: { amount: 2800, includes_tax: false } } } } } });
    expect(priced.status).toBe(200);
    const cartId = `cart-${randomUUID()}`;
    const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: childId, quantity: 2 } } });
    expect(added.status).toBe(201);
    const line = added.body.data.find((item: any) => item.product_id === childId);
    expect(line.name).toBe(`Apron ${tag} – Small, Natural`);
    expect(added.body.meta.display_price.with_tax.amount).toBe(5600);
    // The base product itself is not what a cart takes.
    const baseAdd = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: apron.id, quantity: 1 } } });
    expect(baseAdd.status).toBe(422);
    expect(baseAdd.body.errors[0]).toMatchObject({ title: "Choose the product's options", source: "data" });
    expect((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data).toHaveLength(1);
  });

  it("rebuilding after adding an option keeps the children's ids and adds the new combinations", async () => {
    const before = (await call("GET", `/pcm/products/${apron.id}/children?page[limit]=100`, { token: admin })).body.data.map((c: any) => c.id);
    await ok201("POST", `/pcm/variations/${size.id}/options`, { data: { type: "product-variation-option", attributes: { name: "Extra Large", sort_order: 0 } } });
    const job = await call("POST", `/pcm/products/${apron.id}/build`, { token: admin });
    expect(job.body.data.meta.results).toEqual({ created: 2, updated: 6, deleted: 0 });
    const after = (await call("GET", `/pcm/products/${apron.id}/children?page[limit]=100`, { token: admin })).body.data.map((c: any) => c.id);
    expect(after).toHaveLength(8);
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it("refuses what cannot be built", async () => {
    const plain = await product("Plain Jar", 500);
    expect((await call("POST", `/pcm/products/${plain.id}/build`, { token: admin })).status).toBe(422);
    const bad = await call("POST", `/pcm/products/${plain.id}/relationships/variations`, { token: admin, body: { data: [{ type: "product-variation", id: randomUUID() }] } });
    expect(bad.status).toBe(422);
    const dup = await call("POST", `/pcm/variations/${size.id}/options`, { token: admin, body: { data: { type: "product-variation-option", attributes: { name: "Small" } } } });
    expect(dup.status).toBe(409);
    const invalid = await call("POST", "/pcm/variations", { token: admin, body: { data: { type: "product-variation", attributes: { name: "" } } } });
    expect(invalid.status).toBe(400);
  });

  it("filters the catalog by product type", async () => {
    const parents = await call("GET", `/catalog/products?filter=eq(product_types,parent):like(sku,*${tag}*)`, { token: implicit });
    expect(ids(parents.body)).toEqual([apron.id]);
    const children = await call("GET", `/catalog/products?filter=eq(product_types,child):like(sku,*${tag}*)`, { token: implicit });
    expect(children.body.meta.results.total).toBe(8);
  });
});

describe("search", () => {
  it("like(name,*term*) is case-insensitive and also searches sku and description", async () => {
    const byName = await call("GET", `/catalog/products?filter=like(name,*CAST IRON*):like(sku,*${tag}*)`, { token: implicit });
    expect(ids(byName.body)).toEqual([skillet.id]);
    const bySku = await call("GET", `/catalog/products?filter=like(sku,*wok-${tag}*)`, { token: implicit });
    expect(ids(bySku.body)).toEqual([wok.id]);
    const none = await call("GET", `/catalog/products?filter=like(name,*no such thing ${tag}*)`, { token: implicit });
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.results.total).toBe(0);
  });
});
