// The tax report (docs/money.md "The books"): for a period, per currency and per rate, what was sold (the amount
// without tax, after discounts) and the tax on it, from what each order kept at checkout (order_items.charged, the
// shipping groups' rates). An accountant files from it: paid orders only, net of the units and shipping refunded.
import { addDaysTo, zoneDay, zoneDayStart } from "../time-zone";
import type { ChargedLineRecord, OrderItemRow, OrderRow } from "@/lib/storage/orders/rows";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { lineRefundAmount } from "./line-refund-rules";
import { allocateProportionally } from "../carts/discount-allocation";
import { typedAmount } from "../money";
import { csvText } from "../csv-text";
import { orderStore } from "@/lib/storage/orders/order-store";

export type TaxReportRow = {
  currency: string;
  /** Where the tax is owed ("GB", "US-NY"); "" for sales that carried no tax. */
  jurisdiction: string;
  name: string;
  code: string;
  /** 0.2 = 20 %; 0 for sales that carried no tax. */
  rate: number;
  /** What was sold at this rate, without tax, after discounts and refunds (minor units). */
  taxable: number;
  tax: number;
  /** How many orders sold at this rate. */
  orders: number;
};

/** Orders whose money was received (then perhaps refunded): the ones a return counts. */
export const REPORTED_PAYMENTS = ["paid", "partially_paid", "refunded"] as const;

type Part = { jurisdiction: string; name: string; code: string; rate: number; taxable: number; tax: number };
const NO_TAX = { jurisdiction: "", name: "No tax", code: "", rate: 0 };

/** What an order kept of a line: its charge, or (an order from before charges were kept) its display price and taxes. */
function chargeOf(item: OrderItemRow): ChargedLineRecord {
  if (item.charged) return item.charged;
  const price = item.cartItem.meta.display_price;
  const taxes = item.cartItem.taxes ?? [];
  // Shared by rate in proportion to the rates (one rate, the usual case, takes it all).
  const shares = allocateProportionally(price.tax.value.amount, taxes.map((t) => Math.round(t.rate * 1_000_000)));
  return {
    with_tax: price.with_tax.value.amount,
    without_tax: price.without_tax.value.amount,
    tax: price.tax.value.amount,
    taxes: taxes.map((t, i) => ({ name: t.name, code: t.code, jurisdiction: t.jurisdiction, rate: t.rate, amount: shares[i] })),
  };
}

/** Rule: an order's parts by rate, net of what was refunded (refunded units take their share; refunded shipping all). */
export function orderTaxParts(order: OrderRow, items: readonly OrderItemRow[]): Part[] {
  const parts: Part[] = [];
  for (const item of items) {
    if (!isGoodsLine(item)) continue;
    const charge = chargeOf(item);
    const kept = (amount: number) => amount - lineRefundAmount(amount, item.quantity, 0, item.refundedQuantity);
    const taxable = kept(charge.without_tax);
    if (charge.taxes.length === 0) parts.push({ ...NO_TAX, taxable, tax: 0 });
    for (const t of charge.taxes) parts.push({ jurisdiction: t.jurisdiction, name: t.name, code: t.code, rate: t.rate, taxable, tax: kept(t.amount) });
  }
  if (!order.shippingRefunded) {
    for (const group of order.shippingGroups) {
      const taxable = group.price.base + group.price.fees;
      if (taxable === 0 && group.price.tax === 0) continue;
      const rate = group.tax_rate && group.price.tax !== 0 ? group.tax_rate : NO_TAX;
      parts.push({ jurisdiction: rate.jurisdiction, name: rate.name, code: rate.code, rate: rate.rate, taxable, tax: group.price.tax });
    }
  }
  return parts;
}

type Tally = Map<string, TaxReportRow & { orderIds: Set<string> }>;

