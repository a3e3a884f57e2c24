// A product's media and nodes from the product's side (EP's PXM): the main_image and files relationships (what the
// catalog's product answers, its includes and the storefront's gallery then show; a file a product names cannot be
// deleted), the nodes a product is in, every node of every hierarchy, and attaching products a filter selects to
// several nodes at once. Each refuses what it must and changes nothing when it does.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, apiFetch, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { productGallery } from "@/lib/commerce/catalog/product-media";
import { findProduct } from "@/lib/commerce/catalog/products";
import type { Uuid } from "@/lib/commerce/uuid";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

/** A file kept elsewhere (POST /v2/files with a file_location). */
async function makeFile(name = `${randomUUID().slice(0, 8)}.png`): Promise<string> {
  const form = new FormData();
  form.set("file_location", `https://cdn.example.test/${name}`);
  const response = await apiFetch("/v2/files", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

const files = (...ids: string[]) => ({ data: ids.map((id) => ({ type: "file", id })) });
const rel = (productId: string, which: "main_image" | "files") => `/pcm/products/${productId}/relationships/${which}`;

describe("a product's main_image relationship", () => {
  it("sets, reads, replaces and removes the main image; the product and its include follow", async () => {
    const product = await makeProduct(admin);
    const [first, second] = [await makeFile(), await makeFile()];
    const none = await call("GET", rel(product.id, "main_image"), { token: admin });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [] });
    expect(schemaProblems("pim", "getProductMainImageRelationships", 200, none.body)).toEqual([]);

    const set = await call("POST", rel(product.id, "main_image"), { token: admin, body: { data: { type: "file", id: first } } });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
    const read = await call("GET", rel(product.id, "main_image"), { token: admin });
    expect(read.body).toEqual({ data: [{ type: "file", id: first }] });
    expect(schemaProblems("pim", "getProductMainImageRelationships", 200, read.body)).toEqual([]);

    expect((await call("PUT", rel(product.id, "main_image"), { token: admin, body: { data: { type: "file", id: second } } })).status).toBe(204);
    const catalog = await call("GET", `/catalog/products/${product.id}?include=main_image`, { token: implicit });
    expect(catalog.body.data.relationships.main_image.data.id).toBe(second);
    expect(catalog.body.data.attributes.main_image.href).toMatch(/cdn\.example\.test/);
    expect(catalog.body.included.main_images.map((f: { id: string }) => f.id)).toEqual([second]);

    expect((await call("DELETE", rel(product.id, "main_image"), { token: admin })).status).toBe(204);
    expect((await call("GET", rel(product.id, "main_image"), { token: admin })).body).toEqual({ data: [] });
    // The file stays, and may now be deleted.
    expect((await call("DELETE", `/v2/files/${second}`, { token: admin })).status).toBe(204);
  });

  it("refuses a file that does not exist (422), a product that does not (404), a bad body (400) and a shopper (403)", async () => {
    const product = await makeProduct(admin);
    const missing = await call("POST", rel(product.id, "main_image"), { token: admin, body: { data: { type: "file", id: randomUUID() } } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ status: 422, source: "data" });
    const file = await makeFile();
    expect((await call("PUT", rel(randomUUID(), "main_image"), { token: admin, body: { data: { type: "file", id: file } } })).status).toBe(404);
    expect((await call("GET", rel("not-an-id", "main_image"), { token: admin })).status).toBe(404);
    expect((await call("POST", rel(product.id, "main_image"), { token: admin, body: { data: { type: "image", id: file } } })).status).toBe(400);
    expect((await call("POST", rel(product.id, "main_image"), { token: implicit, body: { data: { type: "file", id: file } } })).status).toBe(403);
    expect((await call("GET", rel(product.id, "main_image"), { token: admin })).body).toEqual({ data: [] });
  });
});

