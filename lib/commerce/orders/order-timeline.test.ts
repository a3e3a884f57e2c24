import { describe, expect, it } from "vitest";
import { timelineOf, type TimelineSources } from "./order-timeline";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));
const order: TimelineSources["order"] = { id: "o1", createdAt: at(0), updatedAt: at(30), status: "incomplete", shipping: "unfulfilled", shipment: null };
const activity = (id: string, minute: number, action: string, summary: string, actor = "Grace") => ({
  id,
  at: at(minute),
  staffId: null,
  actor,
  action,
  subject: { type: "order", id: "o1" },
  summary,
});
const email = (id: string, minute: number, kind: string, status = "sent") => ({ id, kind, recipient: "ada@example.com", status, createdAt: at(minute), sentAt: status === "sent" ? at(minute) : null });

describe("an order's timeline", () => {
  it("merges the placing, payments, e-mails and the people's changes and notes, newest first", () => {
    const entries = timelineOf({
      order,
      ledger: [{ id: "t1", kind: "payment", at: at(10), text: "Payment received £119.75 by bank transfer", detail: "Reference INV-7" }],
      emails: [email("m1", 0, "order_confirmation"), email("m2", 10, "payment_received", "pending")],
      activity: [activity("a1", 10, "payment_recorded", "Recorded a payment of £119.75 by bank transfer"), activity("a2", 20, "note_added", "Rang the shopper", "API")],
    });
    expect(entries.map((e) => [e.kind, e.text, e.actor])).toEqual([
      ["note", "Rang the shopper", "API"],
      ["email", "E-mail “Payment received” to ada@example.com waiting to be sent", undefined],
      ["change", "Recorded a payment of £119.75 by bank transfer", "Grace"],
      ["payment", "Payment received £119.75 by bank transfer · Reference INV-7", undefined],
      ["email", "E-mail “Order confirmation” sent to ada@example.com", undefined],
      ["placed", "Order placed", undefined],
    ]);
  });

  it("tells of shipping and cancelling by the person who did it, or from the order when no one is named", () => {
    const shipped = { ...order, shipping: "fulfilled", shipment: { carrier: "Royal Mail", tracking_number: "AB123", shipped_at: at(40).toISOString() } };
    const byPerson = timelineOf({ order: shipped, ledger: [], emails: [], activity: [activity("a1", 40, "order_shipped", "Shipped 2 items by Royal Mail, tracking AB123")] });
    expect(byPerson.map((e) => e.text)).toEqual(["Shipped 2 items by Royal Mail, tracking AB123", "Order placed"]);
    const fromOrder = timelineOf({ order: shipped, ledger: [], emails: [], activity: [] });
    expect(fromOrder[0]).toMatchObject({ kind: "shipped", at: at(40), text: "Shipped by Royal Mail, tracking AB123" });

    const lapsed = timelineOf({ order: { ...order, status: "cancelled" }, ledger: [], emails: [email("m1", 50, "order_cancelled")], activity: [] });
    expect(lapsed.map((e) => [e.kind, e.at])).toEqual([
      ["email", at(50)],
      ["cancelled", at(50)],
      ["placed", at(0)],
    ]);
    const byStore = timelineOf({ order: { ...order, status: "cancelled" }, ledger: [], emails: [], activity: [activity("a1", 5, "order_cancelled", "Cancelled the order: An item is out of stock")] });
    expect(byStore.map((e) => e.kind)).toEqual(["change", "placed"]);
  });

  it("says when an e-mail could not be sent", () => {
    const [entry] = timelineOf({ order, ledger: [], emails: [email("m1", 5, "shipping_notice", "failed")], activity: [] });
    expect(entry.text).toBe("E-mail “Shipping notice” to ada@example.com could not be sent");
  });
});
