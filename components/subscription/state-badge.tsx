import type { SubscriptionState } from "@/lib/commerce/subscriptions/subscription-pages";

const LABEL: Record<SubscriptionState, string> = {
  active: "Running",
  pending: "Starts when your payment is received",
  paused: "Paused",
  canceled: "Canceled",
  closed: "Closed",
  suspended: "Suspended",
};

const TONE: Record<SubscriptionState, string> = {
  active: "bg-brand-50 text-brand-900 ring-brand-600/30",
  pending: "bg-amber-50 text-amber-900 ring-amber-600/30",
  paused: "bg-amber-50 text-amber-900 ring-amber-600/30",
  canceled: "bg-red-50 text-red-800 ring-red-600/30",
  closed: "bg-stone-100 text-stone-700 ring-stone-400/40",
  suspended: "bg-red-50 text-red-800 ring-red-600/30",
};

/** Where the subscription stands in its lifecycle: running, waiting for its first payment, paused, canceled, closed or suspended. */
export function StateBadge({ state }: { state: SubscriptionState }) {
  return (
    <span data-testid="subscription-state" data-value={state} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONE[state]}`}>
      <span className="sr-only">State: </span>
      {LABEL[state]}
    </span>
  );
}
