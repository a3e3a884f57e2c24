// EP's storefront's cart calls, made with EP's generated shopper client (@epcc-sdk/sdks-shopper) as
// elasticpath/composable-frontend's examples/core makes them, each answer checked against EP's OpenAPI
// schema of its operation: the cart with `include`, emptying a cart after an order, updating many lines,
// an account's carts and their association, and the item shapes EP's overrides type.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bulkUpdateItemsInCart,
  createAccountCartAssociation,
  deleteAccountCartAssociation,
  deleteAllCartItems,
  getACart,
  getCartItems,
  getCarts,
  manageCarts,
} from "@epcc-sdk/sdks-shopper";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;
let mug: Awaited<ReturnType<typeof makeProduct>>;
let tea: Awaited<ReturnType<typeof makeProduct>>;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  mug = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: false } } });
  tea = await makeProduct(admin, { price: { USD: { amount: 450, includes_tax: false } } });
});

const newCartId = () => `ep-${randomUUID().slice(0, 12)}`;

/** A cart with two products, a custom item, a tax item and a promotion code, made through the API. */
async function fullCart() {
  const cartID = newCartId();
  const promotion = await call("POST", "/v2/promotions", {
    token: admin,
    body: { data: { type: "promotion", name: "Five off", description: "", enabled: true, automatic: false, promotion_type: "fixed_discount", schema: { currencies: [{ currency: "USD", amount: 500 }] } } },
  });
  const code = `FIVE-${randomUUID().slice(0, 6)}`;
  await call("POST", `/v2/promotions/${promotion.body.data.id}/codes`, { token: admin, body: { data: { type: "promotion_codes", codes: [{ code }] } } });
  const added = await call("POST", `/v2/carts/${cartID}/items`, {
    token: admin,
    body: {
      data: [
        { type: "cart_item", id: mug.id, quantity: 2, tax: [{ type: "tax_item", name: "VAT", jurisdiction: "UK", code: "VAT20", rate: 0.2 }] },
        { type: "cart_item", id: tea.id, quantity: 1 },
        { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 300, includes_tax: false } },
        { type: "promotion_item", code },
      ],
    },
  });
  expect(added.status).toBe(201);
  return { cartID, code, promotionId: promotion.body.data.id as string };
}

describe("GET /v2/carts/{id} with include, as EP's cart page asks", () => {
  it("includes items, tax items and promotions in EP's shape; the items are the cart's own", async () => {
    const { cartID, promotionId } = await fullCart();
    const client = await shopperClient();
    const cart = await getACart({ client, path: { cartID }, query: { include: ["items", "promotions", "tax_items", "custom_discounts"] } as never });
    expect(cart.response.status).toBe(200);
    const body = rawBody(cart.response);
    expect(schemaProblems("cart_checkout", "getACart", 200, body)).toEqual([]);
    const items = await call("GET", `/v2/carts/${cartID}/items`, { token: implicit });
    expect(body.included.items).toEqual(items.body.data);
    expect(body.included.items.map((i: any) => i.type)).toEqual(["cart_item", "cart_item", "custom_item", "promotion_item"]);
    expect(body.included.tax_items).toMatchObject([{ type: "tax_item", name: "VAT", rate: 0.2, relationships: { item: { data: { id: body.included.items[0].id } } } }]);
    expect(body.included.promotions).toMatchObject([{ type: "promotion", id: promotionId, name: "Five off", automatic: false, promotion_source: "standard" }]);
    expect(body.included.custom_discounts).toEqual([]);
    expect(body.data.meta.display_price.with_tax.amount).toBe(items.body.meta.display_price.with_tax.amount);
  });

  it("takes include as a comma list and as repeated parameters; without include there is no `included`", async () => {
    const { cartID } = await fullCart();
    const comma = await call("GET", `/v2/carts/${cartID}?include=items,tax_items`, { token: implicit });
    const repeated = await call("GET", `/v2/carts/${cartID}?include=items&include=tax_items`, { token: implicit });
    expect(Object.keys(comma.body.included)).toEqual(["items", "tax_items"]);
    expect(repeated.body.included).toEqual(comma.body.included);
    expect((await call("GET", `/v2/carts/${cartID}`, { token: implicit })).body).not.toHaveProperty("included");
    const items = await call("GET", `/v2/carts/${cartID}/items?include=items`, { token: implicit });
    expect(items.body.included.items).toEqual(items.body.data);
  });

  it("refuses an include EP does not define with 400 in the envelope, and does not create the cart", async () => {
    const cartID = newCartId();
    const refused = await call("GET", `/v2/carts/${cartID}?include=items,products`, { token: implicit });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ status: 400, title: "enum", source: "include", meta: { value: "products" } })]);
    expect((await call("GET", `/v2/carts/${cartID}/items?include=everything`, { token: implicit })).status).toBe(400);
    // The refused reads made no cart (a plain GET would have).
    expect((await call("DELETE", `/v2/carts/${cartID}`, { token: implicit })).status).toBe(404);
  });
});

