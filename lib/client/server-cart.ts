"use client";
// The cart page's cart: what the server rendered, kept in the React Query cache (cart-query.ts).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useCart } from "./cart-query";
import { seedCart } from "./cart-seed";
import { useCartId, useStore } from "./store-provider";
import type { CartCollection } from "./types";

/**
 * The cart a page was rendered with, put in the cache when the cache has none. A render replayed by Back or
 * Forward is older than what the cache holds (every change on a page puts the server's answer there), so it
 * never replaces it; other tabs' changes arrive through CartFreshness. A render met after the page's first may
 * itself be older than the cart: the cart is then read again (cart-seed.ts).
 */
export function useServerCart(initial: CartCollection | undefined): CartCollection | undefined {
  const queryClient = useQueryClient();
  const { api } = useStore();
  const cartId = useCartId();
  const cached = useCart();
  useEffect(() => {
    if (initial && cartId) seedCart(queryClient, api, cartId, initial);
  }, [initial, cartId, queryClient, api]);
  return cached ?? initial;
}
