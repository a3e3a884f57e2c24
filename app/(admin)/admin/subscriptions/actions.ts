"use server";
// "Run billing now": checks the session and the confirmation box, runs one billing run, and comes back to the list
// saying what it did (a plain form post; no JavaScript needed).
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg } from "@/lib/http/server-action";
import { billingReportWords, runBillingNow } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { requireAdmin } from "@/lib/web/admin-session";

export async function runBillingAction(...args: [form: FormData]): Promise<never> {
  const [form] = actionArguments("runBillingAction", args, z.tuple([formArg]));
  await requireAdmin("/admin/subscriptions");
  const outcome: Record<string, string> =
    form.get("confirm") !== "yes" ? { error: "Tick the box to confirm, then try again." } : { done: billingReportWords(await runBillingNow()) };
  redirect(`/admin/subscriptions?${new URLSearchParams(outcome)}`);
}
