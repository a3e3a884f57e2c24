// EP's order payment workflow in one place (docs/api.md "Payments"): an order's `payment` and `status` follow from
// its total and its transactions, never from who last wrote them.
//
// | payment                | status       | when                                                             |
// |------------------------|--------------|------------------------------------------------------------------|
// | unpaid                 | incomplete   | no complete transaction (even for a total of zero: EP pays those  |
// |                        |              | with the manual gateway)                                          |
// | partially_authorized   | incomplete   | complete authorizations, but less than the total is covered      |
// | partially_paid         | incomplete   | money taken, but less than the total is covered                  |
// | authorized             | processing   | the total is covered and at least one authorization is uncaptured |
// | paid                   | complete     | the total is covered by money taken                              |
// | refunded               | (kept)       | everything taken has been given back; a partial refund keeps the  |
// |                        |              | payment and status it had                                         |
//
// A cancelled order stays cancelled whatever its payment; a refund does not reopen an order.

import { capturable, tookMoney } from "./transaction-rules";

export type TransactionType = "purchase" | "authorize" | "capture" | "refund";
export type TransactionStatus = "complete" | "pending" | "failed" | "cancelled";
export type OrderPayment = "unpaid" | "authorized" | "partially_authorized" | "paid" | "partially_paid" | "refunded";
export type OrderStatus = "incomplete" | "processing" | "complete" | "cancelled";

/** What the workflow needs of a transaction: its kind, state and amounts (minor units). */
export type TransactionFacts = { transactionType: TransactionType; status: TransactionStatus; amount: number; refundedAmount: number };

export type OrderPaymentState = {
  payment: OrderPayment;
  status: OrderStatus;
  /** Money taken less money given back (EP's `paid`). */
  paid: number;
  /** Authorized and not yet captured. */
  authorized: number;
  /** What is still to be paid or authorized (never below zero). */
  balanceOwing: number;
};


export function orderPaymentState(total: number, transactions: readonly TransactionFacts[], current: OrderStatus): OrderPaymentState {
  let taken = 0;
  let refunded = 0;
  let authorized = 0;
  let completed = 0;
  for (const t of transactions) {
    if (t.status === "complete") completed += 1;
    if (tookMoney(t)) {
      taken += t.amount;
      refunded += t.refundedAmount;
    } else if (capturable(t)) authorized += t.amount;
  }
  const paid = taken - refunded;
  // A refund is the merchant's choice: it does not put money back on the balance or reopen the order.
  const balanceOwing = Math.max(0, total - taken - authorized);

  let payment: OrderPayment;
  if (taken > 0 && refunded >= taken) payment = "refunded";
  else if (completed > 0 && taken + authorized >= total) payment = authorized > 0 ? "authorized" : "paid";
  else if (taken > 0) payment = "partially_paid";
  else if (authorized > 0) payment = "partially_authorized";
  else payment = "unpaid";

  let status: OrderStatus = current;
  if (current !== "cancelled" && refunded === 0) {
    status = payment === "paid" ? "complete" : payment === "authorized" ? "processing" : "incomplete";
  }
  return { payment, status, paid, authorized, balanceOwing };
}
