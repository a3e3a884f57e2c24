// A catalog admin that loses nothing (issue 45): each admin save writes only what its form owns, children built
// from variations inherit the base's personalisation, description, image and tax settings (unless overridden) and
// have stock of their own, and a save that fails part-way leaves the product as it was.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { buildChildren, makeProduct } from "../support/fixtures";
import { adminProduct, saveAdminProduct } from "@/lib/commerce/catalog/admin-products";
import { saveAdminBundle } from "@/lib/commerce/catalog/admin-bundles";
import { saveChildProduct } from "@/lib/commerce/catalog/admin-variations";
import { bundleFormSchema, bundleFormValues } from "@/lib/commerce/catalog/bundle-components-schema";
import { productFormRequest, productFormSchema } from "@/lib/commerce/catalog/product-form-schema";
import { BY_API } from "@/lib/commerce/inventory/stock";
import { ApiError } from "@/lib/commerce/errors";
import { storedUuid } from "@/lib/commerce/uuid";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const pcm = async (id: string) => (await call("GET", `/pcm/products/${id}`, { token: admin })).body.data;
const inventory = async (id: string) => (await call("GET", `/v2/inventories/${id}`, { token: admin })).body.data?.attributes;
const putStock = (id: string, available: number) => call("PUT", `/v2/inventories/${id}`, { token: admin, body: { data: { id, type: "stock", attributes: { available } } } });
const countStock = (id: string, available: number) => call("POST", "/v2/inventories", { token: admin, body: { data: { id, type: "stock", attributes: { available } } } });
const giftSetPrice = { GBP: { amount: 2500, includes_tax: true }, USD: { amount: 3200, includes_tax: false }, EUR: { amount: 2900, includes_tax: true } };

async function giftSet() {
  const tea = await makeProduct(admin, { price: { GBP: { amount: 1250, includes_tax: true } } });
  const candle = await makeProduct(admin, { price: { GBP: { amount: 1600, includes_tax: true } } });
  const bundle = await makeProduct(admin, {
    name: "Gift Set",
    price: giftSetPrice,
    components: { treats: { name: "Treats", min: 2, max: 2, options: [{ id: tea.id, type: "product", quantity: 1, default: true }, { id: candle.id, type: "product", quantity: 1, default: true }] } },
  });
  const put = await call("PUT", `/pcm/products/${bundle.id}`, { token: admin, body: { data: { type: "product", attributes: { description: "Tea and a candle.", commodity_type: "physical", status: "draft" } } } });
  expect(put.status).toBe(200);
  return { bundle, tea, candle };
}

describe("each save writes only what its form owns", () => {
  it("saving a bundle's components keeps its own price (£25 / $32 / €29), description, status and stock", async () => {
    const { bundle, tea } = await giftSet();
    expect((await countStock(bundle.id, 4)).status).toBe(201);
    const values = bundleFormValues({ treats: { name: "Tea only", min: 1, max: 1, options: [{ id: tea.id, type: "product", quantity: 2, default: true }] } });
    await saveAdminBundle(storedUuid(bundle.id), bundleFormSchema.parse(values));
    const after = await pcm(bundle.id);
    expect(after.attributes.price).toEqual(giftSetPrice);
    expect(after.attributes).toMatchObject({ description: "Tea and a candle.", status: "draft" });
    expect(after.attributes.components.treats).toMatchObject({ name: "Tea only", options: [{ id: tea.id, quantity: 2 }] });
    expect(await inventory(bundle.id)).toMatchObject({ available: 4 });
  });

  it("PUT /pcm/products with one attribute changes that one: the price, status, description and stock keeping stay", async () => {
    const product = await makeProduct(admin, { status: "draft", price: { USD: { amount: 1234, includes_tax: false } } });
    await call("PUT", `/pcm/products/${product.id}`, { token: admin, body: { data: { type: "product", attributes: { description: "Kept.", manage_stock: true, commodity_type: "digital" } } } });
    const put = await call("PUT", `/pcm/products/${product.id}`, { token: admin, body: { data: { type: "product", attributes: { name: "Renamed" } } } });
    expect(put.status).toBe(200);
    expect(put.body.data.attributes).toMatchObject({ name: "Renamed", status: "draft", description: "Kept.", manage_stock: true, commodity_type: "digital", price: { USD: { amount: 1234, includes_tax: false } } });
  });

  it("saving a bundle's details keeps its components, image and commodity type; stock left as shown stays as orders moved it", async () => {
    const { bundle } = await giftSet();
    const image = { href: "https://cdn.example.test/gift.png", mime_type: "image/png", file_name: "gift.png" };
    await call("PUT", `/pcm/products/${bundle.id}`, { token: admin, body: { data: { type: "product", attributes: { main_image: image, commodity_type: "digital" } } } });
    const before = await pcm(bundle.id);
    // The form as the admin sees it, with 6 units counted; meanwhile an order takes 2 of them.
    await saveAdminProduct(storedUuid(bundle.id), productFormRequest(productFormSchema.parse({ ...(await adminProduct(storedUuid(bundle.id))).values, stock: "6" })));
    const shown = await adminProduct(storedUuid(bundle.id));
    expect(shown.values.stock).toBe("6");
    await call("POST", `/v2/inventories/${bundle.id}/transactions`, { token: admin, body: { data: { type: "stock-transaction", attributes: { action: "decrement", quantity: 2 } } } });
    await saveAdminProduct(storedUuid(bundle.id), productFormRequest(productFormSchema.parse({ ...shown.values, name: "Gift Set (boxed)" })));
    const after = await pcm(bundle.id);
    expect(after.attributes).toMatchObject({ name: "Gift Set (boxed)", commodity_type: "digital", price: giftSetPrice, main_image: image });
    expect(after.attributes.components).toEqual(before.attributes.components);
    expect(await inventory(bundle.id)).toMatchObject({ available: 4 });
    // A number typed is set.
    await saveAdminProduct(storedUuid(bundle.id), productFormRequest(productFormSchema.parse({ ...shown.values, stock: "9" })));
    expect(await inventory(bundle.id)).toMatchObject({ available: 9 });
  });
});

