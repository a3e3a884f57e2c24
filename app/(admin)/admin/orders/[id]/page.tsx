import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConfirmedAction } from "@/components/admin/confirmed-action";
import { AddressBlock } from "@/components/ui/address-block";
import { DateText } from "@/components/ui/date-text";
import { ApiError } from "@/lib/commerce/errors";
import { formatMoney, typedAmount, typedAmountPattern } from "@/lib/commerce/money";
import { adminOrder } from "@/lib/commerce/orders/admin-orders";
import { orderSummary } from "@/lib/commerce/summary/order-summary";
import { SummaryList } from "@/components/money/summary-list";
import { orderStatusWords, paymentWords, shippingWords } from "@/lib/commerce/orders/order-status-words";
import { requireAdmin } from "@/lib/web/admin-session";
import { cancelOrderAction, captureAction, refundAction, shipAction, voidAction } from "../actions";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

type Line = { name?: string; sku?: string; quantity?: number };

export default async function AdminOrderPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const caller = await requireAdmin(`/admin/orders/${id}`);
  let loaded;
  try {
    loaded = await adminOrder(caller, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  const { order, items, transactions } = loaded;
  // Lines and summary rows as the shopper read them; the lines plus shipping and tax add up to the total.
  const placed = await orderSummary(order, items.map((item) => item.cartItem));
  const price = order.displayPrice as Record<string, { formatted?: string }>;
  const done = typeof query.done === "string" ? query.done : undefined;
  const failed = typeof query.error === "string" ? query.error : undefined;
  const open = order.status !== "cancelled" && order.shipping !== "fulfilled";

  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/admin/orders" className="text-brand-700 underline-offset-2 hover:underline">
          Orders
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Order of {order.customer.name}</h1>
      <p className="mt-1 text-sm text-stone-600">
        Placed <DateText date={order.createdAt} /> · {order.id}
      </p>
      <div aria-live="polite" className="mt-4" data-testid="admin-order-outcome">
        {done ? <p className="rounded-md border border-green-700 bg-green-50 p-3 font-medium text-green-900">{done}</p> : null}
        {failed ? <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-900">{failed}</p> : null}
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="admin-order-state">
        <dt className="text-stone-600">Order</dt>
        <dd data-testid="admin-order-status">{orderStatusWords(order.status)}</dd>
        <dt className="text-stone-600">Payment</dt>
        <dd data-testid="admin-order-payment">{paymentWords(order.payment)}</dd>
        <dt className="text-stone-600">Shipping</dt>
        <dd data-testid="admin-order-shipping">{shippingWords(order.shipping)}</dd>
        <dt className="text-stone-600">Total</dt>
        <dd>{price.with_tax?.formatted}</dd>
        <dt className="text-stone-600">Paid</dt>
        <dd data-testid="admin-order-paid">{price.paid?.formatted}</dd>
        <dt className="text-stone-600">Still owed</dt>
        <dd>{price.balance_owing?.formatted}</dd>
      </dl>

      <section aria-labelledby="lines-heading" className="mt-8">
        <h2 id="lines-heading" className="text-lg font-semibold">Items</h2>
        <ul className="mt-2 divide-y divide-stone-200 text-sm">
          {items.map((item, index) => {
            const line = item.cartItem as Line;
            const amount = placed.lineAmounts[index];
            return (
              <li key={item.id} className="flex justify-between gap-4 py-2">
                <span>
                  {line.name} × {item.quantity} {line.sku ? <span className="text-stone-600">({line.sku})</span> : null}
                  {item.type === "custom_item" ? (
                    // Not a catalog product: its price is the one the cart was given, to be verified.
                    <span data-testid="admin-order-custom-line" className="ml-2 rounded border border-amber-700 px-1.5 text-xs font-medium text-amber-800">
                      Custom item: price set by the cart, verify it
                    </span>
                  ) : null}
                </span>
                <span data-testid="admin-order-line-amount" data-value={amount?.amount}>{amount?.formatted}</span>
              </li>
            );
          })}
        </ul>
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
          <AddressBlock address={order.shippingAddress} />
        </div>
        <div>
          <h3 className="text-lg font-semibold">Billing address</h3>
          <AddressBlock address={order.billingAddress} />
        </div>
      </section>

      <section aria-labelledby="payments-heading" className="mt-8">
        <h2 id="payments-heading" className="text-lg font-semibold">Payments</h2>
        {transactions.length === 0 ? <p className="mt-2 text-sm text-stone-600">No payments yet.</p> : null}
        <ul className="mt-2 space-y-4">
          {transactions.map((t, index) => (
            <li key={t.id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm" data-testid="admin-transaction">
              <p className="font-medium">
                {formatMoney(t.amount, t.currency)} · {t["transactionType"]} · {t.status} · {t.gateway}
                {t.name ? ` · ${t.name}` : ""}
              </p>
              {t.refundedAmount > 0 ? <p className="text-stone-600">Refunded {formatMoney(t.refundedAmount, t.currency)}</p> : null}
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
            </li>
          ))}
        </ul>
      </section>

      {open ? (
        <section aria-labelledby="order-actions-heading" className="mt-8 space-y-4">
          <h2 id="order-actions-heading" className="text-lg font-semibold">Order</h2>
          <ConfirmedAction action={shipAction} orderId={order.id} id="ship-order" confirm="Yes, it has been shipped" button="Mark as shipped" />
          <ConfirmedAction action={cancelOrderAction} orderId={order.id} id="cancel-order" confirm="Yes, cancel this order" button="Cancel order" danger />
        </section>
      ) : null}
    </>
  );
}
