import { MergeNotice } from "@/components/cart/merge-notice";
import { SiteFooter } from "@/components/ui/site-footer";
import { SiteHeader } from "@/components/ui/site-header";
import { storeClient } from "@/lib/commerce/auth/config";
import { cartUnitCount } from "@/lib/commerce/carts/storefront";
import { cachedNavigation } from "@/lib/web/catalog-cache";
import { StoreProvider } from "@/lib/client/store-provider";
import { CartFreshness } from "@/lib/client/cart-freshness";
import { readMergeNote } from "@/lib/web/merge-note";
import { secureCookies } from "@/lib/web/cookie-security";
import { currentCartId } from "@/lib/web/shopper-cart";
import { shopperCurrency } from "@/lib/web/shopper-currency";
import { currentShopper } from "@/lib/web/shopper-session";

export default async function StorefrontLayout({ children }: { children: React.ReactNode }) {
  const [cartId, currency, shopper, mergeNote, navigation] = await Promise.all([currentCartId(), shopperCurrency(), currentShopper(), readMergeNote(), cachedNavigation()]);
  const cartCount = await cartUnitCount(cartId);
  return (
    // The public client id only: implicit tokens need nothing secret.
    <StoreProvider clientId={storeClient().clientId} serverCartId={cartId} accountCartId={shopper ? cartId : undefined} secureCookies={secureCookies()}>
      <CartFreshness />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader currency={currency} cartCount={cartCount} signedIn={Boolean(shopper)} navigation={navigation} />
        {mergeNote ? <MergeNotice note={mergeNote} /> : null}
        {/* The main column grows so the footer sits at the foot of a short page. */}
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <SiteFooter />
      </div>
    </StoreProvider>
  );
}
