// Every href the API gives for the store's own files is absolute (issue: a client on another origin resolved
// "/products/…" against itself and every image broke): files, catalog products and their included main images,
// catalog search's documents and included images, cart items and order items, read through EP's shopper SDK, and subscription offerings' product images. The origin is PUBLIC_URL when set, else a trusted
// proxy's forwarded origin, else the request's own; a forwarded origin from anyone else is not believed.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutApi, getAFile, getAllFiles, getAnOrder, getByContextAllProducts, getByContextProduct, getCartItems, getOrderItems, manageCarts } from "@epcc-sdk/sdks-shopper";
import { adminToken, BASE_URL, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";
import { BEANS, buildOffering, GUIDE } from "../support/subscription-fixtures";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let product: { id: string };
let offeringId: string;
const IMAGE = { href: "/products/water-bottle.svg", mime_type: "image/svg+xml", file_name: "water-bottle.svg" };

beforeAll(async () => {
  admin = await adminToken();
  product = await makeProduct(admin, { main_image: IMAGE });
  offeringId = (await buildOffering(admin, { products: [{ ...BEANS, main_image: "/products/coffee-club.svg" }, GUIDE] })).id;
});

afterEach(() => vi.unstubAllEnvs());

/** Every `href` in a JSON document, and every subscription product's `main_image` (a URL there). */
function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => ((key === "href" || key === "main_image") && typeof inner === "string" ? [inner] : hrefsOf(inner)));
}

const FORWARDED = { "x-forwarded-proto": "https", "x-forwarded-host": "store.example:8443" };
const ORIGINS = [
  { name: "the request's own origin", env: {}, headers: {}, origin: BASE_URL },
  { name: "PUBLIC_URL", env: { PUBLIC_URL: "https://shop.example.com/" }, headers: FORWARDED, origin: "https://shop.example.com" },
  { name: "a trusted proxy's forwarded origin", env: { TRUSTED_PROXIES: "1" }, headers: FORWARDED, origin: "https://store.example:8443" },
  { name: "the request's own origin when the forwarding proxy is not trusted", env: {}, headers: FORWARDED, origin: BASE_URL },
];

describe.each(ORIGINS)("every href is absolute: $name", ({ env, headers, origin }) => {
  it("in files, catalog products and their main images, cart items and order items", async () => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const client = await shopperClient();
    client.interceptors.request.use((request) => {
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    });
    const bodies: Record<string, unknown> = {};
    const read = async (what: string, call: Promise<{ response: Response }>) => {
      const { response } = await call;
      expect(response.status, what).toBeLessThan(300);
      bodies[what] = rawBody(response);
      return bodies[what] as any;
    };

    const files = await read("files", getAllFiles({ client, query: { "page[limit]": 100 } } as never));
    const mainImageId = (await read("product", getByContextProduct({ client, path: { product_id: product.id }, query: { include: ["main_image"] } } as never))).data.relationships.main_image.data.id;
    await read("file", getAFile({ client, path: { fileID: mainImageId } } as never));
    await read("products", getByContextAllProducts({ client, query: { filter: `eq(id,${product.id})`, include: ["main_image", "files"] } } as never));
    const cartID = `hrefs-${randomUUID()}`;
    await read("add to cart", manageCarts({ client, path: { cartID }, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } } as never));
    await read("cart items", getCartItems({ client, path: { cartID } } as never));
    const orderID = (await read("checkout", checkoutApi({ client, path: { cartID }, body: checkoutBody() } as never))).data.id;
    await read("order items", getOrderItems({ client, path: { orderID } } as never));
    await read("order with items", getAnOrder({ client, path: { orderID }, query: { include: ["items"] } } as never));
    const implicit = await implicitToken();
    const search = await call("POST", "/catalog/multi-search?include=main_image", {
      token: implicit,
      headers,
      body: { searches: [{ type: "search", q: "*", filter_by: `id:=${product.id}`, per_page: 5 }] },
    });
    expect(search.status, "multi-search").toBe(200);
    bodies["multi-search"] = search.body;
    for (const path of [`/v2/subscriptions/offerings/${offeringId}?include=products`, `/v2/subscriptions/offerings/${offeringId}/products`]) {
      const offering = await call("GET", path, { token: implicit, headers });
      expect(offering.status, path).toBe(200);
      bodies[path] = offering.body;
    }

    expect(files.data.some((file: { id: string }) => file.id === mainImageId)).toBe(true);
    for (const [what, body] of Object.entries(bodies)) {
      const hrefs = hrefsOf(body);
      if (what !== "checkout") expect(hrefs.length, what).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, what).toMatch(new RegExp(`^${origin.replace(/[.:/]/g, "\\$&")}/`));
    }
    const expected = `${origin}${IMAGE.href}`;
    expect((bodies.product as any).included.main_images[0].link.href).toBe(expected);
    expect((bodies.product as any).data.attributes.main_image.href).toBe(expected);
    expect((bodies["cart items"] as any).data[0].image.href).toBe(expected);
    expect((bodies["order items"] as any).data[0].image.href).toBe(expected);
    const offeringProducts = (bodies[`/v2/subscriptions/offerings/${offeringId}/products`] as any).data;
    expect(offeringProducts.map((p: { attributes: { main_image?: string } }) => p.attributes.main_image)).toContain(`${origin}/products/coffee-club.svg`);
  });
});
