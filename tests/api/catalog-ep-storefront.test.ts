// EP's storefront's catalog calls with EP's generated shopper client, as elasticpath/composable-frontend's
// examples/core makes them (the product page by slug, the cart's products by id, featured products with their
// main images, the bundle form), each answer checked against EP's catalog_view schema; files, currencies, and
// product slugs as EP's PIM takes them.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getACurrency, getAFile, getAllCurrencies, getAllFiles, getByContextAllProducts, getByContextProduct } from "@epcc-sdk/sdks-shopper";
import { adminToken, BASE_URL, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;
const tag = randomUUID().slice(0, 8);

async function product(attributes: Record<string, unknown>) {
  const response = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { price: { USD: { amount: 1000, includes_tax: false } }, ...attributes } } } });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}

let apron: any;
let mug: any;
let cup: any;
let bundle: any;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  apron = await product({
    name: `Linen Apron ${tag}`,
    sku: `APRON-${tag}`,
    slug: `linen-apron-${tag}`,
    description: "Washed linen with a deep pocket",
    main_image: { href: `/products/apron-${tag}.svg`, mime_type: "image/svg+xml", file_name: `apron-${tag}.svg` },
  });
  mug = await product({ name: `Stoneware Mug ${tag}`, sku: `MUG-${tag}`, slug: `stoneware-mug-${tag}` });
  cup = await product({ name: `Tea Cup ${tag}`, sku: `CUP-${tag}`, slug: `tea-cup-${tag}` });
  bundle = await product({
    name: `Kitchen Bundle ${tag}`,
    sku: `BUNDLE-${tag}`,
    slug: `kitchen-bundle-${tag}`,
    components: {
      drinkware: { name: "Drinkware", min: 1, max: 1, options: [{ id: mug.id, quantity: 1, default: true }, { id: cup.id, quantity: 2 }] },
    },
  });
});

const ids = (body: any) => body.data.map((p: any) => p.id);

describe("GET /catalog/products with EP's filter", () => {
  it("eq(slug,…) answers that product alone, as EP's product page asks", async () => {
    const client = await shopperClient();
    const found = await getByContextAllProducts({ client, query: { filter: `eq(slug,linen-apron-${tag})` } as never });
    expect(found.response.status).toBe(200);
    const body = rawBody(found.response);
    expect(schemaProblems("catalog_view", "getByContextAllProducts", 200, body)).toEqual([]);
    expect(ids(body)).toEqual([apron.id]);
    expect(body.meta.results.total).toBe(1);
  });

  it("in(id,…) answers those products, as EP's cart header asks", async () => {
    const client = await shopperClient();
    const found = await getByContextAllProducts({ client, query: { filter: `in(id,${mug.id},${cup.id})` } as never });
    expect(ids(rawBody(found.response)).sort()).toEqual([mug.id, cup.id].sort());
  });

  it("like with * is case-insensitive, clauses join with ':', and product_types picks bundles", async () => {
    const byName = await call("GET", `/catalog/products?filter=like(name,*APRON ${tag}*)`, { token: implicit });
    expect(ids(byName.body)).toEqual([apron.id]);
    const byDescription = await call("GET", `/catalog/products?filter=like(description,*deep pocket*):eq(sku,APRON-${tag})`, { token: implicit });
    expect(ids(byDescription.body)).toEqual([apron.id]);
    const bundles = await call("GET", `/catalog/products?filter=eq(product_types,bundle):like(sku,*${tag})`, { token: implicit });
    expect(ids(bundles.body)).toEqual([bundle.id]);
    const none = await call("GET", `/catalog/products?filter=in(id,not-a-uuid)`, { token: implicit });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it("refuses a malformed filter or an unknown field with 400 in the envelope", async () => {
    for (const filter of ["eq(slug)", "eq(colour,red)", "slug=linen", "gt(price,1)", "eq(product_types,gadget)"]) {
      const response = await call("GET", `/catalog/products?filter=${encodeURIComponent(filter)}`, { token: implicit });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ status: 400, source: "filter" });
    }
    const admins = await call("GET", `/pcm/products?filter=eq(colour,red)`, { token: admin });
    expect(admins.status).toBe(400);
  });

  it("pages with absolute links that keep the filter; last is null on a single page", async () => {
    const page = await call("GET", `/catalog/products?filter=like(sku,*${tag})&page[limit]=2`, { token: implicit });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.links.first).toBe(`${BASE_URL}/catalog/products?page%5Blimit%5D=2&page%5Boffset%5D=0&filter=like(sku%2C*${tag})`);
    expect(page.body.links.next).toBe(`${BASE_URL}/catalog/products?page%5Blimit%5D=2&page%5Boffset%5D=2&filter=like(sku%2C*${tag})`);
    expect(page.body.links.last).toBe(page.body.links.next);
    const single = await call("GET", `/catalog/products?filter=eq(slug,linen-apron-${tag})`, { token: implicit });
    expect(single.body.links.last).toBeNull();
    // The links lead where they say.
    const next = await call("GET", page.body.links.next.slice(BASE_URL.length), { token: implicit });
    expect(next.body.meta.page).toMatchObject({ limit: 2, offset: 2 });
  });
});

