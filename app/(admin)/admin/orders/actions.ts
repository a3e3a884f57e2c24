"use server";
// The admin order page's actions: take an authorized payment, give money back, void a hold, ship or cancel the
// order. Each checks the session, asks for the confirmation box, calls the one domain function the API calls, and
// comes back to the order page saying what happened (plain form posts; no JavaScript needed).
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/commerce/errors";
import { minorUnitsFromText } from "@/lib/commerce/money";
import { getOrder } from "@/lib/commerce/orders/orders";
import { updateOrder } from "@/lib/commerce/orders/update-order";
import { cancelTransaction, captureTransaction, refundTransaction } from "@/lib/commerce/payments/transaction-actions";
import { requireAdmin } from "@/lib/web/admin-session";

const back = (orderId: string, outcome: { done?: string; error?: string }) =>
  `/admin/orders/${encodeURIComponent(orderId)}?${new URLSearchParams(outcome as Record<string, string>)}`;

async function act(form: FormData, work: (orderId: string, caller: Awaited<ReturnType<typeof requireAdmin>>) => Promise<string>): Promise<never> {
  const orderId = String(form.get("order_id") ?? "");
  const caller = await requireAdmin(`/admin/orders/${orderId}`);
  let outcome: { done?: string; error?: string };
  if (form.get("confirm") !== "yes") outcome = { error: "Tick the box to confirm, then try again." };
  else {
    try {
      outcome = { done: await work(orderId, caller) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = { error: error.errors.map((e) => e.detail ?? e.title).join(" ") };
    }
  }
  redirect(back(orderId, outcome));
}

export async function captureAction(form: FormData) {
  return act(form, async (orderId, caller) => {
    const t = await captureTransaction(caller, orderId, String(form.get("transaction_id") ?? ""));
    return `Captured ${t.amount === 0 ? "nothing" : "the authorized payment"}.`;
  });
}

export async function refundAction(form: FormData) {
  return act(form, async (orderId, caller) => {
    const { order } = await getOrder(caller, orderId);
    const typed = String(form.get("amount") ?? "");
    const amount = minorUnitsFromText(typed, order.currency);
    if (amount === undefined) throw new ApiError({ status: 400, title: "Invalid amount", detail: `Enter the amount to refund as a number, such as 12.50 (not “${typed.slice(0, 40)}”).` });
    const t = await refundTransaction(caller, orderId, String(form.get("transaction_id") ?? ""), { amount });
    return `Refunded. ${t.refundedAmount === t.amount ? "The payment is refunded in full." : "Part of the payment is refunded."}`;
  });
}

export async function voidAction(form: FormData) {
  return act(form, async (orderId, caller) => {
    await cancelTransaction(caller, orderId, String(form.get("transaction_id") ?? ""));
    return "The payment is voided.";
  });
}

export async function shipAction(form: FormData) {
  return act(form, async (orderId, caller) => {
    await updateOrder(caller, orderId, { type: "order", shipping: "fulfilled" });
    return "The order is marked as shipped.";
  });
}

export async function cancelOrderAction(form: FormData) {
  return act(form, async (orderId, caller) => {
    await updateOrder(caller, orderId, { type: "order", status: "cancelled" });
    return "The order is cancelled.";
  });
}
