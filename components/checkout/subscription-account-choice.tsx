// A guest whose cart holds a subscription: a subscription belongs to an account, so the guest makes one here (when
// the store allows sign-up) or signs in; either way the cart comes along (the anonymous cart is merged into the
// account's, account-cart.ts) and checkout goes on.
import Link from "next/link";
import { SignUpForm } from "@/components/account/sign-up-form";

export function SubscriptionAccountChoice({ signUpOpen }: { signUpOpen: boolean }) {
  return (
    <div className="mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="subscription-needs-account">
      <p className="font-medium">Your cart has a subscription, and a subscription belongs to an account.</p>
      <p className="mt-1 text-sm text-stone-700">
        {signUpOpen ? "Create your account here, or " : null}
        <Link href="/account/sign-in?next=%2Fcheckout" className="font-medium text-brand-700 underline">
          {signUpOpen ? "sign in" : "Sign in"}
        </Link>{" "}
        to check out: your cart comes with you. Or remove the subscription from your{" "}
        <Link href="/cart" className="font-medium text-brand-700 underline">
          cart
        </Link>{" "}
        to check out as a guest.
      </p>
      {signUpOpen ? (
        <section aria-labelledby="create-account" className="mt-4 max-w-sm">
          <h2 id="create-account" className="text-lg font-semibold">
            Create your account
          </h2>
          <SignUpForm next="/checkout" />
        </section>
      ) : null}
    </div>
  );
}
