import { describe, expect, it } from "vitest";
import { ledgerRows, type LedgerRefund, type LedgerTransaction } from "./ledger-words";

const at = (minute: number) => new Date(Date.UTC(2026, 2, 5, 10, minute));
const transaction = (fields: Partial<LedgerTransaction>): LedgerTransaction => ({
  id: "t1",
  gateway: "manual",
  transactionType: "purchase",
  status: "complete",
  amount: 11975,
  refundedAmount: 0,
  currency: "GBP",
  name: "Bank transfer",
  customReference: "",
  createdAt: at(1),
  ...fields,
});
const refund = (fields: Partial<LedgerRefund>): LedgerRefund => ({
  id: "r1",
  amount: 1980,
  currency: "GBP",
  lines: [{ name: "Engraved Water Bottle", quantity: 1 }],
  manualAmount: 1980,
  paidOutAt: null,
  createdAt: at(5),
  ...fields,
});
const texts = (t: LedgerTransaction[], r: LedgerRefund[] = []) => ledgerRows(t, r).map((row) => row.text);

describe("the ledger in a shopkeeper's words", () => {
  it("says a payment was received and how", () => {
    expect(texts([transaction({})])).toEqual(["Payment received £119.75 by bank transfer"]);
    expect(texts([transaction({ name: "Paid on delivery", customReference: "CR-7" })])).toEqual(["Payment received £119.75 on delivery"]);
    expect(ledgerRows([transaction({ customReference: "CR-7" })], [])[0].detail).toBe("Reference CR-7");
    expect(texts([transaction({ gateway: "stripe_payment_intents", transactionType: "capture", name: "" })])).toEqual(["Payment received £119.75 by card"]);
  });

  it("never calls a payment that was given back a refund: it was received, then refunded", () => {
    expect(texts([transaction({ transactionType: "refund", refundedAmount: 11975 })])).toEqual(["Payment received £119.75 by bank transfer · refunded in full"]);
    expect(texts([transaction({ refundedAmount: 1980 })])).toEqual(["Payment received £119.75 by bank transfer · £19.80 refunded"]);
  });

  it("names the promise, a withdrawn promise, an authorization and a failure", () => {
    expect(texts([transaction({ status: "pending", name: "Pay on delivery or by bank transfer" })])).toEqual(["Promised: £119.75 to be paid by bank transfer or on delivery"]);
    expect(texts([transaction({ status: "cancelled" })])).toEqual(["Promise of £119.75 withdrawn: nothing was paid"]);
    expect(texts([transaction({ gateway: "stripe_payment_intents", transactionType: "authorize", currency: "USD", amount: 4995 })])).toEqual([
      "Payment of $49.95 authorized by card: taken when it ships",
    ]);
    expect(texts([transaction({ gateway: "stripe_payment_intents", status: "failed", currency: "EUR", amount: 4680 })])).toEqual(["Payment of €46.80 failed: nothing was taken"]);
  });

  it("says what a refund was for, and that a bank-transfer refund is paid back by hand", () => {
    const rows = ledgerRows([transaction({ refundedAmount: 1980 })], [refund({})]);
    expect(rows.map((r) => r.kind)).toEqual(["payment", "refund"]);
    expect(rows[1].text).toBe("Refund £19.80 for 1 × Engraved Water Bottle");
    expect(rows[1].payOut).toEqual({ refundId: "r1", instruction: "Pay £19.80 back to the shopper by bank transfer", paidOutAt: null });
    const two = refund({ lines: [{ name: "Mug", quantity: 2 }, { name: "Tote", quantity: 1 }], amount: 3000, manualAmount: 0 });
    expect(ledgerRows([], [two])[0].text).toBe("Refund £30.00 for 2 × Mug, 1 × Tote");
    const withShipping = { ...two, amount: 3950, lines: [...two.lines, { name: "the shipping", quantity: 0 }] };
    expect(ledgerRows([], [withShipping])[0].text).toBe("Refund £39.50 for 2 × Mug, 1 × Tote, the shipping");
    expect(ledgerRows([], [two])[0].payOut).toBeUndefined();
    expect(texts([], [refund({ lines: [] })])).toEqual(["Refund £19.80"]);
  });

  it("lists oldest first", () => {
    const rows = ledgerRows([transaction({ id: "late", createdAt: at(9) })], [refund({ createdAt: at(3) }), refund({ id: "r0", createdAt: at(2) })]);
    expect(rows.map((r) => r.id)).toEqual(["r0", "r1", "late"]);
  });
});
