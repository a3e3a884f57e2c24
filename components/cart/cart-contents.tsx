"use client";
// The cart page's body: the lines, the promotions, the promo code field and the server's totals,
// all from one cached collection that every cart mutation replaces.
import Link from "next/link";
import { useState } from "react";
import { useServerCart } from "@/lib/client/server-cart";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { cartUnitCount, type CartCollection } from "@/lib/client/types";
import { CartLine, type LineParts } from "./cart-line";
import { CartTotals } from "./cart-totals";
import { PROMO_CODE_FIELD, PromoCodeForm } from "./promo-code-form";
import { PromotionLines } from "./promotion-lines";

type Props = {
  initial?: CartCollection;
  /** Each line's server-rendered parts, by item id. */
  parts: Record<string, LineParts>;
  /** What an empty cart shows (server-rendered). */
  empty: React.ReactNode;
  /** The store's setting per currency: are prices shown with tax (tax-display.ts)? */
  pricesWithTax: Record<string, boolean>;
};

/** The cart page's heading, where focus goes when the line that held it is removed. */
export const CART_HEADING_ID = "cart-heading";

export function CartContents({ initial, parts, empty, pricesWithTax }: Props) {
  const collection = useServerCart(initial);
  const [promoStatus, setPromoStatus] = useState("");
  const [lineStatus, setLineStatus] = useState("");
  const lines = (collection?.data ?? []).filter(isGoodsLine);
  const promotions = (collection?.data ?? []).filter((item) => !isGoodsLine(item));
  // The header's count and this page's are one rule (cartUnitCount).
  const units = cartUnitCount(collection);
  const pricesIncludeTax = collection ? (pricesWithTax[collection.meta.display_price.with_tax.currency] ?? false) : false;

  return (
    <>
      {/* What happened to a line that is gone (its own status went with it), heard also when the cart is now empty. */}
      <p className="sr-only" aria-live="polite" data-testid="cart-status">
        {lineStatus}
      </p>
      {!collection || lines.length === 0 ? (
        empty
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label="Items">
            <p className="text-stone-600" data-testid="cart-summary">
              {units} {units === 1 ? "item" : "items"} in {lines.length} {lines.length === 1 ? "line" : "lines"}, priced in{" "}
              {collection.meta.display_price.with_tax.currency}.
            </p>
            <ul className="divide-y divide-stone-200" aria-label="Cart items">
              {lines.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  parts={parts[item.id]}
                  pricesIncludeTax={pricesIncludeTax}
                  onRemoved={(name) => {
                    setLineStatus(`${name} removed from your cart.`);
                    // The removed line took the focus with it: the keyboard starts again from the page's heading.
                    if (!document.activeElement || document.activeElement === document.body) document.getElementById(CART_HEADING_ID)?.focus();
                  }}
                />
              ))}
            </ul>
          </section>
          <div className="space-y-4">
            <CartTotals collection={collection} pricesIncludeTax={pricesIncludeTax} />
            <PromotionLines
              items={promotions}
              notes={(collection?.meta.messages ?? []).filter((m) => m.source === "promotion").map((m) => m.description)}
              onRemoved={(code) => {
                setPromoStatus(`Code ${code} removed.`);
                document.getElementById(PROMO_CODE_FIELD)?.focus();
              }}
            />
            <PromoCodeForm status={promoStatus} setStatus={setPromoStatus} />
            <Link
              href="/checkout"
              className="block rounded-md bg-brand-700 px-5 py-3 text-center font-medium text-white hover:bg-brand-900"
            >
              Check out
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
