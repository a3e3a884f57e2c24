// The subscription lifecycle (docs/api.md "Subscriptions"): pause, resume and cancel are allowed only when the plan
// allows them and the current state permits them — resume only when paused, nothing after cancel
// (or once closed). Pure functions: the service locks the row, asks here, and stores the answer.
import type { StateAction } from "./schemas";
import type { SubscriptionFlags } from "./subscription-activity";

export type PlanPermissions = { canPause: boolean; canResume: boolean; canCancel: boolean };

export type Refusal = { reason: "plan_disallows" | "canceled" | "closed" | "already_paused" | "not_paused"; detail: string };

const VERB: Record<StateAction, string> = { pause: "pausing", resume: "resuming", cancel: "canceling" };

/** Why `action` may not happen now, or undefined when it may. */
export function stateChangeRefusal(action: StateAction, plan: PlanPermissions, flags: SubscriptionFlags): Refusal | undefined {
  if (flags.canceled) {
    return { reason: "canceled", detail: "The subscription is canceled; its state cannot change any more." };
  }
  if (flags.closed) {
    return { reason: "closed", detail: "The subscription is closed; its state cannot change any more." };
  }
  const allowed = action === "pause" ? plan.canPause : action === "resume" ? plan.canResume : plan.canCancel;
  if (!allowed) {
    return { reason: "plan_disallows", detail: `The subscription's plan does not allow ${VERB[action]}.` };
  }
  if (action === "pause" && flags.paused) {
    return { reason: "already_paused", detail: "The subscription is already paused." };
  }
  if (action === "resume" && !flags.paused) {
    return { reason: "not_paused", detail: "Only a paused subscription can be resumed." };
  }
  return undefined;
}

/** The actions a subscriber may take now, in the order a page shows them. */
export function allowedActions(plan: PlanPermissions, flags: SubscriptionFlags): StateAction[] {
  return (["pause", "resume", "cancel"] as const).filter((action) => !stateChangeRefusal(action, plan, flags));
}

/** The flags after an allowed action. */
export function flagsAfter(action: StateAction, flags: SubscriptionFlags): SubscriptionFlags {
  // Pending stays as it is: only the order's payment (or its cancelling) ends the wait (pending-start.ts).
  const { canceled, closed, suspended, pending = false } = flags;
  switch (action) {
    case "pause":
      return { canceled, paused: true, closed, suspended, pending };
    case "resume":
      return { canceled, paused: false, closed, suspended, pending };
    case "cancel":
      return { canceled: true, paused: false, closed, suspended, pending };
  }
}

/** Which timestamp an action sets on the subscription. */
export const ACTION_TIMESTAMP = { pause: "pausedAt", resume: "resumedAt", cancel: "canceledAt" } as const;

/**
 * When the subscription is next eligible for an invoice after an action: a resumed subscription is
 * billed again from the moment it resumes (never earlier than it already was); pausing and canceling
 * leave the time as it was (a paused or canceled subscription is simply not billed).
 */
export function invoiceAfterAction(action: StateAction, invoiceAfter: Date, at: Date): Date {
  if (action === "resume" && invoiceAfter.getTime() < at.getTime()) return at;
  return invoiceAfter;
}

/** The one word a page shows for where the subscription stands. */
export function stateLabel(flags: SubscriptionFlags): "active" | "pending" | "paused" | "canceled" | "closed" | "suspended" {
  if (flags.canceled) return "canceled";
  if (flags.closed) return "closed";
  if (flags.pending) return "pending";
  if (flags.suspended) return "suspended";
  if (flags.paused) return "paused";
  return "active";
}
