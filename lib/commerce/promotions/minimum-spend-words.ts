// A promotion's minimum spend (EP's min_cart_value) as the admin's list shows it: "£100.00 · $100.00", or "None".
import { formatMoney } from "../money";

export function minimumSpendWords(minimums: readonly { currency: string; amount: number }[] | null): string {
  if (!minimums?.length) return "None";
  return minimums.map((m) => formatMoney(m.amount, m.currency)).join(" · ");
}