const TOWEL_INPUTS = { initials: { name: "Initials", required: true, validation_rules: [{ type: "string", options: { max_length: 3 } }] } };

/** A personalised towel counting 7 units, in Blue and Green, built. */
async function towel() {
  const tag = randomUUID().slice(0, 6);
  const base = await makeProduct(admin, {
    name: `Monogrammed Tea Towel ${tag}`,
    sku: `TOWEL-${tag}`,
    price: { GBP: { amount: 1200, includes_tax: true }, USD: { amount: 1500, includes_tax: false } },
    custom_inputs: TOWEL_INPUTS,
    main_image: { href: "https://cdn.example.test/towel.png", mime_type: "image/png", file_name: "towel.png" },
  });
  await call("PUT", `/pcm/products/${base.id}`, { token: admin, body: { data: { type: "product", attributes: { description: "Cotton, embroidered." } } } });
  expect((await countStock(base.id, 7)).status).toBe(201);
  const { Blue: blue, Green: green } = await buildChildren(admin, base.id, `Colour ${tag}`, ["Blue", "Green"]);
  return { base, blue, green, tag };
}

describe("children built from variations", () => {
  it("inherit the personalisation, description, image and tax settings, and have stock of their own, counted from 0", async () => {
    const { blue } = await towel();
    const child = (await call("GET", `/catalog/products/${blue.id}`, { token: implicit })).body.data;
    expect(child.attributes).toMatchObject({ custom_inputs: TOWEL_INPUTS, description: "Cotton, embroidered." });
    expect(child.attributes.price).toEqual({ GBP: { amount: 1200, includes_tax: true }, USD: { amount: 1500, includes_tax: false } });
    expect((await pcm(blue.id)).attributes.main_image).toMatchObject({ href: "https://cdn.example.test/towel.png" });
    expect(child.meta.stock).toEqual({ level: 0, availability: "out-stock" });
    expect(await inventory(blue.id)).toMatchObject({ available: 0, total: 0 });
  });

  it("ask the shopper for Initials in the cart", async () => {
    const { blue } = await towel();
    expect((await putStock(blue.id, 3)).status).toBe(200);
    const cart = `cart-${randomUUID()}`;
    const without = await call("POST", `/v2/carts/${cart}/items`, { token: implicit, headers: { "x-moltin-currency": "GBP" }, body: { data: { type: "cart_item", id: blue.id, quantity: 1 } } });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([expect.objectContaining({ status: 400, title: "required", source: "data.custom_inputs.initials" })]);
    const withInitials = await call("POST", `/v2/carts/${cart}/items`, {
      token: implicit,
      headers: { "x-moltin-currency": "GBP" },
      body: { data: { type: "cart_item", id: blue.id, quantity: 1, custom_inputs: { initials: "AJL" } } },
    });
    expect(withInitials.status).toBe(201);
    expect(withInitials.body.data[0]).toMatchObject({ custom_inputs: { initials: "AJL" }, value: { amount: 1200 } });
  });

  it("follow a change of the base unless they override it; their own price and stock stay", async () => {
    const { base, blue, green } = await towel();
    await saveChildProduct(storedUuid(green.id), { price: { GBP: 1400 }, available: 5 }, BY_API);
    await call("PUT", `/pcm/products/${green.id}`, { token: admin, body: { data: { type: "product", attributes: { description: "Green: limited run." } } } });
    const inputs = { ...TOWEL_INPUTS, note: { name: "Gift note", required: false } };
    await call("PUT", `/pcm/products/${base.id}`, {
      token: admin,
      body: { data: { type: "product", attributes: { custom_inputs: inputs, description: "Organic cotton, embroidered.", price: { GBP: { amount: 1300, includes_tax: true }, USD: { amount: 1500, includes_tax: true } } } } },
    });
    const [b, g] = [await pcm(blue.id), await pcm(green.id)];
    expect(b.attributes).toMatchObject({ custom_inputs: inputs, description: "Organic cotton, embroidered." });
    // Tax settings follow; amounts are the child's own.
    expect(b.attributes.price).toEqual({ GBP: { amount: 1200, includes_tax: true }, USD: { amount: 1500, includes_tax: true } });
    expect(g.attributes).toMatchObject({ custom_inputs: inputs, description: "Green: limited run." });
    expect(g.attributes.price.GBP).toEqual({ amount: 1400, includes_tax: true });
    expect(await inventory(green.id)).toMatchObject({ available: 5 });
  });

  it("a child's saved price keeps its personalisation, description, image and stock", async () => {
    const { blue } = await towel();
    expect((await putStock(blue.id, 2)).status).toBe(200);
    await saveChildProduct(storedUuid(blue.id), { price: { GBP: 1100, USD: null }, available: null }, BY_API);
    const after = await pcm(blue.id);
    expect(after.attributes).toMatchObject({ custom_inputs: TOWEL_INPUTS, description: "Cotton, embroidered.", main_image: { href: "https://cdn.example.test/towel.png" } });
    expect(after.attributes.price).toEqual({ GBP: { amount: 1100, includes_tax: true } });
    expect(await inventory(blue.id)).toMatchObject({ available: 2 });
  });
});

