// Every change to an order's payments goes through here: the order row is locked, its transactions read, the change
// made, and the order's `payment`, `status` and `meta.display_price` (`paid`, `authorized`, `balance_owing`) written
// from orderPaymentState in the same database transaction. Two payments of one order therefore run one after the
// other, and the second sees the first.
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { money } from "../money";
import { canReadOrder, orderNotFound } from "../orders/order-access";
import type { Uuid } from "../uuid";
import type { Tx } from "@/lib/storage/db";
import { orderStore } from "@/lib/storage/orders/order-store";
import { paymentStore } from "@/lib/storage/payments/payment-store";
import type { NewTransaction as NewTransactionRow, OrderRow, TransactionRow } from "@/lib/storage/orders/rows";
import { now } from "../clock";
import { enqueueOrderNotices } from "../email/order-messages";
import { noticeFacts, orderNotices, type OrderNotice } from "../email/order-notices";
import { tookMoney } from "./transaction-rules";
import { settlePendingSubscriptions } from "../subscriptions/pending-start";
import { orderPaymentState, type OrderPaymentState, type OrderStatus, type TransactionFacts } from "./order-payment-state";

export type { OrderRow, TransactionRow };
export type NewTransaction = Omit<NewTransactionRow, "id" | "orderId" | "currency">;

/** What a change sees: the locked order, its transactions (oldest first) and the state they give. */
export type Ledger = {
  order: OrderRow;
  transactions: TransactionRow[];
  state: OrderPaymentState;
  /** Records a transaction of this order (in the order's currency). */
  record(transaction: NewTransaction & { id?: string }): Promise<TransactionRow>;
  /** Changes one of this order's transactions. */
  amend(id: string, change: Partial<Pick<TransactionRow, "transactionType" | "status" | "refundedAmount" | "reference">>): Promise<TransactionRow>;
  /** Changes the order's own fields (shipping, its shipment and groups, a cancelled status, whether it holds stock). */
  amendOrder(change: Partial<Pick<OrderRow, "status" | "shipping" | "stockHeld" | "shipment" | "shippingGroups">>): void;
  /** An e-mail the change calls for beyond those decided from the order before and after it (a cancellation's reason). */
  tell(notice: OrderNotice): void;
  tx: Tx;
};

/** The order's total: what its checkout charged, tax included (minor units). */
export const orderTotal = (order: OrderRow): number => (order.displayPrice as { with_tax: { amount: number } }).with_tax.amount;

const facts = (t: TransactionRow): TransactionFacts => ({
  transactionType: t.transactionType as TransactionFacts["transactionType"],
  status: t.status as TransactionFacts["status"],
  amount: t.amount,
  refundedAmount: t.refundedAmount,
});

export const stateOf = (order: OrderRow, transactions: TransactionRow[]) => orderPaymentState(orderTotal(order), transactions.map(facts), order.status as OrderStatus);

/** The moment money first moves to the store (revenue's day, sales-summary.ts): set once, when a change takes it. */
export function moneyTaken(before: TransactionRow | undefined, change: Partial<Pick<TransactionRow, "transactionType" | "status">>, at: Date = now()): { moneyTakenAt?: Date } {
  if (before?.moneyTakenAt) return {};
  const after = { transactionType: change.transactionType ?? before?.transactionType ?? "", status: change.status ?? before?.status ?? "" };
  return tookMoney({ ...after, amount: 0, refundedAmount: 0 }) ? { moneyTakenAt: at } : {};
}

/** The order as a change of its payments leaves it: its `payment`, `status` and `meta.display_price` follow from its transactions. */
export function settledOrder(order: OrderRow, change: Partial<Pick<OrderRow, "status" | "shipping" | "stockHeld" | "shipment" | "shippingGroups">>, transactions: TransactionRow[], at: Date): OrderRow {
  const next = stateOf({ ...order, ...change }, transactions);
  const zero = (amount: number) => money(amount, order.currency);
  return {
    ...order,
    ...change,
    payment: next.payment,
    status: next.status,
    displayPrice: { ...order.displayPrice, paid: zero(next.paid), authorized: zero(next.authorized), balance_owing: zero(next.balanceOwing) },
    updatedAt: at,
  };
}

export const transactionNotFound = (id: string) => new ApiError({ status: 404, title: "Not Found", detail: "Transaction not found", meta: { id } });

export async function changeOrderPayments<T>(caller: Caller, orderId: Uuid, change: (ledger: Ledger) => Promise<T>): Promise<{ result: T; order: OrderRow }> {
  return orderStore.transaction(async (tx) => {
    const order = await paymentStore.lockOrder(tx, orderId);
    if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
    const transactions = await paymentStore.transactions(order.id, tx);
    const orderChange: Partial<Pick<OrderRow, "status" | "shipping" | "stockHeld" | "shipment" | "shippingGroups">> = {};
    const told: OrderNotice[] = [];
    const ledger: Ledger = {
      order,
      transactions,
      state: stateOf(order, transactions),
      tx,
      async record(transaction) {
        const row = await paymentStore.record(tx, { ...transaction, ...moneyTaken(undefined, transaction), orderId: order.id, currency: order.currency });
        transactions.push(row);
        return row;
      },
      async amend(id, fields) {
        const row = await paymentStore.amend(tx, id, { ...fields, ...moneyTaken(transactions.find((t) => t.id === id), fields), updatedAt: now() });
        transactions[transactions.findIndex((t) => t.id === id)] = row;
        return row;
      },
      amendOrder(fields) {
        Object.assign(orderChange, fields);
      },
      tell(notice) {
        told.push(notice);
      },
    };
    const before = noticeFacts(order.shipping, transactions, order.payment);
    const result = await change(ledger);
    const { payment, status, displayPrice, updatedAt } = settledOrder(order, orderChange, transactions, now());
    const saved = await paymentStore.saveOrder(tx, order.id, { ...orderChange, payment, status, displayPrice, updatedAt });
    // Subscriptions bought with the order start when it is paid, and end if it is cancelled unpaid.
    await settlePendingSubscriptions(tx, order.id, order, saved, now());
    // The e-mails the change calls for (a shipping or refund notice, a payment received, a cancellation), with it or
    // not at all.
    const byStore = caller.grant === "client_credentials";
    await enqueueOrderNotices(tx, saved, [...orderNotices(order.id, before, noticeFacts(saved.shipping, transactions, saved.payment), byStore), ...told]);
    return { result, order: saved };
  });
}

/** One of the locked order's transactions, or 404. */
export function transactionOf(ledger: Ledger, transactionId: string): TransactionRow {
  const found = ledger.transactions.find((t) => t.id === transactionId.toLowerCase());
  if (!found) throw transactionNotFound(transactionId);
  return found;
}
