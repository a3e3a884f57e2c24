// The admin dashboard's figures (docs/admin.md "Dashboard and settings"): orders placed through the API in two
// currencies show in today's, this month's and the 30 days' figures, each currency apart, to the minor unit;
// a cancelled order counts in none; "today" is the store's clock's UTC day; orders waiting for payment and low
// stock are counted.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClockOffset } from "@/lib/commerce/clock";
import { salesFigures, storeDashboard } from "@/lib/commerce/orders/dashboard";
import { utcDay, type CurrencySales, type SalesSummary } from "@/lib/commerce/orders/sales-summary";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";

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
  it("counts orders and revenue per currency, today, this month and per day, leaving cancelled orders out", async () => {
    const mug = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false }, EUR: { amount: 990, includes_tax: true } } });
    const before = await storeDashboard();
    const today = before.sales.today;
    expect(today).toBe(utcDay(new Date()));

    const euro = await order("EUR", [{ type: "cart_item", id: mug.id, quantity: 2 }]);
    const dollars = await order("USD", [
      { type: "cart_item", id: mug.id, quantity: 1 },
      { type: "custom_item", name: "Gift wrap", sku: `WRAP-${randomUUID().slice(0, 6)}`, quantity: 1, price: { amount: 350, includes_tax: false } },
    ]);
    const cancelled = await order("USD", [{ type: "cart_item", id: mug.id, quantity: 3 }]);
    expect([euro.total, dollars.total, cancelled.total]).toEqual([1980, 1600, 3750]);
    const cancel = await call("PUT", `/v2/orders/${cancelled.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancel.status).toBe(200);

    const after = await storeDashboard();
    for (const [list, was] of [
      [after.sales.todaySales, before.sales.todaySales],
      [after.sales.monthSales, before.sales.monthSales],
      [after.sales.chartSales, before.sales.chartSales],
      [dayOf(after.sales, today).byCurrency, dayOf(before.sales, today).byCurrency],
    ] as const) {
      expect(figure(list, "EUR")).toEqual({ orders: figure(was, "EUR").orders + 1, revenue: figure(was, "EUR").revenue + 1980 });
      expect(figure(list, "USD")).toEqual({ orders: figure(was, "USD").orders + 1, revenue: figure(was, "USD").revenue + 1600 });
    }
    expect(dayOf(after.sales, today).orders).toBe(dayOf(before.sales, today).orders + 2);
    // Both placed orders wait for payment; none is paid, so none is to ship.
    expect(after.orderViews["awaiting-payment"]).toBe(before.orderViews["awaiting-payment"] + 2);
    expect(after.orderViews["to-ship"]).toBe(before.orderViews["to-ship"]);
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
