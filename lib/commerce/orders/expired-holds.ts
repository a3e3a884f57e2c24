// Unpaid orders do not hold stock for ever (docs/api.md "Stock", docs/orders.md "Orders that are not paid"). An
// unpaid, incomplete order lapses:
//  - without a promise to pay: once it has held stock longer than the hold time (ORDER_STOCK_HOLD_MINUTES, 60 by
//    default);
//  - with the shopper's promise to pay outside the store (a pending manual payment: record-payment.ts, the
//    storefront's pay on delivery or by bank transfer): once it is older than the store's unpaid order days
//    (the admin's setting, 7 by default), since a bank transfer takes days but not for ever.
// A lapsed order is cancelled, its units let go, its promise cancelled, and a shopper who promised to pay is told
// by e-mail (through the outbox, on the same transaction). Two places let lapsed orders go: a checkout, for the
// products it wants (lapsedOrdersHoldingRead, then letLapsedOrdersGo), and every server's purge run (cancelLapsedOrders), for all of them.
// Both lock the orders with SKIP LOCKED, so an order another request or instance holds is left to it, and none is
// cancelled twice.
import { settlePendingSubscriptions } from "../subscriptions/pending-start";
import type { Tx } from "@/lib/storage/db";
import { orderStore, type LapsedOrder } from "@/lib/storage/orders/order-store";
import { releaseForOrder, stockChanged } from "../inventory/stock";
import { orderLineStock } from "./order-line-stock";
import { envNumber } from "@/lib/env/number-setting";
import { now } from "../clock";
import { readUnpaidOrderSettings, type UnpaidOrderSettings } from "../settings/unpaid-order-settings";
import { enqueueOrderNotices } from "../email/order-messages";
import { orderCancelledNotice } from "../email/order-notices";

export const stockHoldMinutes = () => envNumber("ORDER_STOCK_HOLD_MINUTES", 60);

function lapseCutoffs(at: Date, settings: Pick<UnpaidOrderSettings, "unpaidOrderDays">) {
  return {
    holdCutoff: new Date(at.getTime() - stockHoldMinutes() * 60_000),
    promiseCutoff: new Date(at.getTime() - settings.unpaidOrderDays * 86_400_000),
  };
}

/** Cancels the locked lapsed orders: units let go, promises cancelled, the shopper who promised told. */
export async function letLapsedOrdersGo(tx: Tx, lapsed: LapsedOrder[], settings: UnpaidOrderSettings, at: Date): Promise<void> {
  for (const { id, promised, stockHeld } of lapsed) {
    if (stockHeld) await releaseForOrder(tx, id, orderLineStock(await orderStore.items([id], tx)), "deallocate", "Not paid in time");
    await orderStore.cancelPaymentPromises(tx, id, at);
    await orderStore.cancelHold(tx, id, at);
    // A subscription it bought, still waiting for this payment, ends with it.
    await settlePendingSubscriptions(tx, id, { status: "incomplete", payment: "unpaid" }, { status: "cancelled", payment: "unpaid" }, at);
    if (promised) {
      const order = await orderStore.order(id, tx);
      if (order) await enqueueOrderNotices(tx, order, [orderCancelledNotice(id, settings.unpaidOrderDays)]);
    }
  }
}

/** A checkout's part: the lapsed orders holding any of `productIds`, locked (those another holds are skipped), as a
 * read that travels with the checkout's others; letLapsedOrdersGo cancels them. */
export const lapsedOrdersHoldingRead = (productIds: string[], settings: UnpaidOrderSettings, at: Date) =>
  orderStore.lapsedOrdersRead({ productIds, ...lapseCutoffs(at, settings) });

/** Orders cancelled per transaction of a periodic run. */
export const LAPSE_BATCH = 50;

/**
 * The periodic part (every server's purge run): cancels every lapsed order, LAPSE_BATCH to a transaction, at most
 * `maxBatches` batches (a run leaves the rest to the next); how many.
 */
export async function cancelLapsedOrders(at: Date = now(), maxBatches = 20): Promise<number> {
  const settings = await readUnpaidOrderSettings();
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const cancelled = await orderStore.transaction(async (tx) => {
      const lapsed = await orderStore.lockLapsedOrders(tx, { ...lapseCutoffs(at, settings), limit: LAPSE_BATCH });
      await letLapsedOrdersGo(tx, lapsed, settings, at);
      return lapsed.length;
    });
    total += cancelled;
    if (cancelled < LAPSE_BATCH) break;
  }
  return total > 0 ? stockChanged(total) : total;
}
