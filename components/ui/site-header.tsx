import Link from "next/link";
import { CartLink } from "@/components/cart/cart-link";
import type { StoreCurrency } from "@/lib/web/currencies";
import { CurrencySwitch } from "./currency-switch";

export function SiteHeader({ currency, cartCount, signedIn }: { currency: StoreCurrency; cartCount: number; signedIn: boolean }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/" className="text-xl font-semibold tracking-tight text-brand-900">
          Cartwright
        </Link>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <nav aria-label="Main">
            <ul className="flex items-center gap-4 text-sm font-medium">
              <li>
                <Link className="hover:underline" href="/">
                  Shop
                </Link>
              </li>
              <li>
                <Link className="hover:underline" href="/subscriptions">
                  Subscriptions
                </Link>
              </li>
              <li>
                <Link className="hover:underline" href={signedIn ? "/account" : "/account/sign-in"}>
                  {signedIn ? "Account" : "Sign in"}
                </Link>
              </li>
              <li>
                <CartLink initialCount={cartCount} />
              </li>
            </ul>
          </nav>
          <CurrencySwitch current={currency} />
        </div>
      </div>
    </header>
  );
}
