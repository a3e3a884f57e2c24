// The cart a currency switch set aside (lib/web/kept-cart.ts): reachable from every page until the shopper goes
// back to it or dismisses the notice. A Server Component: its buttons are forms posting to Server Actions.
import { dismissKeptCart, goBackToKeptCart } from "@/app/(storefront)/actions";
import type { KeptCart } from "@/lib/web/kept-cart";

export function KeptCartNotice({ kept, current }: { kept: KeptCart; current: string }) {
  return (
    <div role="status" className="border-b border-brand-600 bg-brand-50" data-testid="kept-cart-notice">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
        <p>
          Prices are in {current} in a new cart. Your {kept.currency} cart with {kept.units} {kept.units === 1 ? "item" : "items"} is kept.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <form action={goBackToKeptCart}>
            <button type="submit" className="rounded-md bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              Go back to your {kept.currency} cart
            </button>
          </form>
          <form action={dismissKeptCart}>
            <button type="submit" className="rounded-md border border-stone-400 bg-white px-3 py-1 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              Dismiss
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