/** Adds an order's parts to the running totals (per currency and rate). */
function tally(rows: Tally, order: OrderRow, items: readonly OrderItemRow[]): void {
  for (const part of orderTaxParts(order, items)) {
    const key = JSON.stringify([order.currency, part.jurisdiction, part.name, part.code, part.rate]);
    const row = rows.get(key) ?? { currency: order.currency, jurisdiction: part.jurisdiction, name: part.name, code: part.code, rate: part.rate, taxable: 0, tax: 0, orders: 0, orderIds: new Set() };
    row.taxable += part.taxable;
    row.tax += part.tax;
    row.orderIds.add(order.id);
    rows.set(key, row);
  }
}

const sortedRows = (rows: Tally): TaxReportRow[] =>
  [...rows.values()]
    .map(({ orderIds, ...row }) => ({ ...row, orders: orderIds.size }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || a.jurisdiction.localeCompare(b.jurisdiction) || b.rate - a.rate || a.name.localeCompare(b.name));

/** Rule: the report's rows, per currency and rate, from orders and their items; sorted by currency, then rate. */
export function taxReportRows(orders: readonly { order: OrderRow; items: readonly OrderItemRow[] }[]): TaxReportRow[] {
  const rows: Tally = new Map();
  for (const { order, items } of orders) tally(rows, order, items);
  return sortedRows(rows);
}

/** A rate (0.08875) in per cent as the report writes it (8.875), without binary fractions' noise. */
export const ratePercent = (rate: number) => Math.round(rate * 1_000_000) / 10_000;

/** A period of whole days in the store's time zone (the dashboard's days): `from` and `to` inclusive, as YYYY-MM-DD. */
export type ReportPeriod = { from: string; to: string; zone: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** Rule: a period is two real days, the first not after the second, at most 366 days long (one read's worth). */
export function reportPeriod(from: unknown, to: unknown, today: Date, zone: string): ReportPeriod | { error: string } {
  const localToday = zoneDay(today, zone);
  const first = `${localToday.slice(0, 7)}-01`;
  const period = { from: typeof from === "string" && from ? from : first, to: typeof to === "string" && to ? to : localToday, zone };
  for (const day of [period.from, period.to]) {
    if (!DAY.test(day) || Number.isNaN(dayStart(day).getTime()) || dayStart(day).toISOString().slice(0, 10) !== day) return { error: `“${day.slice(0, 20)}” is not a date (YYYY-MM-DD).` };
  }
  const days = (dayStart(period.to).getTime() - dayStart(period.from).getTime()) / 86_400_000;
  if (days < 0) return { error: "The period ends before it starts." };
  if (days > 366) return { error: "Choose a period of at most a year." };
  return period;
}

const PAGE = 200;

/**
 * The report of the orders placed in the period whose money was received (REPORTED_PAYMENTS), read a page at a time
 * and added up as it goes: a year of orders is never held at once.
 */
export async function taxReport(period: ReportPeriod): Promise<TaxReportRow[]> {
  const filter = { payments: REPORTED_PAYMENTS, placedFrom: zoneDayStart(period.from, period.zone), placedBefore: zoneDayStart(addDaysTo(period.to, 1), period.zone) };
  const rows: Tally = new Map();
  for (let offset = 0; ; offset += PAGE) {
    const { orders } = await orderStore.list({ kind: "all" }, { limit: PAGE, offset }, filter);
    for (const { order, items } of orders) tally(rows, order, items);
    if (orders.length < PAGE) break;
  }
  return sortedRows(rows);
}

/** The report as CSV for an accountant: amounts in the currency's major unit, the rate in per cent. */
export function taxReportCsv(rows: readonly TaxReportRow[], period: ReportPeriod): string {
  const header = ["period_from", "period_to", "currency", "jurisdiction", "tax", "code", "rate_percent", "taxable_amount", "tax_amount", "orders"];
  const lines = rows.map((row) =>
    [
      period.from,
      period.to,
      row.currency,
      csvText(row.jurisdiction),
      csvText(row.name),
      csvText(row.code),
      String(ratePercent(row.rate)),
      typedAmount(row.taxable, row.currency),
      typedAmount(row.tax, row.currency),
      String(row.orders),
    ].join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
