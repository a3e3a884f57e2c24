// A stored order line for unit tests of the functions that read an order's lines (no database involved): the fields
// a test names over a line that fits lib/storage/orders/order-line.ts (prices zero unless given).
import { parseStoredOrderLine, type StoredOrderLine } from "@/lib/storage/orders/order-line";

const zero = (currency: string) => ({ amount: 0, currency, formatted: "0" });
const pair = (currency: string) => ({ unit: zero(currency), value: zero(currency) });

export function orderLineFixture(fields: Record<string, unknown> = {}, currency = "USD"): StoredOrderLine {
  const display_price = { with_tax: pair(currency), without_tax: pair(currency), tax: pair(currency), discount: pair(currency), without_discount: pair(currency) };
  return parseStoredOrderLine("fixture", { id: "line", type: "cart_item", name: "", quantity: 1, meta: { display_price }, ...fields });
}
