import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { cachedStorefrontFacts } from "@/lib/cache/storefront-facts";
import { savedAddressChoices, shippingOptions } from "@/lib/commerce/checkout/checkout-choices";
import { readCheckoutDraft } from "@/lib/commerce/checkout/checkout-draft";
import { draftForChange, resumableDraft } from "@/lib/web/checkout-resume";
import { shippingMethods } from "@/lib/commerce/checkout/prepare-checkout";
import { OrderSummary, summaryTotal } from "@/components/checkout/order-summary";
import { SummaryDisclosure } from "@/components/checkout/summary-disclosure";
import { EmptyCart } from "@/components/cart/empty-cart";
import { memberProfile, savedAddresses, signUpOpen } from "@/lib/commerce/accounts/account-pages";
import { SubscriptionAccountChoice } from "@/components/checkout/subscription-account-choice";
import { storefrontCaller } from "@/lib/web/storefront-caller";
import { storefrontCart } from "@/lib/commerce/carts/cart-page-read";
import { currentCartId } from "@/lib/web/shopper-cart";
import { currentShopper } from "@/lib/web/shopper-session";
import { taxDisplaySettings } from "@/lib/commerce/currencies/tax-display";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { issueCheckoutAttempt } from "@/lib/commerce/orders/checkout-attempt";
import { presetCountry } from "@/lib/commerce/checkout/preset-country";

/** The policies placing an order agrees to, in the order the checkout names them (those with text). */
const AGREED_POLICIES: string[] = ["terms-of-service", "refund-policy"];

export const metadata: Metadata = { title: "Checkout", description: "Your details and addresses, then place your order." };

export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // `?change=details` or `?change=shipping`: a Change link on a later step (order-review.tsx).
  const { change } = await searchParams;
  const cartId = await currentCartId();
  const [cart, shopper, methods, pricesWithTax, draft] = await Promise.all([
    storefrontCart(cartId),
    currentShopper(),
    shippingMethods(),
    taxDisplaySettings(),
    readCheckoutDraft(cartId),
  ]);
  const [profile, addresses] = shopper
    ? await Promise.all([memberProfile(shopper.memberId, shopper.accountId), savedAddresses({ ...storefrontCaller(shopper), accountId: shopper.accountId })])
    : [undefined, []];
  const saved = savedAddressChoices(addresses);
  const offered = cart
    ? shippingOptions(methods, {
        currency: cart.collection.meta.display_price.with_tax.currency,
        lines: cart.collection.data.map((item) => ({ type: item.type, unitAmount: item.unit_price.amount, quantity: item.quantity })),
      })
    : [];
  const hasLines = cart?.collection.data.some(isGoodsLine);
  const pricesIncludeTax = cart ? (pricesWithTax[cart.collection.meta.display_price.with_tax.currency] ?? false) : false;
  // A subscription belongs to an account: a guest makes one or signs in before filling anything in.
  const guestWithSubscription = !shopper && cart?.collection.data.some((item) => item.type === "subscription_item");
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/cart" className="text-brand-700 underline-offset-2 hover:underline">
          Back to your cart
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Checkout</h1>
      {!cart || !hasLines ? (
        <EmptyCart />
      ) : guestWithSubscription ? (
        <SubscriptionAccountChoice signUpOpen={await signUpOpen()} />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* Before the form: on a phone its toggle is the first thing under the heading; on a wide screen, beside it. */}
          <div className="lg:order-last">
            <SummaryDisclosure total={summaryTotal(cart.collection, pricesIncludeTax)}>
              <OrderSummary collection={cart.collection} pricesIncludeTax={pricesIncludeTax} />
            </SummaryDisclosure>
          </div>
          <div>
            {shopper ? null : (
              <p className="mb-6 text-sm text-stone-600">
                Checking out as a guest.{" "}
                <Link href="/account/sign-in?next=%2Fcheckout" className="font-medium text-brand-700 underline">
                  Sign in
                </Link>{" "}
                to keep the order with your account.
              </p>
            )}
            <CheckoutForm
              // A new checkout attempt with every render of the page, issued for this cart: Place order runs once per attempt.
              attempt={await issueCheckoutAttempt(cartId ?? "")}
              customer={profile ? { name: profile.name, email: profile.email } : undefined}
              savedAddresses={saved}
              shippingOptions={offered}
              draft={draftForChange(resumableDraft(draft, offered), change, offered)}
              startCountry={presetCountry(cart.collection.meta.display_price.with_tax.currency, saved.map((address) => address.fields.country))}
              agreedPolicies={(await cachedStorefrontFacts()).policies.filter((policy) => AGREED_POLICIES.includes(policy.slug)).sort((a, b) => AGREED_POLICIES.indexOf(a.slug) - AGREED_POLICIES.indexOf(b.slug))}
            />
          </div>
        </div>
      )}
    </>
  );
}