describe("cart items as EP's overrides type them", () => {
  it("a custom item carries its price; every item carries image, manage_stock and catalog_source", async () => {
    const cartID = newCartId();
    const client = await shopperClient();
    const added = await manageCarts({
      client,
      path: { cartID },
      body: { data: { type: "custom_item", name: "Shipping", sku: "standard", quantity: 1, price: { amount: 495, includes_tax: true } } } as never,
    });
    expect(added.response.status).toBe(201);
    await manageCarts({ client, path: { cartID }, body: { data: { type: "cart_item", id: mug.id, quantity: 1 } } as never });
    const items = await getCartItems({ client, path: { cartID } });
    const body = rawBody(items.response);
    expect(schemaProblems("cart_checkout", "getCartItems", 200, body)).toEqual([]);
    const [custom, product] = body.data;
    expect(custom).toMatchObject({ type: "custom_item", price: { amount: 495, includes_tax: true }, image: { mime_type: "", file_name: "", href: "" }, manage_stock: false, catalog_source: "pim" });
    expect(product).toMatchObject({ type: "cart_item", product_id: mug.id, manage_stock: false, catalog_source: "pim" });
    expect(Object.keys(product.image).sort()).toEqual(["file_name", "href", "mime_type"]);
    expect(product).not.toHaveProperty("price");
  });
});

describe("DELETE /v2/carts/{id}/items, as EP's checkout empties the cart after an order", () => {
  it("answers 204 and leaves the cart, empty", async () => {
    const { cartID } = await fullCart();
    const client = await shopperClient();
    const cleared = await deleteAllCartItems({ client, path: { cartID } });
    expect(cleared.response.status).toBe(204);
    const items = await call("GET", `/v2/carts/${cartID}/items`, { token: implicit });
    expect(items.status).toBe(200);
    expect(items.body.data).toEqual([]);
    expect(items.body.meta.display_price.with_tax.amount).toBe(0);
    // The cart can be filled again.
    expect((await call("POST", `/v2/carts/${cartID}/items`, { token: implicit, body: { data: { type: "cart_item", id: tea.id, quantity: 1 } } })).status).toBe(201);
  });

  it("is 404 for a cart that does not exist, and makes none", async () => {
    const cartID = newCartId();
    const response = await call("DELETE", `/v2/carts/${cartID}/items`, { token: implicit });
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toMatchObject({ status: 404, title: "Not Found" });
    expect((await call("DELETE", `/v2/carts/${cartID}`, { token: implicit })).status).toBe(404);
  });
});

