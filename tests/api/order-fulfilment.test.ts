// Payment truth and fulfilment (docs/orders.md): an order placed to be paid by bank transfer or on delivery stays
// unpaid until an administrator records the money; the admin's lists of orders awaiting payment and to ship; shipping
// records the carrier and tracking number; refund by line gives back a unit's share and may put it back in stock;
// a partial refund reads "Partly refunded" with the amount. Every refusal changes nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { ApiError } from "@/lib/commerce/errors";
import { adminOrder, adminOrderList, adminOrderViewCounts } from "@/lib/commerce/orders/admin-orders";
import { refundOrderLines } from "@/lib/commerce/orders/refund-lines";
import { shipOrder } from "@/lib/commerce/orders/ship-order";
import { orderForPage } from "@/lib/commerce/orders/order-page-read";
import { promisePayment, recordPayment } from "@/lib/commerce/payments/record-payment";
import { cancelTransaction } from "@/lib/commerce/payments/transaction-actions";
import { lapsedOrdersHoldingRead, letLapsedOrdersGo } from "@/lib/commerce/orders/expired-holds";
import { readUnpaidOrderSettings } from "@/lib/commerce/settings/unpaid-order-settings";
import { getDb } from "@/lib/storage/db";
import { readsOn } from "@/lib/storage/batched-read";
import { updatePaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { asUuid } from "../support/uuid";

/** What a checkout wanting `productIds` at `at` does first: the lapsed orders holding them let go; how many. */
async function releaseExpiredHolds(productIds: string[], at: Date): Promise<number> {
  return (await getDb()).transaction(async (tx) => {
    const settings = await readUnpaidOrderSettings(tx);
    const [lapsed] = await readsOn(tx)(lapsedOrdersHoldingRead(productIds, settings, at));
    await letLapsedOrdersGo(tx, lapsed, settings, at);
    return lapsed.length;
  });
}

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
const GUEST: Caller = { grant: "implicit", subject: "test-guest" };

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function stocked(available: number, amount = 1250) {
  const product = await makeProduct(admin, { price: { USD: { amount, includes_tax: false } } });
  expect((await call("POST", "/v2/inventories", { token: admin, body: { data: { id: product.id, type: "stock", attributes: { available } } } })).status).toBe(201);
  return product as { id: string };
}

const level = async (productId: string) => (await call("GET", `/v2/inventories/${productId}`, { token: admin })).body.data.attributes;

/** A guest order of the lines (product, quantity); its id, number and item ids in the same order. */
async function order(lines: [string, number][]) {
  const cartId = `ful-${randomUUID()}`;
  for (const [id, quantity] of lines) {
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id, quantity } } })).status).toBe(201);
  }
  const placed = await placeOrder(cartId, implicit);
  const items = (await call("GET", `/v2/orders/${placed.id}/items`, { token: admin })).body.data as { id: string; product_id: string }[];
  return { id: placed.id as string, total: placed.meta.display_price.with_tax.amount as number, items: lines.map(([id]) => items.find((i) => i.product_id === id)!.id) };
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0].detail;
};