describe("a save that fails part-way leaves the product as it was", () => {
  it("a build whose new child's SKU is taken builds nothing: 409", async () => {
    const tag = randomUUID().slice(0, 6);
    const base = await makeProduct(admin, { sku: `MUG-${tag}` });
    await makeProduct(admin, { sku: `MUG-${tag}-large` });
    const variation = (await call("POST", "/pcm/variations", { token: admin, body: { data: { type: "product-variation", attributes: { name: `Size ${tag}` } } } })).body.data;
    for (const name of ["Small", "Large"]) await call("POST", `/pcm/variations/${variation.id}/options`, { token: admin, body: { data: { type: "product-variation-option", attributes: { name, description: name } } } });
    await call("POST", `/pcm/products/${base.id}/relationships/variations`, { token: admin, body: { data: [{ type: "product-variation", id: variation.id }] } });
    const before = await pcm(base.id);
    const build = await call("POST", `/pcm/products/${base.id}/build`, { token: admin });
    expect(build.status).toBe(409);
    expect(build.body.errors[0].detail).toMatch(/Nothing was built/);
    expect((await call("GET", `/pcm/products/${base.id}/children`, { token: admin })).body.data).toEqual([]);
    expect((await pcm(base.id)).attributes).toEqual(before.attributes);
  });

  it("a bundle save with an option that needs personalisation changes nothing: 422", async () => {
    const { bundle } = await giftSet();
    const before = await pcm(bundle.id);
    const { base } = await towel();
    const values = bundleFormValues({ towel: { name: "Towel", min: 1, max: 1, options: [{ id: base.id, type: "product", quantity: 1, default: true }] } });
    await expect(saveAdminBundle(storedUuid(bundle.id), bundleFormSchema.parse(values))).rejects.toMatchObject({ status: 422 });
    expect((await pcm(bundle.id)).attributes).toEqual(before.attributes);
  });

  it("a product form naming a category deleted meanwhile saves neither the product nor its stock: 422", async () => {
    const product = await makeProduct(admin, { name: "Enamel Jug" });
    expect((await countStock(product.id, 3)).status).toBe(201);
    const shown = await adminProduct(storedUuid(product.id));
    const before = await pcm(product.id);
    const gone = randomUUID();
    const failing = saveAdminProduct(storedUuid(product.id), productFormRequest(productFormSchema.parse({ ...shown.values, name: "Enamel Jug, large", stock: "8", nodes: [gone] })));
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({ status: 422 });
    expect((await pcm(product.id)).attributes).toEqual(before.attributes);
    expect(await inventory(product.id)).toMatchObject({ available: 3 });
  });
});
