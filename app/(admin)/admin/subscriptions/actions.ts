"use server";
// "Run billing now": checks the session and the confirmation box, runs one billing run, and comes back to the list
// saying what it did (a plain form post; no JavaScript needed).
import { redirect } from "next/navigation";
import { billingReportWords, runBillingNow } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { requireAdmin } from "@/lib/web/admin-session";

export async function runBillingAction(form: FormData): Promise<never> {
  await requireAdmin("/admin/subscriptions");
  const outcome: Record<string, string> =
    form.get("confirm") !== "yes" ? { error: "Tick the box to confirm, then try again." } : { done: billingReportWords(await runBillingNow()) };
  redirect(`/admin/subscriptions?${new URLSearchParams(outcome)}`);
}
