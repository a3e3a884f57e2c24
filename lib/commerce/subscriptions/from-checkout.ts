// Subscribing through the cart (docs/subscriptions.md): checking out a cart with subscription_item lines makes one
// subscription per line for the signed-in account, in the checkout's transaction — the order and its
// subscriptions exist together or not at all. A guest has no account to hold a subscription: refused (422) before
// anything is written. The order pays the first period (billing-schedule.ts checkoutSchedule), and the subscription
// starts when the order is paid (pending-start.ts).
import type { Tx } from "@/lib/storage/db";
import { subscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { ApiError } from "../errors";
import { checkoutSchedule } from "./billing-schedule";
import { startsPending } from "./pending-start";
import type { BillingInterval } from "./schemas";

type SubscriptionLine = { type: string; quantity: number; subscription: { offering_id: string; plan_id: string } | null };

export const hasSubscriptions = (lines: readonly { type: string }[]) => lines.some((line) => line.type === "subscription_item");

export const subscriptionNeedsAccount = (cartId: string) =>
  new ApiError({
    status: 422,
    title: "Account required",
    detail: "A subscription belongs to an account: sign in to check out a cart with a subscription.",
    meta: { id: cartId },
  });

/** The cart's subscriptions, written on checkout's transaction `tx` (opaque here: passed to the store); their ids. */
export async function subscribeAtCheckout(
  tx: Tx,
  order: { id: string; accountId: string; currency: string; customer: { name: string; email: string }; total: number },
  lines: readonly SubscriptionLine[],
  at: Date,
): Promise<string[]> {
  const wanted = lines.filter((line) => line.type === "subscription_item" && line.subscription);
  if (wanted.length === 0) return [];
  const joined = subscriptionStore().joined(tx);
  const parts = await joined.parts(wanted.map((line) => line.subscription!.offering_id));
  // Until the order is paid the subscription waits (pending-start.ts): not billed, and said so to the shopper.
  const pending = startsPending(order.total);
  const values = wanted.map((line) => {
    const offering = parts.get(line.subscription!.offering_id);
    const plan = offering?.plans.find((p) => p.id === line.subscription!.plan_id);
    if (!offering || !plan) {
      throw new ApiError({ status: 422, title: "Subscription no longer offered", detail: "A subscription in the cart is no longer offered; remove it and add it again." });
    }
    const schedule = checkoutSchedule({ ...plan, billingIntervalType: plan.billingIntervalType as BillingInterval }, at);
    return {
      accountId: order.accountId,
      offeringId: offering.offering.id,
      planId: plan.id,
      currency: order.currency,
      name: order.customer.name,
      email: order.customer.email,
      quantity: line.quantity,
      orderId: order.id,
      pending,
      status: pending ? "inactive" : "active",
      owner: offering.offering.owner,
      invoiceAfter: schedule.invoiceAfter,
      endDate: schedule.endDate,
      createdAt: at,
      updatedAt: at,
    };
  });
  return joined.insert(values);
}
