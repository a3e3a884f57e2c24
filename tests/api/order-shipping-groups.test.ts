// POST/PUT /v2/orders/{id}/shipping-groups (EP's order shipping groups) as a back office or 3PL calls them: a group
// added or its tracking written; once every group of an order has its tracking reference the order ships exactly as
// when the admin marks it shipped (fulfilOrder): the stock it held leaves, the shopper's order page shows the
// shipment, the shipping e-mail goes through the outbox once. A refused change changes nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { orderForPage } from "@/lib/commerce/orders/order-page-read";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { asUuid } from "../support/uuid";

const GUEST: Caller = { grant: "implicit", subject: "test-guest" };

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
  expect((await call("POST", "/v2/inventories", { token: admin, body: { data: { id: product.id, type: "stock", attributes: { available: 100 } } } })).status).toBe(201);
});

const stock = async () => (await call("GET", `/v2/inventories/${product.id}`, { token: admin })).body.data.attributes;
const notices = async (orderId: string) =>
  (await (await getDb()).select().from(emailOutbox).where(like(emailOutbox.sendKey, `shipping-notice:${orderId}`))).length;
const readOrder = async (orderId: string) => (await call("GET", `/v2/orders/${orderId}`, { token: admin })).body.data;

/** A guest order of two units; with `group`, its cart's line sits in an Express group first. */
async function placed(group: boolean) {
  const cartId = `osg-${randomUUID()}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 2 } } })).status).toBe(201);
  let groupId: string | undefined;
  if (group) {
    const made = await call("POST", `/v2/carts/${cartId}/shipping-groups`, {
      token: implicit,
      body: { data: { type: "shipping_group", shipping_type: "Express", shipping_price: { base: 900, tax: 180, fees: 0 } } },
    });
    groupId = made.body.data.id;
    const [item] = (await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data as { id: string }[];
    expect((await call("PUT", `/v2/carts/${cartId}/items/${item.id}`, { token: implicit, body: { data: { type: "cart_item", shipping_group_id: groupId } } })).status).toBe(200);
  }
  const order = await placeOrder(cartId, implicit);
  return { order, groupId };
}

describe("PUT /v2/orders/{id}/shipping-groups/{groupId}", () => {
  it("writes the tracking: the order ships as when the admin marks it, with one e-mail, the stock taken and the page showing it", async () => {
    const { order, groupId } = await placed(true);
    const before = await stock();
    const put = (data: Record<string, unknown>, token = admin) =>
      call("PUT", `/v2/orders/${order.id}/shipping-groups/${groupId}`, { token, body: { data: { type: "shipping_group", ...data } } });

    // Refused: not an administrator; an estimate ending before it starts; no such group. Nothing changes.
    expect((await put({ tracking_reference: "AB123456789GB" }, implicit)).status).toBe(403);
    const backwards = await put({ tracking_reference: "AB123456789GB", delivery_estimate: { start: "2026-12-10T00:00:00Z", end: "2026-12-08T00:00:00Z" } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0]).toMatchObject({ status: 400, title: "Date Logic Discrepancy", detail: "The start date cannot occur after the end date" });
    expect(schemaProblems("cart_checkout", "putShippingGroupById", 400, backwards.body)).toEqual([]);
    const missing = await call("PUT", `/v2/orders/${order.id}/shipping-groups/${randomUUID()}`, { token: admin, body: { data: { type: "shipping_group", tracking_reference: "X1" } } });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].title).toBe("Group not found");
    expect(schemaProblems("cart_checkout", "putShippingGroupById", 404, missing.body)).toEqual([]);
    expect((await readOrder(order.id)).shipping).toBe("unfulfilled");
    expect(await notices(order.id)).toBe(0);

    const shipped = await put({ tracking_reference: "AB123456789GB", carrier: "Royal Mail", delivery_estimate: { start: "2026-12-08T00:00:00Z", end: "2026-12-10T00:00:00Z" } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(schemaProblems("cart_checkout", "putShippingGroupById", 200, shipped.body)).toEqual([]);
    expect(schemaProblems("cart_checkout", "putShippingGroupById", 200, shipped.body.data)).toEqual([]);
    expect(shipped.body.data).toMatchObject({
      id: groupId,
      shipping_type: "Express",
      tracking_reference: "AB123456789GB",
      delivery_estimate: { start: "2026-12-08T00:00:00Z", end: "2026-12-10T00:00:00Z" },
      meta: { carrier: "Royal Mail", shipping_display_price: { total: { amount: 1080 }, base: { amount: 900 }, tax: { amount: 180 } } },
    });
    expect(await readOrder(order.id)).toMatchObject({ shipping: "fulfilled" });
    const page = await orderForPage(GUEST, asUuid(order.id));
    expect(page.shipment).toMatchObject({ carrier: "Royal Mail", tracking_number: "AB123456789GB" });
    const after = await stock();
    expect(after.total).toBe(before.total - 2);
    expect(after.allocated).toBe(before.allocated - 2);
    expect(await notices(order.id)).toBe(1);

    // Written again (a 3PL's retry, a corrected estimate): kept on the group, no second e-mail; the address is fixed now.
    expect((await put({ tracking_reference: "AB123456789GB", delivery_estimate: { end: "2026-12-11T00:00:00Z" } })).body.data.delivery_estimate).toEqual({
      start: "2026-12-08T00:00:00Z",
      end: "2026-12-11T00:00:00Z",
    });
    const moved = await put({ address: { line_1: "1 Other Street" } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].detail).toBe("Cannot update order shipping address because shipping status is fulfilled");
    expect(await notices(order.id)).toBe(1);
    const read = await call("GET", `/v2/orders/${order.id}/shipping-groups/${groupId}`, { token: implicit });
    expect(read.body.data).toMatchObject({ tracking_reference: "AB123456789GB", address: { line_1: "12 St James's Square" } });
  });
});

describe("POST /v2/orders/{id}/shipping-groups", () => {
  it("adds groups priced at nothing; the order ships when the last of them is tracked", async () => {
    const { order } = await placed(false);
    const totalBefore = (await readOrder(order.id)).meta.display_price.with_tax.amount;
    const post = (data: Record<string, unknown>) => call("POST", `/v2/orders/${order.id}/shipping-groups`, { token: admin, body: { data: { type: "shipping_group", ...data } } });

    const first = await post({ shipping_type: "Parcel 1", external_ref: "3PL-1", address: { line_1: "Warehouse Dock 4" } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(schemaProblems("cart_checkout", "createOrderShippingGroup", 201, first.body)).toEqual([]);
    expect(first.body.data).toMatchObject({
      type: "shipping_group",
      relation: "order",
      order_id: order.id,
      shipping_type: "Parcel 1",
      external_ref: "3PL-1",
      tracking_reference: "",
      address: { line_1: "Warehouse Dock 4", city: "London" },
      meta: { shipping_display_price: { total: { amount: 0, currency: "USD", formatted: "$0.00" } } },
    });
    const second = await post({ shipping_type: "Parcel 2", tracking_reference: "1Z999AA10123456784", carrier: "UPS" });
    expect(second.status).toBe(201);
    // One group still has no tracking: the order waits.
    expect((await readOrder(order.id)).shipping).toBe("unfulfilled");
    expect(await notices(order.id)).toBe(0);

    const last = await call("PUT", `/v2/orders/${order.id}/shipping-groups/${first.body.data.id}`, {
      token: admin,
      body: { data: { type: "shipping_group", tracking_reference: "1Z999AA10123456785" } },
    });
    expect(last.status).toBe(200);
    const shipped = await readOrder(order.id);
    expect(shipped.shipping).toBe("fulfilled");
    // The order's money never moved: to the minor unit.
    expect(shipped.meta.display_price.with_tax.amount).toBe(totalBefore);
    expect(totalBefore).toBe(2500);
    expect(await notices(order.id)).toBe(1);
    // No carrier given: the group's shipping type names how it went.
    expect((await orderForPage(GUEST, asUuid(order.id))).shipment).toMatchObject({ carrier: "Parcel 1", tracking_number: "1Z999AA10123456785" });
    const list = await call("GET", `/v2/orders/${order.id}/shipping-groups`, { token: implicit });
    expect(list.body.data.map((g: { tracking_reference: string }) => g.tracking_reference)).toEqual(["1Z999AA10123456785", "1Z999AA10123456784"]);
  });

  it("refuses a cancelled order, a body that is not EP's and an unknown order; nothing changes", async () => {
    const { order } = await placed(false);
    const post = (orderId: string, data: Record<string, unknown>) => call("POST", `/v2/orders/${orderId}/shipping-groups`, { token: admin, body: { data } });
    const wrongType = await post(order.id, { type: "order", tracking_reference: "A1" });
    expect(wrongType.status).toBe(400);
    expect(schemaProblems("cart_checkout", "createOrderShippingGroup", 400, wrongType.body)).toEqual([]);
    const unknown = await post(randomUUID(), { type: "shipping_group" });
    expect(unknown.status).toBe(404);
    expect(schemaProblems("cart_checkout", "createOrderShippingGroup", 404, unknown.body)).toEqual([]);
    expect((await call("PUT", `/v2/orders/${order.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } })).status).toBe(200);
    const cancelled = await post(order.id, { type: "shipping_group", tracking_reference: "A1" });
    expect(cancelled.status).toBe(422);
    expect(schemaProblems("cart_checkout", "createOrderShippingGroup", 422, cancelled.body)).toEqual([]);
    expect((await call("GET", `/v2/orders/${order.id}/shipping-groups`, { token: admin })).body.data).toEqual([]);
  });
});
