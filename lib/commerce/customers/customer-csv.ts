// The customers as CSV (/admin/customers/csv): one row per customer, newest first, the totals spent per currency in
// one cell ("119.75 GBP; 20.50 USD": never added across currencies, customer-totals.ts), dates as ISO days (UTC);
// text cells guarded against formula injection (csv-text.ts).
import { csvText } from "../csv-text";
import { typedAmount } from "../money";
import type { AdminCustomerRow } from "./customers";

export const CUSTOMER_CSV_HEADER = ["name", "email", "type", "phone", "orders", "total_spent", "first_order", "last_order", "customer_since"];

const day = (at: Date | undefined) => (at ? at.toISOString().slice(0, 10) : "");

export function customerCsvLine(row: AdminCustomerRow): string {
  return [
    csvText(row.name),
    csvText(row.email),
    row.kind,
    csvText(row.phone),
    String(row.orders),
    row.spent.map((m) => `${typedAmount(m.amount, m.currency)} ${m.currency}`).join("; "),
    day(row.firstOrderAt),
    day(row.lastOrderAt),
    day(row.createdAt),
  ].join(",");
}
