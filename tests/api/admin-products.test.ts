// The admin's product form saves through the API's own domain functions: what it saves reads back the same through
// /pcm/products, /catalog/products, /v2/inventories and the node's products; a second save changes stock and
// categories in place; a taken SKU is the API's 409.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { adminProduct, categoryChoices, saveAdminProduct } from "@/lib/commerce/catalog/admin-products";
import { productFormRequest, productFormSchema } from "@/lib/commerce/catalog/product-form-schema";
import { ApiError } from "@/lib/commerce/errors";

// A 1×1 PNG.
const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let admin: string;
let implicit: string;
let nodes: { id: string; hierarchyId: string }[];

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  const hierarchy = await call("POST", "/pcm/hierarchies", { token: admin, body: { data: { type: "hierarchy", attributes: { name: "Shop", slug: `shop-${Date.now()}` } } } });
  const hierarchyId = hierarchy.body.data.id;
  nodes = [];
  for (const name of ["Gifts", "Tools"]) {
    const node = await call("POST", `/pcm/hierarchies/${hierarchyId}/nodes`, { token: admin, body: { data: { type: "node", attributes: { name, slug: name.toLowerCase() } } } });
    expect(node.status, JSON.stringify(node.body)).toBe(201);
    nodes.push({ id: node.body.data.id, hierarchyId });
  }
});

const form = (overrides: Partial<Record<string, unknown>> = {}) =>
  productFormRequest(
    productFormSchema.parse({
      name: "Engraved Compass",
      sku: "COMPASS-1",
      slug: "",
      description: "Brass.",
      status: "live",
      prices: { USD: { amount: "26.00", includes_tax: false }, GBP: { amount: "24", includes_tax: true }, EUR: { amount: "", includes_tax: true } },
      stock: "5",
      custom_inputs: [{ key: "", label: "Engraving", required: true, max_length: "20" }, { key: "", label: "", required: false, max_length: "" }],
      nodes: [nodes[0].id],
      image_url: "https://cdn.example.test/compass.png",
      ...overrides,
    }),
  );

describe("saving the admin's product form", () => {
  it("reads back the same through /pcm, /catalog, /v2/inventories and the category", async () => {
    const id = await saveAdminProduct(undefined, form());
    const pcm = (await call("GET", `/pcm/products/${id}`, { token: admin })).body.data;
    expect(pcm.attributes).toMatchObject({
      name: "Engraved Compass",
      sku: "COMPASS-1",
      slug: "engraved-compass",
      status: "live",
      price: { USD: { amount: 2600, includes_tax: false }, GBP: { amount: 2400, includes_tax: true } },
      custom_inputs: { engraving: { name: "Engraving", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] } },
      manage_stock: true,
    });
    expect(pcm.attributes.price.EUR).toBeUndefined();
    const catalog = (await call("GET", `/catalog/products/${id}?include=main_image`, { token: implicit })).body;
    expect(catalog.data.attributes.price).toEqual(pcm.attributes.price);
    expect(catalog.data.meta.stock).toEqual({ level: 5, availability: "in-stock" });
    expect(catalog.included.main_images[0]).toMatchObject({ link: { href: "https://cdn.example.test/compass.png" }, mime_type: "image/png" });
    expect((await call("GET", `/v2/inventories/${id}`, { token: admin })).body.data.attributes).toMatchObject({ available: 5, total: 5 });
    const inNode = await call("GET", `/pcm/hierarchies/${nodes[0].hierarchyId}/nodes/${nodes[0].id}/products`, { token: admin });
    expect(inNode.body.data.map((p: { id: string }) => p.id)).toEqual([id]);

    // The form shows it as saved, with one empty personalisation row to add another.
    const shown = await adminProduct(id);
    expect(shown.values).toMatchObject({ name: "Engraved Compass", stock: "5", nodes: [nodes[0].id], prices: { USD: { amount: "26.00", includes_tax: false }, GBP: { amount: "24.00" }, EUR: { amount: "" } } });
    expect(shown.values.custom_inputs).toEqual([
      { key: "engraving", label: "Engraving", required: true, max_length: "20" },
      { key: "", label: "", required: false, max_length: "" },
    ]);

    // Saved again: stock set (not added), moved to the other category, the personalisation gone.
    await saveAdminProduct(id, form({ stock: "2", nodes: [nodes[1].id], custom_inputs: [], image_url: "" }));
    expect((await call("GET", `/v2/inventories/${id}`, { token: admin })).body.data.attributes).toMatchObject({ available: 2 });
    const after = (await call("GET", `/pcm/products/${id}`, { token: admin })).body.data;
    expect(after.attributes.custom_inputs ?? null).toBeNull();
    expect(after.relationships?.main_image?.data?.id ?? pcm.relationships?.main_image?.data?.id).toBe(pcm.relationships?.main_image?.data?.id);
    expect((await call("GET", `/pcm/hierarchies/${nodes[0].hierarchyId}/nodes/${nodes[0].id}/products`, { token: admin })).body.data).toEqual([]);
    expect((await call("GET", `/pcm/hierarchies/${nodes[1].hierarchyId}/nodes/${nodes[1].id}/products`, { token: admin })).body.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await categoryChoices()).flatMap((h) => h.nodes.map((n) => n.label))).toEqual(expect.arrayContaining(["Gifts", "Tools"]));
  });

  it("refuses a SKU another product has with the API's 409, and changes nothing, the uploaded image included", async () => {
    const fileCount = async () => (await call("GET", "/v2/files?page[limit]=1", { token: admin })).body.meta.results.total as number;
    const filesBefore = await fileCount();
    const image = { name: "compass.png", type: "image/png", bytes: new Uint8Array(ONE_PIXEL_PNG) };
    const error = await saveAdminProduct(undefined, form({ name: "Another compass", image_url: "" }), image).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    const found = await call("GET", "/pcm/products?filter=eq(name,Another compass)", { token: admin });
    expect(found.body.data).toEqual([]);
    expect(await fileCount()).toBe(filesBefore);
  });
});
