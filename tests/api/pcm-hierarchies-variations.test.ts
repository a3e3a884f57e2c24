// The administrators' side of hierarchies, nodes and variations, route by route: reads, updates and deletes, each
// refusing what it must (shoppers, unknown ids, bad bodies) and changing nothing when it refuses.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { as } from "../support/as-caller";

let admin: string;
let implicit: string;
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("/pcm/hierarchies", () => {
  it("lists, reads, updates and deletes a hierarchy with its nodes", async () => {
    const a = as(admin);
    const made = await a.post("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: `Garden ${tag}` } } });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data.attributes).toEqual({ name: `Garden ${tag}`, slug: `garden-${tag}`, description: "" });
    expect((await a.get("/pcm/hierarchies?page[limit]=100")).body.data.map((h: any) => h.id)).toContain(id);
    expect((await a.get(`/pcm/hierarchies/${id}`)).body.data.attributes.name).toBe(`Garden ${tag}`);
    const updated = await a.put(`/pcm/hierarchies/${id}`, { data: { type: "hierarchy", id, attributes: { description: "Outdoors" } } });
    expect(updated.body.data.attributes).toMatchObject({ name: `Garden ${tag}`, description: "Outdoors" });
    const clash = await a.post("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: "Other", slug: `garden-${tag}` } } });
    expect(clash.status).toBe(409);

    const top = await a.post(`/pcm/hierarchies/${id}/nodes`, { data: { type: "node", attributes: { name: "Tools" } } });
    const child = await a.post(`/pcm/hierarchies/${id}/nodes`, { data: { type: "node", attributes: { name: "Spades" }, relationships: { parent: { data: { type: "node", id: top.body.data.id } } } } });
    expect(child.body.data.relationships.parent.data.id).toBe(top.body.data.id);
    expect(child.body.data.meta.breadcrumbs.map((b: any) => b.name)).toEqual([`Garden ${tag}`, "Tools", "Spades"]);
    expect((await a.get(`/pcm/hierarchies/${id}/nodes`)).body.meta.results.total).toBe(2);
    expect((await a.get(`/pcm/hierarchies/${id}/children`)).body.data.map((n: any) => n.id)).toEqual([top.body.data.id]);
    expect((await a.get(`/pcm/hierarchies/${id}/nodes/${top.body.data.id}/children`)).body.data.map((n: any) => n.id)).toEqual([child.body.data.id]);
    expect((await a.get(`/pcm/hierarchies/${id}/nodes/${child.body.data.id}`)).body.data.attributes.name).toBe("Spades");
    const product = await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Spade ${tag}`, sku: `SPADE-${tag}`, status: "draft" } } });
    await a.post(`/pcm/hierarchies/${id}/nodes/${child.body.data.id}/relationships/products`, { data: [{ type: "product", id: product.body.data.id }] });
    // Administrators see drafts attached; shoppers do not.
    expect((await a.get(`/pcm/hierarchies/${id}/nodes/${child.body.data.id}/products`)).body.data.map((p: any) => p.id)).toEqual([product.body.data.id]);
    expect((await call("GET", `/catalog/nodes/${child.body.data.id}/relationships/products`, { token: implicit })).body.data).toEqual([]);
    // A top node again, then gone with its hierarchy.
    expect((await a.del(`/pcm/hierarchies/${id}/nodes/${child.body.data.id}/relationships/parent`)).status).toBe(204);
    expect((await a.get(`/pcm/hierarchies/${id}/children`)).body.meta.results.total).toBe(2);
    // A node is found only in its own hierarchy.
    const other = await a.post("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: `Other ${tag}` } } });
    expect((await a.get(`/pcm/hierarchies/${other.body.data.id}/nodes/${top.body.data.id}`)).status).toBe(404);
    expect((await a.del(`/pcm/hierarchies/${id}`)).status).toBe(204);
    expect((await a.get(`/pcm/hierarchies/${id}`)).status).toBe(404);
    expect((await call("GET", `/catalog/nodes/${top.body.data.id}`, { token: implicit })).status).toBe(404);
    // The product stays.
    expect((await a.get(`/pcm/products/${product.body.data.id}`)).status).toBe(200);
  });

  it("refuses shoppers, bad bodies and unknown ids, changing nothing", async () => {
    const s = as(implicit);
    expect((await s.get("/pcm/hierarchies")).status).toBe(403);
    expect((await s.get("/pcm/variations")).status).toBe(403);
    const a = as(admin);
    const before = (await a.get("/pcm/hierarchies")).body.meta.results.total;
    for (const body of [{}, { data: { type: "node", attributes: { name: "x" } } }, { data: { type: "hierarchy", attributes: { name: "" } } }, { data: { type: "hierarchy", attributes: { name: "x", slug: "a b" } } }]) {
      const refused = await a.post("/pcm/hierarchies", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[0].status).toBe(400);
    }
    expect((await a.get("/pcm/hierarchies")).body.meta.results.total).toBe(before);
    expect((await a.get(`/pcm/hierarchies/${randomUUID()}`)).status).toBe(404);
    expect((await a.put(`/pcm/hierarchies/${randomUUID()}`, { data: { type: "hierarchy", attributes: { name: "x" } } })).status).toBe(404);
    expect((await a.post(`/pcm/hierarchies/${randomUUID()}/nodes`, { data: { type: "node", attributes: { name: "x" } } })).status).toBe(404);
    expect((await a.del(`/pcm/hierarchies/not-a-uuid`)).status).toBe(404);
  });
});

describe("/pcm/variations", () => {
  it("reads, updates and deletes variations and options; a product's variations are listed, replaced and removed", async () => {
    const a = as(admin);
    const v = await a.post("/pcm/variations", { data: { type: "product-variation", attributes: { name: `Size ${tag}` } } });
    const id = v.body.data.id;
    const small = await a.post(`/pcm/variations/${id}/options`, { data: { type: "product-variation-option", attributes: { name: "Small", description: "S" } } });
    const large = await a.post(`/pcm/variations/${id}/options`, { data: { type: "product-variation-option", attributes: { name: "Large" } } });
    expect((await a.get(`/pcm/variations/${id}`)).body.data.meta.options.map((o: any) => o.name)).toEqual(["Small", "Large"]);
    expect((await a.get(`/pcm/variations/${id}/options`)).body.meta.results.total).toBe(2);
    expect((await a.get(`/pcm/variations/${id}/options/${small.body.data.id}`)).body.data.attributes).toEqual({ name: "Small", description: "S", sort_order: null });
    const renamed = await a.put(`/pcm/variations/${id}/options/${small.body.data.id}`, { data: { type: "product-variation-option", attributes: { name: "Petite", sort_order: 3 } } });
    expect(renamed.body.data.attributes).toMatchObject({ name: "Petite", sort_order: 3 });
    expect((await a.put(`/pcm/variations/${id}`, { data: { type: "product-variation", attributes: { sort_order: 7 } } })).body.data.attributes).toEqual({ name: `Size ${tag}`, sort_order: 7 });
    expect((await a.get(`/pcm/variations?page[limit]=100`)).body.data.map((x: any) => x.id)).toContain(id);

    const colour = await a.post("/pcm/variations", { data: { type: "product-variation", attributes: { name: `Colour ${tag}` } } });
    const product = await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Shirt ${tag}`, sku: `SHIRT-${tag}` } } });
    const path = `/pcm/products/${product.body.data.id}/relationships/variations`;
    expect((await a.post(path, { data: [{ type: "product-variation", id }] })).status).toBe(204);
    expect((await a.get(path)).body.data).toEqual([{ type: "product-variation", id }]);
    expect((await a.put(path, { data: [{ type: "product-variation", id: colour.body.data.id }] })).status).toBe(204);
    expect((await a.get(path)).body.data).toEqual([{ type: "product-variation", id: colour.body.data.id }]);
    expect((await a.del(path, { data: [{ type: "product-variation", id: colour.body.data.id }] })).status).toBe(204);
    expect((await a.get(path)).body.data).toEqual([]);

    expect((await a.del(`/pcm/variations/${id}/options/${large.body.data.id}`)).status).toBe(204);
    expect((await a.get(`/pcm/variations/${id}/options/${large.body.data.id}`)).status).toBe(404);
    // An option is found only under its own variation.
    expect((await a.get(`/pcm/variations/${colour.body.data.id}/options/${small.body.data.id}`)).status).toBe(404);
    expect((await a.del(`/pcm/variations/${id}`)).status).toBe(204);
    expect((await a.get(`/pcm/variations/${id}`)).status).toBe(404);
    expect((await a.get(`/pcm/products/${randomUUID()}/children`)).status).toBe(404);
  });

  it("refuses variations on a child or a bundle", async () => {
    const a = as(admin);
    const v = await a.post("/pcm/variations", { data: { type: "product-variation", attributes: { name: `Fit ${tag}` } } });
    await a.post(`/pcm/variations/${v.body.data.id}/options`, { data: { type: "product-variation-option", attributes: { name: "Slim" } } });
    const base = await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Jeans ${tag}`, sku: `JEANS-${tag}` } } });
    await a.post(`/pcm/products/${base.body.data.id}/relationships/variations`, { data: [{ type: "product-variation", id: v.body.data.id }] });
    await a.post(`/pcm/products/${base.body.data.id}/build`);
    const [child] = (await a.get(`/pcm/products/${base.body.data.id}/children`)).body.data;
    expect(child.attributes.base_product_id).toBe(base.body.data.id);
    const refused = await a.post(`/pcm/products/${child.id}/relationships/variations`, { data: [{ type: "product-variation", id: v.body.data.id }] });
    expect(refused.status).toBe(422);
  });
});
