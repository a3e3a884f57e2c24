// How the store is paid outside a card gateway (docs/orders.md "Paying by bank transfer or on delivery"): the bank
// details a shopper who owes money is shown on the order page and in the confirmation. One row, id 'payment'.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/storage/db";
import { paymentSettings } from "@/lib/storage/schema";

export { BANK_DETAILS_MAX, paymentSettingsSchema, type PaymentSettingsValues } from "./payment-settings-schema";
import type { PaymentSettingsValues } from "./payment-settings-schema";

export type PaymentSettings = { bankDetails: string };

export async function readPaymentSettings(db?: Executor): Promise<PaymentSettings> {
  const [row] = await (db ?? (await getDb())).select().from(paymentSettings).where(eq(paymentSettings.id, "payment"));
  return { bankDetails: row?.bankDetails ?? "" };
}

export async function updatePaymentSettings(values: PaymentSettingsValues): Promise<PaymentSettings> {
  const bankDetails = values.bank_details.replace(/\r\n?/g, "\n");
  const [row] = await (await getDb())
    .insert(paymentSettings)
    .values({ id: "payment", bankDetails })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { bankDetails, updatedAt: new Date() } })
    .returning();
  return { bankDetails: row.bankDetails };
}