describe("a product's files relationship", () => {
  it("adds, replaces and removes files in order; the product, its includes and its page's gallery show them", async () => {
    const product = await makeProduct(admin);
    const [main, a, b, c] = [await makeFile(), await makeFile(), await makeFile(), await makeFile()];
    await call("POST", rel(product.id, "main_image"), { token: admin, body: { data: { type: "file", id: main } } });

    expect((await call("POST", rel(product.id, "files"), { token: admin, body: files(a, b) })).status).toBe(204);
    // Adding one again keeps it where it was.
    expect((await call("POST", rel(product.id, "files"), { token: admin, body: { data: [{ type: "file", id: a, meta: { tags: ["front"] } }, { type: "file", id: c }] } })).status).toBe(204);
    const listed = await call("GET", rel(product.id, "files"), { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(files(a, b, c));
    expect(schemaProblems("pim", "getProductFileRelationships", 200, listed.body)).toEqual([]);

    const pcm = await call("GET", `/pcm/products/${product.id}`, { token: admin });
    expect(pcm.body.data.relationships.files.data.map((f: { id: string }) => f.id)).toEqual([main, a, b, c]);
    const catalog = await call("GET", `/catalog/products/${product.id}?include=files,main_image`, { token: implicit });
    expect(catalog.body.data.relationships.files.data.map((f: { id: string }) => f.id)).toEqual([main, a, b, c]);
    expect(catalog.body.included.files.map((f: { id: string }) => f.id).sort()).toEqual([main, a, b, c].sort());
    expect(catalog.body.included.main_images.map((f: { id: string }) => f.id)).toEqual([main]);

    // The storefront's product page shows the main image, then the files, each with words of its own.
    const row = (await findProduct({ id: product.id as Uuid }, { liveOnly: false }))!;
    const gallery = await productGallery(row);
    expect(gallery.map((image) => image.id)).toEqual([main, a, b, c]);
    expect(gallery[0].alt).toBe(row.name);
    expect(gallery[1].alt).toBe(`${row.name}, image 2 of 4`);

    expect((await call("PUT", rel(product.id, "files"), { token: admin, body: files(c, a) })).status).toBe(204);
    expect((await call("GET", rel(product.id, "files"), { token: admin })).body).toEqual(files(c, a));
    expect((await call("DELETE", rel(product.id, "files"), { token: admin, body: files(c, randomUUID()) })).status).toBe(204);
    expect((await call("GET", rel(product.id, "files"), { token: admin })).body).toEqual(files(a));
  });

  it("keeps a file a product names from being deleted (409), until the product lets it go", async () => {
    const product = await makeProduct(admin);
    const file = await makeFile();
    await call("POST", rel(product.id, "files"), { token: admin, body: files(file) });
    const refused = await call("DELETE", `/v2/files/${file}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ status: 409, title: "Conflict" });
    expect((await call("GET", `/v2/files/${file}`, { token: admin })).status).toBe(200);
    await call("DELETE", rel(product.id, "files"), { token: admin, body: files(file) });
    expect((await call("DELETE", `/v2/files/${file}`, { token: admin })).status).toBe(204);
  });

  it("refuses a file that does not exist (422, nothing added), no product (404) and a shopper (403)", async () => {
    const product = await makeProduct(admin);
    const file = await makeFile();
    const missing = await call("POST", rel(product.id, "files"), { token: admin, body: files(file, randomUUID()) });
    expect(missing.status).toBe(422);
    expect((await call("GET", rel(product.id, "files"), { token: admin })).body).toEqual({ data: [] });
    const replaced = await call("PUT", rel(product.id, "files"), { token: admin, body: files(randomUUID()) });
    expect(replaced.status).toBe(422);
    expect((await call("POST", rel(randomUUID(), "files"), { token: admin, body: files(file) })).status).toBe(404);
    expect((await call("GET", rel(randomUUID(), "files"), { token: admin })).status).toBe(404);
    expect((await call("GET", rel(product.id, "files"), { token: implicit })).status).toBe(403);
  });
});

/** A hierarchy with two nodes. */
async function makeNodes() {
  const tag = randomUUID().slice(0, 8);
  const hierarchy = await call("POST", "/pcm/hierarchies", { token: admin, body: { data: { type: "hierarchy", attributes: { name: `Shelf ${tag}` } } } });
  const node = async (name: string) =>
    (await call("POST", `/pcm/hierarchies/${hierarchy.body.data.id}/nodes`, { token: admin, body: { data: { type: "node", attributes: { name } } } })).body.data.id as string;
  return { hierarchyId: hierarchy.body.data.id as string, nodes: [await node(`Top ${tag}`), await node(`Low ${tag}`)] };
}

describe("a product's nodes, all nodes, and attaching nodes in bulk", () => {
  it("attaches the products a filter selects to several nodes, lists them from the product, and detaches them", async () => {
    const tag = randomUUID().slice(0, 8);
    const [one, two] = [await makeProduct(admin, { sku: `BULK-${tag}-1` }), await makeProduct(admin, { sku: `BULK-${tag}-2` })];
    const other = await makeProduct(admin);
    const { nodes } = await makeNodes();
    const unknown = randomUUID();

    const attached = await call("POST", "/pcm/products/attach_nodes", { token: admin, body: { data: { filter: `like(sku,BULK-${tag}-*)`, node_ids: [...nodes, unknown] } } });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body).toEqual({ meta: { nodes_attached: 2, nodes_not_found: [unknown] } });
    expect(schemaProblems("pim", "attachNodes", 200, attached.body)).toEqual([]);

    const mine = await call("GET", `/pcm/products/${one.id}/nodes`, { token: admin });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((n: { id: string }) => n.id).sort()).toEqual([...nodes].sort());
    expect(mine.body.meta.results.total).toBe(2);
    expect(schemaProblems("pim", "getProductsNodes", 200, mine.body)).toEqual([]);
    expect((await call("GET", `/pcm/products/${other.id}/nodes`, { token: admin })).body.data).toEqual([]);
    const paged = await call("GET", `/pcm/products/${two.id}/nodes?page[limit]=1`, { token: admin });
    expect(paged.body.data).toHaveLength(1);

    const detached = await call("POST", "/pcm/products/detach_nodes", { token: admin, body: { data: { filter: `eq(sku,BULK-${tag}-1)`, node_ids: [nodes[0]] } } });
    expect(detached.status).toBe(200);
    expect(detached.body).toEqual({ meta: { nodes_detached: 1, nodes_not_found: [] } });
    expect(schemaProblems("pim", "detachNodes", 200, detached.body)).toEqual([]);
    expect((await call("GET", `/pcm/products/${one.id}/nodes`, { token: admin })).body.data.map((n: { id: string }) => n.id)).toEqual([nodes[1]]);
    expect((await call("GET", `/pcm/products/${two.id}/nodes`, { token: admin })).body.meta.results.total).toBe(2);
  });

  it("refuses a filter that does not parse (400) or is missing (400), no node ids, a shopper; changes nothing", async () => {
    const product = await makeProduct(admin);
    const { nodes } = await makeNodes();
    const bad = await call("POST", "/pcm/products/attach_nodes", { token: admin, body: { data: { filter: "nonsense(", node_ids: nodes } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].status).toBe(400);
    expect((await call("POST", "/pcm/products/attach_nodes", { token: admin, body: { data: { node_ids: nodes } } })).status).toBe(400);
    expect((await call("POST", "/pcm/products/detach_nodes", { token: admin, body: { data: { filter: `eq(id,${product.id})`, node_ids: [] } } })).status).toBe(400);
    expect((await call("POST", "/pcm/products/attach_nodes", { token: implicit, body: { data: { filter: `eq(id,${product.id})`, node_ids: nodes } } })).status).toBe(403);
    expect((await call("GET", `/pcm/products/${product.id}/nodes`, { token: admin })).body.data).toEqual([]);
    expect((await call("GET", `/pcm/products/${randomUUID()}/nodes`, { token: admin })).status).toBe(404);
  });

  it("lists every node of every hierarchy, paged and filtered, at its own path", async () => {
    const { hierarchyId, nodes } = await makeNodes();
    const all = await call("GET", "/pcm/hierarchies/nodes?page[limit]=100", { token: admin });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(schemaProblems("pim", "getAllNodes", 200, all.body)).toEqual([]);
    expect(all.body.meta.results.total).toBeGreaterThanOrEqual(2);
    const byId = await call("GET", `/pcm/hierarchies/nodes?filter=in(id,${nodes.join(",")})`, { token: admin });
    expect(byId.body.data.map((n: { id: string }) => n.id).sort()).toEqual([...nodes].sort());
    const withHierarchies = await call("GET", `/pcm/hierarchies/nodes?filter=in(id,${nodes.join(",")})&include_hierarchies=true`, { token: admin });
    expect(withHierarchies.body.data.map((r: { type: string; id: string }) => `${r.type}:${r.id}`).slice(2)).toEqual([`hierarchy:${hierarchyId}`]);
    expect(withHierarchies.body.meta.results.total).toBe(2);
    expect(schemaProblems("pim", "getAllNodes", 200, withHierarchies.body)).toEqual([]);
    expect((await call("GET", "/pcm/hierarchies/nodes?filter=eq(colour,red)", { token: admin })).status).toBe(400);
    expect((await call("GET", "/pcm/hierarchies/nodes", { token: implicit })).status).toBe(403);
  });
});
