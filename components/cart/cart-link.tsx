"use client";
// The header's link to the cart with the number of units in it: the server's count at first, then
// the cached cart that every cart mutation refreshes.
import Link from "next/link";
import { useCart } from "@/lib/client/cart-hooks";
import { cartUnitCount } from "@/lib/client/types";

export function CartLink({ initialCount }: { initialCount: number }) {
  const { data } = useCart();
  const count = data ? cartUnitCount(data) : initialCount;
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
