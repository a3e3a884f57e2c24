// The compatibility harness itself: EP's shopper client reaches the in-process API, and the schema check both
// accepts EP-shaped answers and refuses answers that lack what EP documents (so tests built on it can fail).
import { beforeAll, describe, expect, it } from "vitest";
import { createAnAccessToken, getCartItems, manageCarts } from "@epcc-sdk/sdks-shopper";
import { ADMIN_CLIENT, adminToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { openapiDocument, schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe("EP's OpenAPI documents, overrides merged", () => {
  it("adds the include parameter to getACart and the cart include enum to the components", () => {
    const document = openapiDocument("cart_checkout");
    const getACart = document.paths["/v2/carts/{cartID}"].get;
    expect(getACart.parameters).toContainEqual({ $ref: "#/components/parameters/CartInclude" });
    expect(document.components.parameters.CartInclude.schema.items.enum).toEqual(["items", "tax_items", "custom_discounts", "promotions"]);
  });

  it("refuses an answer that lacks what EP documents", () => {
    expect(schemaProblems("authentication", "createAnAccessToken", 200, { access_token: 42 })).not.toEqual([]);
    expect(schemaProblems("cart_checkout", "getCartItems", 200, { data: "not a list" })).not.toEqual([]);
  });
});

describe("@epcc-sdk/sdks-shopper against the API", () => {
  it("gets a token, adds to a cart and reads its items, each answer in EP's documented shape", async () => {
    const client = await shopperClient();
    const token = await createAnAccessToken({ client, body: { grant_type: "implicit", client_id: ADMIN_CLIENT.id } as never });
    expect(token.response.status).toBe(200);
    expect(schemaProblems("authentication", "createAnAccessToken", 200, rawBody(token.response))).toEqual([]);

    const product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
    const cartID = `sdk-harness-${Date.now()}`;
    const added = await manageCarts({ client, path: { cartID }, body: { data: { type: "cart_item", id: product.id, quantity: 2 } } as never });
    expect(added.response.status).toBe(201);
    expect(schemaProblems("cart_checkout", "manageCarts", 201, rawBody(added.response))).toEqual([]);

    const items = await getCartItems({ client, path: { cartID } });
    expect(items.response.status).toBe(200);
    expect(rawBody(items.response).data[0]).toMatchObject({ product_id: product.id, quantity: 2, value: { amount: 2500, currency: "USD" } });
    expect(schemaProblems("cart_checkout", "getCartItems", 200, rawBody(items.response))).toEqual([]);
  });
});
