// The demo store's payment settings: bank details shown to a shopper whose order waits for payment (plainly not a
// real account), and the manual gateway on. Set only while no bank details are kept, so an administrator's own
// settings are never overwritten.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { paymentSettings } from "@/lib/storage/schema";

export const DEMO_BANK_DETAILS = [
  "Cartwright Demo Ltd",
  "Sort code 00-00-00 · Account 00000000",
  "IBAN GB00 DEMO 0000 0000 0000 00 · BIC DEMOGB00",
  "(A demo store: please do not send money.)",
].join("\n");

/**
 * The demo store also enables EP's manual gateway for shoppers (a new store's is off), so that EP's own storefront,
 * which pays with it, checks out against the demo store (docs/payments.md "The manual gateway").
 */
export async function seedPaymentSettings(db: Db): Promise<void> {
  const demo = { bankDetails: DEMO_BANK_DETAILS, manualGatewayEnabled: true };
  await db
    .insert(paymentSettings)
    .values({ id: "payment", ...demo })
    .onConflictDoUpdate({ target: paymentSettings.id, set: demo, setWhere: sql`${paymentSettings.bankDetails} = ''` });
}
