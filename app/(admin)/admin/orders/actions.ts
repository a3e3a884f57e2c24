"use server";
// The admin order page's actions: take an authorized payment, give money back, void a hold, ship or cancel the
// order. Each checks the session, asks for the confirmation box, calls the one domain function the API calls, and
// comes back to the order page saying what happened (plain form posts; no JavaScript needed).
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg } from "@/lib/http/server-action";
import { ApiError } from "@/lib/commerce/errors";
import { minorUnitsFromText } from "@/lib/commerce/money";
import { getOrder } from "@/lib/commerce/orders/orders";
import { updateOrder } from "@/lib/commerce/orders/update-order";
import { cancelTransaction, captureTransaction, refundTransaction } from "@/lib/commerce/payments/transaction-actions";
import { requireAdmin } from "@/lib/web/admin-session";

const back = (orderId: string, outcome: { done?: string; error?: string }) =>
  `/admin/orders/${encodeURIComponent(orderId)}?${new URLSearchParams(outcome as Record<string, string>)}`;

type Work = (orderId: string, caller: Awaited<ReturnType<typeof requireAdmin>>, form: FormData) => Promise<string>;

/** An order action's one argument, its form, checked (server-action.ts); then the session, the box, the work. */
async function act(name: string, args: readonly unknown[], work: Work): Promise<never> {
  const [form] = actionArguments(name, args, z.tuple([formArg]));
  const orderId = String(form.get("order_id") ?? "");
  const caller = await requireAdmin(`/admin/orders/${orderId}`);
  let outcome: { done?: string; error?: string };
  if (form.get("confirm") !== "yes") outcome = { error: "Tick the box to confirm, then try again." };
  else {
    try {
      outcome = { done: await work(orderId, caller, form) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = { error: error.errors.map((e) => e.detail ?? e.title).join(" ") };
    }
  }
  redirect(back(orderId, outcome));
}

export async function captureAction(...args: [form: FormData]) {
  return act("captureAction", args, async (orderId, caller, form) => {
    const t = await captureTransaction(caller, orderId, String(form.get("transaction_id") ?? ""));
    return `Captured ${t.amount === 0 ? "nothing" : "the authorized payment"}.`;
  });
}

export async function refundAction(...args: [form: FormData]) {
  return act("refundAction", args, async (orderId, caller, form) => {
    const { order } = await getOrder(caller, orderId);
    const typed = String(form.get("amount") ?? "");
    const amount = minorUnitsFromText(typed, order.currency);
    if (amount === undefined) throw new ApiError({ status: 400, title: "Invalid amount", detail: `Enter the amount to refund as a number, such as 12.50 (not “${typed.slice(0, 40)}”).` });
    const t = await refundTransaction(caller, orderId, String(form.get("transaction_id") ?? ""), { amount });
    return `Refunded. ${t.refundedAmount === t.amount ? "The payment is refunded in full." : "Part of the payment is refunded."}`;
  });
}

export async function voidAction(...args: [form: FormData]) {
  return act("voidAction", args, async (orderId, caller, form) => {
    await cancelTransaction(caller, orderId, String(form.get("transaction_id") ?? ""));
    return "The payment is voided.";
  });
}

export async function shipAction(...args: [form: FormData]) {
  return act("shipAction", args, async (orderId, caller) => {
    await updateOrder(caller, orderId, { type: "order", shipping: "fulfilled" });
    return "The order is marked as shipped.";
  });
}

export async function cancelOrderAction(...args: [form: FormData]) {
  return act("cancelOrderAction", args, async (orderId, caller) => {
    await updateOrder(caller, orderId, { type: "order", status: "cancelled" });
    return "The order is cancelled.";
  });
}