describe("payment truth", () => {
  it("an unpaid order awaits payment with the bank details, until the administrator records the money", async () => {
    const usd = { account_name: "Cartwright Ltd", routing_number: "123456780", account_number: "001122" };
    await updatePaymentSettings({ bank_accounts: { GBP: { account_name: "", sort_code: "", account_number: "" }, EUR: { account_name: "", iban: "", bic: "" }, USD: usd }, manual_gateway_enabled: false });
    const product = await stocked(10);
    const placed = await order([[product.id, 2]]);
    expect(placed.total).toBe(2500);

    const page = await orderForPage(GUEST, asUuid(placed.id));
    expect(page.standing).toEqual({ value: "awaiting_payment", label: "Awaiting payment", detail: "$25.00 to pay" });
    expect(page.due).toEqual({ amount: { amount: 2500, currency: "USD", formatted: "$25.00" }, bankDetails: "Account name: Cartwright Ltd\nRouting number (ABA): 123456780\nAccount number: 001122" });
    expect((await adminOrderList({ view: "awaiting-payment" })).orders.map((o) => o.order.id)).toContain(placed.id);
    expect((await adminOrderList({ view: "to-ship" })).orders.map((o) => o.order.id)).not.toContain(placed.id);

    // Part of it arrives, then the rest.
    await recordPayment(ADMIN, asUuid(placed.id), { amount: 1000, way: "bank_transfer", reference: "BT-1" });
    const part = await adminOrder(ADMIN, asUuid(placed.id));
    expect(part.order).toMatchObject({ payment: "partially_paid", status: "incomplete" });
    expect(part.standing).toMatchObject({ label: "Partly paid", detail: "$15.00 still to pay" });
    expect(part.transactions[0]).toMatchObject({ gateway: "manual", name: "Bank transfer", customReference: "BT-1", amount: 1000 });
    // More than is owed is refused and records nothing.
    expect(await refusal(recordPayment(ADMIN, asUuid(placed.id), { amount: 1501, way: "bank_transfer", reference: "" }))).toContain("1500");
    expect((await adminOrder(ADMIN, asUuid(placed.id))).transactions).toHaveLength(1);

    await recordPayment(ADMIN, asUuid(placed.id), { amount: 1500, way: "on_delivery", reference: "" });
    const paid = await orderForPage(GUEST, asUuid(placed.id));
    expect(paid).toMatchObject({ payment: "paid", status: "complete", standing: { label: "Paid" } });
    expect(paid.due).toBeUndefined();
    expect((await adminOrderList({ view: "to-ship" })).orders.map((o) => o.order.id)).toContain(placed.id);
    expect((await adminOrderList({ view: "awaiting-payment" })).orders.map((o) => o.order.id)).not.toContain(placed.id);
    const counts = await adminOrderViewCounts();
    expect(counts["to-ship"]).toBeGreaterThanOrEqual(1);
  });
});

describe("the shopper's promise to pay outside the store", () => {
  it("keeps the order's stock past the hold time; the recorded money closes it; a voided promise lets the hold expire", async () => {
    const product = await stocked(3);
    const promised = await order([[product.id, 1]]);
    const plain = await order([[product.id, 1]]);
    const promise = await promisePayment(GUEST, asUuid(promised.id));
    expect(promise).toMatchObject({ gateway: "manual", status: "pending", amount: promised.total, name: "Pay on delivery or by bank transfer" });
    expect((await orderForPage(GUEST, asUuid(promised.id))).standing.value).toBe("awaiting_payment");

    // Two hours on, a checkout wanting the product lets go of the plain unpaid order only.
    const later = new Date(Date.now() + 2 * 3_600_000);
    const released = await releaseExpiredHolds([product.id], later);
    expect(released).toBe(1);
    expect((await adminOrder(ADMIN, asUuid(plain.id))).order.status).toBe("cancelled");
    expect((await adminOrder(ADMIN, asUuid(promised.id))).order).toMatchObject({ status: "incomplete", stockHeld: true });
    expect(await level(product.id)).toEqual({ available: 2, allocated: 1, total: 3 });

    // Part of the money: the promise stands; the rest: it is closed, the order paid.
    await recordPayment(ADMIN, asUuid(promised.id), { amount: 250, way: "bank_transfer", reference: "" });
    expect((await adminOrder(ADMIN, asUuid(promised.id))).transactions.find((t) => t.id === promise.id)?.status).toBe("pending");
    await recordPayment(ADMIN, asUuid(promised.id), { amount: promised.total - 250, way: "bank_transfer", reference: "" });
    const paid = await adminOrder(ADMIN, asUuid(promised.id));
    expect(paid.order.payment).toBe("paid");
    expect(paid.transactions.find((t) => t.id === promise.id)?.status).toBe("cancelled");

    // A promise voided (the shopper will not pay): the hold expires as any unpaid order's.
    const broken = await order([[product.id, 1]]);
    const brokenPromise = await promisePayment(GUEST, asUuid(broken.id));
    await cancelTransaction(ADMIN, asUuid(broken.id), brokenPromise.id);
    expect(await releaseExpiredHolds([product.id], later)).toBe(1);
    expect((await adminOrder(ADMIN, asUuid(broken.id))).order.status).toBe("cancelled");
  });
});