describe("PUT /v2/carts/{id}/items: many lines at once", () => {
  it("updates quantities and removes a line with 0, answering the items in EP's shape", async () => {
    const cartID = newCartId();
    const first = await call("POST", `/v2/carts/${cartID}/items`, {
      token: implicit,
      body: { data: [{ type: "cart_item", id: mug.id, quantity: 1 }, { type: "cart_item", id: tea.id, quantity: 1 }] },
    });
    const [mugLine, teaLine] = first.body.data;
    const client = await shopperClient();
    const updated = await bulkUpdateItemsInCart({
      client,
      path: { cartID },
      body: { data: [{ id: mugLine.id, quantity: 3 }, { id: teaLine.id, quantity: 0 }] } as never,
    });
    expect(updated.response.status).toBe(200);
    const body = rawBody(updated.response);
    expect(body.data.map((i: any) => [i.product_id, i.quantity])).toEqual([[mug.id, 3]]);
    expect(body.meta.display_price.without_tax.amount).toBe(3600);
    expect(body).not.toHaveProperty("errors");
  });

  it("is all or nothing by default: one unknown line changes nothing", async () => {
    const cartID = newCartId();
    const first = await call("POST", `/v2/carts/${cartID}/items`, { token: implicit, body: { data: { type: "cart_item", id: mug.id, quantity: 1 } } });
    const missing = randomUUID();
    const refused = await call("PUT", `/v2/carts/${cartID}/items`, {
      token: implicit,
      body: { data: [{ id: first.body.data[0].id, quantity: 5 }, { id: missing, quantity: 2 }] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errors).toEqual([expect.objectContaining({ status: 404, title: "Not Found", source: "data[1]", meta: expect.objectContaining({ id: missing }) })]);
    expect((await call("GET", `/v2/carts/${cartID}/items`, { token: implicit })).body.data[0].quantity).toBe(1);
  });

  it("with update_all_or_nothing false updates the valid lines and reports the others", async () => {
    const cartID = newCartId();
    const first = await call("POST", `/v2/carts/${cartID}/items`, { token: implicit, body: { data: { type: "cart_item", id: mug.id, quantity: 1 } } });
    const missing = randomUUID();
    const partial = await call("PUT", `/v2/carts/${cartID}/items`, {
      token: implicit,
      body: {
        data: [{ id: missing, quantity: 2 }, { id: first.body.data[0].id, quantity: 4 }, { id: first.body.data[0].id, shipping_group_id: randomUUID() }],
        options: { update_all_or_nothing: false },
      },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data[0].quantity).toBe(4);
    expect(partial.body.errors.map((e: any) => [e.source, e.status])).toEqual([
      ["data[0]", 404],
      ["data[2]", 404],
    ]);
  });

  it("refuses bad bodies with 400 in the envelope and changes nothing", async () => {
    const cartID = newCartId();
    const first = await call("POST", `/v2/carts/${cartID}/items`, { token: implicit, body: { data: { type: "cart_item", id: mug.id, quantity: 1 } } });
    for (const body of [{}, { data: [] }, { data: {} }, { data: [{ quantity: 2 }] }, { data: [{ id: first.body.data[0].id, quantity: -1 }] }, { data: [{ id: first.body.data[0].id }], options: { update_all_or_nothing: "yes" } }]) {
      const response = await call("PUT", `/v2/carts/${cartID}/items`, { token: implicit, body });
      expect(response.status).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect((await call("GET", `/v2/carts/${cartID}/items`, { token: implicit })).body.data[0].quantity).toBe(1);
  });
});

describe("an account's carts", () => {
  it("associates a cart with the signed-in account, lists the account's carts, and dissociates it", async () => {
    const member = await makeAccountMember(admin, implicit);
    const client = await shopperClient({ accountToken: member.accountToken });
    const cartID = newCartId();
    await call("POST", `/v2/carts/${cartID}/items`, { token: implicit, body: { data: { type: "cart_item", id: tea.id, quantity: 2 } } });

    const associated = await createAccountCartAssociation({ client, path: { cartID }, body: { data: [{ type: "account", id: member.accountId }] } as never });
    expect(associated.response.status).toBe(200);
    expect(schemaProblems("cart_checkout", "createAccountCartAssociation", 200, rawBody(associated.response))).toEqual([]);
    expect(rawBody(associated.response)).toEqual({ data: [{ type: "account", id: member.accountId }] });
    // Once more: EP answers 204 when the association exists.
    const again = await createAccountCartAssociation({ client, path: { cartID }, body: { data: [{ type: "account", id: member.accountId }] } as never });
    expect(again.response.status).toBe(204);

    const listed = await getCarts({ client });
    expect(listed.response.status).toBe(200);
    const body = rawBody(listed.response);
    expect(schemaProblems("cart_checkout", "getCarts", 200, body)).toEqual([]);
    expect(body.data.map((c: any) => c.id)).toEqual([cartID]);
    expect(body.data[0].meta.display_price.without_tax.amount).toBe(900);
    expect(body.data[0].relationships.accounts.data).toEqual([{ type: "account", id: member.accountId }]);
    expect(body.meta).toMatchObject({ page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: 1 } });

    const dissociated = await deleteAccountCartAssociation({ client, path: { cartID }, body: { data: [{ type: "account", id: member.accountId }] } as never });
    expect(dissociated.response.status).toBe(204);
    expect(rawBody((await getCarts({ client })).response).data).toEqual([]);
  });

  it("pages an account's carts, newest change first", async () => {
    const member = await makeAccountMember(admin, implicit);
    const headers = { "EP-Account-Management-Authentication-Token": member.accountToken };
    const ids = [newCartId(), newCartId(), newCartId()];
    for (const id of ids) {
      await call("POST", `/v2/carts/${id}/items`, { token: implicit, body: { data: { type: "cart_item", id: tea.id, quantity: 1 } } });
      await call("POST", `/v2/carts/${id}/relationships/accounts`, { token: implicit, headers, body: { data: [{ type: "account", id: member.accountId }] } });
    }
    const first = await call("GET", "/v2/carts?page[limit]=2", { token: implicit, headers });
    expect(first.body.data.map((c: any) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.meta.results.total).toBe(3);
    expect(first.body.links.next).toBe("/v2/carts?page[limit]=2&page[offset]=2");
    const second = await call("GET", "/v2/carts?page[limit]=2&page[offset]=2", { token: implicit, headers });
    expect(second.body.data.map((c: any) => c.id)).toEqual([ids[0]]);
  });

  it("refuses what the account may not do, changing nothing", async () => {
    const a = await makeAccountMember(admin, implicit, "Account A");
    const b = await makeAccountMember(admin, implicit, "Account B");
    const headersA = { "EP-Account-Management-Authentication-Token": a.accountToken };
    const headersB = { "EP-Account-Management-Authentication-Token": b.accountToken };
    const cartID = newCartId();
    await call("POST", `/v2/carts/${cartID}/items`, { token: implicit, body: { data: { type: "cart_item", id: tea.id, quantity: 1 } } });
    const body = (id: string) => ({ data: [{ type: "account", id }] });

    // Listing needs an account token.
    const noAccount = await call("GET", "/v2/carts", { token: implicit });
    expect(noAccount.status).toBe(400);
    // An implicit token alone, or another account's token, cannot tie a cart to account A.
    expect((await call("POST", `/v2/carts/${cartID}/relationships/accounts`, { token: implicit, body: body(a.accountId) })).status).toBe(403);
    expect((await call("POST", `/v2/carts/${cartID}/relationships/accounts`, { token: implicit, headers: headersB, body: body(a.accountId) })).status).toBe(403);
    // Account A ties it; account B cannot take it over.
    expect((await call("POST", `/v2/carts/${cartID}/relationships/accounts`, { token: implicit, headers: headersA, body: body(a.accountId) })).status).toBe(200);
    expect((await call("POST", `/v2/carts/${cartID}/relationships/accounts`, { token: implicit, headers: headersB, body: body(b.accountId) })).status).toBe(403);
    // Bad bodies and unknown carts.
    for (const bad of [{}, { data: [] }, { data: [{ type: "customer", id: a.accountId }] }, { data: [{ type: "account", id: "not-a-uuid" }] }, [{ type: "account" }]]) {
      const response = await call("POST", `/v2/carts/${cartID}/relationships/accounts`, { token: implicit, headers: headersA, body: bad });
      expect(response.status).toBe(400);
    }
    expect((await call("POST", `/v2/carts/${newCartId()}/relationships/accounts`, { token: implicit, headers: headersA, body: body(a.accountId) })).status).toBe(404);
    // Still account A's cart, and only A lists it.
    expect((await call("GET", "/v2/carts", { token: implicit, headers: headersA })).body.data.map((c: any) => c.id)).toEqual([cartID]);
    expect((await call("GET", "/v2/carts", { token: implicit, headers: headersB })).body.data).toEqual([]);
    // An administrator may tie a cart to any account.
    const other = newCartId();
    await call("GET", `/v2/carts/${other}`, { token: implicit });
    expect((await call("POST", `/v2/carts/${other}/relationships/accounts`, { token: admin, body: body(b.accountId) })).status).toBe(200);
    expect((await call("GET", "/v2/carts", { token: implicit, headers: headersB })).body.data.map((c: any) => c.id)).toEqual([other]);
  });
});
