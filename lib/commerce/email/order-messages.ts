// The order e-mails' payloads (messages.ts), written to the outbox on the transaction of the change they tell of
// (payment-ledger.ts): the order's reference, its lines with the engraving and bundle choices named as the
// product names them, its summary rows, how to pay, where it goes.
import type { Executor } from "@/lib/storage/db";
import { orderStore } from "@/lib/storage/orders/order-store";
import { outboxStore } from "@/lib/storage/email/outbox-store";
import type { OrderItemRow, OrderRow } from "@/lib/storage/orders/rows";
import { formatMoney, type Money } from "../money";
import { pricesIncludeTax } from "../currencies/tax-display";
import { placedOrderSummary } from "../summary/order-summary";
import type { Summary } from "../summary/summary-rows";
import { enqueueEmail } from "./outbox";
import { trackingUrl } from "../orders/carriers";
import { orderNumberLabel } from "../orders/order-number";
import { awaitsPayment } from "../orders/payment-standing";
import { bankDetailsForCurrency } from "../settings/payment-settings";
import { storeMailFacts } from "../settings/store-details";
import { countryName } from "@/lib/shared/reader-terms";
import { emailLinkOrigin } from "./link-origin";
import type { MessageLine, MessageSummaryRow } from "./messages";
import type { OrderNotice } from "./order-notices";
import { isGoodsLine } from "@/lib/shared/goods-line";

type Amount = { amount: number };

