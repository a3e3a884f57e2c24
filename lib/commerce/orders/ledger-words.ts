// An order's payments and refunds in a shopkeeper's words (the admin order page's "Payments"): "Payment received
// £119.75 by bank transfer", "Refund £19.80 for 1 × Engraved Water Bottle". EP's transaction fields stay as the API
// has them (a wholly refunded transaction's `transaction_type` becomes `refund` there); a person reads what the money
// did: a payment received and later given back is still a payment received, "· refunded in full". Pure: the
// transactions and the refund records (payments/refund-records.ts) come in, the rows come out, oldest first.
import { formatMoney } from "../money";

export type LedgerTransaction = {
  id: string;
  gateway: string;
  transactionType: string;
  status: string;
  amount: number;
  refundedAmount: number;
  currency: string;
  /** How it came, as recorded ("Bank transfer", "Paid on delivery"), or the promise's name. */
  name: string;
  customReference: string;
  createdAt: Date;
};

export type LedgerRefund = {
  id: string;
  amount: number;
  currency: string;
  lines: { name: string; quantity: number }[];
  /** Of `amount`, what the store pays back by hand. */
  manualAmount: number;
  paidOutAt: Date | null;
  createdAt: Date;
};

export type LedgerRow = {
  id: string;
  kind: "payment" | "authorization" | "promise" | "withdrawn" | "failed" | "refund";
  at: Date;
  text: string;
  /** A reference the shopkeeper gave, or a note on what followed. */
  detail?: string;
  /** A refund the store must pay back itself: what to do, and when it was done. */
  payOut?: { refundId: string; instruction: string; paidOutAt: Date | null };
};

// How money that came outside a card gateway came, as the shopkeeper recorded it.
const WAYS: Record<string, string> = { "Bank transfer": "by bank transfer", "Paid on delivery": "on delivery" };

const how = (t: LedgerTransaction) => (t.gateway === "manual" ? (WAYS[t.name] ?? "recorded by hand") : "by card");

const tookMoney = (t: LedgerTransaction) => t.status === "complete" && t.transactionType !== "authorize";

function transactionRow(t: LedgerTransaction): LedgerRow {
  const amount = formatMoney(t.amount, t.currency);
  const base = { id: t.id, at: t.createdAt, detail: t.customReference ? `Reference ${t.customReference}` : undefined };
  if (tookMoney(t)) {
    const given =
      t.refundedAmount === 0 ? "" : t.refundedAmount >= t.amount ? " · refunded in full" : ` · ${formatMoney(t.refundedAmount, t.currency)} refunded`;
    return { ...base, kind: "payment", text: `Payment received ${amount} ${how(t)}${given}` };
  }
  if (t.status === "complete") return { ...base, kind: "authorization", text: `Payment of ${amount} authorized by card: taken when it ships` };
  if (t.status === "pending") {
    return t.gateway === "manual"
      ? { ...base, kind: "promise", text: `Promised: ${amount} to be paid by bank transfer or on delivery` }
      : { ...base, kind: "promise", text: `Payment of ${amount} waiting for the shopper to finish paying by card` };
  }
  if (t.status === "cancelled") {
    return { ...base, kind: "withdrawn", text: t.gateway === "manual" ? `Promise of ${amount} withdrawn: nothing was paid` : `Payment of ${amount} voided: nothing was taken` };
  }
  return { ...base, kind: "failed", text: `Payment of ${amount} failed: nothing was taken` };
}

// A line without units is the shipping, refunded on its own (refund-lines.ts).
const unitsText = (lines: LedgerRefund["lines"]) => lines.map((line) => (line.quantity > 0 ? `${line.quantity} × ${line.name}` : line.name)).join(", ");

function refundRow(r: LedgerRefund): LedgerRow {
  const amount = formatMoney(r.amount, r.currency);
  const row: LedgerRow = { id: r.id, kind: "refund", at: r.createdAt, text: r.lines.length ? `Refund ${amount} for ${unitsText(r.lines)}` : `Refund ${amount}` };
  if (r.manualAmount > 0) {
    row.payOut = { refundId: r.id, instruction: `Pay ${formatMoney(r.manualAmount, r.currency)} back to the shopper by bank transfer`, paidOutAt: r.paidOutAt };
  }
  return row;
}

/** The ledger's rows, oldest first (a refund after the payment it gives back). */
export function ledgerRows(transactions: readonly LedgerTransaction[], refunds: readonly LedgerRefund[]): LedgerRow[] {
  return [...transactions.map(transactionRow), ...refunds.map(refundRow)].sort((a, b) => a.at.getTime() - b.at.getTime());
}
