// POST /v2/orders/{id}/payments: a shopper pays their own order (an administrator any order); a shopper pays with
// the manual gateway only while the store enables it (manual-payments-by-shoppers.ts). A `_setup` method
// records a pending transaction that confirm-payment completes later; it moves no state until then.
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { gatewayFor } from "./gateways";
import { checkShopperManualPayment } from "./manual-payments-by-shoppers";
import { changeOrderPayments, type Ledger } from "./payment-ledger";
import type { PaymentRequest } from "./payment-request";
import { formatMoney } from "../money";
import { paymentRecordedWords, recordOrderActivity } from "../orders/order-activity";
import type { Uuid } from "../uuid";

const refused = (title: string, detail: string, source?: string) => new ApiError({ status: 422, title, detail, ...(source ? { source } : {}) });

export async function payOrder(caller: Caller, orderId: Uuid, request: PaymentRequest) {
  await checkShopperManualPayment(caller, request.gateway, !request.method.endsWith("_setup"));
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const t = await payInLedger(ledger, request);
    // An administrator's payment through the API is written with who made it (a shopper's is not).
    if (t.status === "complete") {
      const words = t.transactionType === "authorize" ? `Authorized a payment of ${formatMoney(t.amount, t.currency)}` : paymentRecordedWords(t.amount, t.currency, t.name, t.customReference);
      await recordOrderActivity(caller, ledger.order.id, "payment_recorded", words, ledger.tx);
    }
    return t;
  });
  return result;
}

/** The payment made on a locked order (payOrder, and an administrator's recorded payment: record-payment.ts). */
export async function payInLedger(ledger: Ledger, request: PaymentRequest) {
  const gateway = gatewayFor(request.gateway);
  const setup = request.method.endsWith("_setup");
  const transactionType = request.method.startsWith("purchase") ? "purchase" : "authorize";
  const { order, state } = ledger;
  if (order.status === "cancelled") throw refused("Order cancelled", "A cancelled order cannot be paid.");
  const settled = ledger.transactions.some((t) => t.status === "complete");
  if (settled && state.balanceOwing === 0) throw refused("Order already paid", `Order ${order.id} has nothing left to pay (payment: ${state.payment}).`);
  const amount = request.amount ?? state.balanceOwing;
  if (amount > state.balanceOwing) {
    throw refused("Amount exceeds balance owing", `At most ${state.balanceOwing} (minor units) is left to pay on this order.`, "data.amount");
  }
  if (amount === 0 && state.balanceOwing > 0) throw refused("Invalid amount", "A payment must be for more than nothing.", "data.amount");
  const pending = await ledger.record({
    gateway: gateway.slug,
    transactionType,
    status: "pending",
    amount,
    name: request.paymentmethod_meta?.name ?? "",
    customReference: request.paymentmethod_meta?.custom_reference ?? "",
  });
  if (setup) return pending;
  const ask = { orderId: order.id, transactionId: pending.id, amount, currency: order.currency };
  const outcome = transactionType === "purchase" ? await gateway.purchase(ask) : await gateway.authorize(ask);
  return ledger.amend(pending.id, { status: outcome.status, reference: outcome.reference });
}
