// The order e-mails (docs/email.md "What is sent"), written to the outbox with the change they tell of: the
// confirmation when the order is placed (its number, lines with the engraving, the summary rows, what is owed and
// how to pay), the shipping notice with the carrier and tracking when it ships, a refund notice per refund; each
// once, however often the change is asked for again.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { renderOutboxRow } from "@/lib/email/render";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { shipOrder } from "@/lib/commerce/orders/ship-order";
import { updatePaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder, CUSTOMER } from "../support/order-fixtures";

let admin: string;
let implicit: string;
let product: { id: string; attributes: { name: string } };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, {
    name: "Engraved Bottle",
    price: { USD: { amount: 1250, includes_tax: false } },
    custom_inputs: { engraving: { name: "Engraving text", validation_rules: [{ type: "string", options: { max_length: 20 } }], required: true } },
  });
});

const messagesOf = async (orderId: string) =>
  (await getDb()).select().from(emailOutbox).where(like(emailOutbox.sendKey, `%${orderId}%`)).orderBy(emailOutbox.createdAt);

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
// The store's USD account, as the shopper of a USD order reads it (bank-accounts.ts).
const USD_ACCOUNT = { account_name: "Cartwright Ltd", routing_number: "123456780", account_number: "12345678" };
const BANK = "Account name: Cartwright Ltd\nRouting number (ABA): 123456780\nAccount number: 12345678";

