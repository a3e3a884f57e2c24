// The currency switch's question when the cart has lines: a cart has one currency, so another currency means a
// new cart. A plain page with a form (works without JavaScript); the old cart stays reachable from a notice.
import type { Metadata } from "next";
import Link from "next/link";
import { setCurrency, switchToNewCart } from "@/app/(storefront)/actions";
import { isCurrencyCode } from "@/lib/web/currencies";
import { returnPath } from "@/lib/web/return-path";
import { currentCartSummary } from "@/lib/web/shopper-cart";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";

export const metadata: Metadata = { title: "Switch currency", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const button = "rounded-md px-5 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export default async function SwitchCurrencyPage({ searchParams }: Props) {
  const query = await searchParams;
  const back = returnPath(query.back) ?? "/";
  const [state, summary] = await Promise.all([shopperCurrencyState(), currentCartSummary()]);
  const to = typeof query.to === "string" && isCurrencyCode(query.to) && state.offered.includes(query.to) ? query.to : undefined;

  if (!to || !state.cart || state.cart === to) {
    // Nothing to ask: the cart is empty or already in that currency (or the currency is not offered).
    return (
      <div className="mx-auto max-w-lg">
        <h1 className="text-3xl font-semibold tracking-tight">Switch currency</h1>
        {to ? (
          <form action={setCurrency} className="mt-6">
            <input type="hidden" name="back" value={back} />
            <button type="submit" name="currency" value={to} className={`${button} bg-brand-700 text-white hover:bg-brand-900`}>
              Show prices in {to}
            </button>
          </form>
        ) : (
          <p className="mt-4 text-stone-700">Prices are in {state.currency}.</p>
        )}
        <p className="mt-6">
          <Link href={back} className="font-medium text-brand-700 underline">
            Back to the shop
          </Link>
        </p>
      </div>
    );
  }

  const units = summary.units;
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-3xl font-semibold tracking-tight">Switch to {to}?</h1>
      <p className="mt-4 text-stone-700" data-testid="switch-explanation">
        Your cart holds {units} {units === 1 ? "item" : "items"} in {state.cart}. A cart has one currency, so prices in {to} need a new,
        empty cart. Your {state.cart} cart is kept: you can go back to it from the notice at the top of each page.
      </p>
      {query.failed ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          Your cart could not be set aside just now, so nothing changed. Try again, or keep your {state.cart} cart.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <form action={switchToNewCart}>
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="currency" value={to} className={`${button} bg-brand-700 text-white hover:bg-brand-900`}>
            Start a new {to} cart
          </button>
        </form>
        <Link href={back} className={`${button} border border-stone-400 bg-white text-stone-900 hover:bg-stone-100`}>
          Keep my {state.cart} cart
        </Link>
      </div>
    </div>
  );
}
