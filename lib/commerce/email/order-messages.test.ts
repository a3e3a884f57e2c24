import { describe, expect, it } from "vitest";
import { messagesBeforeNumber, ORDER_REFERENCE_PATHS, orderNoticeMessages, type MessageOrder, type OrderMessageFacts } from "./order-messages";
import { orderCancelledByStore, orderCancelledNotice, orderConfirmation, type OrderNotice } from "./order-notices";

const facts: OrderMessageFacts = {
  includeTax: false,
  products: new Map(),
  optionNames: new Map(),
  store: { storeName: "Cartwright", storeContact: "", orderNumberPrefix: "CW-" },
  bankDetails: "IBAN GB00 TEST 0000 0000",
};
const gbp = (amount: number) => ({ amount, currency: "GBP", formatted: `£${(amount / 100).toFixed(2)}` });
const orderOf = (payment: string): Omit<MessageOrder, "number"> => ({
  id: "0b6d2c5e-3f0a-4c7e-9a51-6f1d2b3c4d5e",
  currency: "GBP",
  customer: { name: "Ada Lovelace", email: "ada@example.com" },
  displayPrice: { with_tax: gbp(1200), balance_owing: gbp(payment === "paid" ? 0 : 1200), paid: gbp(payment === "paid" ? 1200 : 0) },
  payment,
  status: "incomplete",
  shippingAddress: { first_name: "Ada", last_name: "Lovelace", line_1: "1 Bench St", city: "London", country: "GB" },
  shipment: { carrier: "Royal Mail", tracking_number: "RM123" } as MessageOrder["shipment"],
});
const notices: OrderNotice[] = [
  orderConfirmation("o1"),
  { kind: "shipping_notice", sendKey: "shipping-notice:o1" },
  { kind: "refund_notice", sendKey: "refund-notice:o1:500", refunded: 500, refundedInTotal: 500 },
  { kind: "payment_received", sendKey: "payment-received:o1" },
  orderCancelledNotice("o1", 3),
  orderCancelledByStore("o1", "Out of stock"),
];

/** What the statement that numbers the order does to a payload: the label at each path whose parent the payload has. */
function labelled(payload: unknown, label: string, paths: readonly (readonly string[])[]): unknown {
  const copy = structuredClone(payload) as Record<string, unknown>;
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), copy);
    if (parent && typeof parent === "object" && path.at(-1)! in parent) (parent as Record<string, unknown>)[path.at(-1)!] = label;
  }
  return copy;
}

/** The paths of the text values that hold `text`. */
function pathsHolding(value: unknown, text: string, at: string[] = []): string[][] {
  if (typeof value === "string") return value.includes(text) ? [at] : [];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => pathsHolding(inner, text, [...at, key]));
  return [];
}

describe("messagesBeforeNumber", () => {
  for (const payment of ["unpaid", "paid"]) {
    it(`makes the messages a number makes once the label is written at its paths (${payment} order)`, () => {
      const before = messagesBeforeNumber(orderOf(payment), notices, [], facts);
      const numbered = orderNoticeMessages({ ...orderOf(payment), number: 4321 }, notices, [], facts);
      expect(before.numberLabel).toEqual({ prefix: "CW-", paths: ORDER_REFERENCE_PATHS });
      expect(before.messages.map((message) => ({ ...message, payload: labelled(message.payload, "CW-4321", before.numberLabel.paths) }))).toEqual(numbered);
    });
  }

  it("names every place a message says the order's number (an unpaid confirmation's bank reference too)", () => {
    const numbered = orderNoticeMessages({ ...orderOf("unpaid"), number: 4321 }, notices, [], facts);
    const places = new Set(numbered.flatMap((message) => pathsHolding(message.payload, "4321").map((path) => path.join("."))));
    expect([...places].sort()).toEqual(ORDER_REFERENCE_PATHS.map((path) => path.join(".")).sort());
  });
});
