// A subscription starts when its first order is paid (docs/subscriptions.md "Starting when the order is paid"):
// pending and inactive until then, active once the administrator records the money (the shopper's page says
// "Starts when your payment is received" until then); cancelled with its order when the order is cancelled unpaid.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordPayment } from "@/lib/commerce/payments/record-payment";
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { accountHeader, placeOrder } from "../support/order-fixtures";
import { BEANS, buildOffering, type BuiltOffering } from "../support/subscription-fixtures";
import { asUuid } from "../support/uuid";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
let admin: string;
let implicit: string;
let offering: BuiltOffering;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  const plan = { name: "Monthly", billing_interval_type: "month", billing_frequency: 1, plan_length: 12, end_behavior: "roll", can_pause: true, can_resume: true, can_cancel: true, fixed_price: { USD: { amount: 1500, includes_tax: false } } };
  offering = await buildOffering(admin, { name: "Pending Club", products: [BEANS], plans: [plan] });
});

/** A shopper's order of one subscription, placed and unpaid; the shopper's header and the subscription as the API has it. */
async function subscribed(name: string) {
  const shopper = await makeAccountMember(admin, implicit, name);
  const cartId = `pending-${randomUUID().slice(0, 8)}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    body: { data: { type: "subscription_item", id: offering.id, quantity: 1, subscription_configuration: { plan: offering.planIds[0] } } },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const order = await placeOrder(cartId, implicit, accountHeader(shopper.accountToken));
  const headers = accountHeader(shopper.accountToken);
  const read = async () => (await call("GET", "/v2/subscriptions/subscriptions", { token: implicit, headers })).body.data[0];
  return { order: { id: order.id as string, total: order.meta.display_price.with_tax.amount as number }, read };
}

describe("subscriptions pending until paid", () => {
  it("pending → active when the administrator records the payment, its first period from then", async () => {
    const { order, read } = await subscribed("Pending Payer");
    const waiting = await read();
    expect(waiting.meta).toMatchObject({ status: "inactive", pending: true, canceled: false });
    // A billing run while it waits bills nothing.
    await runBilling(new Date(Date.now() + 40 * 86_400_000));
    const invoices = await call("GET", `/v2/subscriptions/subscriptions/${waiting.id}/invoices`, { token: admin });
    expect(invoices.body.data).toEqual([]);

    await recordPayment(ADMIN, asUuid(order.id), { amount: order.total, way: "bank_transfer", reference: "" });
    const started = await read();
    expect(started.meta).toMatchObject({ status: "active", pending: false, canceled: false });
    expect(new Date(started.meta.invoice_after).getTime()).toBeGreaterThanOrEqual(new Date(waiting.meta.invoice_after).getTime());
  });

  it("a part payment leaves it pending", async () => {
    const { order, read } = await subscribed("Part Payer");
    await recordPayment(ADMIN, asUuid(order.id), { amount: 100, way: "bank_transfer", reference: "" });
    expect((await read()).meta).toMatchObject({ status: "inactive", pending: true });
  });

  it("cancelled with its order when the order is cancelled unpaid", async () => {
    const { order, read } = await subscribed("Never Payer");
    const cancel = await call("PUT", `/v2/orders/${order.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancel.status).toBe(200);
    expect((await read()).meta).toMatchObject({ status: "inactive", pending: false, canceled: true });
  });
});
