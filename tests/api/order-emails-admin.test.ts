// The e-mails a shopper expects from the store's own changes: "Payment received" when a payment recorded by hand or a
// capture makes the order paid, "Order cancelled" with the reason the administrator gave (none through the API);
// each queued once with the change, not again on a second identical change; each told on the order's timeline.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { renderOutboxRow } from "@/lib/email/render";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { activityOf } from "@/lib/commerce/activity/activity";
import { adminOrder } from "@/lib/commerce/orders/admin-orders";
import { updateOrder } from "@/lib/commerce/orders/update-order";
import { recordPayment } from "@/lib/commerce/payments/record-payment";
import { captureTransaction } from "@/lib/commerce/payments/transaction-actions";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { CUSTOMER, placeOrder } from "../support/order-fixtures";
import { asUuid } from "../support/uuid";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { name: "Mail Mug", price: { USD: { amount: 1000, includes_tax: false } } });
});

async function placed() {
  const cartId = `admin-mail-${randomUUID()}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 2 } } })).status).toBe(201);
  return placeOrder(cartId, implicit) as Promise<{ id: string; meta: { number: number; display_price: { with_tax: { amount: number; formatted: string } } } }>;
}

const messagesOf = async (orderId: string) => (await getDb()).select().from(emailOutbox).where(like(emailOutbox.sendKey, `%${orderId}%`)).orderBy(emailOutbox.createdAt);
const kinds = async (orderId: string) => (await messagesOf(orderId)).map((m) => m.kind);

describe("the store's e-mails about its own changes", () => {
  it("tells the shopper once that their payment was received, when recorded payments cover the order", async () => {
    const order = await placed();
    const total = order.meta.display_price.with_tax;
    await recordPayment(ADMIN, asUuid(order.id), { amount: 500, way: "bank_transfer", reference: "" });
    // Part paid: nothing yet.
    expect(await kinds(order.id)).toEqual(["order_confirmation"]);
    await recordPayment(ADMIN, asUuid(order.id), { amount: total.amount - 500, way: "bank_transfer", reference: "" });
    expect(await kinds(order.id)).toEqual(["order_confirmation", "payment_received"]);
    // Recording again is refused (nothing owed) and tells of nothing more.
    await expect(recordPayment(ADMIN, asUuid(order.id), { amount: 100, way: "bank_transfer", reference: "" })).rejects.toMatchObject({ status: 422 });
    const messages = await messagesOf(order.id);
    expect(messages.map((m) => m.kind)).toEqual(["order_confirmation", "payment_received"]);
    expect(messages[1]).toMatchObject({ recipient: CUSTOMER.email, payload: { paid: total.formatted, orderReference: `#${order.meta.number}` } });
    const rendered = await renderOutboxRow(messages[1]);
    expect(rendered?.subject).toBe(`Payment received for order #${order.meta.number}`);
    expect(rendered?.html).toContain(`We received your payment of ${total.formatted}`);
    expect(rendered?.text).toContain(`order #${order.meta.number} is now paid in full`);

    const { timeline } = await adminOrder(ADMIN, asUuid(order.id));
    expect(timeline.map((e) => e.text)).toContain(`E-mail “Payment received” to ${CUSTOMER.email} waiting to be sent`);
  });

  it("tells the shopper once when the store captures an authorization that pays the order", async () => {
    const order = await placed();
    const authorized = await call("POST", `/v2/orders/${order.id}/payments`, { token: admin, body: { data: { gateway: "manual", method: "authorize" } } });
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
    // Authorized is not paid.
    expect(await kinds(order.id)).toEqual(["order_confirmation"]);
    await captureTransaction(ADMIN, asUuid(order.id), authorized.body.data.id);
    expect(await kinds(order.id)).toEqual(["order_confirmation", "payment_received"]);
    await expect(captureTransaction(ADMIN, asUuid(order.id), authorized.body.data.id)).rejects.toMatchObject({ status: 422 });
    expect(await kinds(order.id)).toEqual(["order_confirmation", "payment_received"]);
    expect((await activityOf({ type: "order", id: order.id })).map((a) => [a.action, a.actor, a.summary])).toEqual([
      ["payment_recorded", "API", `Authorized a payment of ${order.meta.display_price.with_tax.formatted}`],
      ["payment_captured", "API", `Captured a payment of ${order.meta.display_price.with_tax.formatted}`],
    ]);
  });

  it("tells the shopper once that the order is cancelled, with the administrator's reason", async () => {
    const order = await placed();
    await updateOrder(ADMIN, asUuid(order.id), { type: "order", status: "cancelled" }, { reason: "An item is out of stock. The blue one is discontinued." });
    await updateOrder(ADMIN, asUuid(order.id), { type: "order", status: "cancelled" }, { reason: "Again" });
    const messages = await messagesOf(order.id);
    expect(messages.map((m) => m.kind)).toEqual(["order_confirmation", "order_cancelled"]);
    expect(messages[1].payload).toMatchObject({ reason: "An item is out of stock. The blue one is discontinued." });
    expect(messages[1].payload).not.toHaveProperty("days");
    const rendered = await renderOutboxRow(messages[1]);
    expect(rendered?.subject).toBe(`Order #${order.meta.number} is cancelled`);
    expect(rendered?.text).toContain("The reason: An item is out of stock. The blue one is discontinued.");
    expect((await activityOf({ type: "order", id: order.id })).map((a) => a.summary)).toEqual(["Cancelled the order: An item is out of stock. The blue one is discontinued."]);
  });

  it("the API's cancel keeps working without a reason, and the shopper is told without one", async () => {
    const order = await placed();
    const cancelled = await call("PUT", `/v2/orders/${order.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    const messages = await messagesOf(order.id);
    expect(messages.map((m) => m.kind)).toEqual(["order_confirmation", "order_cancelled"]);
    expect(messages[1].payload).not.toHaveProperty("reason");
    const rendered = await renderOutboxRow(messages[1]);
    expect(rendered?.text).toContain(`We have cancelled order #${order.meta.number}.`);
    expect(rendered?.text).not.toContain("The reason");
  });
});
