// What a transaction still allows: the one home of these rules, read by the workflow (order-payment-state.ts), the
// actions (transaction-actions.ts) and the admin order page.
type Transaction = { transactionType: string; status: string; amount: number; refundedAmount: number };

/** Money was taken: a complete purchase, a captured authorization, or one since refunded. */
export const tookMoney = (t: Transaction) => t.status === "complete" && t.transactionType !== "authorize";

/** What can still be given back (minor units). */
export const refundable = (t: Transaction) => (tookMoney(t) ? t.amount - t.refundedAmount : 0);

/** A complete authorization is captured whole. */
export const capturable = (t: Transaction) => t.status === "complete" && t.transactionType === "authorize";

/** A pending payment or an uncaptured authorization can be voided. */
export const voidable = (t: Transaction) => t.status === "pending" || capturable(t);

/** What has been given back of the money taken, over all of an order's transactions (minor units). */
export const refundedTotal = (transactions: readonly Transaction[]) => transactions.reduce((sum, t) => sum + (tookMoney(t) ? t.refundedAmount : 0), 0);