describe("fulfilment", () => {
  it("ships with a carrier and tracking number, shown to the shopper; a bad tracking number is refused", async () => {
    const product = await stocked(5);
    const placed = await order([[product.id, 2]]);
    await recordPayment(ADMIN, asUuid(placed.id), { amount: placed.total, way: "bank_transfer", reference: "" });
    expect(await level(product.id)).toEqual({ available: 3, allocated: 2, total: 5 });

    const { shipOrderSchema } = await import("@/lib/commerce/orders/ship-order");
    expect(shipOrderSchema.safeParse({ carrier: "DHL", tracking_number: "<script>" }).success).toBe(false);
    expect(shipOrderSchema.safeParse({ carrier: "", tracking_number: "X1" }).success).toBe(false);

    await shipOrder(ADMIN, asUuid(placed.id), { carrier: "Royal Mail", tracking_number: "AB123456789GB" });
    const page = await orderForPage(GUEST, asUuid(placed.id));
    expect(page.shipping).toBe("fulfilled");
    expect(page.shipment).toMatchObject({ carrier: "Royal Mail", tracking_number: "AB123456789GB" });
    expect(await level(product.id)).toEqual({ available: 3, allocated: 0, total: 3 });
    expect((await adminOrderList({ view: "to-ship" })).orders.map((o) => o.order.id)).not.toContain(placed.id);
  });

  it("refund by line: a unit's share back, put back in stock; the order reads Partly refunded to both sides", async () => {
    const mug = await stocked(10, 1000);
    const pen = await stocked(10, 333);
    const placed = await order([[mug.id, 3], [pen.id, 1]]);
    expect(placed.total).toBe(3333);
    const [mugLine, penLine] = placed.items;

    // Nothing paid: nothing to give back.
    expect(await refusal(refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: mugLine, quantity: 1, restock: true }], shipping: false }))).toContain("Nothing has been paid");
    await recordPayment(ADMIN, asUuid(placed.id), { amount: placed.total, way: "bank_transfer", reference: "" });
    await shipOrder(ADMIN, asUuid(placed.id), { carrier: "DPD", tracking_number: "15501234" });
    expect(await level(mug.id)).toEqual({ available: 7, allocated: 0, total: 7 });

    // One mug back, into stock: a third of the line.
    const first = await refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: mugLine, quantity: 1, restock: true }, { item_id: penLine, quantity: 0, restock: false }], shipping: false });
    expect(first).toEqual({ amount: 1000, currency: "USD", units: 1, shipping: 0 });
    expect(await level(mug.id)).toEqual({ available: 8, allocated: 0, total: 8 });
    const shopper = await orderForPage(GUEST, asUuid(placed.id));
    expect(shopper.payment).toBe("paid");
    expect(shopper.standing).toEqual({ value: "partly_refunded", label: "Partly refunded", detail: "$10.00 refunded" });
    expect(shopper.lines.find((l) => l.id === mugLine)?.refunded_quantity).toBe(1);
    const seen = await adminOrder(ADMIN, asUuid(placed.id));
    expect(seen.standing.label).toBe("Partly refunded");
    expect(seen.transactions[0].refundedAmount).toBe(1000);
    expect((await call("GET", `/v2/orders/${placed.id}`, { token: admin })).body.data.meta.display_price.paid.amount).toBe(2333);

    // More units than are left: refused, nothing changed.
    expect(await refusal(refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: mugLine, quantity: 3, restock: true }], shipping: false }))).toContain("Only 2");
    expect(await refusal(refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: randomUUID(), quantity: 1, restock: false }], shipping: false }))).toContain("not one of this order's lines");
    expect(await refusal(refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: mugLine, quantity: 0, restock: false }], shipping: false }))).toContain("Choose how many");
    expect(await level(mug.id)).toEqual({ available: 8, allocated: 0, total: 8 });
    expect((await adminOrder(ADMIN, asUuid(placed.id))).transactions[0].refundedAmount).toBe(1000);

    // The rest, without putting it back: everything is given back to the minor unit.
    const rest = await refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: mugLine, quantity: 2, restock: false }, { item_id: penLine, quantity: 1, restock: false }], shipping: false });
    expect(rest.amount).toBe(2333);
    expect(await level(mug.id)).toEqual({ available: 8, allocated: 0, total: 8 });
    const all = await orderForPage(GUEST, asUuid(placed.id));
    expect(all).toMatchObject({ payment: "refunded", standing: { label: "Refunded", detail: "$33.33 refunded" } });
  });

  it("units refunded and put back before shipping are let go, and shipping takes only the rest", async () => {
    const product = await stocked(4);
    const placed = await order([[product.id, 3]]);
    await recordPayment(ADMIN, asUuid(placed.id), { amount: placed.total, way: "bank_transfer", reference: "" });
    expect(await level(product.id)).toEqual({ available: 1, allocated: 3, total: 4 });
    await refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: placed.items[0], quantity: 1, restock: true }], shipping: false });
    expect(await level(product.id)).toEqual({ available: 2, allocated: 2, total: 4 });
    await shipOrder(ADMIN, asUuid(placed.id), { carrier: "UPS", tracking_number: "1Z999" });
    expect(await level(product.id)).toEqual({ available: 2, allocated: 0, total: 2 });
  });

  it("the order's shipping groups, as EP's clients read them: the method kept at checkout, then the tracking number", async () => {
    const product = await stocked(5);
    const cartId = `ful-sg-${randomUUID()}`;
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } })).status).toBe(201);
    const group = await call("POST", `/v2/carts/${cartId}/shipping-groups`, {
      token: implicit,
      body: { data: { type: "shipping_group", shipping_type: "Express", shipping_price: { base: 900, tax: 180, fees: 0 } } },
    });
    expect(group.status).toBe(201);
    const items = (await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data as { id: string }[];
    expect((await call("PUT", `/v2/carts/${cartId}/items/${items[0].id}`, { token: implicit, body: { data: { type: "cart_item", shipping_group_id: group.body.data.id } } })).status).toBe(200);
    const placed = await placeOrder(cartId, implicit);

    const before = await call("GET", `/v2/orders/${placed.id}/shipping-groups`, { token: implicit });
    expect(before.status).toBe(200);
    expect(schemaProblems("cart_checkout", "getOrderShippingGroups", 200, before.body)).toEqual([]);
    expect(before.body.data).toHaveLength(1);
    expect(before.body.data[0]).toMatchObject({
      type: "shipping_group",
      id: group.body.data.id,
      relation: "order",
      order_id: placed.id,
      shipping_type: "Express",
      tracking_reference: "",
      address: { city: "London", country: "GB" },
      meta: { shipping_display_price: { total: { amount: 1080, currency: "USD", formatted: "$10.80" } } },
    });
    await recordPayment(ADMIN, placed.id, { amount: placed.meta.display_price.with_tax.amount, way: "bank_transfer", reference: "" });
    await shipOrder(ADMIN, placed.id, { carrier: "FedEx", tracking_number: "7777 0000 1234" });
    const one = await call("GET", `/v2/orders/${placed.id}/shipping-groups/${group.body.data.id}`, { token: implicit });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ tracking_reference: "7777 0000 1234", meta: { carrier: "FedEx" } });
    expect((await call("GET", `/v2/orders/${placed.id}/shipping-groups/${randomUUID()}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", `/v2/orders/${randomUUID()}/shipping-groups`, { token: implicit })).status).toBe(404);
  });
});
