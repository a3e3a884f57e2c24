import { describe, expect, it } from "vitest";
import type { OrderItemRow, OrderRow } from "@/lib/storage/orders/rows";
import { reportPeriod, taxReportCsv, taxReportRows } from "./tax-report";
import { orderLineFixture } from "@/tests/support/order-line-fixture";

const t0 = new Date("2026-12-01T10:00:00Z");

const order = (id: string, extra: Partial<OrderRow> = {}): OrderRow =>
  ({
    id, accountId: null, cartId: "c", status: "complete", payment: "paid", shipping: "unfulfilled", stockHeld: false, currency: "GBP",
    customer: { name: "A", email: "a@example.com" }, billingAddress: {}, shippingAddress: {}, displayPrice: {}, number: 1001, placedFrom: null,
    shippingGroups: [{ id: "g", shipping_type: "Express", external_ref: null, price: { base: 792, tax: 158, fees: 0 }, tax_rate: { name: "VAT", code: "VAT", rate: 0.2, jurisdiction: "GB" } }],
    shippingRefunded: false, shipment: null, createdAt: t0, updatedAt: t0, ...extra,
  }) as OrderRow;

const line = (orderId: string, quantity: number, charged: { with_tax: number; without_tax: number; tax: number }, refunded = 0, rate = 0.2): OrderItemRow => ({
  id: `${orderId}-l${quantity}-${charged.with_tax}`, orderId, cartItem: orderLineFixture({ quantity }), type: "cart_item", productId: null, quantity, position: 0, refundedQuantity: refunded, restockedQuantity: 0, createdAt: t0,
  charged: { ...charged, taxes: rate ? [{ name: "VAT", code: "VAT", jurisdiction: "GB", rate, amount: charged.tax }] : [] },
});

describe("the tax report", () => {
  it("adds up by currency and rate: goods after discounts, shipping at its rate, refunded units and shipping taken off", () => {
    const a = order("a");
    const b = order("b", { shippingRefunded: true });
    const rows = taxReportRows([
      // The UK bottle: £19.80 charged, £3.30 VAT; two of them, one refunded.
      { order: a, items: [line("a", 2, { with_tax: 3960, without_tax: 3300, tax: 660 }, 1)] },
      { order: b, items: [line("b", 1, { with_tax: 1200, without_tax: 1000, tax: 200 }), line("b", 1, { with_tax: 500, without_tax: 500, tax: 0 }, 0, 0)] },
    ]);
    expect(rows).toEqual([
      { currency: "GBP", jurisdiction: "", name: "No tax", code: "", rate: 0, taxable: 500, tax: 0, orders: 1 },
      // a: half the bottles (1650 + 330) and its shipping (792 + 158); b: its line (1000 + 200), its shipping refunded.
      { currency: "GBP", jurisdiction: "GB", name: "VAT", code: "VAT", rate: 0.2, taxable: 1650 + 792 + 1000, tax: 330 + 158 + 200, orders: 2 },
    ]);
  });

  it("writes CSV an accountant opens: amounts in major units, text a spreadsheet would run guarded", () => {
    const csv = taxReportCsv(
      [{ currency: "GBP", jurisdiction: "GB", name: "=HYPERLINK(\"x\")", code: "VAT, std", rate: 0.08875, taxable: -1250, tax: 19996, orders: 3 }],
      { from: "2026-12-01", to: "2026-12-31", zone: "UTC" },
    );
    expect(csv.split("\r\n")[1]).toBe(`2026-12-01,2026-12-31,GBP,GB,"'=HYPERLINK(""x"")","VAT, std",8.875,-12.50,199.96,3`);
  });

  it("a period is two real days, in order, at most a year apart; by default this month so far", () => {
    const today = new Date("2026-12-17T09:00:00Z");
    expect(reportPeriod(undefined, undefined, today, "UTC")).toEqual({ from: "2026-12-01", to: "2026-12-17", zone: "UTC" });
    expect(reportPeriod("2026-02-30", "2026-03-01", today, "UTC")).toEqual({ error: "“2026-02-30” is not a date (YYYY-MM-DD)." });
    expect(reportPeriod("2026-12-02", "2026-12-01", today, "UTC")).toEqual({ error: "The period ends before it starts." });
    expect(reportPeriod("2024-01-01", "2026-01-01", today, "UTC")).toEqual({ error: "Choose a period of at most a year." });
  });

  it("the default period is the store's own month and day: late on 31 December in UTC is already January in Tokyo", () => {
    const lateInUtc = new Date("2026-12-31T20:00:00Z");
    expect(reportPeriod(undefined, undefined, lateInUtc, "UTC")).toEqual({ from: "2026-12-01", to: "2026-12-31", zone: "UTC" });
    expect(reportPeriod(undefined, undefined, lateInUtc, "Asia/Tokyo")).toEqual({ from: "2027-01-01", to: "2027-01-01", zone: "Asia/Tokyo" });
  });
});
