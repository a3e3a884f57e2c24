// The demo store's payment settings: a bank account per currency shown to a shopper whose order waits for payment
// (plainly not real accounts: the names say so; the numbers pass their checks), and the manual gateway on. The
// accounts are set only while none are kept, so an administrator's own settings are never overwritten.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { paymentSettings } from "@/lib/storage/schema";

const DEMO_NAME = "Cartwright Demo Ltd (demo: do not pay)";

export const DEMO_BANK_ACCOUNTS: Record<string, Record<string, string>> = {
  GBP: { account_name: DEMO_NAME, sort_code: "04-00-04", account_number: "12345678" },
  // The IBAN standard's own example number, and a BIC with a demo bank code.
  EUR: { account_name: DEMO_NAME, iban: "DE89 3704 0044 0532 0130 00", bic: "DEMODEFF" },
  USD: { account_name: DEMO_NAME, routing_number: "123456780", account_number: "000123456789" },
};

// The single block of bank details an earlier demo store was given: a store still holding it gets the demo accounts.
const EARLIER_DEMO_BANK_DETAILS = [
  "Cartwright Demo Ltd",
  "Sort code 00-00-00 · Account 00000000",
  "IBAN GB00 DEMO 0000 0000 0000 00 · BIC DEMOGB00",
  "(A demo store: please do not send money.)",
].join("\n");

/**
 * The demo store also enables EP's manual gateway for shoppers (a new store's is off), so that EP's own storefront,
 * which pays with it, checks out against the demo store (docs/payments.md "The manual gateway"). A row may exist
 * before the seed (with the defaults): it is a new store's while it holds no bank details of either kind.
 */
export async function seedPaymentSettings(db: Db): Promise<void> {
  const unset = sql`${paymentSettings.bankAccounts} = '{}'::jsonb and ${paymentSettings.bankDetails} in ('', ${EARLIER_DEMO_BANK_DETAILS})`;
  await db
    .insert(paymentSettings)
    .values({ id: "payment", bankAccounts: DEMO_BANK_ACCOUNTS, manualGatewayEnabled: true })
    .onConflictDoUpdate({
      target: paymentSettings.id,
      set: { bankAccounts: DEMO_BANK_ACCOUNTS, manualGatewayEnabled: sql`${paymentSettings.bankDetails} = '' or ${paymentSettings.manualGatewayEnabled}` },
      setWhere: unset,
    });
}