async function placedOrder() {
  const cartId = `mail-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    body: { data: { type: "cart_item", id: product.id, quantity: 2, custom_inputs: { engraving: "For Ada, 1815" } } },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return placeOrder(cartId, implicit);
}

/** An administrator records the whole order paid (the manual gateway); the transaction's id. */
async function pay(order: { id: string }) {
  const paid = await call("POST", `/v2/orders/${order.id}/payments`, { token: admin, body: { data: { gateway: "manual", method: "purchase" } } });
  expect(paid.status).toBe(200);
  return paid.body.data.id as string;
}

describe("order e-mails", () => {
  it("confirm a placed order once, by its number, listing its lines with the engraving, summary rows that add up to its total, and how to pay", async () => {
    await updatePaymentSettings({ bank_accounts: { GBP: { account_name: "", sort_code: "", account_number: "" }, EUR: { account_name: "", iban: "", bic: "" }, USD: USD_ACCOUNT }, manual_gateway_enabled: false });
    const order = await placedOrder();
    const messages = await messagesOf(order.id);
    expect(messages.map((m) => [m.kind, m.recipient, m.status])).toEqual([["order_confirmation", CUSTOMER.email, "pending"]]);
    const payload = messages[0].payload as any;
    expect(payload.orderReference).toBe(`#${order.meta.number}`);
    // Unpaid (paid outside the store): what is owed, the store's bank details, the order number as the reference.
    expect(payload.payment).toEqual({ paid: false, owed: order.meta.display_price.with_tax.formatted, bankDetails: BANK, reference: payload.orderReference });
    expect(payload.lines).toEqual([
      { name: "Engraved Bottle", sku: expect.any(String), quantity: 2, total: expect.any(String), inputs: [{ label: "Engraving text", text: "For Ada, 1815" }], choices: [] },
    ]);
    const total = order.meta.display_price.with_tax;
    // The summary rows every page shows (summary-rows.ts): they add up to what the order charged.
    const rows = payload.summary as { label: string; amount: string; emphasis?: boolean; includedTax?: boolean }[];
    expect(rows.find((row) => row.emphasis)).toEqual({ label: "Total", amount: total.formatted, emphasis: true });
    const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);
    expect(rows.filter((row) => !row.emphasis && !row.includedTax).reduce((sum, row) => sum + cents(row.amount), 0)).toBe(total.amount);
    expect(rows[0]).toEqual({ label: "Items", amount: "$25.00" });

    const rendered = await renderOutboxRow(messages[0]);
    expect(rendered?.subject).toBe(`Your order ${payload.orderReference} at Cartwright`);
    expect(rendered?.text).toContain(`To pay: ${total.formatted}`);
    // The plain-text part reads whole: each line and sum on a line of its own, the order's currency's bank details a line each.
    expect(rendered?.text).toContain(BANK);
    expect(rendered?.text).toContain("2 × Engraved Bottle: $25.00\n\nEngraving text: For Ada, 1815");
    expect(rendered?.text).toContain("Ada Lovelace\nAnalytical Engines\n12 St James's Square\nFlat 1\nLondon SW1Y 4JH\nGreater London\nUnited Kingdom");
    expect(rendered?.text).toContain(`Items: $25.00`);
    expect(rendered?.text).toContain(`Total: ${total.formatted}`);
    expect(rendered?.text).toContain(`Reference: ${payload.orderReference} (your order number)`);
    expect(rendered?.html).toContain("Engraving text: For Ada, 1815");
    expect(rendered?.text).toContain("Engraving text: For Ada, 1815");
    expect(rendered?.text).toContain(total.formatted);

    // The store recording the payment tells the shopper it arrived (once); the confirmation is not written again.
    await pay(order);
    expect((await messagesOf(order.id)).map((m) => m.kind)).toEqual(["order_confirmation", "payment_received"]);
  });

  it("write a GBP order's summary with tax inside its prices, as its pages do: the total, and the VAT it includes", async () => {
    const gbp = await makeProduct(admin, { name: "Shortbread Tin", price: { GBP: { amount: 1200, includes_tax: true } } });
    const cartId = `mail-${randomUUID()}`;
    const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: { "X-MOLTIN-CURRENCY": "GBP" }, body: { data: { type: "cart_item", id: gbp.id, quantity: 1 } } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const order = await placeOrder(cartId, implicit);
    const [message] = await messagesOf(order.id);
    const rows = (message.payload as any).summary as { label: string; amount: string; includedTax?: boolean }[];
    const total = order.meta.display_price.with_tax;
    expect(rows.find((row) => row.label === "Total")?.amount).toBe(total.formatted);
    expect((message.payload as any).lines[0].total).toBe("£12.00");
    // No tax rate for the destination in this store: the VAT it includes is nothing, and said so.
    expect(rows).toEqual([
      { label: "Items", amount: "£12.00" },
      { label: "Total", amount: "£12.00", emphasis: true },
      { label: "Includes £0.00 tax", amount: "£0.00", includedTax: true },
    ]);
    const rendered = await renderOutboxRow(message);
    expect(rendered?.text).toContain("Includes £0.00 tax");
  });

  it("tell of shipping once, and of each refund with its amount", async () => {
    const order = await placedOrder();
    const transactionId = await pay(order);
    await shipOrder(ADMIN, order.id, { carrier: "Royal Mail", tracking_number: "AB123456789GB" });
    // Asked again (a double click, a retry): already shipped, nothing more to tell.
    expect((await call("PUT", `/v2/orders/${order.id}`, { token: admin, body: { data: { type: "order", shipping: "fulfilled" } } })).status).toBe(200);
    const refund = (amount: number) => call("POST", `/v2/orders/${order.id}/transactions/${transactionId}/refund`, { token: admin, body: { data: { amount } } });
    expect((await refund(500)).status).toBe(200);
    // A refund refused changes nothing and tells of nothing.
    expect((await refund(100_000)).status).toBe(422);
    expect((await refund(2000)).status).toBe(200);

    const messages = await messagesOf(order.id);
    expect(messages.map((m) => m.kind)).toEqual(["order_confirmation", "payment_received", "shipping_notice", "refund_notice", "refund_notice"]);
    expect(messages.slice(3).map((m) => (m.payload as any).refunded)).toEqual(["$5.00", "$20.00"]);
    expect(messages.slice(3).map((m) => [(m.payload as any).refundedInTotal, (m.payload as any).whole])).toEqual([
      ["$5.00", false],
      ["$25.00", true],
    ]);
    const notice = await renderOutboxRow(messages[2]);
    expect(messages[2].payload).toMatchObject({ carrier: "Royal Mail", trackingNumber: "AB123456789GB", trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB" });
    expect(notice?.subject).toBe(`Order ${(messages[2].payload as any).orderReference} has shipped`);
    expect(notice?.text).toContain("Tracking number: AB123456789GB");
    expect(notice?.text).toContain("Engraving text: For Ada, 1815");
    const [sent] = await (await getDb()).select().from(emailOutbox).where(and(eq(emailOutbox.kind, "refund_notice"), like(emailOutbox.sendKey, `%${order.id}:2500`)));
    expect(sent).toBeDefined();
  });
});
