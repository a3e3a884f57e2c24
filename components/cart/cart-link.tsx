"use client";
// The header's link to the cart with the number of units in it: the server's count at first, then
// the cached cart that every cart mutation refreshes. A link mounted after the page's first render (a Server
// Action's answer re-renders from the root, with a new cache) may carry an older count: it reads the cart.
import Link from "next/link";
import { useState } from "react";
import { pageRunning } from "@/lib/client/page-lifetime";
import { madeByThisPage } from "@/lib/client/cart-id";
import { useCart } from "@/lib/client/cart-query";
import { useCartId, useStore } from "@/lib/client/store-provider";
import { cartUnitCount } from "@/lib/client/types";

export function CartLink({ initialCount }: { initialCount: number }) {
  const cartId = useCartId();
  const { serverCartId } = useStore();
  // Another cart than the one the page was rendered with (after sign-in, say): ask the API. A cart
  // this page has just made is being filled by its first add, whose answer fills the cache.
  const [mountedLater] = useState(pageRunning);
  const data = useCart({ fetch: (mountedLater || cartId !== serverCartId) && !(cartId && madeByThisPage(cartId)) });
  const count = !cartId ? 0 : data ? cartUnitCount(data) : cartId === serverCartId ? initialCount : 0;
  return (
    <Link
      className="inline-flex items-center gap-1 hover:underline"
      href="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      data-testid="cart-link"
    >
      Cart
      <span
        className="min-w-6 rounded-full bg-brand-700 px-1.5 py-0.5 text-center text-xs font-semibold text-white"
        data-testid="cart-count"
        data-value={count}
      >
        {count}
      </span>
    </Link>
  );
}
