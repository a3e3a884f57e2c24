// The store's payment settings (one row, id 'payment'; lib/commerce/settings/payment-settings.ts and
// lib/commerce/payments/gateway-settings.ts).
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
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
  /** Stores the fields given, the others kept; what is stored afterwards. */
  write(fields: Partial<StoredPaymentSettings>, at: Date): Promise<StoredPaymentSettings>;
};

const settingsOf = (row?: typeof paymentSettings.$inferSelect): StoredPaymentSettings => ({
  bankAccounts: row?.bankAccounts ?? {},
  manualGatewayEnabled: row?.manualGatewayEnabled ?? false,
});

const sqlPaymentSettingsStore: PaymentSettingsStore = {
  async read(within) {
    const [row] = await (within ?? (await getDb())).select().from(paymentSettings).where(eq(paymentSettings.id, "payment"));
    return settingsOf(row);
  },
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
