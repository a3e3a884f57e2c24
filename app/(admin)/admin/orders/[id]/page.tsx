import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { TableScroll } from "@/components/admin/table-scroll";
import Link from "next/link";
import { ConfirmedAction } from "@/components/admin/confirmed-action";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { AdminMoment } from "@/components/admin/admin-moment";
import type { LedgerRow } from "@/lib/commerce/orders/ledger-words";
import { AddressBlock } from "@/components/ui/address-block";
import { formatMoney, typedAmount, typedAmountPattern } from "@/lib/commerce/money";
import { adminOrderPage } from "./admin-order-page";
import { shippingWords } from "@/lib/commerce/orders/order-status-words";
import { orderTitle } from "@/lib/commerce/orders/order-number";
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { addNoteAction, cancelOrderAction, captureAction, paidOutAction, recordPaymentAction, refundAction, refundLinesAction, shipAction, voidAction } from "../actions";
import { FulfilmentLineList } from "@/components/admin/fulfilment-line-list";
import { ShipmentTracking } from "@/components/orders/shipment-tracking";
import { CARRIERS } from "@/lib/commerce/orders/carriers";
import { PAYMENT_WAYS } from "@/lib/commerce/payments/record-payment";
import { orderSummary } from "@/lib/commerce/summary/order-summary";
import { linePaid } from "@/lib/commerce/orders/charged-line";
import { orderShippingAmount, shippingRefundable } from "@/lib/commerce/orders/refund-lines";
import { SummaryList } from "@/components/money/summary-list";
import { PageSection } from "@/components/admin/page-section";
import { CANCEL_REASON_MAX, CANCEL_REASONS } from "@/lib/commerce/orders/cancel-reason";
import { NOTE_MAX } from "@/lib/commerce/orders/order-notes";
import type { TimelineEntry } from "@/lib/commerce/orders/order-timeline";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrderPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const { order, items, lines, transactions, ledger, state, standing, balanceOwing, shippingMethod, timeline } = await adminOrderPage(id, `/admin/orders/${id}`);
  const { orderNumberPrefix } = await adminStoreFacts();
  const transactionAt = new Map(transactions.map((t, index) => [t.id, { t, index }]));
  const refundableTotal = transactions.reduce((sum, t) => sum + t.refundable, 0);
  const refundableLines = lines.filter((line) => line.quantity > line.refundedQuantity);
  // What each line was charged after its discounts, with its tax: what its units give back (charged-line.ts).
  const paid = new Map(items.map((item) => [item.id, linePaid(item)]));
  const shippingCharged = orderShippingAmount(order);
  const canRefundShipping = shippingRefundable(order);
  // Lines and summary rows as the shopper read them (docs/money.md); the lines plus shipping and tax add up to the total.
  const placed = await orderSummary(order, items.map((item) => item.cartItem));
  const lineAmounts = new Map(items.map((item, index) => [item.id, placed.lineAmounts[index]]));
  const price = order.displayPrice as Record<string, { formatted?: string }>;
  const done = typeof query.done === "string" ? query.done : undefined;
  const failed = typeof query.error === "string" ? query.error : undefined;
  const open = order.status !== "cancelled" && order.shipping !== "fulfilled";

  return (
    <>
      <PageTitle back={{ href: "/admin/orders", label: "Orders" }}>
        <span data-testid="admin-order-number">{orderTitle(order.number, orderNumberPrefix)}</span>, {order.customer.name}
      </PageTitle>
      <p className="mt-1 text-sm text-stone-600">
        Placed <AdminMoment date={order.createdAt} /> · <span className="break-all">{order.id}</span>
      </p>
      <div aria-live="polite" className="mt-4" data-testid="admin-order-outcome">
        {done ? <p className="rounded-md border border-green-700 bg-green-50 p-3 font-medium text-green-900">{done}</p> : null}
        {failed ? <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-900">{failed}</p> : null}
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="admin-order-state">
        <dt className="text-stone-600">Order</dt>
        <dd data-testid="admin-order-status" data-value={state.value}>{state.label}</dd>
        <dt className="text-stone-600">Payment</dt>
        <dd data-testid="admin-order-payment" data-value={standing.value}>
          {standing.label}
          {standing.detail ? <span data-testid="admin-order-payment-detail" className="text-stone-600">{` · ${standing.detail}`}</span> : null}
        </dd>
        <dt className="text-stone-600">Shipping</dt>
        <dd data-testid="admin-order-shipping">
          {shippingWords(order.shipping)}
          {shippingMethod ? <span className="text-stone-600">{` · ${shippingMethod.name}`}</span> : null}
        </dd>
        <dt className="text-stone-600">Total</dt>
        <dd>{price.with_tax?.formatted}</dd>
        <dt className="text-stone-600">Paid</dt>
        <dd data-testid="admin-order-paid">{price.paid?.formatted}</dd>
        <dt className="text-stone-600">Still owed</dt>
        <dd data-testid="admin-order-owed">{price.balance_owing?.formatted}</dd>
      </dl>
      {order.shipment ? <ShipmentTracking shipment={order.shipment} currency={order.currency} /> : null}

      {balanceOwing > 0 && order.status !== "cancelled" ? (
        <section aria-labelledby="record-payment-heading" className="mt-6 rounded-lg border border-amber-500 bg-amber-50 p-4">
          <h2 id="record-payment-heading" className="text-lg font-semibold">Record a payment</h2>
          <p className="mt-1 text-sm">When the shopper&apos;s bank transfer arrives, or the courier has collected on delivery, record the money here.</p>
          <div className="mt-3">
            <ConfirmedAction action={recordPaymentAction} orderId={order.id} id="record-payment" confirm="Yes, this money has arrived" button="Record payment">
              <label className="block text-sm">
                Amount received ({order.currency})
                <input
                  name="amount"
                  inputMode="decimal"
                  required
                  pattern={typedAmountPattern(order.currency)}
                  title={`A number such as ${typedAmount(balanceOwing, order.currency)}`}
                  defaultValue={typedAmount(balanceOwing, order.currency)}
                  className="mt-1 block w-40 rounded-md border border-stone-300 bg-white px-2 py-1.5"
                />
              </label>
              <label className="block text-sm">
                How it came
                <select name="way" defaultValue="bank_transfer" className="mt-1 block rounded-md border border-stone-300 bg-white px-2 py-1.5">
                  {Object.entries(PAYMENT_WAYS).map(([way, words]) => (
                    <option key={way} value={way}>
                      {words}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm">
                Reference (optional)
                <input name="reference" maxLength={255} className="mt-1 block w-48 rounded-md border border-stone-300 bg-white px-2 py-1.5" />
              </label>
            </ConfirmedAction>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="lines-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="lines-heading" className="text-lg font-semibold">Items</h2>
          <Link href={`/admin/orders/${order.id}/packing-slip`} className="text-sm font-medium text-brand-700 underline">
            Packing slip
          </Link>
        </div>
        <FulfilmentLineList lines={lines} amounts={lineAmounts} />
        {shippingMethod ? (
          <p className="flex justify-between gap-4 border-t border-stone-200 py-2 text-sm" data-testid="admin-order-shipping-method">
            <span>Shipping: {shippingMethod.name}</span>
            <span>{shippingMethod.price.formatted}</span>
          </p>
        ) : null}
        {placed.summary ? <SummaryList summary={placed.summary} testIdPrefix="admin-summary" className="mt-3 max-w-sm space-y-1 border-t border-stone-200 pt-3 text-sm" /> : null}
      </section>

      <section aria-labelledby="customer-heading" className="mt-8 grid gap-6 text-sm sm:grid-cols-3">
        <div>
          <h2 id="customer-heading" className="text-lg font-semibold">Customer</h2>
          <p className="mt-2">{order.customer.name}</p>
          <p className="text-stone-600">{order.customer.email}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">Shipping address</h3>
          <AddressBlock address={order.shippingAddress} currency={order.currency} />
        </div>
        <div>
          <h3 className="text-lg font-semibold">Billing address</h3>
          <AddressBlock address={order.billingAddress} currency={order.currency} />
        </div>
      </section>

      <section aria-labelledby="payments-heading" className="mt-8">
        <h2 id="payments-heading" className="text-lg font-semibold">Payments</h2>
        {ledger.length === 0 ? <p className="mt-2 text-sm text-stone-600">No payments yet.</p> : null}
        <ul className="mt-2 space-y-4">
          {ledger.map((row) => (
            <li key={row.id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm" data-testid={row.kind === "refund" ? "admin-refund" : "admin-transaction"} data-kind={row.kind}>
              <p className="font-medium" data-testid="ledger-text">
                {row.text}
              </p>
              <p className="text-stone-600">
                <AdminMoment date={row.at} />
                {row.detail ? ` · ${row.detail}` : ""}
              </p>
              {row.payOut ? <PayOut orderId={order.id} payOut={row.payOut} /> : null}
              {transactionAt.has(row.id) ? <TransactionActions orderId={order.id} {...transactionAt.get(row.id)!} /> : null}
            </li>
          ))}
        </ul>
      </section>

      {refundableTotal > 0 && (refundableLines.length || canRefundShipping) ? (
        <section aria-labelledby="refund-lines-heading" className="mt-8">
          <h2 id="refund-lines-heading" className="text-lg font-semibold">Refund by line</h2>
          <p className="mt-1 text-sm text-stone-600">
            Each unit gives back what the shopper paid for it: its share of the discounts and its tax. The shipping is
            refunded on its own. At most {formatMoney(refundableTotal, order.currency)} can be given back.
          </p>
          <div className="mt-3 rounded-lg border border-stone-200 bg-white p-4">
            <ConfirmedAction action={refundLinesAction} orderId={order.id} id="refund-lines" confirm="Yes, refund these units" button="Refund units" danger>
              <TableScroll label="Lines to refund">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="pb-2 pr-3">Line</th>
                    <th scope="col" className="pb-2 pr-3">Units to refund</th>
                    <th scope="col" className="pb-2">Put back in stock</th>
                  </tr>
                </thead>
                <tbody>
                  {refundableLines.map((line) => (
                    <tr key={line.id} className="border-t border-stone-200">
                      <th scope="row" className="py-2 pr-3 font-normal" id={`refund-name-${line.id}`}>
                        {line.name}
                        <span className="block text-stone-600">
                          {line.quantity - line.refundedQuantity} of {line.quantity} left · {formatMoney(paid.get(line.id) ?? 0, order.currency)} paid for {line.quantity}
                        </span>
                      </th>
                      <td className="py-2 pr-3">
                        <input
                          type="number"
                          name={`units-${line.id}`}
                          min={0}
                          max={line.quantity - line.refundedQuantity}
                          step={1}
                          defaultValue={0}
                          aria-labelledby={`refund-units-${line.id} refund-name-${line.id}`}
                          className="w-20 rounded-md border border-stone-300 px-2 py-1.5"
                        />
                        <span id={`refund-units-${line.id}`} className="sr-only">Units to refund of</span>
                      </td>
                      <td className="py-2">
                        {line.type === "cart_item" ? (
                          <input
                            type="checkbox"
                            name={`restock-${line.id}`}
                            value="yes"
                            aria-labelledby={`refund-restock-${line.id} refund-name-${line.id}`}
                            className="h-4 w-4 accent-brand-700"
                          />
                        ) : (
                          <span className="text-stone-600">Not a stocked product</span>
                        )}
                        <span id={`refund-restock-${line.id}`} className="sr-only">Put back in stock:</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </TableScroll>
              {canRefundShipping ? (
                <label className="mt-3 flex items-center gap-2 text-sm">
                  <input type="checkbox" name="refund-shipping" value="yes" className="h-4 w-4 accent-brand-700" data-testid="refund-shipping" />
                  Refund the shipping ({formatMoney(shippingCharged, order.currency)})
                </label>
              ) : null}
            </ConfirmedAction>
          </div>
        </section>
      ) : null}

      {open ? (
        <section aria-labelledby="order-actions-heading" className="mt-8 space-y-4">
          <h2 id="order-actions-heading" className="text-lg font-semibold">Order</h2>
          <ConfirmedAction action={shipAction} orderId={order.id} id="ship-order" confirm="Yes, it has been shipped" button="Mark as shipped">
            <label className="block text-sm">
              Carrier
              <input name="carrier" required maxLength={64} list="carriers" autoComplete="off" className="mt-1 block w-40 rounded-md border border-stone-300 px-2 py-1.5" />
              <datalist id="carriers">
                {CARRIERS.map((carrier) => (
                  <option key={carrier.name} value={carrier.name} />
                ))}
              </datalist>
            </label>
            <label className="block text-sm">
              Tracking number
              <input name="tracking_number" required maxLength={64} autoComplete="off" className="mt-1 block w-56 rounded-md border border-stone-300 px-2 py-1.5" />
            </label>
          </ConfirmedAction>
          <ConfirmedAction action={cancelOrderAction} orderId={order.id} id="cancel-order" confirm="Yes, cancel this order" button="Cancel order" danger>
            <label className="block text-sm">
              Why (the shopper is told)
              <select name="reason" required defaultValue="" className="mt-1 block rounded-md border border-stone-300 bg-white px-2 py-1.5" data-testid="cancel-reason">
                <option value="" disabled>
                  Choose a reason
                </option>
                {Object.entries(CANCEL_REASONS).map(([reason, words]) => (
                  <option key={reason} value={reason}>
                    {words}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm">
              Details (optional; needed for another reason)
              <input name="details" maxLength={CANCEL_REASON_MAX} className="mt-1 block w-64 max-w-full rounded-md border border-stone-300 px-2 py-1.5" />
            </label>
          </ConfirmedAction>
        </section>
      ) : null}

      <PageSection id="timeline-heading" title="Timeline">
        <form action={addNoteAction} className="mt-2 space-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm" aria-label="Add an internal note">
          <input type="hidden" name="order_id" value={order.id} />
          <label htmlFor="order-note" className="block font-medium">
            Internal note
          </label>
          <p id="order-note-hint" className="text-stone-600">
            For the team only: the shopper never sees it. At most {NOTE_MAX} characters.
          </p>
          <textarea
            id="order-note"
            name="note"
            required
            maxLength={NOTE_MAX}
            rows={3}
            aria-describedby="order-note-hint"
            className="block w-full rounded-md border border-stone-500 px-2 py-1.5"
          />
          <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-900">
            Add note
          </button>
        </form>
        <ol className="mt-4 space-y-3 border-l-2 border-stone-200 pl-4 text-sm" data-testid="order-timeline">
          {timeline.map((entry) => (
            <TimelineItem key={`${entry.kind}-${entry.id}`} entry={entry} />
          ))}
        </ol>
      </PageSection>
    </>
  );
}

/** One thing that happened: when, what, and who did it (a note's text kept as typed, as text). */
function TimelineItem({ entry }: { entry: TimelineEntry }) {
  return (
    <li data-testid="timeline-entry" data-kind={entry.kind}>
      <p className="text-stone-600">
        <AdminMoment date={entry.at} />
        {entry.actor ? <span data-testid="timeline-actor">{` · ${entry.kind === "note" ? "Note by" : "by"} ${entry.actor}`}</span> : null}
      </p>
      <p className={`break-words ${entry.kind === "note" ? "whitespace-pre-wrap rounded-md bg-amber-50 p-2" : "font-medium"}`} data-testid="timeline-text">
        {entry.text}
      </p>
    </li>
  );
}

type AdminTransaction = Awaited<ReturnType<typeof adminOrderPage>>["transactions"][number];

/** What an administrator may still do with one transaction: capture, void, refund. */
function TransactionActions({ orderId, t, index }: { orderId: string; t: AdminTransaction; index: number }) {
  const order = { id: orderId };
  return (
    <div className="mt-3 space-y-3">
      {t.capturable ? (
        <ConfirmedAction action={captureAction} orderId={order.id} transactionId={t.id} id={`capture-${index}`} confirm="Yes, take this payment now" button="Capture payment" />
      ) : null}
      {t.voidable ? (
        <ConfirmedAction action={voidAction} orderId={order.id} transactionId={t.id} id={`void-${index}`} confirm="Yes, void this payment" button="Void payment" danger />
      ) : null}
      {t.refundable > 0 ? (
        <ConfirmedAction action={refundAction} orderId={order.id} transactionId={t.id} id={`refund-${index}`} confirm="Yes, refund this amount" button="Refund" danger>
          <label className="block">
            Amount to refund ({t.currency}, at most {formatMoney(t.refundable, t.currency)})
            <input
              name="amount"
              inputMode="decimal"
              required
              pattern={typedAmountPattern(t.currency)}
              title={`A number such as ${typedAmount(t.refundable, t.currency)}`}
              defaultValue={typedAmount(t.refundable, t.currency)}
              className="mt-1 block w-40 rounded-md border border-stone-300 px-2 py-1.5"
            />
          </label>
        </ConfirmedAction>
      ) : null}
    </div>
  );
}

/** A refund the store pays back itself (a bank transfer's): what to do, and the button that records it done. */
function PayOut({ orderId, payOut }: { orderId: string; payOut: NonNullable<LedgerRow["payOut"]> }) {
  if (payOut.paidOutAt) {
    return (
      <p className="mt-2 text-green-800" data-testid="refund-paid-out">
        Paid back to the shopper, recorded <AdminMoment date={payOut.paidOutAt} />
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-2 rounded-md border border-amber-500 bg-amber-50 p-3">
      <p className="font-medium" data-testid="refund-pay-out">
        {payOut.instruction}: no money moves until you send it.
      </p>
      <ConfirmedForm action={paidOutAction} fields={{ order_id: orderId, refund_id: payOut.refundId }} id={`paid-out-${payOut.refundId}`} confirm="Yes, I have paid this back" button="Mark paid out" danger={false} />
    </div>
  );
}
