import Link from "next/link";
import { CartLink } from "@/components/cart/cart-link";
import type { CurrencyCode } from "@/lib/web/currencies";
import { CategoryNav } from "@/components/catalog/category-nav";
import { SearchBox } from "@/components/catalog/search-box";
import type { Navigation } from "@/lib/commerce/catalog/catalog-page-read";
import { CurrencySwitch } from "./currency-switch";
import { SignInLink } from "./sign-in-link";

type Props = { currency: CurrencyCode; currencies: CurrencyCode[]; cartCount: number; signedIn: boolean; navigation: Navigation };

export function SiteHeader({ currency, currencies, cartCount, signedIn, navigation }: Props) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link href="/" className="text-xl font-semibold tracking-tight text-brand-900">
            Cartwright
          </Link>
          <CategoryNav navigation={navigation} />
        </div>
        <SearchBox currency={currency} />
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
                {signedIn ? (
                  <Link className="hover:underline" href="/account">
                    Account
                  </Link>
                ) : (
                  <SignInLink className="hover:underline" />
                )}
              </li>
              <li>
                <CartLink initialCount={cartCount} />
              </li>
            </ul>
          </nav>
          <CurrencySwitch current={currency} offered={currencies} />
        </div>
      </div>
    </header>
  );
}
