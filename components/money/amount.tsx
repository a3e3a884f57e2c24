// One amount of money as a person reads it ("£12.50"), formatted by lib/commerce/money.ts only.
import { formatMoney } from "@/lib/commerce/money";

export function Amount({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  return <span className={`tabular-nums ${className ?? ""}`}>{formatMoney(amount, currency)}</span>;
}
