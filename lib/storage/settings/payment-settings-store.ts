// The store's payment settings (one row, id 'payment'; lib/commerce/settings/payment-settings.ts).
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { paymentSettings } from "../schema";

export type PaymentSettingsStore = {
  /** The bank details ("" while none are stored); in `within`'s transaction when given. */
  bankDetails(within?: Executor): Promise<string>;
  /** Stores the bank details; what is stored afterwards. */
  setBankDetails(bankDetails: string, at: Date): Promise<string>;
};

const sqlPaymentSettingsStore: PaymentSettingsStore = {
  async bankDetails(within) {
    const [row] = await (within ?? (await getDb())).select().from(paymentSettings).where(eq(paymentSettings.id, "payment"));
    return row?.bankDetails ?? "";
  },
  async setBankDetails(bankDetails, at) {
    const [row] = await (await getDb())
      .insert(paymentSettings)
      .values({ id: "payment", bankDetails })
      .onConflictDoUpdate({ target: paymentSettings.id, set: { bankDetails, updatedAt: at } })
      .returning();
    return row.bankDetails;
  },
};

export function paymentSettingsStore(): PaymentSettingsStore {
  return sqlPaymentSettingsStore;
}
