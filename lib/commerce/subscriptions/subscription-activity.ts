// An inactive subscription (docs/subscriptions.md): one that is canceled, paused, closed or suspended, or pending
// (waiting for the payment of the order that bought it: pending-start.ts). It is not
// billed (billing-decision.ts, and the billing run's scan), its status is `inactive`, and it has no next bill. The
// billing run finds what is due in SQL: lib/storage/subscriptions/active-sql.ts is this rule's SQL twin, bound to it
// by tests/api/subscription-activity-sql.test.ts.

export type SubscriptionFlags = { canceled: boolean; paused: boolean; closed: boolean; suspended: boolean; pending?: boolean };

export function isInactive(flags: SubscriptionFlags): boolean {
  return flags.canceled || flags.paused || flags.closed || flags.suspended || Boolean(flags.pending);
}

/** `active` while the subscription is billed; paused, suspended, canceled, closed or pending ones are `inactive`. */
export function subscriptionStatus(flags: SubscriptionFlags): "active" | "inactive" {
  return isInactive(flags) ? "inactive" : "active";
}
