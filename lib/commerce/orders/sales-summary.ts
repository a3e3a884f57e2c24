// What the dashboard's sales figures are (docs/admin.md "Dashboard and settings"). One rule, in plain words:
//   - revenue is money the store has: what was received (a purchase completed, an authorization captured) less what
//     was refunded, each on the store's day the money moved. An order nobody has paid yet brings no revenue: the orders
//     awaiting payment are counted apart, with what they still owe;
//   - an order counts (in the orders figures) on the day it was placed, unless it was cancelled;
//   - days are the store's days, midnight to midnight in its time zone (store details; UTC until one is chosen;
//     lib/commerce/time-zone.ts): "today" is the local day of the store's clock (now()), "this month" its local
//     month so far, and the chart the 30 local days up to and including today;
//   - every amount is kept per currency: amounts in different currencies are never added together. Order counts
//     are numbers of orders and may be added across currencies.
// Pure: the store (lib/storage/orders/sales-store.ts) hands over orders and money grouped by the zone's day and currency.
import type { AwaitingPaymentRow, DailyMoneyRow, DailySalesRow } from "@/lib/storage/orders/sales-store";
import { money, type Money } from "../money";
import { addDaysTo, DEFAULT_TIME_ZONE, zoneDay, zoneDayStart } from "../time-zone";

export type { AwaitingPaymentRow, DailyMoneyRow, DailySalesRow };

/** The payments of an order whose money has not all come (EP's values): it is awaiting payment unless cancelled. */
export const AWAITING_PAYMENT = ["unpaid", "partially_paid", "partially_authorized"] as const;

/** How many days the chart shows, today included. */
export const CHART_DAYS = 30;

/** An order counts as a sale unless it was cancelled. */
export const countsAsSale = (status: string): boolean => status !== "cancelled";

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date): string => zoneDay(at, "UTC");

/** The days the chart shows, oldest first, ending with `today`. */
export function chartDays(today: string): string[] {
  return Array.from({ length: CHART_DAYS }, (_, i) => addDaysTo(today, i - (CHART_DAYS - 1)));
}

/** The time the summary reads at `at`: from the earlier of the month's first day and the chart's first day, to the end of today (in `zone`). */
export function salesWindow(at: Date, zone: string = DEFAULT_TIME_ZONE): { from: Date; before: Date } {
  const today = zoneDay(at, zone);
  const first = [`${today.slice(0, 8)}01`, chartDays(today)[0]].sort()[0];
  return { from: zoneDayStart(first, zone), before: zoneDayStart(addDaysTo(today, 1), zone) };
}

/** Orders placed, and money received, refunded and kept (revenue = received − refunded), in one currency. */
export type CurrencySales = { currency: string; orders: number; received: Money; refunded: Money; revenue: Money };

/** Open orders whose money has not all come, in one currency, and what they still owe. */
export type AwaitingPayment = { currency: string; orders: number; owed: Money };

/** One day of the chart: its orders in all currencies, and each currency's orders and revenue (every currency of the chart, zero when none). */
export type SalesDay = { day: string; orders: number; byCurrency: CurrencySales[] };

export type SalesSummary = {
  /** The time zone whose days these are (an IANA name). */
  timeZone: string;
  /** Today (the store's local day) and the first day of its month. */
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
  /** Orders awaiting payment now (whenever placed), per currency, by code. */
  awaiting: AwaitingPayment[];
};

/** Orders and money per currency of the rows that count, on the days `within` admits. */
function perCurrency(rows: DailySalesRow[], moneyRows: DailyMoneyRow[], within: (day: string) => boolean): CurrencySales[] {
  const sums = new Map<string, { orders: number; received: number; refunded: number }>();
  const sum = (currency: string) => {
    if (!sums.has(currency)) sums.set(currency, { orders: 0, received: 0, refunded: 0 });
    return sums.get(currency)!;
  };
  for (const row of rows) if (countsAsSale(row.status) && within(row.day)) sum(row.currency).orders += row.orders;
  for (const row of moneyRows) {
    if (!within(row.day)) continue;
    sum(row.currency).received += row.received;
    sum(row.currency).refunded += row.refunded;
  }
  return [...sums.keys()].sort().map((currency) => {
    const { orders, received, refunded } = sums.get(currency)!;
    return { currency, orders, received: money(received, currency), refunded: money(refunded, currency), revenue: money(received - refunded, currency) };
  });
}

const none = (currency: string): CurrencySales => ({ currency, orders: 0, received: money(0, currency), refunded: money(0, currency), revenue: money(0, currency) });

/** The dashboard's sales figures at `at` (the store's clock) from the store's grouped orders. */
export function salesSummary(rows: DailySalesRow[], moneyRows: DailyMoneyRow[], awaiting: AwaitingPaymentRow[], at: Date, zone: string = DEFAULT_TIME_ZONE): SalesSummary {
  const today = zoneDay(at, zone);
  const monthStart = `${today.slice(0, 8)}01`;
  const days = chartDays(today);
  const chartSales = perCurrency(rows, moneyRows, (day) => day >= days[0] && day <= today);
  const chartCurrencies = chartSales.map((sales) => sales.currency);
  return {
    timeZone: zone,
    today,
    monthStart,
    todaySales: perCurrency(rows, moneyRows, (day) => day === today),
    monthSales: perCurrency(rows, moneyRows, (day) => day >= monthStart && day <= today),
    chartSales,
    chartCurrencies,
    awaiting: awaiting
      .filter((row) => row.orders > 0)
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((row) => ({ currency: row.currency, orders: row.orders, owed: money(row.owed, row.currency) })),
    days: days.map((day) => {
      const sales = perCurrency(rows, moneyRows, (d) => d === day);
      const byCurrency = chartCurrencies.map(
        (currency) => sales.find((s) => s.currency === currency) ?? none(currency),
      );
      return { day, orders: byCurrency.reduce((n, s) => n + s.orders, 0), byCurrency };
    }),
  };
}
