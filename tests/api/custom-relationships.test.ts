// EP's custom relationships (related products) and a bundle's component products, route by route: each answer in
// EP's shape (its OpenAPI document), each refusal in the contract's envelope, changing nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { as } from "../support/as-caller";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { productPageSuggestions } from "@/lib/commerce/catalog/catalog-page-read";
import { findProduct } from "@/lib/commerce/catalog/products";
import { parseUuid } from "@/lib/commerce/uuid";

let admin: string;
let implicit: string;
const tag = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const relationship = (attributes: Record<string, unknown>) => ({ data: { type: "custom-relationship", attributes } });
const products = (...ids: (string | { id: string; sort_order: number | null })[]) => ({
  data: ids.map((p) => (typeof p === "string" ? { type: "product", id: p } : { type: "product", id: p.id, attributes: { sort_order: p.sort_order } })),
});
const slugs = (...list: string[]) => ({ data: list.map((slug) => ({ type: "custom-relationship", slug })) });

/**
 * A refusal in the contract's envelope. EP's PIM and catalog documents type an error's `status` as a string; this API answers
 * every error with the number (docs/api.md), so refusals are checked here rather than by those schemas.
 */
function expectRefusal(response: { status: number; body: any }, status: number) {
  expect(response.status).toBe(status);
  expect(response.body.errors).toEqual([expect.objectContaining({ status, title: expect.any(String), detail: expect.any(String) })]);
}

/** EP's PIM product schema has no `price`, `manage_stock`, `base_product`, `created_at` or `updated_at` among its
 * attributes; this store's /pcm product resource carries them (as /pcm/products does): those are left aside. */
const pcmProductProblems = (body: unknown) =>
  schemaProblems("pim", "getRelatedProductsOfAProductId", 200, body).filter(
    (problem) => !/attributes must NOT have additional properties .*"(manage_stock|price|base_product|created_at|updated_at)"/.test(problem),
  );

