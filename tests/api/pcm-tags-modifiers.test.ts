// Product tags (a product's `tags`, and GET /pcm/tags[/{id}]) and variation option modifiers
// (/pcm/variations/{id}/options/{option}/modifiers[/{modifier}]): EP's shapes, their refusals, and what a build of
// child products does with the modifiers (name, SKU, slug, status).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, implicitToken } from "../support/api";
import { as } from "../support/as-caller";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("product tags", () => {
  it("keeps a product's tags, lists every tag some product carries, and reads one", async () => {
    const a = as(admin);
    const tag = randomUUID().slice(0, 8);
    const made = await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Mug ${tag}`, sku: `MUG-${tag}`, tags: [`ceramic-${tag}`, `blue-${tag}`, `ceramic-${tag}`] } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.attributes.tags).toEqual([`ceramic-${tag}`, `blue-${tag}`]);

    const list = await a.get("/pcm/tags?page[limit]=100");
    expect(list.status).toBe(200);
    expect(schemaProblems("pim", "getAllProductTags", 200, list.body)).toEqual([]);
    const mine = list.body.data.filter((t: { attributes: { value: string } }) => t.attributes.value.endsWith(tag));
    expect(mine.map((t: { attributes: { value: string } }) => t.attributes.value)).toEqual([`blue-${tag}`, `ceramic-${tag}`]);

    const one = await a.get(`/pcm/tags/${mine[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: mine[0].id, type: "tag", attributes: { value: `blue-${tag}` }, meta: { owner: "store" } });
    expect(schemaProblems("pim", "getProductTag", 200, one.body)).toEqual([]);

    // Products are filtered by tag (EP's eq(tags,…) and in(tags,…)).
    const tagged = await a.get(`/pcm/products?filter=eq(tags,blue-${tag})`);
    expect(tagged.body.data.map((p: { id: string }) => p.id)).toEqual([made.body.data.id]);
    expect((await a.get(`/pcm/products?filter=in(tags,none-${tag},ceramic-${tag})`)).body.meta.results.total).toBe(1);
    expect((await a.get(`/pcm/products?filter=eq(tags,none-${tag})`)).body.data).toEqual([]);

    // A tag no product carries any more is not listed; one given again keeps its id.
    expect((await a.put(`/pcm/products/${made.body.data.id}`, { data: { type: "product", attributes: { tags: [`ceramic-${tag}`] } } })).status).toBe(200);
    expect((await a.get(`/pcm/tags/${mine[0].id}`)).status).toBe(404);
    await a.put(`/pcm/products/${made.body.data.id}`, { data: { type: "product", attributes: { tags: [`ceramic-${tag}`, `blue-${tag}`] } } });
    expect((await a.get(`/pcm/tags/${mine[0].id}`)).status).toBe(200);
  });

  it("refuses more than 20 tags or a tag over 255 characters (nothing saved), an unknown tag (404) and a shopper (403)", async () => {
    const a = as(admin);
    const tag = randomUUID().slice(0, 8);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect((await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Cup ${tag}`, sku: `CUP-${tag}`, tags: many } } })).status).toBe(400);
    expect((await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Cup ${tag}`, sku: `CUP-${tag}`, tags: ["x".repeat(256)] } } })).status).toBe(400);
    expect((await a.get(`/pcm/products?filter=eq(sku,CUP-${tag})`)).body.data).toEqual([]);
    const unknown = await a.get(`/pcm/tags/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toMatchObject({ status: 404, title: "Tag not found" });
    expect((await a.get("/pcm/tags/not-an-id")).status).toBe(404);
    expect((await as(implicit).get("/pcm/tags")).status).toBe(403);
  });
});

/** A variation with options, and the path of each option's modifiers. */
async function variationWith(...names: string[]) {
  const a = as(admin);
  const variation = await a.post("/pcm/variations", { data: { type: "product-variation", attributes: { name: `Colour ${randomUUID().slice(0, 6)}` } } });
  const options: { id: string; path: string }[] = [];
  for (const name of names) {
    const option = await a.post(`/pcm/variations/${variation.body.data.id}/options`, { data: { type: "product-variation-option", attributes: { name } } });
    options.push({ id: option.body.data.id, path: `/pcm/variations/${variation.body.data.id}/options/${option.body.data.id}/modifiers` });
  }
  return { id: variation.body.data.id as string, options };
}

const modifier = (attributes: Record<string, string>) => ({ data: { type: "product-variation-modifier", attributes } });

describe("variation option modifiers", () => {
  it("creates, lists, reads, replaces and deletes an option's modifiers in EP's shape", async () => {
    const a = as(admin);
    const { options } = await variationWith("Red");
    const path = options[0].path;
    const made = await a.post(path, modifier({ type: "name_append", value: " (Red)", reference_name: "red name" }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ type: "product-variation-modifier", attributes: { type: "name_append", value: " (Red)", reference_name: "red name" }, meta: { owner: "store" } });
    expect(schemaProblems("pim", "createModifier", 201, made.body)).toEqual([]);
    const builder = await a.post(path, modifier({ type: "sku_builder", seek: "{COLOUR}", set: "RED" }));
    expect(builder.body.data.attributes).toEqual({ type: "sku_builder", seek: "{COLOUR}", set: "RED" });

    const list = await a.get(path);
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([made.body.data.id, builder.body.data.id]);
    expect(list.body.meta.results.total).toBe(2);
    expect(schemaProblems("pim", "getAllModifiers", 200, list.body)).toEqual([]);

    const one = await a.get(`${path}/${made.body.data.id}`);
    expect(one.status).toBe(200);
    expect(schemaProblems("pim", "getModifier", 200, one.body)).toEqual([]);

    const id = made.body.data.id;
    const changed = await a.put(`${path}/${id}`, { data: { type: "product-variation-modifier", id, attributes: { type: "slug_append", value: "-red" } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.attributes).toEqual({ type: "slug_append", value: "-red" });
    expect(schemaProblems("pim", "updateModifier", 200, changed.body)).toEqual([]);

    expect((await a.del(`${path}/${id}`)).status).toBe(204);
    expect((await a.get(`${path}/${id}`)).status).toBe(404);
    expect((await a.get(path)).body.meta.results.total).toBe(1);
  });

  it("refuses a builder without seek, a value it does not take, an unknown option or modifier, and a shopper", async () => {
    const a = as(admin);
    const { id, options } = await variationWith("Blue");
    const path = options[0].path;
    const noSeek = await a.post(path, modifier({ type: "slug_builder", set: "blue" }));
    expect(noSeek.status).toBe(400);
    expect(noSeek.body.errors[0].status).toBe(400);
    expect((await a.post(path, modifier({ type: "status", value: "archived" }))).status).toBe(400);
    expect((await a.post(path, modifier({ type: "colour_append", value: "x" }))).status).toBe(400);
    expect((await a.get(path)).body.data).toEqual([]);
    expect((await a.post(`/pcm/variations/${id}/options/${randomUUID()}/modifiers`, modifier({ type: "name_append", value: "x" }))).status).toBe(404);
    expect((await a.get(`${path}/${randomUUID()}`)).status).toBe(404);
    expect((await a.get(`${path}/not-an-id`)).status).toBe(404);
    const made = await a.post(path, modifier({ type: "name_append", value: " Blue" }));
    // A modifier is found only under its own option.
    const other = await variationWith("Green");
    expect((await a.get(`${other.options[0].path}/${made.body.data.id}`)).status).toBe(404);
    expect((await as(implicit).get(path)).status).toBe(403);
    expect((await as(implicit).del(`${path}/${made.body.data.id}`)).status).toBe(403);
    expect((await a.get(`${path}/${made.body.data.id}`)).status).toBe(200);
  });

  it("changes the children a build makes: name, SKU and slug built from the base's, status", async () => {
    const a = as(admin);
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const { id, options } = await variationWith("Red", "Blue", "Green");
    const [red, blue] = options;
    await a.post(red.path, modifier({ type: "name_append", value: " in red" }));
    await a.post(red.path, modifier({ type: "sku_builder", seek: "{COLOUR}", set: "RED" }));
    await a.post(red.path, modifier({ type: "slug_append", value: "-rouge" }));
    await a.post(blue.path, modifier({ type: "status", value: "draft" }));
    const base = await a.post("/pcm/products", { data: { type: "product", attributes: { name: `Tee ${tag}`, sku: `TEE-${tag}-{COLOUR}`, slug: `tee-${tag.toLowerCase()}` } } });
    await a.post(`/pcm/products/${base.body.data.id}/relationships/variations`, { data: [{ type: "product-variation", id }] });
    expect((await a.post(`/pcm/products/${base.body.data.id}/build`)).status).toBe(201);
    const children = (await a.get(`/pcm/products/${base.body.data.id}/children`)).body.data;
    const of = (optionId: string) => children.find((c: { meta: { child_option_ids?: string[] }; attributes: unknown }) => JSON.stringify(c).includes(optionId))!.attributes;
    expect(of(red.id)).toMatchObject({ name: `Tee ${tag} in red`, sku: `TEE-${tag}-RED`, slug: `tee-${tag.toLowerCase()}-rouge`, status: "live" });
    expect(of(blue.id)).toMatchObject({ name: `Tee ${tag} – Blue`, sku: `TEE-${tag}-{COLOUR}-blue`, status: "draft" });
    expect(of(options[2].id)).toMatchObject({ name: `Tee ${tag} – Green`, status: "live" });
  });
});
