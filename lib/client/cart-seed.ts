// A server-rendered cart in the cache, and how old it may be (docs/architecture.md "The cart in the browser").
// The render a page was loaded with is the cart as it is; a render the page meets later may be older than the
// cart: one Back or Forward replays, or one a Server Action's answer re-renders from the root (which also makes a
// new, empty cache). So a cart seeded from a render is marked as of unknown age (SEEDED_AT, older than any answer),
// every read from the API replaces it, and once the page has been running a seed is read again at once.
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { cartKey, itemsPath } from "./cart-query";
import { pageRunning } from "./page-lifetime";
import type { CartCollection } from "./types";

/** The `dataUpdatedAt` of a cart seeded from a render: older than anything the API answers. */
export const SEEDED_AT = 1;

/** Whether what the cache holds for this cart is a seed (or nothing): an answer from the API is fresher. */
export function holdsSeedOnly(queryClient: QueryClient, cartId: string): boolean {
  const updatedAt = queryClient.getQueryState(cartKey(cartId))?.dataUpdatedAt ?? 0;
  return updatedAt <= SEEDED_AT;
}

/** Puts a rendered cart in the cache when it holds none; once the page has been running, reads the cart again. */
export function seedCart(queryClient: QueryClient, api: ApiClient, cartId: string, rendered: CartCollection): void {
  if (queryClient.getQueryData(cartKey(cartId)) !== undefined) return;
  queryClient.setQueryData(cartKey(cartId), rendered, { updatedAt: SEEDED_AT });
  if (!pageRunning()) return;
  void api.request<CartCollection>("GET", itemsPath(cartId)).then(
    (cart) => {
      // An answer to a change made meanwhile is at least as fresh: only a seed is replaced.
      if (holdsSeedOnly(queryClient, cartId)) queryClient.setQueryData(cartKey(cartId), cart);
    },
    () => {
      // Offline or gone: the page keeps what it shows; the next change says what is wrong.
    },
  );
}