async function makeRelationship(attributes: Record<string, unknown> = {}) {
  const made = await as(admin).post("/pcm/custom-relationships", relationship({ name: "Related", slug: `rel-${tag()}`, ...attributes }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { id: string; attributes: { slug: string } };
}

describe("/pcm/custom-relationships", () => {
  it("creates, lists, reads, updates and deletes a custom relationship", async () => {
    const a = as(admin);
    const t = tag();
    const made = await a.post("/pcm/custom-relationships", relationship({ name: "Kitchen electrics", description: "Kitchen electric devices", slug: `kitchen-${t}` }));
    expect(made.status).toBe(201);
    expect(schemaProblems("pim", "createCustomRelationship", 201, made.body)).toEqual([]);
    // EP adds the CRP_ prefix.
    const slug = `CRP_kitchen-${t}`;
    expect(made.body.data.attributes).toEqual({ name: "Kitchen electrics", description: "Kitchen electric devices", slug, bi_directional: false });
    expect(made.body.data.meta.owner).toBe("store");

    const listed = await a.get(`/pcm/custom-relationships?filter=eq(slug,${slug})`);
    expect(listed.status).toBe(200);
    expect(schemaProblems("pim", "getCustomRelationships", 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((r: any) => r.attributes.slug)).toEqual([slug]);
    expect(listed.body.meta.results.total).toBe(1);
    expect((await a.get(`/pcm/custom-relationships?filter=eq(owner,organization)`)).body.data).toEqual([]);
    expect((await a.get(`/pcm/custom-relationships?filter=in(slug,kitchen-${t},nothing)`)).body.data.map((r: any) => r.id)).toEqual([made.body.data.id]);

    const read = await a.get(`/pcm/custom-relationships/${slug}`);
    expect(read.status).toBe(200);
    expect(schemaProblems("pim", "getCustomRelationship", 200, read.body)).toEqual([]);
    expect(read.body.data.id).toBe(made.body.data.id);

    const updated = await a.put(`/pcm/custom-relationships/${slug}`, {
      data: { type: "custom-relationship", id: made.body.data.id, attributes: { external_name: "Similar items", sort_order: 5, bi_directional: true } },
    });
    expect(updated.status).toBe(200);
    expect(schemaProblems("pim", "updateCustomRelationship", 200, updated.body)).toEqual([]);
    expect(updated.body.data.attributes).toMatchObject({ name: "Kitchen electrics", external_name: "Similar items", sort_order: 5, bi_directional: true, slug });

    expect((await a.del(`/pcm/custom-relationships/${slug}`)).status).toBe(204);
    expect((await a.get(`/pcm/custom-relationships/${slug}`)).status).toBe(404);
  });

  it("refuses a taken slug (422), a changed slug, bad bodies, unknown slugs and shoppers, changing nothing", async () => {
    const a = as(admin);
    const existing = await makeRelationship({ name: "Upsells" });
    const before = (await a.get("/pcm/custom-relationships")).body.meta.results.total;

    // The same slug, with or without its prefix: EP answers 422.
    for (const slug of [existing.attributes.slug, existing.attributes.slug.slice(4)]) {
      const taken = await a.post("/pcm/custom-relationships", relationship({ name: "Again", slug }));
      expect(taken.status).toBe(422);
    expectRefusal(taken, 422);
      expect(taken.body.errors[0]).toMatchObject({ status: 422, title: "Unprocessable Entity" });
    }
    for (const body of [{}, relationship({ slug: "no-name" }), relationship({ name: "x", slug: "a b" }), relationship({ name: "x", slug: "a^b" }), relationship({ name: "x", slug: "ok", colour: 1 })]) {
      const refused = await a.post("/pcm/custom-relationships", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[0].status).toBe(400);
    }
    expect((await a.get("/pcm/custom-relationships")).body.meta.results.total).toBe(before);

    const renamed = await a.put(`/pcm/custom-relationships/${existing.attributes.slug}`, { data: { type: "custom-relationship", attributes: { slug: "CRP_other" } } });
    expect(renamed.status).toBe(422);
    expectRefusal(renamed, 422);
    expect((await a.get(`/pcm/custom-relationships/${existing.attributes.slug}`)).body.data.attributes.name).toBe("Upsells");

    const unknown = await a.get(`/pcm/custom-relationships/CRP_none-${tag()}`);
    expect(unknown.status).toBe(404);
    expectRefusal(unknown, 404);
    expect(unknown.body.errors[0]).toMatchObject({ status: 404, title: "Custom relationship not found" });
    expect((await a.get("/pcm/custom-relationships/a$b")).status).toBe(404);
    expect((await a.put(`/pcm/custom-relationships/CRP_none-${tag()}`, relationship({ name: "x" }))).status).toBe(404);
    expect((await a.del(`/pcm/custom-relationships/CRP_none-${tag()}`)).status).toBe(404);

    const s = as(implicit);
    expect((await s.get("/pcm/custom-relationships")).status).toBe(403);
    expect((await s.post("/pcm/custom-relationships", relationship({ name: "x", slug: `x-${tag()}` }))).status).toBe(403);
  });
});

describe("/pcm/products/{id}/custom-relationships", () => {
  it("attaches, lists and detaches a product's relationships, at most five", async () => {
    const a = as(admin);
    const product = await makeProduct(admin);
    const six = [];
    for (let i = 0; i < 6; i++) six.push((await makeRelationship({ sort_order: i })).attributes.slug);

    const attached = await a.post(`/pcm/products/${product.id}/custom-relationships`, slugs(six[0], six[1].slice(4)));
    expect(attached.status).toBe(201);
    expect(schemaProblems("pim", "attachCustomRelationships", 201, attached.body)).toEqual([]);
    expect(attached.body.data.map((r: any) => r.attributes.slug)).toEqual([six[0], six[1]]);

    const listed = await a.get(`/pcm/products/${product.id}/custom-relationships`);
    expect(listed.status).toBe(200);
    expect(schemaProblems("pim", "listAttachedCustomRelationship", 200, listed.body)).toEqual([]);
    expect(listed.body.meta.results.total).toBe(2);

    // An unknown slug, or a sixth relationship: 422, nothing attached.
    const unknown = await a.post(`/pcm/products/${product.id}/custom-relationships`, slugs(six[2], `CRP_none-${tag()}`));
    expect(unknown.status).toBe(422);
    expectRefusal(unknown, 422);
    expect((await a.post(`/pcm/products/${product.id}/custom-relationships`, slugs(...six.slice(2)))).status).toBe(422);
    expect((await a.get(`/pcm/products/${product.id}/custom-relationships`)).body.meta.results.total).toBe(2);
    expect((await a.post(`/pcm/products/${product.id}/custom-relationships`, slugs(...six.slice(2, 5)))).status).toBe(201);
    expect((await a.get(`/pcm/products/${product.id}/custom-relationships`)).body.meta.results.total).toBe(5);

    expect((await a.del(`/pcm/products/${product.id}/custom-relationships`, slugs(six[0], six[3]))).status).toBe(204);
    expect((await a.get(`/pcm/products/${product.id}/custom-relationships`)).body.data.map((r: any) => r.attributes.slug)).toEqual([six[1], six[2], six[4]]);

    const missing = await a.get(`/pcm/products/${randomUUID()}/custom-relationships`);
    expect(missing.status).toBe(404);
    expectRefusal(missing, 404);
    expect((await a.post(`/pcm/products/${randomUUID()}/custom-relationships`, slugs(six[5]))).status).toBe(404);
    expect((await a.post(`/pcm/products/${product.id}/custom-relationships`, { data: [{ type: "product", slug: six[5] }] })).status).toBe(400);
    expect((await as(implicit).get(`/pcm/products/${product.id}/custom-relationships`)).status).toBe(403);
  });
});

describe("related products", () => {
  it("relates products under a relationship; administrators see every one, shoppers the live ones in the catalog", async () => {
    const a = as(admin);
    const rel = await makeRelationship();
    const slug = rel.attributes.slug;
    const base = await makeProduct(admin, { name: `Kettle ${tag()}` });
    const toaster = await makeProduct(admin, { name: `Toaster ${tag()}`, price: { USD: { amount: 2500 }, EUR: { amount: 2200 } } });
    const mixer = await makeProduct(admin, { name: `Mixer ${tag()}` });
    const draft = await makeProduct(admin, { name: `Prototype ${tag()}`, status: "draft" });
    const nobody = randomUUID();

    // No attach needed first; the product itself and unknown ids are answered, not related.
    const related = await a.post(`/pcm/products/${base.id}/custom-relationships/${slug}`, products({ id: mixer.id, sort_order: 2 }, { id: toaster.id, sort_order: 1 }, draft.id, base.id, nobody));
    expect(related.status).toBe(201);
    expect(schemaProblems("pim", "productAssociationId", 201, related.body)).toEqual([]);
    expect(related.body.meta.associated_products).toEqual([mixer.id, toaster.id, draft.id]);
    expect(related.body.meta.products_not_associated).toEqual([
      { ID: base.id, Details: "A product cannot be related to itself." },
      { ID: nobody, Details: "Product not found." },
    ]);
    expect((await a.get(`/pcm/products/${base.id}/custom-relationships`)).body.data.map((r: any) => r.attributes.slug)).toEqual([slug]);

    const ids = await a.get(`/pcm/products/${base.id}/custom-relationships/${slug}`);
    expect(ids.status).toBe(200);
    expect(schemaProblems("pim", "getRelatedProductIDsOfAProductId", 200, ids.body)).toEqual([]);
    expect(ids.body.data).toEqual([
      { type: "product", id: toaster.id, attributes: { sort_order: 1 } },
      { type: "product", id: mixer.id, attributes: { sort_order: 2 } },
      { type: "product", id: draft.id, attributes: { sort_order: null } },
    ]);

    const pcm = await a.get(`/pcm/products/${base.id}/custom-relationships/${slug}/products`);
    expect(pcm.status).toBe(200);
    expect(pcmProductProblems(pcm.body)).toEqual([]);
    expect(pcm.body.data.map((p: any) => p.id)).toEqual([toaster.id, mixer.id, draft.id]);

    // The shopper's catalog: live products only, priced in the request's currency, in the links' order.
    const catalog = await call("GET", `/catalog/products/${base.id}/relationships/${slug}/products`, { token: implicit, headers: { "x-moltin-currency": "EUR" } });
    expect(catalog.status).toBe(200);
    expect(schemaProblems("catalog_view", "getByContextAllRelatedProducts", 200, catalog.body)).toEqual([]);
    expect(catalog.body.data.map((p: any) => p.id)).toEqual([toaster.id, mixer.id]);
    expect(catalog.body.data[0].meta.display_price.without_tax.amount).toBe(2200);
    expect(catalog.body.meta.results.total).toBe(2);
    // A sort asked for is the catalog's (Mixer before Toaster by name).
    const sorted = await call("GET", `/catalog/products/${base.id}/relationships/${slug}/products?sort=name`, { token: implicit });
    expect(sorted.body.data.map((p: any) => p.id)).toEqual([mixer.id, toaster.id]);
    // A draft product has no related products in the catalog; an unknown slug is 404.
    expect((await call("GET", `/catalog/products/${draft.id}/relationships/${slug}/products`, { token: implicit })).status).toBe(404);
    const unknown = await call("GET", `/catalog/products/${base.id}/relationships/CRP_none-${tag()}/products`, { token: implicit });
    expect(unknown.status).toBe(404);
    expectRefusal(unknown, 404);

    // A uni-directional relationship does not link back.
    expect((await a.get(`/pcm/products/${toaster.id}/custom-relationships/${slug}`)).body.data).toEqual([]);

    // Unrelating; a bad body changes nothing.
    expect((await a.del(`/pcm/products/${base.id}/custom-relationships/${slug}`, { data: [{ id: mixer.id }] })).status).toBe(400);
    expect((await a.del(`/pcm/products/${base.id}/custom-relationships/${slug}`, products(mixer.id, draft.id))).status).toBe(204);
    expect((await a.get(`/pcm/products/${base.id}/custom-relationships/${slug}`)).body.data.map((p: any) => p.id)).toEqual([toaster.id]);

    // Errors: an unknown slug, an unknown product, a shopper.
    const noSlug = await a.post(`/pcm/products/${base.id}/custom-relationships/CRP_none-${tag()}`, products(mixer.id));
    expect(noSlug.status).toBe(404);
    expectRefusal(noSlug, 404);
    expect((await a.post(`/pcm/products/${randomUUID()}/custom-relationships/${slug}`, products(mixer.id))).status).toBe(404);
    expect((await a.get(`/pcm/products/${randomUUID()}/custom-relationships/${slug}/products`)).status).toBe(404);
    expect((await as(implicit).post(`/pcm/products/${base.id}/custom-relationships/${slug}`, products(mixer.id))).status).toBe(403);
    expect((await a.get(`/pcm/products/${base.id}/custom-relationships/${slug}`)).body.data.map((p: any) => p.id)).toEqual([toaster.id]);
  });

  it("shows a bi-directional relationship's links from both ends", async () => {
    const a = as(admin);
    const { attributes } = await makeRelationship({ bi_directional: true });
    const [left, right] = [await makeProduct(admin), await makeProduct(admin)];
    expect((await a.post(`/pcm/products/${left.id}/custom-relationships/${attributes.slug}`, products(right.id))).status).toBe(201);
    expect((await a.get(`/pcm/products/${right.id}/custom-relationships/${attributes.slug}`)).body.data.map((p: any) => p.id)).toEqual([left.id]);
    expect((await a.get(`/pcm/products/${right.id}/custom-relationships`)).body.data.map((r: any) => r.attributes.slug)).toEqual([attributes.slug]);
    const fromRight = await call("GET", `/catalog/products/${right.id}/relationships/${attributes.slug}/products`, { token: implicit });
    expect(fromRight.body.data.map((p: any) => p.id)).toEqual([left.id]);
    // Relating back from the other end keeps one link; unrelating from either end removes it.
    expect((await a.post(`/pcm/products/${right.id}/custom-relationships/${attributes.slug}`, products({ id: left.id, sort_order: 7 }))).status).toBe(201);
    expect((await a.get(`/pcm/products/${left.id}/custom-relationships/${attributes.slug}`)).body.data).toEqual([{ type: "product", id: right.id, attributes: { sort_order: 7 } }]);
    expect((await a.del(`/pcm/products/${right.id}/custom-relationships/${attributes.slug}`, products(left.id))).status).toBe(204);
    expect((await a.get(`/pcm/products/${left.id}/custom-relationships/${attributes.slug}`)).body.data).toEqual([]);
  });

  it("forgets a relationship's links when it is detached from the product or deleted", async () => {
    const a = as(admin);
    const { attributes } = await makeRelationship();
    const [one, two] = [await makeProduct(admin), await makeProduct(admin)];
    await a.post(`/pcm/products/${one.id}/custom-relationships/${attributes.slug}`, products(two.id));
    expect((await a.del(`/pcm/products/${one.id}/custom-relationships`, slugs(attributes.slug))).status).toBe(204);
    expect((await a.get(`/pcm/products/${one.id}/custom-relationships/${attributes.slug}`)).body.data).toEqual([]);
    await a.post(`/pcm/products/${one.id}/custom-relationships/${attributes.slug}`, products(two.id));
    expect((await a.del(`/pcm/custom-relationships/${attributes.slug}`)).status).toBe(204);
    expect((await a.get(`/pcm/products/${one.id}/custom-relationships`)).body.data).toEqual([]);
    expect((await a.get(`/pcm/products/${one.id}/custom-relationships/${attributes.slug}`)).status).toBe(404);
  });
});

describe("a product page's suggestions", () => {
  it("are the products linked through a custom relationship first, then live ones of its categories", async () => {
    const a = as(admin);
    const hierarchy = await a.post("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: `Suggest ${tag()}` } } });
    const node = await a.post(`/pcm/hierarchies/${hierarchy.body.data.id}/nodes`, { data: { type: "node", attributes: { name: "Kitchen" } } });
    const [shown, neighbour, hidden, linked, linkedDraft] = [
      await makeProduct(admin),
      await makeProduct(admin),
      await makeProduct(admin, { status: "draft" }),
      await makeProduct(admin),
      await makeProduct(admin, { status: "draft" }),
    ];
    const nodeProducts = `/pcm/hierarchies/${hierarchy.body.data.id}/nodes/${node.body.data.id}/relationships/products`;
    expect((await a.post(nodeProducts, products(shown.id, neighbour.id, hidden.id))).status).toBeLessThan(300);
    const { attributes } = await makeRelationship();
    await a.post(`/pcm/products/${shown.id}/custom-relationships/${attributes.slug}`, products(linked.id, linkedDraft.id));

    const row = await findProduct({ id: parseUuid(shown.id)! }, { liveOnly: true });
    const suggested = await productPageSuggestions(row!, "USD");
    expect(suggested.map((entry) => entry.id)).toEqual([linked.id, neighbour.id]);
    expect(suggested[0]).toMatchObject({ slug: linked.attributes.slug, amount: 1000, sellable: true });
  });

  it("leave out what is not sold in the currency, and on a child's page suggest its base product's links and categories", async () => {
    const a = as(admin);
    const hierarchy = await a.post("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: `Suggest ${tag()}` } } });
    const node = await a.post(`/pcm/hierarchies/${hierarchy.body.data.id}/nodes`, { data: { type: "node", attributes: { name: "Linens" } } });
    const size = await a.post("/pcm/variations", { data: { type: "product-variation", attributes: { name: `Size ${tag()}` } } });
    for (const name of ["Small", "Large"]) {
      await a.post(`/pcm/variations/${size.body.data.id}/options`, { data: { type: "product-variation-option", attributes: { name } } });
    }
    const base = await makeProduct(admin, { name: `Apron ${tag()}` });
    await a.post(`/pcm/products/${base.id}/relationships/variations`, { data: [{ type: "product-variation", id: size.body.data.id }] });
    expect((await a.post(`/pcm/products/${base.id}/build`)).status).toBeLessThan(300);
    const children = (await a.get(`/pcm/products/${base.id}/children`)).body.data as { id: string }[];
    expect(children).toHaveLength(2);
    const [dollarsOnly, neighbour, linked] = [
      await makeProduct(admin, { price: { USD: { amount: 8900 } } }),
      await makeProduct(admin, { price: { USD: { amount: 1500 }, EUR: { amount: 1400 } } }),
      await makeProduct(admin, { price: { USD: { amount: 2500 }, EUR: { amount: 2300 } } }),
    ];
    const nodeProducts = `/pcm/hierarchies/${hierarchy.body.data.id}/nodes/${node.body.data.id}/relationships/products`;
    expect((await a.post(nodeProducts, products(base.id, dollarsOnly.id, neighbour.id))).status).toBeLessThan(300);
    // The base product's link (and one to its own child, its family, which no page of it suggests).
    const { attributes } = await makeRelationship();
    await a.post(`/pcm/products/${base.id}/custom-relationships/${attributes.slug}`, products(linked.id, children[1].id));

    const child = await findProduct({ id: parseUuid(children[0].id)! }, { liveOnly: true });
    expect(child?.baseProductId).toBe(base.id);
    const inEuros = await productPageSuggestions(child!, "EUR");
    expect(inEuros.map((entry) => entry.id)).toEqual([linked.id, neighbour.id]);
    expect(inEuros.map((entry) => entry.formatted)).toEqual(["€23.00", "€14.00"]);
    const inDollars = await productPageSuggestions(child!, "USD");
    expect(inDollars.map((entry) => entry.id)).toEqual([linked.id, dollarsOnly.id, neighbour.id]);
    // The base product's own page suggests the same, none of its children.
    const baseRow = await findProduct({ id: parseUuid(base.id)! }, { liveOnly: true });
    expect((await productPageSuggestions(baseRow!, "EUR")).map((entry) => entry.id)).toEqual([linked.id, neighbour.id]);
    // A product in no category and linked to nothing suggests nothing.
    const alone = await findProduct({ id: parseUuid(linked.id)! }, { liveOnly: true });
    expect(await productPageSuggestions(alone!, "USD")).toEqual([]);
  });
});

describe("component products", () => {
  it("lists a bundle's component products: all to administrators, the live ones in the catalog", async () => {
    const a = as(admin);
    const [tea, candle] = [await makeProduct(admin), await makeProduct(admin)];
    const bundle = await makeProduct(admin, {
      components: {
        treats: { name: "Treats", min: 1, max: 2, options: [{ id: tea.id, type: "product", quantity: 1, default: true }, { id: candle.id, type: "product", quantity: 1 }] },
      },
    });
    const pcm = await a.get(`/pcm/products/${bundle.id}/relationships/component_products`);
    expect(pcm.status).toBe(200);
    expect(schemaProblems("pim", "getProductComponentProductsRelationships", 200, pcm.body)).toEqual([]);
    expect(pcm.body.data).toEqual([
      { type: "product", id: tea.id },
      { type: "product", id: candle.id },
    ]);

    const catalog = await call("GET", `/catalog/products/${bundle.id}/relationships/component_products`, { token: implicit });
    expect(catalog.status).toBe(200);
    expect(schemaProblems("catalog_view", "getByContextComponentProductIDs", 200, catalog.body)).toEqual([]);
    expect(catalog.body.data.map((p: any) => p.id)).toEqual([tea.id, candle.id]);
    expect(catalog.body.meta.results.total).toBe(2);

    // A product that is not a bundle has none; an unknown or draft product is 404 in the catalog.
    expect((await a.get(`/pcm/products/${tea.id}/relationships/component_products`)).body.data).toEqual([]);
    const missing = await a.get(`/pcm/products/${randomUUID()}/relationships/component_products`);
    expect(missing.status).toBe(404);
    expectRefusal(missing, 404);
    const draft = await makeProduct(admin, { status: "draft" });
    const hidden = await call("GET", `/catalog/products/${draft.id}/relationships/component_products`, { token: implicit });
    expect(hidden.status).toBe(404);
    expectRefusal(hidden, 404);
    expect((await as(implicit).get(`/pcm/products/${bundle.id}/relationships/component_products`)).status).toBe(403);
  });
});
