// Billing runs inside the server (docs/subscriptions.md): every BILLING_INTERVAL_SECONDS (300 by default; 0 turns
// it off) the server runs billing once. Several servers on one database may all do so: a run bills each period
// once whatever runs overlap (billing-run.ts). Within a process a run never starts while the last is running.
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { getDb } from "@/lib/storage/db";
import { errorFields, log } from "./log";
import { numberSetting } from "@/lib/env/number-setting";

const holder = globalThis as unknown as { __cartwrightBillingTimer?: NodeJS.Timeout };

export function billingIntervalMs(value = process.env.BILLING_INTERVAL_SECONDS): number {
  // Not a number, or below zero: off, like 0.
  return numberSetting(value, 300, { invalid: 0 }) * 1000;
}

export function startBillingTimer(): void {
  const interval = billingIntervalMs();
  if (interval === 0 || holder.__cartwrightBillingTimer) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await runBilling(await getDb());
      if (report.invoices_created || report.closed || report.invoice_failures) log("info", "billing run", report);
    } catch (error) {
      log("error", "billing run failed", { error: errorFields(error).error });
    } finally {
      running = false;
    }
  };
  holder.__cartwrightBillingTimer = setInterval(() => void tick(), interval);
  // The timer alone never keeps a process alive (a drain exits without waiting for it).
  holder.__cartwrightBillingTimer.unref();
}

export function stopBillingTimer(): void {
  if (holder.__cartwrightBillingTimer) clearInterval(holder.__cartwrightBillingTimer);
  holder.__cartwrightBillingTimer = undefined;
}
