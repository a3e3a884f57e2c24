"use server";
// The admin order page's actions: take an authorized payment, give money back, void a hold, ship or cancel the
// order (with a reason), leave an internal note. Each checks the session, asks for the confirmation box (a note needs
// none), calls the one domain function the API calls, and
// comes back to the order page saying what happened (plain form posts; no JavaScript needed).
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg } from "@/lib/http/actions/server-action";
import { orderIdParam } from "@/lib/http/path-ids";
import type { Uuid } from "@/lib/commerce/uuid";
import { ApiError } from "@/lib/commerce/errors";
import { formatMoney, minorUnitsFromText } from "@/lib/commerce/money";
import { refundLinesSchema, refundOrderLines } from "@/lib/commerce/orders/refund-lines";
import { shipOrder, shipOrderSchema } from "@/lib/commerce/orders/ship-order";
import { PAYMENT_WAYS, recordPayment, recordPaymentFormSchema } from "@/lib/commerce/payments/record-payment";
import { parseOrThrow } from "@/lib/commerce/validation";
import { getOrder } from "@/lib/commerce/orders/orders";
import { updateOrder } from "@/lib/commerce/orders/update-order";
import { markRefundPaidOut } from "@/lib/commerce/payments/refund-records";
import { cancelTransaction, captureTransaction, refundTransaction } from "@/lib/commerce/payments/transaction-actions";
import { requireAdmin } from "@/lib/web/admin-session";
import { cancelReasonSchema, cancelReasonText } from "@/lib/commerce/orders/cancel-reason";
import { addOrderNote, orderNoteSchema } from "@/lib/commerce/orders/order-notes";

const back = (orderId: string, outcome: { done?: string; error?: string }) =>
  `/admin/orders/${encodeURIComponent(orderId)}?${new URLSearchParams(outcome as Record<string, string>)}`;

type Work = (orderId: Uuid, caller: Awaited<ReturnType<typeof requireAdmin>>, form: FormData) => Promise<string>;

/** An order action's one argument, its form, checked (server-action.ts); then the session, the box, the work. */
async function act(name: string, args: readonly unknown[], work: Work, { confirmed = true } = {}): Promise<never> {
  const [form] = actionArguments(name, args, z.tuple([formArg]));
  const orderId = String(form.get("order_id") ?? "");
  const caller = await requireAdmin(`/admin/orders/${orderId}`);
  let outcome: { done?: string; error?: string };
  if (confirmed && form.get("confirm") !== "yes") outcome = { error: "Tick the box to confirm, then try again." };
  else {
    try {
      outcome = { done: await work(orderIdParam(orderId), caller, form) };
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
  return act("shipAction", args, async (orderId, caller, form) => {
    const shipping = parseOrThrow(shipOrderSchema, { carrier: form.get("carrier") ?? "", tracking_number: form.get("tracking_number") ?? "" }, "");
    await shipOrder(caller, orderId, shipping);
    return `The order is marked as shipped with ${shipping.carrier}, tracking number ${shipping.tracking_number}.`;
  });
}

export async function recordPaymentAction(...args: [form: FormData]) {
  return act("recordPaymentAction", args, async (orderId, caller, form) => {
    const typed = parseOrThrow(recordPaymentFormSchema, { amount: form.get("amount") ?? "", way: form.get("way") ?? "", reference: form.get("reference") ?? "" }, "");
    const { order } = await getOrder(caller, orderId);
    const amount = minorUnitsFromText(typed.amount, order.currency);
    if (amount === undefined) throw new ApiError({ status: 400, title: "Invalid amount", detail: `Enter the amount received as a number, such as 12.50 (not “${typed.amount.slice(0, 40)}”).` });
    await recordPayment(caller, orderId, { amount, way: typed.way, reference: typed.reference });
    return `Recorded ${formatMoney(amount, order.currency)} received (${PAYMENT_WAYS[typed.way].toLowerCase()}).`;
  });
}

/** The refund-by-line form: per line `units-<item id>` (a count) and `restock-<item id>` (a box). */
export async function refundLinesAction(...args: [form: FormData]) {
  return act("refundLinesAction", args, async (orderId, caller, form) => {
    const lines = [...form.keys()]
      .filter((key) => key.startsWith("units-"))
      .map((key) => {
        const itemId = key.slice("units-".length);
        const typed = String(form.get(key) ?? "").trim();
        const quantity = typed === "" ? 0 : Number(typed);
        if (!Number.isInteger(quantity) || quantity < 0) throw new ApiError({ status: 400, title: "Invalid quantity", detail: "Enter a whole number of units to refund for each line (0 for none)." });
        return { item_id: itemId, quantity, restock: form.get(`restock-${itemId}`) === "yes" };
      });
    const request = parseOrThrow(refundLinesSchema, { lines, shipping: form.get("refund-shipping") === "yes" }, "");
    const refunded = await refundOrderLines(caller, orderId, request);
    const what = [refunded.units ? (refunded.units === 1 ? "1 unit" : `${refunded.units} units`) : "", refunded.shipping ? "the shipping" : ""].filter(Boolean).join(" and ");
    return `Refunded ${formatMoney(refunded.amount, refunded.currency)} for ${what}.`;
  });
}

/** A refund the store pays back by hand (a bank transfer's) has been paid: recorded with the time. */
export async function paidOutAction(...args: [form: FormData]) {
  return act("paidOutAction", args, async (orderId, caller, form) => {
    const refund = await markRefundPaidOut(caller, orderId, String(form.get("refund_id") ?? ""));
    return `Recorded: ${formatMoney(refund.manualAmount, refund.currency)} paid back to the shopper.`;
  });
}

export async function cancelOrderAction(...args: [form: FormData]) {
  return act("cancelOrderAction", args, async (orderId, caller, form) => {
    const why = parseOrThrow(cancelReasonSchema, { reason: form.get("reason") ?? "", details: form.get("details") ?? "" }, "");
    await updateOrder(caller, orderId, { type: "order", status: "cancelled" }, { reason: cancelReasonText(why) });
    return "The order is cancelled, and the shopper is told why.";
  });
}

/** An internal note for the team: on the order's timeline, never shown to the shopper. */
export async function addNoteAction(...args: [form: FormData]) {
  return act(
    "addNoteAction",
    args,
    async (orderId, caller, form) => {
      const { text } = parseOrThrow(orderNoteSchema, { text: form.get("note") ?? "" }, "");
      await addOrderNote(caller, orderId, text);
      return "Note added.";
    },
    { confirmed: false },
  );
}
