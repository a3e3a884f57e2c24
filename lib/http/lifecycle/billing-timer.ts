// Billing runs inside the server (docs/subscriptions.md): every BILLING_INTERVAL_SECONDS (300 by default; 0 turns
// it off) the server runs billing once. Several servers on one database may all do so: a run bills each period
// once whatever runs overlap (billing-run.ts). Within a process a run never starts while the last is running.
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { intervalMs, startIntervalJob, stopIntervalJob } from "./interval-job";
import { log } from "../logging/log";

export function billingIntervalMs(value = process.env.BILLING_INTERVAL_SECONDS): number {
  return intervalMs(value, 300);
}

export function startBillingTimer(): void {
  startIntervalJob("billing run", billingIntervalMs(), async () => {
    const report = await runBilling();
    if (report.invoices_created || report.closed || report.invoice_failures) log("info", "billing run", report);
  });
}

export function stopBillingTimer(): void {
  stopIntervalJob("billing run");
}
