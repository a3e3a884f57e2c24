// DELETE /pcm/products/{id}: a product nothing names goes; one that a cart or an order names is refused with 422 (EP's
// answer for a product it will not delete, pim.yaml deleteProduct) and
// nothing changes (lib/commerce/catalog/product-removal.ts); it can be archived instead, and an archived product
// cannot be made live until un-archived (archived-product.ts).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";
import { archiveProduct, unarchiveProduct } from "@/lib/commerce/catalog/products";
import { storedUuid } from "@/lib/commerce/uuid";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const pcm = (id: string) => call("GET", `/pcm/products/${id}`, { token: admin });

describe("deleting a product", () => {
  it("deletes a product nothing names: its page, stock and node links go with it", async () => {
    const product = await makeProduct(admin);
    expect((await call("POST", "/v2/inventories", { token: admin, body: { data: { id: product.id, type: "stock", attributes: { available: 3 } } } })).status).toBe(201);
    const deleted = await call("DELETE", `/pcm/products/${product.id}`, { token: admin });
    expect(deleted.status).toBe(204);
    expect((await pcm(product.id)).status).toBe(404);
    expect((await call("GET", `/v2/inventories/${product.id}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/pcm/products/${product.id}`, { token: admin })).status).toBe(404);
  });

  it("refuses a product in a cart or an order with 422 and changes nothing", async () => {
    const inCart = await makeProduct(admin);
    const cartId = `del-${randomUUID()}`;
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: inCart.id, quantity: 1 } } })).status).toBe(201);
    const before = (await pcm(inCart.id)).body;
    const refused = await call("DELETE", `/pcm/products/${inCart.id}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ title: "Unprocessable Entity", detail: "This product is in use (1 cart line) and cannot be deleted; archive it instead." });
    expect((await pcm(inCart.id)).body).toEqual(before);
    expect((await call("GET", `/catalog/products/${inCart.id}`, { token: implicit })).status).toBe(200);

    // Ordered: the cart is emptied by checkout, the order line still names it.
    const ordered = await makeProduct(admin);
    const orderCart = `del-${randomUUID()}`;
    await call("POST", `/v2/carts/${orderCart}/items`, { token: implicit, body: { data: { type: "cart_item", id: ordered.id, quantity: 2 } } });
    expect((await call("POST", `/v2/carts/${orderCart}/checkout`, { token: implicit, body: checkoutBody() })).status).toBe(201);
    await call("DELETE", `/v2/carts/${orderCart}`, { token: implicit });
    const refusedOrdered = await call("DELETE", `/pcm/products/${ordered.id}`, { token: admin });
    expect(refusedOrdered.status).toBe(422);
    expect(refusedOrdered.body.errors[0].meta).toMatchObject({ id: ordered.id, order_lines: 1 });
    expect((await pcm(ordered.id)).status).toBe(200);

    // Shoppers cannot delete.
    expect((await call("DELETE", `/pcm/products/${ordered.id}`, { token: implicit })).status).toBe(403);
  });

  it("archives instead: a draft the shopper cannot see, not made live until un-archived", async () => {
    const product = await makeProduct(admin);
    await archiveProduct(storedUuid(product.id));
    const read = await pcm(product.id);
    expect(read.body.data.attributes.status).toBe("draft");
    expect((await call("GET", `/catalog/products/${product.id}`, { token: implicit })).status).toBe(404);
    const live = await call("PUT", `/pcm/products/${product.id}`, { token: admin, body: { data: { type: "product", attributes: { status: "live" } } } });
    expect(live.status).toBe(422);
    expect(live.body.errors[0].detail).toBe("This product is archived: un-archive it before making it live.");
    expect((await pcm(product.id)).body.data.attributes.status).toBe("draft");
    await unarchiveProduct(storedUuid(product.id));
    expect((await pcm(product.id)).body.data.attributes.status).toBe("draft");
    const again = await call("PUT", `/pcm/products/${product.id}`, { token: admin, body: { data: { type: "product", attributes: { status: "live" } } } });
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.status).toBe("live");
  });
});