describe("includes, as EP's product pages and featured products ask", () => {
  it("include=main_image: the product names its main image and the answer includes the file", async () => {
    const client = await shopperClient();
    const found = await getByContextAllProducts({ client, query: { filter: `eq(slug,linen-apron-${tag})`, include: ["main_image"] } as never });
    const body = rawBody(found.response);
    expect(schemaProblems("catalog_view", "getByContextAllProducts", 200, body)).toEqual([]);
    const imageId = body.data[0].relationships.main_image.data.id;
    expect(body.data[0].relationships.main_image.data.type).toBe("main_image");
    expect(body.included.main_images).toEqual([
      expect.objectContaining({ type: "file", id: imageId, file_name: `apron-${tag}.svg`, mime_type: "image/svg+xml", link: { href: `${BASE_URL}/products/apron-${tag}.svg` } }),
    ]);
  });

  it("a bundle answers its components, its default selection and, on request, its component products", async () => {
    const client = await shopperClient({ currency: "USD" });
    const found = await getByContextProduct({ client, path: { product_id: bundle.id }, query: { include: ["main_image", "files", "component_products"] } as never });
    expect(found.response.status).toBe(200);
    const body = rawBody(found.response);
    expect(schemaProblems("catalog_view", "getByContextProduct", 200, body)).toEqual([]);
    expect(body.data.attributes.components.drinkware.options.map((o: any) => o.id)).toEqual([mug.id, cup.id]);
    expect(body.data.meta.bundle_configuration).toEqual({ selected_options: { drinkware: { [mug.id]: 1 } } });
    expect(body.data.meta.product_types).toEqual(["bundle"]);
    expect(body.data.relationships.component_products.data).toEqual([
      { type: "product", id: mug.id },
      { type: "product", id: cup.id },
    ]);
    expect(body.included.component_products.map((p: any) => p.id).sort()).toEqual([mug.id, cup.id].sort());
    expect(body.included.main_images).toEqual([]);
    expect(body.included.files).toEqual([]);
    expect(body.data.attributes).toMatchObject({ created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/) });
  });

  it("refuses an include the catalog does not define", async () => {
    const response = await call("GET", `/catalog/products/${apron.id}?include=main_image,reviews`, { token: implicit });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ title: "enum", source: "include", meta: { value: "reviews" } });
  });
});

