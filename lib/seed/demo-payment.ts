// The demo store's bank details, shown to a shopper whose order waits for payment (plainly not a real account).
// Set only while none are kept, so an administrator's own are never overwritten.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { paymentSettings } from "@/lib/storage/schema";

export const DEMO_BANK_DETAILS = [
  "Cartwright Demo Ltd",
  "Sort code 00-00-00 · Account 00000000",
  "IBAN GB00 DEMO 0000 0000 0000 00 · BIC DEMOGB00",
  "(A demo store: please do not send money.)",
].join("\n");

export async function seedPaymentSettings(db: Db): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ id: "payment", bankDetails: DEMO_BANK_DETAILS })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { bankDetails: DEMO_BANK_DETAILS }, setWhere: sql`${paymentSettings.bankDetails} = ''` });
}
