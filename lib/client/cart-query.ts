"use client";
// The shopper's cart in the React Query cache: one entry per cart id, holding the API's collection
// (lines and `meta.display_price`). The mutations (cart-mutations.ts) fill it with the server's
// answers; pages read it here. Reading is a subscription to the cache rather than useQuery: no page
// needs the cart fetched on a timer or on focus (the server renders it), and useQuery's machinery
// would cost every page 3 kB gzip.
import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useCartId, useStore } from "./store-provider";
import type { CartCollection } from "./types";
import { CART_QUERY } from "./cart-id";

export { CART_QUERY };
export const cartKey = (cartId: string | undefined) => [CART_QUERY, cartId ?? "none"] as const;

export const itemsPath = (cartId: string) => `/v2/carts/${encodeURIComponent(cartId)}/items`;

/**
 * The cached cart of the shopper's cart id (undefined until something puts it there, and while the
 * server renders). With `fetch`, a cart not in the cache is asked for once.
 */
export function useCart(options: { fetch?: boolean } = {}): CartCollection | undefined {
  const { api } = useStore();
  const queryClient = useQueryClient();
  const cartId = useCartId();
  const key = cartKey(cartId);
  const cache = queryClient.getQueryCache();
  const data = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => (cartId ? queryClient.getQueryData<CartCollection>(key) : undefined),
    () => undefined,
  );
  const wanted = Boolean(options.fetch && cartId && data === undefined);
  useEffect(() => {
    if (!wanted || !cartId) return;
    queryClient.prefetchQuery({ queryKey: cartKey(cartId), queryFn: () => api.request<CartCollection>("GET", itemsPath(cartId)) });
  }, [wanted, cartId, api, queryClient]);
  return data;
}
