// The store's payment settings (one row, id 'payment'; lib/commerce/settings/payment-settings.ts and
// lib/commerce/payments/gateway-settings.ts).
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { compiledTableRead, readsOn, type BatchedRead } from "../batched-read";
import { paymentSettings } from "../schema";

export type StoredPaymentSettings = {
  /** The bank account per currency; {} while none are stored. (The earlier single block, bank_details, is no longer read.) */
  bankAccounts: Record<string, Record<string, string>>;
  /** EP's manual gateway `enabled`: false while none is stored (EP's default). */
  manualGatewayEnabled: boolean;
};

export type PaymentSettingsStore = {
  /** The settings, the defaults while no row is stored; in `within`'s transaction when given. */
  read(within?: Executor): Promise<StoredPaymentSettings>;
  /** The settings as a read to send with others (batched-read.ts). */
  settingsRead(): BatchedRead<StoredPaymentSettings>;
  /** Stores the fields given, the others kept; what is stored afterwards. */
  write(fields: Partial<StoredPaymentSettings>, at: Date): Promise<StoredPaymentSettings>;
};

const settingsOf = (row?: typeof paymentSettings.$inferSelect): StoredPaymentSettings => ({
  bankAccounts: row?.bankAccounts ?? {},
  manualGatewayEnabled: row?.manualGatewayEnabled ?? false,
});

const settingsRead = compiledTableRead(paymentSettings, eq(paymentSettings.id, "payment"), ([row]) => settingsOf(row));

const sqlPaymentSettingsStore: PaymentSettingsStore = {
  async read(within) {
    const [settings] = await readsOn(within ?? (await getDb()))(sqlPaymentSettingsStore.settingsRead());
    return settings;
  },
  settingsRead: () => settingsRead({}),
  async write(fields, at) {
    const [row] = await (await getDb())
      .insert(paymentSettings)
      .values({ id: "payment", ...fields })
      .onConflictDoUpdate({ target: paymentSettings.id, set: { ...fields, updatedAt: at } })
      .returning();
    return settingsOf(row);
  },
};

export function paymentSettingsStore(): PaymentSettingsStore {
  return sqlPaymentSettingsStore;
}
