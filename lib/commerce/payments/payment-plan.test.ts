import { describe, expect, it } from "vitest";
import type { OrderRow, TransactionRow } from "./payment-ledger";
import { stateOf } from "./payment-ledger";
import { paymentAsk, planPayment } from "./payment-plan";
import type { SubscriptionRow } from "@/lib/storage/subscriptions/rows";

const AT = new Date("2026-03-01T12:00:00Z");
const order = {
  id: "o1",
  status: "incomplete",
  payment: "unpaid",
  shipping: "unfulfilled",
  currency: "USD",
  customer: { email: "ada@example.com" },
  displayPrice: { with_tax: { amount: 2500, currency: "USD" } },
} as unknown as OrderRow;
const purchase = { gateway: "manual", method: "purchase" as const };

describe("paymentAsk", () => {
  it("asks for the whole balance unless an amount is given, and refuses more than is owed or nothing", () => {
    expect(paymentAsk(order, [], stateOf(order, []), purchase)).toMatchObject({ transactionType: "purchase", setup: false, amount: 2500 });
    expect(paymentAsk(order, [], stateOf(order, []), { ...purchase, amount: 1000 }).amount).toBe(1000);
    expect(() => paymentAsk(order, [], stateOf(order, []), { ...purchase, amount: 2501 })).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => paymentAsk(order, [], stateOf(order, []), { ...purchase, amount: 0 })).toThrow(expect.objectContaining({ status: 422 }));
  });

  it("refuses a cancelled order and one already paid", () => {
    const cancelled = { ...order, status: "cancelled" } as OrderRow;
    expect(() => paymentAsk(cancelled, [], stateOf(cancelled, []), purchase)).toThrow(expect.objectContaining({ status: 422 }));
    const paid = [{ transactionType: "purchase", status: "complete", amount: 2500, refundedAmount: 0 }] as TransactionRow[];
    expect(() => paymentAsk(order, paid, stateOf(order, paid), purchase)).toThrow(expect.objectContaining({ status: 422 }));
  });
});

describe("planPayment", () => {
  const pending = { id: "s1", createdAt: new Date("2026-03-01T11:00:00Z"), invoiceAfter: new Date("2026-04-01T11:00:00Z"), endDate: null } as SubscriptionRow;
  const base = { order, transactions: [], pendingSubscriptions: [pending], transactionId: "t1", gateway: "manual", at: AT, byStore: false };

  it("a complete purchase of the balance pays the order, takes the money now and starts its subscriptions from the payment", () => {
    const plan = planPayment({ ...base, ask: paymentAsk(order, [], stateOf(order, []), purchase), outcome: { status: "complete", reference: "manual" } });
    expect(plan.transaction).toMatchObject({ id: "t1", orderId: "o1", status: "complete", amount: 2500, currency: "USD", moneyTakenAt: AT, reference: "manual" });
    expect(plan.order).toMatchObject({ payment: "paid", updatedAt: AT });
    expect((plan.order.displayPrice as { balance_owing: { amount: number } }).balance_owing.amount).toBe(0);
    expect(plan.starts).toEqual([{ id: "s1", invoiceAfter: new Date("2026-04-01T12:00:00Z"), endDate: null, status: "active", updatedAt: AT }]);
    expect(plan.notices).toEqual([]);
  });

  it("a `_setup` records a pending transaction that moves nothing; an administrator's full payment sends a payment received e-mail", () => {
    const setup = planPayment({ ...base, ask: paymentAsk(order, [], stateOf(order, []), { gateway: "manual", method: "purchase_setup" }) });
    expect(setup.transaction).toMatchObject({ status: "pending", moneyTakenAt: null });
    expect(setup.order.payment).toBe("unpaid");
    expect(setup.starts).toEqual([]);
    const byStore = planPayment({ ...base, byStore: true, ask: paymentAsk(order, [], stateOf(order, []), purchase), outcome: { status: "complete", reference: "manual" } });
    expect(byStore.notices.map((notice) => notice.kind)).toEqual(["payment_received"]);
  });
});
