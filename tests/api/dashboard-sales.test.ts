// The admin dashboard's figures (docs/admin.md "Dashboard and settings"): revenue is money received less refunded
// (paid, unpaid, refunded orders in three currencies), to the minor unit, by the day it moved; unpaid orders are
// counted apart; a cancelled order counts in none; "today" is the store's clock's UTC day; orders waiting for payment and low
// stock are counted.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClockOffset } from "@/lib/commerce/clock";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { adminOrder } from "@/lib/commerce/orders/admin-orders";
import { salesFigures, storeDashboard } from "@/lib/commerce/orders/dashboard";
import { refundOrderLines } from "@/lib/commerce/orders/refund-lines";
import { recordPayment } from "@/lib/commerce/payments/record-payment";
import { utcDay, type CurrencySales, type SalesSummary } from "@/lib/commerce/orders/sales-summary";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { asUuid } from "../support/uuid";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

afterEach(() => setClockOffset(0));

const figure = (list: CurrencySales[], currency: string) => {
  const found = list.find((s) => s.currency === currency);
  return { orders: found?.orders ?? 0, revenue: found?.revenue.amount ?? 0 };
};
const money = (list: CurrencySales[], currency: string) => {
  const found = list.find((s) => s.currency === currency);
  return { orders: found?.orders ?? 0, received: found?.received.amount ?? 0, refunded: found?.refunded.amount ?? 0, revenue: found?.revenue.amount ?? 0 };
};
const dayOf = (summary: SalesSummary, day: string) => summary.days.find((d) => d.day === day)!;

