"use client";
// The cart page's cart: what the server rendered, kept in the React Query cache (cart-query.ts).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { cartKey, useCart } from "./cart-query";
import { useCartId } from "./store-provider";
import type { CartCollection } from "./types";

/**
 * The cart a page was rendered with, put in the cache when the cache has none. A render replayed by Back or
 * Forward is older than what the cache holds (every change on a page puts the server's answer there), so it
 * never replaces it; other tabs' changes arrive through CartFreshness.
 */
export function useServerCart(initial: CartCollection | undefined): CartCollection | undefined {
  const queryClient = useQueryClient();
  const cartId = useCartId();
  const cached = useCart();
  useEffect(() => {
    if (initial && cartId && queryClient.getQueryData(cartKey(cartId)) === undefined) queryClient.setQueryData(cartKey(cartId), initial);
  }, [initial, cartId, queryClient]);
  return cached ?? initial;
}
