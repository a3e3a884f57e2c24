// The admin order page's timeline through its domain functions: a payment recorded, the order shipped and a note
// added by staff members appear with the person, newest first, with the e-mails they called for; changes and notes
// are written only for administrators; a note is refused empty or too long, and never reaches the shopper.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { ApiError } from "@/lib/commerce/errors";
import { adminOrder } from "@/lib/commerce/orders/admin-orders";
import { addOrderNote, orderNoteSchema } from "@/lib/commerce/orders/order-notes";
import { shipOrder } from "@/lib/commerce/orders/ship-order";
import { recordPayment } from "@/lib/commerce/payments/record-payment";
import { activityOf } from "@/lib/commerce/activity/activity";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { asUuid } from "../support/uuid";

const staff = (name: string): Caller => ({ grant: "client_credentials", subject: `staff:${name}`, staff: { id: randomUUID(), name, email: `${name.toLowerCase()}@shop.test`, role: "staff" } });
const GRACE = staff("Grace");
const ALAN = staff("Alan");

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { name: "Timeline Bottle", price: { GBP: { amount: 1250, includes_tax: true }, USD: { amount: 1250, includes_tax: false } } });
});

async function placed(quantity = 2) {
  const cartId = `timeline-${randomUUID()}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity } } })).status).toBe(201);
  return placeOrder(cartId, implicit) as Promise<{ id: string; meta: { display_price: { with_tax: { amount: number; formatted: string } } } }>;
}

describe("an order's timeline", () => {
  it("shows a recorded payment, the shipping and a note, newest first, each with who did it, and the e-mails", async () => {
    const order = await placed();
    const total = order.meta.display_price.with_tax;
    await recordPayment(GRACE, asUuid(order.id), { amount: total.amount, way: "bank_transfer", reference: "INV-7" });
    await shipOrder(ALAN, asUuid(order.id), { carrier: "Royal Mail", tracking_number: "AB123" });
    await addOrderNote(GRACE, asUuid(order.id), "Rang the shopper:\nleave it with the porter.");

    const { timeline } = await adminOrder(GRACE, asUuid(order.id));
    const people = timeline.filter((e) => e.actor).map((e) => [e.kind, e.actor, e.text]);
    expect(people).toEqual([
      ["note", "Grace", "Rang the shopper:\nleave it with the porter."],
      ["change", "Alan", "Shipped 2 items by Royal Mail, tracking AB123"],
      ["change", "Grace", `Recorded a payment of ${total.formatted} by bank transfer, reference INV-7`],
    ]);
    // Newest first, consistently.
    const times = timeline.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(timeline.at(-1)).toMatchObject({ kind: "placed", text: "Order placed" });
    expect(timeline.filter((e) => e.kind === "payment").map((e) => e.text)).toEqual([`Payment received ${total.formatted} by bank transfer · Reference INV-7`]);
    // The shipping is told once, by the person's entry.
    expect(timeline.filter((e) => e.kind === "shipped")).toEqual([]);
    expect(timeline.filter((e) => e.kind === "email").map((e) => e.text)).toEqual([
      "E-mail “Shipping notice” to ada@example.com waiting to be sent",
      "E-mail “Payment received” to ada@example.com waiting to be sent",
      "E-mail “Order confirmation” to ada@example.com waiting to be sent",
    ]);
  });

  it("writes no change of a shopper's, and refuses a shopper's note", async () => {
    const order = await placed(1);
    const shopper: Caller = { grant: "implicit", subject: "implicit:x" };
    await expect(addOrderNote(shopper, asUuid(order.id), "hello")).rejects.toMatchObject({ status: 403 });
    expect(await activityOf({ type: "order", id: order.id })).toEqual([]);
  });

  it("a note is required and at most 2000 characters; on an unknown order it is a 404 and nothing is written", async () => {
    expect(orderNoteSchema.safeParse({ text: "   " }).error?.issues[0].message).toBe("Write the note first.");
    expect(orderNoteSchema.safeParse({ text: "x".repeat(2001) }).success).toBe(false);
    expect(orderNoteSchema.parse({ text: ` ${"x".repeat(2000)} ` }).text).toHaveLength(2000);
    const missing = randomUUID();
    const refused = await addOrderNote(GRACE, asUuid(missing), "a note").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
    expect(await activityOf({ type: "order", id: missing })).toEqual([]);
  });

  it("never shows a note to the shopper: the order as the API gives it does not hold it", async () => {
    const order = await placed(1);
    await addOrderNote(GRACE, asUuid(order.id), "Secret: suspected reseller");
    const read = await call("GET", `/v2/orders/${order.id}`, { token: implicit });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain("suspected reseller");
  });
});
