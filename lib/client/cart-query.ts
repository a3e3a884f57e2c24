"use client";
// The shopper's cart in the React Query cache: one entry per cart id, holding the API's collection
// (lines and `meta.display_price`). Reading it lives here, in the pages' shared shell; the mutations
// that replace it live in cart-mutations.ts, loaded only by the pages that change the cart.
import { useQuery } from "@tanstack/react-query";
import { useCartId, useStore } from "./store-provider";
import type { CartCollection } from "./types";

export const CART_QUERY = "cart";
export const cartKey = (cartId: string | undefined) => [CART_QUERY, cartId ?? "none"] as const;

export const itemsPath = (cartId: string) => `/v2/carts/${encodeURIComponent(cartId)}/items`;

/**
 * The shopper's cart. `initial` is what the server rendered (it seeds the cache); without it the
 * cart is only read from the cache, which the mutations fill, unless `fetch` asks to load it.
 */
export function useCart(options: { initial?: CartCollection; fetch?: boolean } = {}) {
  const { api } = useStore();
  const cartId = useCartId();
  return useQuery({
    queryKey: cartKey(cartId),
    queryFn: () => api.request<CartCollection>("GET", itemsPath(cartId!)),
    enabled: Boolean(cartId) && (options.fetch ?? options.initial !== undefined),
    initialData: options.initial,
  });
}

