// The store's unpaid order settings (one row, id 'orders'; lib/commerce/settings/unpaid-order-settings.ts). A store
// that has saved none has the columns' defaults.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { orderSettings } from "../schema";
import { compiledTableRead, readsOn, type BatchedRead } from "../batched-read";

export type StoredOrderSettings = { unpaidOrderDays: number; unpaidOrdersPerShopper: number };

export const DEFAULT_ORDER_SETTINGS: StoredOrderSettings = { unpaidOrderDays: 7, unpaidOrdersPerShopper: 3 };

export type OrderSettingsStore = {
  /** The settings; in `within`'s transaction when given. */
  read(within?: Executor): Promise<StoredOrderSettings>;
  /** The same read, to travel with others (a checkout sends it with the cart's lock). */
  settingsRead(): BatchedRead<StoredOrderSettings>;
  /** Stores them; what is stored afterwards. */
  save(settings: StoredOrderSettings, at: Date): Promise<StoredOrderSettings>;
};

const settingsRead = compiledTableRead(orderSettings, eq(orderSettings.id, "orders"), ([row]): StoredOrderSettings =>
  row ? { unpaidOrderDays: row.unpaidOrderDays, unpaidOrdersPerShopper: row.unpaidOrdersPerShopper } : { ...DEFAULT_ORDER_SETTINGS },
);

const sqlOrderSettingsStore: OrderSettingsStore = {
  async read(within) {
    const [settings] = await readsOn(within ?? (await getDb()))(this.settingsRead());
    return settings;
  },
  settingsRead: () => settingsRead({}),
  async save(settings, at) {
    const [row] = await (await getDb())
      .insert(orderSettings)
      .values({ id: "orders", ...settings })
      .onConflictDoUpdate({ target: orderSettings.id, set: { ...settings, updatedAt: at } })
      .returning();
    return { unpaidOrderDays: row.unpaidOrderDays, unpaidOrdersPerShopper: row.unpaidOrdersPerShopper };
  },
};

export function orderSettingsStore(): OrderSettingsStore {
  return sqlOrderSettingsStore;
}