describe("files", () => {
  it("are readable by shoppers; administrators add one by its location", async () => {
    const client = await shopperClient();
    const form = new FormData();
    form.set("file_location", `https://cdn.example.test/${tag}/photo.jpg`);
    const made = await fetchAdmin("/v2/files", form);
    expect(made.status).toBe(201);
    const file = (await made.json()).data;
    expect(file).toMatchObject({ type: "file", file_name: "photo.jpg", mime_type: "image/jpeg", link: { href: `https://cdn.example.test/${tag}/photo.jpg` } });

    const one = await getAFile({ client, path: { fileID: file.id } } as never);
    expect(one.response.status).toBe(200);
    expect(schemaProblems("files", "getAFile", 200, rawBody(one.response))).toEqual([]);
    const all = await getAllFiles({ client, query: { "page[limit]": 100 } } as never);
    expect(schemaProblems("files", "getAllFiles", 200, rawBody(all.response))).toEqual([]);
    expect(rawBody(all.response).data.map((f: any) => f.id)).toContain(file.id);
  });

  it("refuses a shopper's upload, a missing location and an unknown id", async () => {
    const form = new FormData();
    form.set("file_location", "https://cdn.example.test/x.png");
    expect((await call("POST", "/v2/files", { token: implicit, raw: "file_location=https%3A%2F%2Fcdn.example.test%2Fx.png", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(403);
    const missing = await call("POST", "/v2/files", { token: admin, raw: "file_name=x.png", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ source: "file_location" });
    const notUrl = await call("POST", "/v2/files", { token: admin, raw: "file_location=ftp%3A%2F%2Fx", headers: { "content-type": "application/x-www-form-urlencoded" } });
    // Not an http(s) URL nor a path of the store: 422, as every refused location (issue 44).
    expect(notUrl.status).toBe(422);
    expect((await call("GET", `/v2/files/${randomUUID()}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", "/v2/files/not-an-id", { token: implicit })).status).toBe(404);
  });
});

async function fetchAdmin(path: string, form: FormData) {
  const { apiFetch } = await import("../support/api");
  return apiFetch(path, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
}

describe("currencies", () => {
  it("lists the store's currencies, the default first, with their formats", async () => {
    const client = await shopperClient();
    const all = await getAllCurrencies({ client });
    expect(all.response.status).toBe(200);
    const body = rawBody(all.response);
    expect(schemaProblems("currencies", "getAllCurrencies", 200, body)).toEqual([]);
    expect(body.data.map((c: any) => [c.code, c.default])).toEqual([
      ["USD", true],
      ["EUR", false],
      ["GBP", false],
    ]);
    expect(body.data[2]).toMatchObject({ type: "currency", format: "£{price}", decimal_places: 2, decimal_point: ".", thousand_separator: ",", enabled: true });
    const one = await getACurrency({ client, path: { currencyID: body.data[1].id } });
    expect(rawBody(one.response).data.code).toBe("EUR");
    expect((await call("GET", "/v2/currencies/gbp", { token: implicit })).body.data.code).toBe("GBP");
    expect((await call("GET", "/v2/currencies/XYZ", { token: implicit })).status).toBe(404);
  });
});

describe("product slugs as EP's PIM takes them", () => {
  it("accepts letters of either case, digits, '.', '-' and '_'", async () => {
    const made = await product({ name: "Mixed", sku: `MIX-${tag}`, slug: `Mixed_Case.v2-${tag}` });
    expect(made.attributes.slug).toBe(`Mixed_Case.v2-${tag}`);
    const found = await call("GET", `/catalog/products?filter=eq(slug,Mixed_Case.v2-${tag})`, { token: implicit });
    expect(ids(found.body)).toEqual([made.id]);
  });

  it("makes a slug from the name when none is given, and another when it is taken", async () => {
    const first = await product({ name: `Café Crème ${tag}`, sku: `CREME-${tag}` });
    expect(first.attributes.slug).toBe(`cafe-creme-${tag}`);
    const second = await product({ name: `Café Crème ${tag}`, sku: `CREME2-${tag}` });
    expect(second.attributes.slug).toMatch(new RegExp(`^cafe-creme-${tag}-[a-z0-9]+$`));
  });

  it("refuses other characters and a slug another product has", async () => {
    for (const slug of ["has space", "slash/slug", "ümlaut", ""]) {
      const response = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { name: "X", sku: `BAD-${randomUUID()}`, slug } } } });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].source).toBe("data.attributes.slug");
    }
    const taken = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { name: "X", sku: `DUP-${tag}`, slug: `linen-apron-${tag}` } } } });
    expect(taken.status).toBe(409);
  });
});

describe("the demo store's images are files", () => {
  it("a product made with a main image has it as a file", async () => {
    const file = await call("GET", `/v2/files/${(await call("GET", `/catalog/products/${apron.id}`, { token: implicit })).body.data.relationships.main_image.data.id}`, { token: implicit });
    // Absolute against the request's origin (docs/api.md "Conventions"), whatever origin a client calls from.
    expect(file.body.data.link.href).toBe(`${BASE_URL}/products/apron-${tag}.svg`);
  });
});

// makeProduct stays usable with the slugs it makes.
it("fixtures still make products", async () => {
  expect((await makeProduct(admin)).attributes.slug).toMatch(/^product-/);
});
