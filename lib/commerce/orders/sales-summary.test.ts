import { describe, expect, it } from "vitest";
import { CHART_DAYS, chartDays, countsAsSale, salesSummary, salesWindow, type DailyMoneyRow, type DailySalesRow } from "./sales-summary";

const at = new Date("2026-03-05T23:59:30Z");
const row = (day: string, currency: string, status: string, orders: number, total: number): DailySalesRow => ({ day, currency, status, orders, total });
const moved = (day: string, currency: string, received: number, refunded = 0): DailyMoneyRow => ({ day, currency, received, refunded });

describe("sales summary", () => {
  it("counts every order but a cancelled one", () => {
    expect(["incomplete", "processing", "complete"].map(countsAsSale)).toEqual([true, true, true]);
    expect(countsAsSale("cancelled")).toBe(false);
  });

  it("reads from the earlier of the month's first day and the chart's first day to the end of today, in UTC", () => {
    expect(salesWindow(at)).toEqual({ from: new Date("2026-02-04T00:00:00Z"), before: new Date("2026-03-06T00:00:00Z") });
    // Late in a long month the month starts before the chart does.
    expect(salesWindow(new Date("2026-01-31T10:00:00Z")).from).toEqual(new Date("2026-01-01T00:00:00Z"));
    const days = chartDays("2026-03-05");
    expect(days).toHaveLength(CHART_DAYS);
    expect([days[0], days.at(-1)]).toEqual(["2026-02-04", "2026-03-05"]);
  });

  it("takes revenue from the money received less refunded, by the day it moved, each currency apart", () => {
    const summary = salesSummary(
      [
        // Two placed today, one of them not paid: it counts as an order, not as revenue.
        row("2026-03-05", "EUR", "incomplete", 1, 2_598),
        row("2026-03-05", "EUR", "complete", 1, 1_000),
        row("2026-03-05", "EUR", "cancelled", 4, 99_999),
        row("2026-03-05", "GBP", "complete", 1, 11_975),
        row("2026-03-01", "USD", "complete", 3, 4_500),
        row("2026-02-20", "EUR", "complete", 1, 700),
        // Before the chart: neither in the month nor the chart.
        row("2026-02-01", "JPY", "complete", 1, 500),
      ],
      [
        moved("2026-03-05", "EUR", 1_000),
        // Paid today for an order placed on the 20th of February; a refund of £19.80 today.
        moved("2026-03-05", "EUR", 700),
        moved("2026-03-05", "GBP", 11_975, 1_980),
        moved("2026-03-01", "USD", 4_500),
        // Refunded on the 4th more than was taken this month: the day's revenue goes below zero.
        moved("2026-03-04", "USD", 0, 5_000),
      ],
      [
        { currency: "EUR", orders: 1, owed: 2_598 },
        { currency: "GBP", orders: 0, owed: 0 },
      ],
      at,
    );
    expect(summary.today).toBe("2026-03-05");
    expect(summary.monthStart).toBe("2026-03-01");
    const figures = (list: typeof summary.todaySales) => list.map((s) => [s.currency, s.orders, s.received.amount, s.refunded.amount, s.revenue.amount]);
    expect(figures(summary.todaySales)).toEqual([
      ["EUR", 2, 1_700, 0, 1_700],
      ["GBP", 1, 11_975, 1_980, 9_995],
    ]);
    expect(figures(summary.monthSales)).toEqual([
      ["EUR", 2, 1_700, 0, 1_700],
      ["GBP", 1, 11_975, 1_980, 9_995],
      ["USD", 3, 4_500, 5_000, -500],
    ]);
    expect(summary.todaySales[1].revenue.formatted).toBe("£99.95");
    expect(summary.chartCurrencies).toEqual(["EUR", "GBP", "USD"]);
    expect(figures(summary.chartSales)).toEqual([
      ["EUR", 3, 1_700, 0, 1_700],
      ["GBP", 1, 11_975, 1_980, 9_995],
      ["USD", 3, 4_500, 5_000, -500],
    ]);
    expect(summary.days).toHaveLength(30);
    const day = (d: string) => summary.days.find((x) => x.day === d)!;
    expect(day("2026-03-05").orders).toBe(3);
    expect(figures(day("2026-03-05").byCurrency)).toEqual([
      ["EUR", 2, 1_700, 0, 1_700],
      ["GBP", 1, 11_975, 1_980, 9_995],
      ["USD", 0, 0, 0, 0],
    ]);
    // Placed on the 20th, paid on the 5th: an order then, revenue now.
    expect(figures(day("2026-02-20").byCurrency)).toEqual([
      ["EUR", 1, 0, 0, 0],
      ["GBP", 0, 0, 0, 0],
      ["USD", 0, 0, 0, 0],
    ]);
    expect(day("2026-02-21").orders).toBe(0);
    expect(summary.awaiting.map((a) => [a.currency, a.orders, a.owed.formatted])).toEqual([["EUR", 1, "€25.98"]]);
  });

  it("says nothing was sold when nothing counts", () => {
    const summary = salesSummary([row("2026-03-05", "EUR", "cancelled", 1, 500)], [], [], at);
    expect(summary.todaySales).toEqual([]);
    expect(summary.chartCurrencies).toEqual([]);
    expect(summary.awaiting).toEqual([]);
    expect(summary.days.every((d) => d.orders === 0 && d.byCurrency.length === 0)).toBe(true);
  });
});
