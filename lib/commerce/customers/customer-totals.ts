// A customer's figures (docs/admin.md "Customers"), from the orders placed with their e-mail, guest and account ones
// alike. One rule, in plain words:
//   - orders: every order placed with the e-mail, cancelled ones included (they were placed);
//   - total spent: what the orders were charged (each order's total with tax as it was placed), leaving out
//     cancelled orders (the sales rule, sales-summary.ts countsAsSale), kept per currency: amounts in different
//     currencies are never added together. Refunds are not taken off (the order's page and the books show them);
//   - first and last order: when the earliest and the latest order was placed, cancelled ones included.
// Pure: the customer store hands over the orders grouped by e-mail, currency and status.
import type { CustomerOrderGroup } from "@/lib/storage/customers/customer-store";
import { money, type Money } from "../money";
import { countsAsSale } from "../orders/sales-summary";

export type CustomerFigures = { orders: number; spent: Money[]; firstOrderAt?: Date; lastOrderAt?: Date };

/** The figures of one e-mail from its groups of orders (groups of other e-mails are ignored); spent by currency code. */
export function customerFigures(email: string, groups: readonly CustomerOrderGroup[]): CustomerFigures {
  const mine = groups.filter((g) => g.email === email.toLowerCase());
  const spent = new Map<string, number>();
  let orders = 0;
  let firstOrderAt: Date | undefined;
  let lastOrderAt: Date | undefined;
  for (const group of mine) {
    orders += group.orders;
    if (!firstOrderAt || group.first < firstOrderAt) firstOrderAt = group.first;
    if (!lastOrderAt || group.last > lastOrderAt) lastOrderAt = group.last;
    if (countsAsSale(group.status)) spent.set(group.currency, (spent.get(group.currency) ?? 0) + group.total);
  }
  return {
    orders,
    spent: [...spent.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => money(amount, currency)),
    firstOrderAt,
    lastOrderAt,
  };
}
