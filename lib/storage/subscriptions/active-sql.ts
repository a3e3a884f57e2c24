// The SQL twin of "an active subscription" (lib/commerce/subscriptions/subscription-activity.ts isInactive): one
// that is not canceled, paused, closed, suspended or pending. The billing run's scan needs it in SQL to find what is due;
// tests/api/subscription-activity-sql.test.ts runs both on every combination of the flags and fails when they
// disagree.
import { and, eq, type SQL } from "drizzle-orm";
import { subscriptions } from "../schema";

export function activeSubscriptionSql(): SQL {
  return and(eq(subscriptions.canceled, false), eq(subscriptions.paused, false), eq(subscriptions.closed, false), eq(subscriptions.suspended, false), eq(subscriptions.pending, false))!;
}
