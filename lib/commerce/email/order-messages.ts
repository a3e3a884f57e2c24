// The order e-mails' payloads (messages.ts), written to the outbox on the transaction of the change they tell of
// (payment-ledger.ts): the order's reference, its lines with the engraving and bundle choices named as the
// product names them, its summary rows, how to pay, where it goes.
import type { Executor } from "@/lib/storage/db";
import { readsOn, type ReadRunner } from "@/lib/storage/batched-read";
import { orderStore } from "@/lib/storage/orders/order-store";
import { outboxStore, type MessageProduct } from "@/lib/storage/email/outbox-store";
import type { OrderItemRow, OrderRow } from "@/lib/storage/orders/rows";
import { formatMoney, type Money } from "../money";
import { pricesIncludeTaxRead } from "../currencies/tax-display";
import { placedOrderSummary } from "../summary/order-summary";
import type { Summary } from "../summary/summary-rows";
import { enqueueEmail } from "./outbox";
import { trackingUrl } from "../orders/carriers";
import { orderNumberLabel } from "../orders/order-number";
import { awaitsPayment } from "../orders/payment-standing";
import { bankDetailsRead } from "../settings/payment-settings";
import { storeMailFactsRead, type StoreMailFacts } from "../settings/store-details";
import { countryName } from "@/lib/shared/reader-terms";
import { emailLinkOrigin } from "./link-origin";
import type { MessageLine, MessageSummaryRow, OutboxMessage } from "./messages";
import type { OrderNotice } from "./order-notices";
import { isGoodsLine } from "@/lib/shared/goods-line";

type Amount = { amount: number };

/** An order as its e-mails read it: a placed order's row, or the row a checkout is about to write. */
export type MessageOrder = Pick<OrderRow, "id" | "number" | "currency" | "customer" | "displayPrice" | "payment" | "status" | "shippingAddress" | "shipment">;
/** An order line as its e-mails read it. */
export type MessageItem = Pick<OrderItemRow, "type" | "cartItem">;

/**
 * What an order's e-mails read besides the order: whether its currency shows prices with tax, its products' and
 * bundle options' names, the store's name and order number prefix, and the bank details to pay by.
 */
export type OrderMessageFacts = {
  includeTax: boolean;
  products: Map<string, MessageProduct>;
  optionNames: Map<string, string>;
  store: StoreMailFacts;
  /** For a confirmation ("" when none is among the notices). */
  bankDetails: string;
};

/**
 * Reads the facts of the notices' messages with `read` (a checkout's batch, or readsOn the change's transaction): the
 * products, the tax display, the store's details and the bank details (kept for a confirmation) in one round trip,
 * then the bundles' options when there are any.
 */
/** The first reads of an order's message facts, to travel with others (orderMessageFacts finishes them). */
export function orderMessageFactsReads(order: Pick<OrderRow, "currency">, items: readonly MessageItem[]) {
  const ids = [...new Set(items.flatMap((item) => (isGoodsLine(item) && item.cartItem.product_id ? [item.cartItem.product_id] : [])))];
  return [outboxStore.messageProductsRead(ids), pricesIncludeTaxRead(order.currency), storeMailFactsRead(), bankDetailsRead(order.currency)] as const;
}

/** The answers of orderMessageFactsReads. */
export type OrderMessageFactsAnswers = [found: MessageProduct[], includeTax: boolean, store: StoreMailFacts, bankDetails: string];

/** The facts, from the first reads' answers; a bundle's options are read after (their ids are in the products). */
export async function orderMessageFacts(read: ReadRunner, [found, includeTax, store, bankDetails]: OrderMessageFactsAnswers, notices: OrderNotice[]): Promise<OrderMessageFacts> {
  const confirming = notices.some((notice) => notice.kind === "order_confirmation");
  const optionIds = [...new Set(found.flatMap((p) => Object.values(p.components ?? {}).flatMap((c) => c.options.map((o) => o.id))))];
  const [options] = optionIds.length ? await read(outboxStore.messageProductsRead(optionIds)) : [[] as MessageProduct[]];
  return {
    includeTax,
    products: new Map(found.map((p) => [p.id, p])),
    optionNames: new Map(options.map((p) => [p.id, p.name])),
    store,
    bankDetails: confirming ? bankDetails : "",
  };
}

export async function readOrderMessageFacts(read: ReadRunner, order: Pick<OrderRow, "currency">, items: readonly MessageItem[], notices: OrderNotice[]): Promise<OrderMessageFacts> {
  return orderMessageFacts(read, await read(...orderMessageFactsReads(order, items)), notices);
}