/** The order's lines (promotions are in the summary's discount), named as their products name their parts. */
async function messageLines(tx: Executor, items: OrderItemRow[], amounts: (Money | undefined)[]): Promise<MessageLine[]> {
  const kept = items.flatMap((item, i) => (isGoodsLine(item) ? [{ line: item.cartItem, amount: amounts[i] }] : []));
  const stored = kept.map((k) => k.line);
  const ids = [...new Set(stored.flatMap((line) => (line.product_id ? [line.product_id] : [])))];
  const found = await outboxStore.messageProducts(tx, ids);
  const optionIds = [...new Set(found.flatMap((p) => Object.values(p.components ?? {}).flatMap((c) => c.options.map((o) => o.id))))];
  const optionNames = new Map(
    (await outboxStore.messageProducts(tx, optionIds)).map((p) => [p.id, p.name]),
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  return stored.map((line, i) => {
    const product = line.product_id ? byId.get(line.product_id) : undefined;
    const selected = line.bundle_configuration?.selected_options ?? {};
    return {
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      total: kept[i].amount?.formatted ?? line.meta.display_price.with_tax.value.formatted,
      inputs: Object.entries(line.custom_inputs ?? {}).map(([key, text]) => ({ label: product?.customInputs?.[key]?.name || key, text })),
      choices: Object.entries(selected).map(([key, options]) => ({
        component: product?.components?.[key]?.name ?? key,
        options: Object.entries(options).map(([id, quantity]) => ({ name: optionNames.get(id) ?? "A product no longer sold", quantity })),
      })),
    };
  });
}

/** The summary rows of summary-rows.ts (the ones every page shows) as a message lists them. */
export function messageSummaryRows(summary: Summary | undefined): MessageSummaryRow[] {
  return (summary?.rows ?? []).map((row) =>
    row.kind === "included-tax"
      ? { label: `Includes ${row.formatted} ${row.label}`, amount: row.formatted, includedTax: true }
      : { label: row.label, amount: row.formatted, ...(row.kind === "total" ? { emphasis: true } : {}) },
  );
}

/** An address as lines on an envelope, its country named in the terms of a shopper paying in `currency`. */
export function addressLines(address: Record<string, unknown>, currency?: string): string[] {
  const text = (key: string) => (typeof address[key] === "string" ? (address[key] as string).trim() : "");
  return [
    [text("first_name"), text("last_name")].filter(Boolean).join(" "),
    text("company_name"),
    text("line_1"),
    text("line_2"),
    [text("city"), text("postcode")].filter(Boolean).join(" "),
    text("county"),
    text("country") && countryName(text("country"), currency),
  ].filter(Boolean);
}

/**
 * Writes the notices' messages for `order` (as the change left it) to the outbox, on the change's transaction
 * (`written`: the order's lines when the change has them in hand, as checkout does; read otherwise).
 */
export async function enqueueOrderNotices(tx: Executor, order: OrderRow, notices: OrderNotice[], written?: OrderItemRow[]): Promise<void> {
  if (notices.length === 0 || !order.customer?.email) return;
  const items = written ?? (await orderStore.items([order.id], tx));
  const placed = placedOrderSummary(order, items.map((item) => item.cartItem), await pricesIncludeTax(order.currency, tx));
  const lines = await messageLines(tx, items, placed.lineAmounts);
  const store = await storeMailFacts(tx);
  const facts = {
    orderId: order.id,
    orderReference: orderNumberLabel(order.number, store.orderNumberPrefix),
    orderUrl: `${emailLinkOrigin()}/orders/${order.id}`,
    storeName: store.storeName,
    ...(store.storeContact ? { storeContact: store.storeContact } : {}),
  };
  const to = order.customer.email;
  const owed = (order.displayPrice as { balance_owing?: Amount }).balance_owing?.amount ?? 0;
  const awaiting = awaitsPayment({ payment: order.payment, status: order.status, balanceOwing: owed });
  for (const notice of notices) {
    if (notice.kind === "order_confirmation") {
      const payment = awaiting
        ? {
            paid: false,
            owed: formatMoney(owed, order.currency),
            bankDetails: await bankDetailsForCurrency(order.currency, tx),
            reference: facts.orderReference,
            // A subscription bought with it starts when the money comes (subscriptions/pending-start.ts).
            ...(items.some((item) => item.type === "subscription_item") ? { subscriptionStartsOnPayment: true } : {}),
          }
        : { paid: true };
      const payload = { ...facts, lines, summary: messageSummaryRows(placed.summary), payment, shippingAddress: addressLines(order.shippingAddress, order.currency) };
      await enqueueEmail(tx, { kind: "order_confirmation", to, sendKey: notice.sendKey, payload });
    } else if (notice.kind === "shipping_notice") {
      const shipment = order.shipment;
      const tracking = shipment ? { carrier: shipment.carrier, trackingNumber: shipment.tracking_number, trackingUrl: trackingUrl(shipment.carrier, shipment.tracking_number) } : {};
      await enqueueEmail(tx, { kind: "shipping_notice", to, sendKey: notice.sendKey, payload: { ...facts, ...tracking, lines, shippingAddress: addressLines(order.shippingAddress, order.currency) } });
    } else if (notice.kind === "order_cancelled") {
      const why = notice.days !== undefined ? { days: notice.days } : notice.reason ? { reason: notice.reason } : {};
      await enqueueEmail(tx, { kind: "order_cancelled", to, sendKey: notice.sendKey, payload: { ...facts, lines, owed: formatMoney(owed, order.currency), ...why } });
    } else if (notice.kind === "payment_received") {
      const paid = (order.displayPrice as { paid?: Amount }).paid?.amount ?? 0;
      await enqueueEmail(tx, { kind: "payment_received", to, sendKey: notice.sendKey, payload: { ...facts, lines, paid: formatMoney(paid, order.currency) } });
    } else {
      const total = (order.displayPrice as { with_tax?: Amount }).with_tax?.amount ?? 0;
      const payload = { ...facts, refunded: formatMoney(notice.refunded, order.currency), refundedInTotal: formatMoney(notice.refundedInTotal, order.currency), whole: notice.refundedInTotal >= total };
      await enqueueEmail(tx, { kind: "refund_notice", to, sendKey: notice.sendKey, payload });
    }
  }
}
