import type { Metadata } from "next";
import Link from "next/link";
import { StateBadge } from "@/components/subscription/state-badge";
import { orderState } from "@/lib/commerce/orders/order-status-words";
import { StatusBadge } from "@/components/subscription/status-badge";
import { DateText } from "@/components/ui/date-text";
import { memberProfile, shopperEmailVerified } from "@/lib/commerce/accounts/account-pages";
import { accountOrders } from "@/lib/commerce/orders/order-page-read";
import { orderTitle } from "@/lib/commerce/orders/order-number";
import { cachedStorefrontFacts } from "@/lib/cache/storefront-facts";
import { accountSubscriptions } from "@/lib/commerce/subscriptions/subscription-pages";
import { requireShopper } from "@/lib/web/shopper-session";
import { sendVerificationAgain, signOut } from "./actions";

export const metadata: Metadata = { title: "Your account" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const VERIFICATION_WORDS: Record<string, string> = {
  sent: "We have sent the e-mail. Open the link in it to confirm your address.",
  wait: "We sent one less than 10 minutes ago: look for it in your inbox (and spam folder), or try again later.",
};

export default async function AccountPage({ searchParams }: Props) {
  const shopper = await requireShopper("/account");
  const [profile, subscriptions, orders, verified, query, facts] = await Promise.all([
    memberProfile(shopper.memberId, shopper.accountId),
    accountSubscriptions(shopper.accountId),
    accountOrders(shopper),
    shopperEmailVerified(shopper.memberId),
    searchParams,
    cachedStorefrontFacts(),
  ]);
  const verification = typeof query.verification === "string" ? VERIFICATION_WORDS[query.verification] : undefined;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Your account</h1>
          {profile ? (
            <p className="mt-2 text-stone-600">
              Signed in as {profile.name} ({profile.email})
            </p>
          ) : null}
          <p className="mt-2">
            <Link href="/account/addresses" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Your addresses
            </Link>
          </p>
        </div>
        <form action={signOut}>
          <button type="submit" className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
            Sign out
          </button>
        </form>
      </div>

      <section aria-labelledby="subscriptions-heading" className="mt-10">
        <h2 id="subscriptions-heading" className="text-xl font-semibold">
          Subscriptions
        </h2>
        {subscriptions.length === 0 ? (
          <p className="mt-3 text-stone-600">You have no subscriptions.</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" aria-labelledby="subscriptions-heading">
            {subscriptions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link href={`/account/subscriptions/${s.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {s.offeringName} — {s.planName}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {s.price ? `${s.price.formatted}, ` : ""}
                    {s.planInWords}
                  </p>
                </div>
                <div className="flex gap-2">
                  <StatusBadge status={s.status} />
                  <StateBadge state={s.state} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="orders-heading" className="mt-10">
        <h2 id="orders-heading" className="text-xl font-semibold">
          Orders
        </h2>
        {verified ? null : (
          <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="verify-email-note">
            <p>Verify your e-mail to see orders placed as a guest. We sent you a link when you signed up.</p>
            <form action={sendVerificationAgain} className="mt-2">
              <button type="submit" className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100">
                Send the e-mail again
              </button>
            </form>
            <p role="status" aria-live="polite" className="mt-2 text-sm font-medium" data-testid="verify-email-status">
              {verification ?? ""}
            </p>
          </div>
        )}
        {orders.length === 0 ? (
          <p className="mt-3 text-stone-600">You have no orders yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" aria-labelledby="orders-heading">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link href={`/orders/${order.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {orderTitle(order.number, facts.orderNumberPrefix)}, <DateText date={order.createdAt} currency={order.currency} />
                  </Link>
                  <p className="text-sm text-stone-600">
                    {orderState(order).label}
                  </p>
                </div>
                {order.total ? <p className="font-medium">{order.total}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
