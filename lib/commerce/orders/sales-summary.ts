// What the dashboard's sales figures are (docs/admin.md "Dashboard and settings"). One rule, in plain words:
//   - an order counts as a sale when it is not cancelled (orders still waiting for payment count);
//   - its revenue is the order's total as the shopper was charged it: with tax and shipping, after discounts;
//   - days are UTC days; "today" is the UTC day of the store's clock (now()), "this month" its UTC month so far,
//     and the chart the 30 UTC days up to and including today;
//   - revenue is kept per currency: amounts in different currencies are never added together. Order counts are
//     numbers of orders and may be added across currencies.
// Pure: the store (lib/storage/orders/sales-store.ts) hands over orders grouped by UTC day, currency and status.
import type { DailySalesRow } from "@/lib/storage/orders/sales-store";
import { money, type Money } from "../money";

export type { DailySalesRow };

/** How many days the chart shows, today included. */
export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

/** An order counts as a sale unless it was cancelled. */
export const countsAsSale = (status: string): boolean => status !== "cancelled";

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, days: number): string => utcDay(new Date(dayStart(day) + days * DAY_MS));

/** The days the chart shows, oldest first, ending with `today`. */
export function chartDays(today: string): string[] {
  return Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - (CHART_DAYS - 1)));
}

/** The time the summary reads at `at`: from the earlier of the month's first day and the chart's first day, to the end of today (UTC). */
export function salesWindow(at: Date): { from: Date; before: Date } {
  const today = utcDay(at);
  const first = [`${today.slice(0, 8)}01`, chartDays(today)[0]].sort()[0];
  return { from: new Date(dayStart(first)), before: new Date(dayStart(addDays(today, 1))) };
}

/** Orders and revenue in one currency. */
export type CurrencySales = { currency: string; orders: number; revenue: Money };

/** One day of the chart: its orders in all currencies, and each currency's orders and revenue (every currency of the chart, zero when none). */
export type SalesDay = { day: string; orders: number; byCurrency: CurrencySales[] };

export type SalesSummary = {
  /** Today's UTC day and the first day of its month. */
  today: string;
  monthStart: string;
  /** Per currency that had sales, by currency code; empty when none. */
  todaySales: CurrencySales[];
  monthSales: CurrencySales[];
  /** The chart's days, oldest first. */
  days: SalesDay[];
  /** The chart's days together, per currency with sales in them, by code. */
  chartSales: CurrencySales[];
  /** Those currencies, in the same order as each day's byCurrency. */
  chartCurrencies: string[];
};

/** Orders and revenue per currency of the rows that count, on the days `within` admits. */
function perCurrency(rows: DailySalesRow[], within: (day: string) => boolean): CurrencySales[] {
  const sums = new Map<string, { orders: number; amount: number }>();
  for (const row of rows) {
    if (!countsAsSale(row.status) || !within(row.day)) continue;
    const sum = sums.get(row.currency) ?? { orders: 0, amount: 0 };
    sum.orders += row.orders;
    sum.amount += row.total;
    sums.set(row.currency, sum);
  }
  return [...sums.keys()].sort().map((currency) => {
    const { orders, amount } = sums.get(currency)!;
    return { currency, orders, revenue: money(amount, currency) };
  });
}

/** The dashboard's sales figures at `at` (the store's clock) from the store's grouped orders. */
export function salesSummary(rows: DailySalesRow[], at: Date): SalesSummary {
  const today = utcDay(at);
  const monthStart = `${today.slice(0, 8)}01`;
  const days = chartDays(today);
  const chartSales = perCurrency(rows, (day) => day >= days[0] && day <= today);
  const chartCurrencies = chartSales.map((sales) => sales.currency);
  return {
    today,
    monthStart,
    todaySales: perCurrency(rows, (day) => day === today),
    monthSales: perCurrency(rows, (day) => day >= monthStart && day <= today),
    chartSales,
    chartCurrencies,
    days: days.map((day) => {
      const sales = perCurrency(rows, (d) => d === day);
      const byCurrency = chartCurrencies.map(
        (currency) => sales.find((s) => s.currency === currency) ?? { currency, orders: 0, revenue: money(0, currency) },
      );
      return { day, orders: byCurrency.reduce((n, s) => n + s.orders, 0), byCurrency };
    }),
  };
}
