// How the store treats orders waiting for a payment outside it (docs/orders.md "Orders that are not paid"): how many
// days an unpaid pay-later order is kept before it is cancelled and its stock let go, and how many unpaid orders one
// shopper (a client address, an e-mail) may have open at once. Kept in the database (order_settings), changed on
// the admin's store settings.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { orderSettingsStore } from "@/lib/storage/settings/order-settings-store";
import type { Executor } from "@/lib/storage/db";
import type { BatchedRead } from "@/lib/storage/batched-read";
import { now } from "../clock";
import type { UnpaidOrderSettingsValues } from "./unpaid-order-settings-schema";

export { unpaidOrderSettingsSchema, type UnpaidOrderSettingsValues } from "./unpaid-order-settings-schema";

export type UnpaidOrderSettings = { unpaidOrderDays: number; unpaidOrdersPerShopper: number };

/** The settings; `within` (a transaction, passed through) when the caller reads them in its own. */
export async function readUnpaidOrderSettings(within?: Executor): Promise<UnpaidOrderSettings> {
  return orderSettingsStore().read(within);
}

/** The settings as a read that travels with others (a checkout sends it with the cart's lock). */
export const unpaidOrderSettingsRead = (): BatchedRead<UnpaidOrderSettings> => orderSettingsStore().settingsRead();

export async function updateUnpaidOrderSettings(values: UnpaidOrderSettingsValues, caller?: Caller): Promise<UnpaidOrderSettings> {
  const saved = await orderSettingsStore().save({ unpaidOrderDays: values.unpaid_order_days, unpaidOrdersPerShopper: values.unpaid_orders_per_shopper }, now());
  const days = saved.unpaidOrderDays === 1 ? "1 day" : `${saved.unpaidOrderDays} days`;
  await recordSettingsChange(caller, "store", `Set unpaid orders to be kept ${days}, at most ${saved.unpaidOrdersPerShopper} open per shopper`);
  return saved;
}
