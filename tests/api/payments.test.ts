// Paying for orders as EP's storefront does (its generated shopper client: paymentSetup, then the order) and
// administering the money afterwards (capture, refund, cancel, fulfil, cancel the order): every transition of
// EP's order payment workflow, every refusal changing nothing, answers in EP's documented shapes, and a retried
// payment that is one payment.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  captureATransaction,
  confirmOrder,
  getATransaction,
  getAnOrder,
  getOrderTransactions,
  paymentSetup,
  refundATransaction,
  updateAnOrder,
} from "@epcc-sdk/sdks-shopper";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { accountHeader, enableManualGateway, placeOrder } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  // Shoppers pay with the manual gateway here, as in a store that enables it for EP's storefront.
  await enableManualGateway(admin);
  product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
});

/** A guest order of `quantity` × $12.50; returns its id and total (minor units). */
async function guestOrder(quantity = 2, token = implicit, headers: Record<string, string> = {}) {
  const cartId = `pay-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token, headers, body: { data: { type: "cart_item", id: product.id, quantity } } });
  expect(added.status).toBe(201);
  const order = await placeOrder(cartId, token, headers);
  return { id: order.id as string, total: order.meta.display_price.with_tax.amount as number };
}

const pay = (orderId: string, data: Record<string, unknown>, token = implicit, headers: Record<string, string> = {}) =>
  call("POST", `/v2/orders/${orderId}/payments`, { token, headers, body: { data } });

const order = async (id: string) => (await call("GET", `/v2/orders/${id}`, { token: admin })).body.data;
const transactions = async (id: string) => (await call("GET", `/v2/orders/${id}/transactions`, { token: admin })).body.data;

describe("paying an order with the manual gateway", () => {
  it("a purchase, as EP's storefront makes it, pays the order in full and completes it", async () => {
    const placed = await guestOrder();
    expect(placed.total).toBe(2500);
    const client = await shopperClient();
    const paid = await paymentSetup({ client, path: { orderID: placed.id }, body: { data: { gateway: "manual", method: "purchase" } } });
    expect(paid.response.status).toBe(200);
    const transaction = rawBody(paid.response);
    expect(schemaProblems("cart_checkout", "paymentSetup", 200, transaction)).toEqual([]);
    expect(transaction.data).toMatchObject({
      type: "transaction",
      gateway: "manual",
      amount: 2500,
      refunded_amount: 0,
      currency: "USD",
      "transaction-type": "purchase",
      status: "complete",
      relationships: { order: { data: { type: "order", id: placed.id } } },
      meta: { display_price: { amount: 2500, currency: "USD", formatted: "$25.00" } },
    });

    const read = await getAnOrder({ client, path: { orderID: placed.id } });
    const body = rawBody(read.response);
    expect(body.data).toMatchObject({ status: "complete", payment: "paid", shipping: "unfulfilled" });
    expect(body.data.meta.display_price.paid.amount).toBe(2500);
    expect(body.data.meta.display_price.balance_owing.amount).toBe(0);
    expect(body.data.meta.display_price.authorized.amount).toBe(0);

    const list = await getOrderTransactions({ client, path: { orderID: placed.id } });
    expect(schemaProblems("cart_checkout", "getOrderTransactions", 200, rawBody(list.response))).toEqual([]);
    expect(rawBody(list.response).data.map((t: { id: string }) => t.id)).toEqual([transaction.data.id]);
    const one = await getATransaction({ client, path: { orderID: placed.id, transactionID: transaction.data.id } });
    expect(rawBody(one.response).data).toEqual(transaction.data);
  });

  it("split payments: partially paid, then paid; paying twice, paying more than is owed and paying nothing are refused and change nothing", async () => {
    const placed = await guestOrder();
    const first = await pay(placed.id, { gateway: "manual", method: "purchase", amount: 1000, paymentmethod_meta: { name: "Gift card", custom_reference: "GC-1" } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 1000, name: "Gift card", custom_reference: "GC-1" });
    expect(await order(placed.id)).toMatchObject({ status: "incomplete", payment: "partially_paid" });
    expect((await order(placed.id)).meta.display_price.balance_owing.amount).toBe(1500);

    const tooMuch = await pay(placed.id, { gateway: "manual", method: "purchase", amount: 1501 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0]).toMatchObject({ title: "Amount exceeds balance owing", source: "data.amount" });
    const nothing = await pay(placed.id, { gateway: "manual", method: "purchase", amount: 0 });
    expect(nothing.status).toBe(422);
    expect(await transactions(placed.id)).toHaveLength(1);

    expect((await pay(placed.id, { gateway: "manual", method: "purchase" })).body.data.amount).toBe(1500);
    expect(await order(placed.id)).toMatchObject({ status: "complete", payment: "paid" });
    const again = await pay(placed.id, { gateway: "manual", method: "purchase" });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].title).toBe("Order already paid");
    expect(await transactions(placed.id)).toHaveLength(2);
  });

  it("authorize → processing; capture → complete; only administrators capture, and only an uncaptured authorization", async () => {
    const placed = await guestOrder(1);
    const held = await pay(placed.id, { gateway: "manual", method: "authorize" });
    expect(held.body.data).toMatchObject({ "transaction-type": "authorize", status: "complete", amount: 1250 });
    expect(await order(placed.id)).toMatchObject({ status: "processing", payment: "authorized" });
    expect((await order(placed.id)).meta.display_price.authorized.amount).toBe(1250);

    const path = `/v2/orders/${placed.id}/transactions/${held.body.data.id}/capture`;
    expect((await call("POST", path, { token: implicit, body: { data: {} } })).status).toBe(403);
    const client = await shopperClient({ token: admin });
    const captured = await captureATransaction({ client, path: { orderID: placed.id, transactionID: held.body.data.id }, body: { data: {} } });
    expect(schemaProblems("cart_checkout", "captureATransaction", 200, rawBody(captured.response))).toEqual([]);
    expect(rawBody(captured.response).data).toMatchObject({ id: held.body.data.id, "transaction-type": "capture", status: "complete" });
    expect(await order(placed.id)).toMatchObject({ status: "complete", payment: "paid" });
    const twice = await call("POST", path, { token: admin });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].detail).toMatch(/^Transaction cannot be captured in its current state/);
  });

  it("a partial authorization is partially_authorized; cancelling it leaves the order unpaid", async () => {
    const placed = await guestOrder(2);
    const held = await pay(placed.id, { gateway: "manual", method: "authorize", amount: 500 });
    expect(await order(placed.id)).toMatchObject({ status: "incomplete", payment: "partially_authorized" });
    const cancelled = await call("POST", `/v2/orders/${placed.id}/transactions/${held.body.data.id}/cancel`, { token: admin });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(await order(placed.id)).toMatchObject({ status: "incomplete", payment: "unpaid" });
    expect((await order(placed.id)).meta.display_price.balance_owing.amount).toBe(2500);
    // A purchase cannot be voided: it is refunded.
    const bought = await pay(placed.id, { gateway: "manual", method: "purchase" });
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${bought.body.data.id}/cancel`, { token: admin })).status).toBe(422);
  });

  it("a _setup payment is pending and moves nothing until confirmed", async () => {
    const placed = await guestOrder(1);
    const setup = await pay(placed.id, { gateway: "manual", method: "purchase_setup" });
    expect(setup.body.data).toMatchObject({ status: "pending", "transaction-type": "purchase", amount: 1250 });
    expect(await order(placed.id)).toMatchObject({ payment: "unpaid", status: "incomplete" });
    const confirmed = await call("POST", `/v2/orders/${placed.id}/transactions/${setup.body.data.id}/confirm`, { token: implicit, body: { data: {} } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe("complete");
    expect(await order(placed.id)).toMatchObject({ payment: "paid", status: "complete" });
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${setup.body.data.id}/confirm`, { token: implicit })).status).toBe(422);
  });
});

describe("refunds", () => {
  it("in part and then the rest, never beyond what was taken; the last makes the order refunded", async () => {
    const placed = await guestOrder(2);
    const bought = await pay(placed.id, { gateway: "manual", method: "purchase" });
    const id = bought.body.data.id;
    const client = await shopperClient({ token: admin });
    const part = await refundATransaction({ client, path: { orderID: placed.id, transactionID: id }, body: { data: { amount: 700 } } });
    expect(schemaProblems("cart_checkout", "refundATransaction", 200, rawBody(part.response))).toEqual([]);
    expect(rawBody(part.response).data).toMatchObject({ refunded_amount: 700, "transaction-type": "purchase", meta: { display_refunded_amount: { formatted: "$7.00" } } });
    expect(await order(placed.id)).toMatchObject({ payment: "paid", status: "complete" });
    expect((await order(placed.id)).meta.display_price.paid.amount).toBe(1800);

    const beyond = await call("POST", `/v2/orders/${placed.id}/transactions/${id}/refund`, { token: admin, body: { data: { amount: 1801 } } });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors[0]).toMatchObject({ title: "Amount exceeds refundable", source: "data.amount" });
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${id}/refund`, { token: admin, body: { data: { amount: -1 } } })).status).toBe(400);
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${id}/refund`, { token: admin, body: { data: { amount: 1.5 } } })).status).toBe(400);
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${id}/refund`, { token: implicit, body: { data: { amount: 1 } } })).status).toBe(403);
    expect((await transactions(placed.id))[0].refunded_amount).toBe(700);

    const rest = await call("POST", `/v2/orders/${placed.id}/transactions/${id}/refund`, { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ refunded_amount: 2500, "transaction-type": "refund" });
    expect(await order(placed.id)).toMatchObject({ payment: "refunded", status: "complete" });
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${id}/refund`, { token: admin, body: { data: { amount: 1 } } })).status).toBe(422);
    // Nothing is owed after a refund: paying again is refused.
    expect((await pay(placed.id, { gateway: "manual", method: "purchase" })).status).toBe(422);
  });

  it("an authorization that was never captured cannot be refunded", async () => {
    const placed = await guestOrder(1);
    const held = await pay(placed.id, { gateway: "manual", method: "authorize" });
    expect((await call("POST", `/v2/orders/${placed.id}/transactions/${held.body.data.id}/refund`, { token: admin })).status).toBe(422);
  });
});

describe("the order's fulfilment and cancellation (administrators)", () => {
  it("marks shipping fulfilled; a fulfilled order cannot be cancelled", async () => {
    const placed = await guestOrder(1);
    await pay(placed.id, { gateway: "manual", method: "purchase" });
    const client = await shopperClient({ token: admin });
    const updated = await updateAnOrder({ client, path: { orderID: placed.id }, body: { data: { type: "order", shipping: "fulfilled" } } as never });
    expect(updated.response.status).toBe(200);
    expect(schemaProblems("cart_checkout", "updateAnOrder", 200, rawBody(updated.response))).toEqual([]);
    expect(rawBody(updated.response).data).toMatchObject({ shipping: "fulfilled", status: "complete", payment: "paid" });
    const cancel = await call("PUT", `/v2/orders/${placed.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancel.status).toBe(422);
    expect((await order(placed.id)).status).toBe("complete");
  });

  it("cancelling voids uncaptured authorizations; a cancelled order cannot be paid, fulfilled or confirmed", async () => {
    const placed = await guestOrder(1);
    const held = await pay(placed.id, { gateway: "manual", method: "authorize" });
    const cancelled = await call("PUT", `/v2/orders/${placed.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", payment: "unpaid" });
    expect((await transactions(placed.id)).find((t: { id: string }) => t.id === held.body.data.id).status).toBe("cancelled");

    const paying = await pay(placed.id, { gateway: "manual", method: "purchase" });
    expect(paying.status).toBe(422);
    expect(paying.body.errors[0].title).toBe("Order cancelled");
    expect((await call("PUT", `/v2/orders/${placed.id}`, { token: admin, body: { data: { type: "order", shipping: "fulfilled" } } })).status).toBe(422);
    const client = await shopperClient();
    const confirm = await confirmOrder({ client, path: { orderID: placed.id } });
    expect(confirm.response.status).toBe(422);
    expect(await transactions(placed.id)).toHaveLength(1);
  });

  it("refuses fields EP does not let change, other values, and shoppers", async () => {
    const placed = await guestOrder(1);
    for (const data of [{ type: "order", status: "complete" }, { type: "order", payment: "paid" }, { type: "order", shipping: "unfulfilled" }, { type: "cart" }]) {
      const response = await call("PUT", `/v2/orders/${placed.id}`, { token: admin, body: { data } });
      expect(response.status, JSON.stringify(data)).toBe(400);
    }
    expect((await call("PUT", `/v2/orders/${placed.id}`, { token: implicit, body: { data: { type: "order", status: "cancelled" } } })).status).toBe(403);
    expect(await order(placed.id)).toMatchObject({ status: "incomplete", payment: "unpaid", shipping: "unfulfilled" });
  });

  it("confirming an order answers the order", async () => {
    const placed = await guestOrder(1);
    const client = await shopperClient();
    const confirmed = await confirmOrder({ client, path: { orderID: placed.id } });
    expect(confirmed.response.status).toBe(200);
    expect(schemaProblems("cart_checkout", "confirmOrder", 200, rawBody(confirmed.response))).toEqual([]);
    expect(rawBody(confirmed.response).data.id).toBe(placed.id);
  });
});

describe("who may pay and read an order's payments", () => {
  it("an account's order is paid and read by that account and administrators; another account gets 404", async () => {
    const a = await makeAccountMember(admin, implicit, "Payer A");
    const b = await makeAccountMember(admin, implicit, "Payer B");
    const placed = await guestOrder(1, implicit, accountHeader(a.accountToken));
    const asB = await pay(placed.id, { gateway: "manual", method: "purchase" }, implicit, accountHeader(b.accountToken));
    expect(asB.status).toBe(404);
    expect((await call("GET", `/v2/orders/${placed.id}/transactions`, { token: implicit, headers: accountHeader(b.accountToken) })).status).toBe(404);
    expect((await pay(placed.id, { gateway: "manual", method: "purchase" }, implicit)).status).toBe(404);
    expect(await transactions(placed.id)).toHaveLength(0);
    const asA = await pay(placed.id, { gateway: "manual", method: "purchase" }, implicit, accountHeader(a.accountToken));
    expect(asA.status).toBe(200);
    const read = await call("GET", `/v2/orders/${placed.id}/transactions/${asA.body.data.id}`, { token: implicit, headers: accountHeader(a.accountToken) });
    expect(read.body.data.id).toBe(asA.body.data.id);
    expect((await call("GET", `/v2/orders/${placed.id}/transactions/${randomUUID()}`, { token: admin })).status).toBe(404);
  });

  it("bad input gets a 4xx envelope and changes nothing", async () => {
    const placed = await guestOrder(1);
    const cases: [unknown, number][] = [
      [{ data: { gateway: "stripe", method: "purchase" } }, 422],
      [{ data: { gateway: "manual", method: "steal" } }, 400],
      [{ data: { gateway: "manual" } }, 400],
      [{ data: { gateway: "manual", method: "purchase", amount: "12.50" } }, 400],
      [{ data: { gateway: "manual", method: "purchase", amount: 1.5 } }, 400],
      [{}, 400],
    ];
    for (const [body, status] of cases) {
      const response = await call("POST", `/v2/orders/${placed.id}/payments`, { token: implicit, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.errors[0].title).toBeTruthy();
    }
    expect((await pay("not-an-order", { gateway: "manual", method: "purchase" })).status).toBe(404);
    expect((await pay(randomUUID(), { gateway: "manual", method: "purchase" })).status).toBe(404);
    expect(await transactions(placed.id)).toHaveLength(0);
    expect(await order(placed.id)).toMatchObject({ payment: "unpaid" });
  });
});

describe("a retried payment is one payment", () => {
  it("16 parallel identical payments with one Idempotency-Key make one transaction, and every answer is that transaction", async () => {
    const placed = await guestOrder(2);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        call("POST", `/v2/orders/${placed.id}/payments`, { token: implicit, headers: { "idempotency-key": key }, body: { data: { gateway: "manual", method: "purchase" } } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await transactions(placed.id)).toHaveLength(1);
    expect(await order(placed.id)).toMatchObject({ payment: "paid" });
  });

  it("16 parallel payments without a key: one takes the money, the others are refused", async () => {
    const placed = await guestOrder(2);
    const answers = await Promise.all(Array.from({ length: 16 }, () => pay(placed.id, { gateway: "manual", method: "purchase" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(15);
    expect(await transactions(placed.id)).toHaveLength(1);
    expect((await order(placed.id)).meta.display_price.paid.amount).toBe(2500);
  });
});
