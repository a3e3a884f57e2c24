import { KeptCartNotice } from "@/components/cart/kept-cart-notice";
import { MergeNotice } from "@/components/cart/merge-notice";
import { SiteFooter } from "@/components/ui/site-footer";
import { SiteHeader } from "@/components/ui/site-header";
import { storeClient } from "@/lib/commerce/auth/config";
import { cachedNavigation } from "@/lib/cache/storefront-catalog";
import { cachedStorefrontFacts } from "@/lib/cache/storefront-facts";
import { StoreProvider } from "@/lib/client/store-provider";
import { CartFreshness } from "@/lib/client/cart-freshness";
import { readMergeNote } from "@/lib/web/merge-note";
import { secureCookies } from "@/lib/web/cookie-security";
import { keptCart } from "@/lib/web/kept-cart";
import { currentCartSummary } from "@/lib/web/shopper-cart";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";
import { currentShopper } from "@/lib/web/shopper-session";

export default async function StorefrontLayout({ children }: { children: React.ReactNode }) {
  const [cart, currency, shopper, mergeNote, navigation, kept, facts] = await Promise.all([
    currentCartSummary(),
    shopperCurrencyState(),
    currentShopper(),
    readMergeNote(),
    cachedNavigation(),
    keptCart(),
    cachedStorefrontFacts(),
  ]);
  const cartId = cart.id;
  return (
    // The public client id only: implicit tokens need nothing secret.
    <StoreProvider clientId={storeClient().clientId} serverCartId={cartId} accountCartId={shopper ? cartId : undefined} secureCookies={secureCookies()} cartEpoch={kept?.id}>
      <CartFreshness />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader currency={currency.currency} currencies={currency.offered} cartCount={cart.units} signedIn={Boolean(shopper)} navigation={navigation} />
        {mergeNote ? <MergeNotice note={mergeNote} /> : null}
        {kept && kept.currency !== currency.currency ? <KeptCartNotice kept={kept} current={currency.currency} /> : null}
        {/* The main column grows so the footer sits at the foot of a short page. */}
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <SiteFooter facts={facts} navigation={navigation} />
      </div>
    </StoreProvider>
  );
}