/** A cart in `currency` with these lines, checked out; the order's total (minor units). */
async function order(currency: string, lines: unknown[]) {
  const cartId = `dash-${randomUUID().slice(0, 8)}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: lines }, headers: { "X-MOLTIN-CURRENCY": currency } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const placed = await placeOrder(cartId, implicit);
  expect(placed.meta.display_price.with_tax.currency).toBe(currency);
  return { id: placed.id as string, total: placed.meta.display_price.with_tax.amount as number };
}

describe("the dashboard's sales", () => {
  it("takes revenue from money received less refunded, per currency, and counts unpaid orders apart", async () => {
    const mug = await makeProduct(admin, {
      price: { USD: { amount: 1250, includes_tax: false }, EUR: { amount: 990, includes_tax: true }, GBP: { amount: 850, includes_tax: true } },
    });
    const item = (quantity: number) => [{ type: "cart_item", id: mug.id, quantity }];
    const before = await storeDashboard();
    const today = before.sales.today;
    expect(today).toBe(utcDay(new Date()));

    const euro = await order("EUR", item(2));
    const pounds = await order("GBP", item(3));
    const dollars = await order("USD", [...item(1), { type: "custom_item", name: "Gift wrap", sku: `WRAP-${randomUUID().slice(0, 6)}`, quantity: 1, price: { amount: 350, includes_tax: false } }]);
    const unpaid = await order("USD", item(2));
    const cancelled = await order("USD", item(3));
    expect([euro.total, pounds.total, dollars.total, unpaid.total, cancelled.total]).toEqual([1980, 2550, 1600, 2500, 3750]);
    const cancel = await call("PUT", `/v2/orders/${cancelled.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancel.status).toBe(200);
    // Paid in full (EUR, USD); paid by bank transfer and one unit refunded (GBP: £8.50 back).
    await recordPayment(ADMIN, asUuid(euro.id), { amount: 1980, way: "bank_transfer", reference: "" });
    await recordPayment(ADMIN, asUuid(dollars.id), { amount: 1600, way: "on_delivery", reference: "" });
    await recordPayment(ADMIN, asUuid(pounds.id), { amount: 2550, way: "bank_transfer", reference: "" });
    const line = (await adminOrder(ADMIN, asUuid(pounds.id))).lines[0];
    const refund = await refundOrderLines(ADMIN, asUuid(pounds.id), { lines: [{ item_id: line.id, quantity: 1, restock: false }] });
    expect(refund.amount).toBe(850);

    const after = await storeDashboard();
    const grew = (list: CurrencySales[], was: CurrencySales[], currency: string) => {
      const [now, then] = [money(list, currency), money(was, currency)];
      return { orders: now.orders - then.orders, received: now.received - then.received, refunded: now.refunded - then.refunded, revenue: now.revenue - then.revenue };
    };
    for (const [list, was] of [
      [after.sales.todaySales, before.sales.todaySales],
      [after.sales.monthSales, before.sales.monthSales],
      [after.sales.chartSales, before.sales.chartSales],
      [dayOf(after.sales, today).byCurrency, dayOf(before.sales, today).byCurrency],
    ] as const) {
      expect(grew(list, was, "EUR")).toEqual({ orders: 1, received: 1980, refunded: 0, revenue: 1980 });
      expect(grew(list, was, "GBP")).toEqual({ orders: 1, received: 2550, refunded: 850, revenue: 1700 });
      // Two USD orders placed (the cancelled one is not counted); only the paid one brings money.
      expect(grew(list, was, "USD")).toEqual({ orders: 2, received: 1600, refunded: 0, revenue: 1600 });
    }
    expect(dayOf(after.sales, today).orders).toBe(dayOf(before.sales, today).orders + 4);
    // The unpaid order is counted apart, with what it owes.
    const awaited = (summary: typeof after.sales, currency: string) => summary.awaiting.find((a) => a.currency === currency) ?? { orders: 0, owed: { amount: 0 } };
    expect(awaited(after.sales, "USD").orders).toBe(awaited(before.sales, "USD").orders + 1);
    expect(awaited(after.sales, "USD").owed.amount).toBe(awaited(before.sales, "USD").owed.amount + 2500);
    expect(awaited(after.sales, "GBP").orders).toBe(awaited(before.sales, "GBP").orders);
    expect(after.orderViews["awaiting-payment"]).toBe(before.orderViews["awaiting-payment"] + 1);
    expect(after.orderViews["to-ship"]).toBe(before.orderViews["to-ship"] + 3);
  });

  it("counts money on the day it moved: an order placed yesterday and paid today is today's revenue", async () => {
    const mug = await makeProduct(admin, { price: { EUR: { amount: 1234, includes_tax: true } } });
    setClockOffset(-86_400_000);
    const placed = await order("EUR", [{ type: "cart_item", id: mug.id, quantity: 1 }]);
    const yesterday = (await salesFigures()).today;
    setClockOffset(0);
    const before = await salesFigures();
    await recordPayment(ADMIN, asUuid(placed.id), { amount: 1234, way: "bank_transfer", reference: "" });
    const after = await salesFigures();
    expect(money(after.todaySales, "EUR").revenue - money(before.todaySales, "EUR").revenue).toBe(1234);
    expect(money(after.todaySales, "EUR").orders).toBe(money(before.todaySales, "EUR").orders);
    expect(money(dayOf(after, yesterday).byCurrency, "EUR").revenue).toBe(money(dayOf(before, yesterday).byCurrency, "EUR").revenue);
  });

  it("reads today by the store's clock: a day on, today's orders are yesterday's", async () => {
    const mug = await makeProduct(admin, { price: { EUR: { amount: 405, includes_tax: true } } });
    await order("EUR", [{ type: "cart_item", id: mug.id, quantity: 1 }]);
    const now = await salesFigures();
    const placedDay = now.today;
    setClockOffset(86_400_000);
    const dayOn = await salesFigures();
    expect(dayOn.today).not.toBe(placedDay);
    expect(figure(dayOn.todaySales, "EUR")).toEqual({ orders: 0, revenue: 0 });
    expect(dayOn.days.at(-2)?.day).toBe(placedDay);
    expect(figure(dayOf(dayOn, placedDay).byCurrency, "EUR")).toEqual(figure(dayOf(now, placedDay).byCurrency, "EUR"));
    expect(figure(dayOf(now, placedDay).byCurrency, "EUR").revenue).toBeGreaterThanOrEqual(405);
  });

  it("lists a product whose available stock is at or below the threshold", async () => {
    const lamp = await makeProduct(admin, { name: `Lamp ${randomUUID().slice(0, 6)}`, price: { USD: { amount: 800, includes_tax: false } } });
    const stocked = await call("POST", "/v2/inventories", { token: admin, body: { data: { id: lamp.id, type: "stock", attributes: { available: 4 } } } });
    expect(stocked.status).toBe(201);
    await order("USD", [{ type: "cart_item", id: lamp.id, quantity: 1 }]);
    const { lowStock } = await storeDashboard();
    expect(lowStock.threshold).toBe(5);
    expect(lowStock.products.find((p) => p.productId === lamp.id)).toEqual({ productId: lamp.id, name: lamp.attributes.name, sku: lamp.attributes.sku, available: 3 });
  });
});
