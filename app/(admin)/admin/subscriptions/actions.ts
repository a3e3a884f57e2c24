"use server";
// "Run billing now": checks the session and the confirmation box, runs one billing run, and comes back to the list
// saying what it did; and a subscription's pause, resume and cancel on the shopper's behalf (plain form posts; no
// JavaScript needed).
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg } from "@/lib/http/actions/server-action";
import { billingReportWords, changeSubscriptionStateForShopper, runBillingNow } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { STATE_ACTIONS } from "@/lib/commerce/subscriptions/schemas";
import { requireAdmin } from "@/lib/web/admin-session";
import { uuidField } from "@/lib/commerce/uuid";

export async function runBillingAction(...args: [form: FormData]): Promise<never> {
  const [form] = actionArguments("runBillingAction", args, z.tuple([formArg]));
  await requireAdmin("/admin/subscriptions");
  const outcome: Record<string, string> =
    form.get("confirm") !== "yes" ? { error: "Tick the box to confirm, then try again." } : { done: billingReportWords(await runBillingNow()) };
  redirect(`/admin/subscriptions?${new URLSearchParams(outcome)}`);
}

const stateChange = z.object({ id: uuidField(), action: z.enum(STATE_ACTIONS) });

/**
 * Pause, resume or cancel a subscription on the shopper's behalf (cancel only with its confirmation box), through the
 * same state change as the API; back to the subscription's page saying what happened or why not.
 */
export async function changeSubscriptionStateAction(...args: [form: FormData]): Promise<never> {
  const [form] = actionArguments("changeSubscriptionStateAction", args, z.tuple([formArg]));
  const caller = await requireAdmin("/admin/subscriptions");
  const parsed = stateChange.safeParse({ id: form.get("id"), action: form.get("action") });
  if (!parsed.success) redirect(`/admin/subscriptions?${new URLSearchParams({ error: "Choose pause, resume or cancel." })}`);
  const { id, action } = parsed.data;
  const page = `/admin/subscriptions/${id}`;
  if (action === "cancel" && form.get("confirm") !== "yes") redirect(`${page}?${new URLSearchParams({ error: "Tick the box to confirm canceling, then try again." })}`);
  const result = await changeSubscriptionStateForShopper(id, action, caller);
  redirect(`${page}?${new URLSearchParams(result.ok ? { done: result.message } : { error: result.message })}`);
}
