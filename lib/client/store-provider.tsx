"use client";
// The storefront's client state, held once at the top of the shopper pages: the React Query cache,
// the API client (with its implicit token) and the cart id the server saw when it rendered.
import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { NetworkError } from "./api-errors";
import { markPageRunning } from "./page-lifetime";
import { announceCartId, CART_QUERY, readCartId, subscribeCartId, rememberAccountCartId, rememberCookieSecurity } from "./cart-id";

type Store = { api: ApiClient; serverCartId?: string };

const StoreContext = createContext<Store | null>(null);

/** The API client, its code (tokens, requests) loaded with the page's first request. */
function lazyApiClient(clientId: string): ApiClient {
  let client: Promise<ApiClient> | undefined;
  return {
    async request(method, path, options) {
      client ??= import("./api-client").then(
        (m) => m.createApiClient({ clientId }),
        () => {
          client = undefined;
          throw new NetworkError("The store could not be reached. Check your connection and try again.");
        },
      );
      return (await client).request(method, path, options);
    },
  };
}

export function StoreProvider({
  clientId,
  serverCartId,
  accountCartId,
  secureCookies,
  cartEpoch,
  children,
}: {
  clientId: string;
  /** Whether the server marks cookies Secure (COOKIE_SECURE): the cart cookie the page writes is marked alike. */
  secureCookies: boolean;
  serverCartId?: string;
  /** The signed-in shopper's account cart (kept out of the script-readable cookie). */
  accountCartId?: string;
  /** Changes when a currency switch moves the shopper's carts (the kept cart's id, lib/web/kept-cart.ts). */
  cartEpoch?: string;
  children: React.ReactNode;
}) {
  // Before any child reads the cart id in this render; components hear of a change after it.
  rememberAccountCartId(accountCartId);
  rememberCookieSecurity(secureCookies);
  useEffect(() => announceCartId(), [accountCartId, serverCartId]);
  // After the children's effects: the first render's cart seeds are trusted, later ones are read again.
  useEffect(() => markPageRunning(), []);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  // A currency switch (or going back) moved lines between carts: what the cache holds of any cart is older than
  // this page, whose server-rendered cart and count show until a change answers.
  const epoch = useRef(cartEpoch);
  useEffect(() => {
    if (epoch.current === cartEpoch) return;
    epoch.current = cartEpoch;
    queryClient.removeQueries({ queryKey: [CART_QUERY] });
  }, [cartEpoch, queryClient]);
  const [api] = useState(() => lazyApiClient(clientId));
  return (
    <QueryClientProvider client={queryClient}>
      <StoreContext value={{ api, serverCartId }}>{children}</StoreContext>
    </QueryClientProvider>
  );
}

export function useStore(): Store {
  const store = use(StoreContext);
  if (!store) throw new Error("useStore needs a StoreProvider");
  return store;
}

/** The shopper's cart id: the cookie's (in the browser), the one the server rendered with (on the server). */
export function useCartId(): string | undefined {
  const { serverCartId } = useStore();
  return useSyncExternalStore(subscribeCartId, readCartId, () => serverCartId);
}