/** The order's lines (promotions are in the summary's discount), named as their products name their parts. */
function messageLines(items: readonly MessageItem[], amounts: (Money | undefined)[], facts: OrderMessageFacts): MessageLine[] {
  const kept = items.flatMap((item, i) => (isGoodsLine(item) ? [{ line: item.cartItem, amount: amounts[i] }] : []));
  return kept.map(({ line, amount }) => {
    const product = line.product_id ? facts.products.get(line.product_id) : undefined;
    const selected = line.bundle_configuration?.selected_options ?? {};
    return {
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      total: amount?.formatted ?? line.meta.display_price.with_tax.value.formatted,
      inputs: Object.entries(line.custom_inputs ?? {}).map(([key, text]) => ({ label: product?.customInputs?.[key]?.name || key, text })),
      choices: Object.entries(selected).map(([key, options]) => ({
        component: product?.components?.[key]?.name ?? key,
        options: Object.entries(options).map(([id, quantity]) => ({ name: facts.optionNames.get(id) ?? "A product no longer sold", quantity })),
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
 * The notices' messages for `order` (as the change leaves it), from what readOrderMessageFacts read: pure, so a
 * checkout can read before its order exists and write the messages with the order (messagesBeforeNumber).
 */
export function orderNoticeMessages(order: MessageOrder, notices: OrderNotice[], items: readonly MessageItem[], facts: OrderMessageFacts): OutboxMessage[] {
  if (notices.length === 0 || !order.customer?.email) return [];
  const placed = placedOrderSummary(order, items.map((item) => item.cartItem), facts.includeTax);
  const lines = messageLines(items, placed.lineAmounts, facts);
  const { store } = facts;
  const common = {
    orderId: order.id,
    orderReference: orderNumberLabel(order.number, store.orderNumberPrefix),
    orderUrl: `${emailLinkOrigin()}/orders/${order.id}`,
    storeName: store.storeName,
    ...(store.storeContact ? { storeContact: store.storeContact } : {}),
  };
  const to = order.customer.email;
  const owed = (order.displayPrice as { balance_owing?: Amount }).balance_owing?.amount ?? 0;
  const awaiting = awaitsPayment({ payment: order.payment, status: order.status, balanceOwing: owed });
  return notices.map((notice): OutboxMessage => {
    if (notice.kind === "order_confirmation") {
      const payment = awaiting
        ? {
            paid: false,
            owed: formatMoney(owed, order.currency),
            bankDetails: facts.bankDetails,
            reference: common.orderReference,
            // A subscription bought with it starts when the money comes (subscriptions/pending-start.ts).
            ...(items.some((item) => item.type === "subscription_item") ? { subscriptionStartsOnPayment: true } : {}),
          }
        : { paid: true };
      const payload = { ...common, lines, summary: messageSummaryRows(placed.summary), payment, shippingAddress: addressLines(order.shippingAddress, order.currency) };
      return { kind: "order_confirmation", to, sendKey: notice.sendKey, payload };
    }
    if (notice.kind === "shipping_notice") {
      const shipment = order.shipment;
      const tracking = shipment ? { carrier: shipment.carrier, trackingNumber: shipment.tracking_number, trackingUrl: trackingUrl(shipment.carrier, shipment.tracking_number) } : {};
      return { kind: "shipping_notice", to, sendKey: notice.sendKey, payload: { ...common, ...tracking, lines, shippingAddress: addressLines(order.shippingAddress, order.currency) } };
    }
    if (notice.kind === "order_cancelled") {
      const why = notice.days !== undefined ? { days: notice.days } : notice.reason ? { reason: notice.reason } : {};
      return { kind: "order_cancelled", to, sendKey: notice.sendKey, payload: { ...common, lines, owed: formatMoney(owed, order.currency), ...why } };
    }
    if (notice.kind === "payment_received") {
      const paid = (order.displayPrice as { paid?: Amount }).paid?.amount ?? 0;
      return { kind: "payment_received", to, sendKey: notice.sendKey, payload: { ...common, lines, paid: formatMoney(paid, order.currency) } };
    }
    const total = (order.displayPrice as { with_tax?: Amount }).with_tax?.amount ?? 0;
    const payload = { ...common, refunded: formatMoney(notice.refunded, order.currency), refundedInTotal: formatMoney(notice.refundedInTotal, order.currency), whole: notice.refundedInTotal >= total };
    return { kind: "refund_notice", to, sendKey: notice.sendKey, payload };
  });
}

/** Where a message's payload names the order by its label (orderNumberLabel: the store's prefix, then the number). */
export const ORDER_REFERENCE_PATHS: readonly (readonly string[])[] = [["orderReference"], ["payment", "reference"]];

/**
 * The notices' messages for an order whose number is not taken yet: a checkout's, whose number is taken by the
 * statement that writes the order (lib/storage/orders/place-statements.ts). The same statement writes the label, the
 * store's prefix and the number, at `numberLabel.paths` of each payload that has them; until then they hold "#0".
 */
export function messagesBeforeNumber(
  order: Omit<MessageOrder, "number">,
  notices: OrderNotice[],
  items: readonly MessageItem[],
  facts: OrderMessageFacts,
): { messages: OutboxMessage[]; numberLabel: { prefix: string; paths: readonly (readonly string[])[] } } {
  return {
    messages: orderNoticeMessages({ ...order, number: 0 }, notices, items, facts),
    numberLabel: { prefix: facts.store.orderNumberPrefix, paths: ORDER_REFERENCE_PATHS },
  };
}

/**
 * Writes the notices' messages for `order` (as the change left it) to the outbox, on the change's transaction
 * (its lines read on it).
 */
export async function enqueueOrderNotices(tx: Executor, order: OrderRow, notices: OrderNotice[]): Promise<void> {
  // An anonymized order has no one left to write to (orders/order-anonymity.ts).
  if (notices.length === 0 || !order.customer?.email || order.anonymized) return;
  const items = await orderStore.items([order.id], tx);
  const messages = orderNoticeMessages(order, notices, items, await readOrderMessageFacts(readsOn(tx), order, items, notices));
  for (const message of messages) await enqueueEmail(tx, message);
}
