"use client";
// The cart page's cart: what the server rendered, kept in the React Query cache (cart-query.ts).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { cartKey, useCart } from "./cart-query";
import { useCartId } from "./store-provider";
import type { CartCollection } from "./types";

/**
 * The cart a page was rendered with, kept in the cache: what the server sent replaces the cached
 * copy whenever a new render arrives; changes made on the page replace it in turn.
 */
export function useServerCart(initial: CartCollection | undefined): CartCollection | undefined {
  const queryClient = useQueryClient();
  const cartId = useCartId();
  const cached = useCart();
  useEffect(() => {
    if (initial && cartId) queryClient.setQueryData(cartKey(cartId), initial);
  }, [initial, cartId, queryClient]);
  return cached ?? initial;
}
