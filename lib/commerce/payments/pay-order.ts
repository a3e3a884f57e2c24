// POST /v2/orders/{id}/payments: a shopper pays their own order (an administrator any order); a shopper pays with
// the manual gateway only while the store enables it (manual-payments-by-shoppers.ts). A `_setup` method
// records a pending transaction that confirm-payment completes later; it moves no state until then.
//
// As named steps (docs/architecture.md), one transaction:
//   1. lock and read  the order, its transactions, its subscriptions waiting for its money and the manual gateway's
//                     setting, in one round trip (the payment store)
//   2. ask            the payment the request asks for, or its refusal (payment-plan.ts paymentAsk)
//   3. gateway        the gateway takes or holds the money (not for a `_setup`)
//   4. plan           a pure function of what was read and answered (payment-plan.ts planPayment): the transaction,
//                     the order's payment fields, the subscriptions it starts, the e-mails it calls for
//   5. write          every row in one round trip with COMMIT (an administrator's activity entry and the e-mails,
//                     which read as they go, on the same transaction just before)
import { randomUUID } from "node:crypto";
import type { Caller } from "../auth/tokens";
import { paymentStore } from "@/lib/storage/payments/payment-store";
import { canReadOrder, orderNotFound } from "../orders/order-access";
import { now } from "../clock";
import { enqueueOrderNotices } from "../email/order-messages";
import { gatewayFor } from "./gateways";
import { manualGatewayDisabled, shopperManualPaymentRefused } from "./manual-payments-by-shoppers";
import { stateOf, type Ledger } from "./payment-ledger";
import { paymentAsk, planPayment } from "./payment-plan";
import type { PaymentRequest } from "./payment-request";
import { formatMoney } from "../money";
import { paymentRecordedWords, recordOrderActivity } from "../orders/order-activity";
import type { Uuid } from "../uuid";

export async function payOrder(caller: Caller, orderId: Uuid, request: PaymentRequest) {
  return paymentStore.pay(async (unit) => {
    const { order, transactions, pendingSubscriptions, manualGatewayEnabled } = await unit.lockAndRead(orderId);
    const completes = !request.method.endsWith("_setup");
    if (shopperManualPaymentRefused({ grant: caller.grant, gateway: request.gateway, completes, enabled: manualGatewayEnabled })) throw manualGatewayDisabled();
    if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
    const gateway = gatewayFor(request.gateway);
    const ask = paymentAsk(order, transactions, stateOf(order, transactions), request);
    const transactionId = randomUUID();
    const gatewayAsk = { orderId: order.id, transactionId, amount: ask.amount, currency: order.currency };
    const outcome = ask.setup ? undefined : ask.transactionType === "purchase" ? await gateway.purchase(gatewayAsk) : await gateway.authorize(gatewayAsk);
    const plan = planPayment({ order, transactions, pendingSubscriptions, ask, transactionId, gateway: gateway.slug, outcome, at: now(), byStore: caller.grant === "client_credentials" });
    const t = plan.transaction;
    // An administrator's payment through the API is written with who made it (a shopper's is not).
    const recorded = caller.grant === "client_credentials" && t.status === "complete";
    const words = t.transactionType === "authorize" ? `Authorized a payment of ${formatMoney(t.amount, t.currency)}` : paymentRecordedWords(t.amount, t.currency, t.name, t.customReference);
    await unit.write(
      plan,
      recorded || plan.notices.length
        ? async (tx) => {
            if (recorded) await recordOrderActivity(caller, order.id, "payment_recorded", words, tx);
            await enqueueOrderNotices(tx, plan.order, plan.notices);
          }
        : undefined,
    );
    return t;
  });
}

/** The payment made on a locked order by an administrator's recorded payment (record-payment.ts), through its ledger. */
export async function payInLedger(ledger: Ledger, request: PaymentRequest) {
  const gateway = gatewayFor(request.gateway);
  const ask = paymentAsk(ledger.order, ledger.transactions, ledger.state, request);
  const pending = await ledger.record({
    gateway: gateway.slug,
    transactionType: ask.transactionType,
    status: "pending",
    amount: ask.amount,
    name: ask.name,
    customReference: ask.customReference,
  });
  if (ask.setup) return pending;
  const gatewayAsk = { orderId: ledger.order.id, transactionId: pending.id, amount: ask.amount, currency: ledger.order.currency };
  const outcome = ask.transactionType === "purchase" ? await gateway.purchase(gatewayAsk) : await gateway.authorize(gatewayAsk);
  return ledger.amend(pending.id, { status: outcome.status, reference: outcome.reference });
}
