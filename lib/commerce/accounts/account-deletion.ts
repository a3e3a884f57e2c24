// Whether an account may be deleted (DELETE /v2/accounts/{id}, docs/api.md "Accounts and memberships"): not while it
// has a subscription that may still bill. Canceled and closed ones are over; a paused, suspended or pending one may
// be resumed or started and bill an account nobody can sign in to any more, so it must be canceled first. Orders
// never stop a deletion: they keep their amounts and the account's id.
import { ApiError } from "../errors";
import type { SubscriptionFlags } from "../subscriptions/subscription-activity";

/** The subscriptions (of the account's) that may still bill. */
export function subscriptionsStillBilling<S extends SubscriptionFlags & { id: string }>(subscriptions: S[]): S[] {
  return subscriptions.filter((s) => !s.canceled && !s.closed);
}

export function accountHasLiveSubscriptions(ids: string[]): ApiError {
  return new ApiError({
    status: 409,
    title: "Conflict",
    detail: "The account has subscriptions that may still bill: cancel them before deleting it.",
    meta: { subscription_ids: ids },
  });
}
