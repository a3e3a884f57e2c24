// What happens to a transaction after it is made (EP's capture, refund, cancel and confirm). Capture, refund and
// cancel are administrators' (the route says so); confirm is the paying shopper's, completing a `_setup` payment.
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { gatewayFor } from "./gateways";
import { checkShopperManualPayment } from "./manual-payments-by-shoppers";
import { changeOrderPayments, transactionOf, type TransactionRow } from "./payment-ledger";
import type { RefundRequest } from "./payment-request";
import { recordRefund } from "./refund-records";
import { capturable, refundable, tookMoney, voidable } from "./transaction-rules";
import { capturedWords, recordOrderActivity, refundedWords, voidedWords } from "../orders/order-activity";
import type { Uuid } from "../uuid";

const cannot = (what: string, t: TransactionRow, why: string) =>
  new ApiError({ status: 422, title: "Unprocessable Entity", detail: `Transaction cannot be ${what} in its current state: ${why}.`, meta: { id: t.id, status: t.status, "transaction-type": t.transactionType } });

const ask = (t: TransactionRow, amount = t.amount) => ({ orderId: t.orderId, transactionId: t.id, amount, currency: t.currency });

/** An authorization, complete, is captured whole. */
export async function captureTransaction(caller: Caller, orderId: Uuid, transactionId: string) {
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const t = transactionOf(ledger, transactionId);
    if (!capturable(t)) throw cannot("captured", t, "only a complete authorization can be captured");
    if (ledger.order.status === "cancelled") throw cannot("captured", t, "the order is cancelled");
    const outcome = await gatewayFor(t.gateway).capture(ask(t));
    if (outcome.status !== "complete") throw cannot("captured", t, "the gateway refused the capture");
    await recordOrderActivity(caller, ledger.order.id, "payment_captured", capturedWords(t.amount, t.currency), ledger.tx);
    return ledger.amend(t.id, { transactionType: "capture", reference: outcome.reference });
  });
  return result;
}

/** Money taken is given back, in part or whole, never beyond what the transaction took. */
export async function refundTransaction(caller: Caller, orderId: Uuid, transactionId: string, request: RefundRequest) {
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const t = transactionOf(ledger, transactionId);
    if (!tookMoney(t)) throw cannot("refunded", t, "only money taken (a purchase or a capture) can be refunded");
    const left = refundable(t);
    if (left === 0) throw cannot("refunded", t, "it has been refunded in full");
    const amount = request.amount ?? left;
    if (amount === 0) throw new ApiError({ status: 422, title: "Invalid amount", detail: "A refund must be for more than nothing.", source: "data.amount" });
    if (amount > left) {
      throw new ApiError({ status: 422, title: "Amount exceeds refundable", detail: `At most ${left} (minor units) of this transaction can be refunded.`, source: "data.amount" });
    }
    const outcome = await gatewayFor(t.gateway).refund(ask(t, amount));
    if (outcome.status !== "complete") throw cannot("refunded", t, "the gateway refused the refund");
    const refundedAmount = t.refundedAmount + amount;
    await recordRefund(ledger, [{ transactionId: t.id, amount }]);
    await recordOrderActivity(caller, ledger.order.id, "payment_refunded", refundedWords(amount, t.currency), ledger.tx);
    return ledger.amend(t.id, { refundedAmount, ...(refundedAmount === t.amount ? { transactionType: "refund" } : {}) });
  });
  return result;
}

/** An authorization not yet captured (or a payment still pending) is voided. */
export async function cancelTransaction(caller: Caller, orderId: Uuid, transactionId: string) {
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const t = transactionOf(ledger, transactionId);
    if (!voidable(t)) throw cannot("cancelled", t, "only a pending payment or an uncaptured authorization can be cancelled");
    const outcome = await gatewayFor(t.gateway).cancel(ask(t));
    if (outcome.status !== "complete") throw cannot("cancelled", t, "the gateway refused to void it");
    await recordOrderActivity(caller, ledger.order.id, "payment_voided", voidedWords(t.amount, t.currency), ledger.tx);
    return ledger.amend(t.id, { status: "cancelled" });
  });
  return result;
}

/** A `_setup` payment is made: the gateway takes or holds the money now. */
export async function confirmTransaction(caller: Caller, orderId: Uuid, transactionId: string) {
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const t = transactionOf(ledger, transactionId);
    if (t.status !== "pending") throw cannot("confirmed", t, "only a pending payment can be confirmed");
    if (ledger.order.status === "cancelled") throw cannot("confirmed", t, "the order is cancelled");
    // Confirming completes the payment: a shopper's manual one only while the store enables the gateway.
    await checkShopperManualPayment(caller, t.gateway, true, ledger.tx);
    const others = ledger.state.balanceOwing;
    if (t.amount > others) throw cannot("confirmed", t, `it is for more than the ${others} (minor units) left to pay`);
    const gateway = gatewayFor(t.gateway);
    const outcome = t.transactionType === "purchase" ? await gateway.purchase(ask(t)) : await gateway.authorize(ask(t));
    return ledger.amend(t.id, { status: outcome.status, reference: outcome.reference });
  });
  return result;
}
