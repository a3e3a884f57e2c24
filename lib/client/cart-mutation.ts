"use client";
// One change to the cart, run by React Query's mutation cache. Every cart operation of the API answers
// with the whole collection (lines and `meta.display_price`), which replaces the cached cart: totals
// always come from the server, never from arithmetic in the browser. Changes run one after another
// (scope "cart"), so answers land in the order the server applied them. The mutation is built and run
// in the cache directly rather than through useMutation: its observer (0.8 kB gzip) would only tell a
// component what it knows already, whether its own change is on its way.
import { useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ensureCartId, readCartId } from "./cart-id";
import { cartKey } from "./cart-query";
import type { CartCollection } from "./types";

export const CART_SCOPE = { id: "cart" };

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/** A kind of change: what it asks the API, and whether it makes the cart when there is none yet. */
export type CartChange<Input> = { run: (cartId: string, input: Input) => Promise<CartCollection>; createCart: boolean };

/** Runs one change in the mutation cache (after any other change on its way) and caches the answer. */
export async function runCartChange<Input>(queryClient: QueryClient, { run, createCart }: CartChange<Input>, input: Input): Promise<void> {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    scope: CART_SCOPE,
    mutationFn: async (change: Input) => {
      const cartId = createCart ? ensureCartId() : readCartId();
      if (!cartId) throw new Error("There is no cart yet.");
      return { cartId, collection: await run(cartId, change) };
    },
    onSuccess: ({ cartId, collection: { data, meta } }) => {
      queryClient.setQueryData<CartCollection>(cartKey(cartId), { data, meta });
    },
  });
  await mutation.execute(input);
}

/** A kind of change for a component: run it, whether one is on its way, and why the last one failed. */
export function useCartMutation<Input>(change: CartChange<Input>) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<unknown>(null);

  async function mutateAsync(input: Input): Promise<void> {
    setError(null);
    setRunning((n) => n + 1);
    try {
      await runCartChange(queryClient, change, input);
    } catch (failure) {
      setError(failure);
      throw failure;
    } finally {
      setRunning((n) => n - 1);
    }
  }

  return {
    mutateAsync,
    /** Runs the change; `callbacks` hear how it ended. */
    mutate: (input: Input, callbacks: Callbacks = {}) => void mutateAsync(input).then(callbacks.onSuccess, callbacks.onError ?? (() => {})),
    /** Whether a change made through this hook is on its way. */
    isPending: running > 0,
    /** Why the last change made through this hook failed, if it did. */
    error,
    isError: error !== null,
  };
}
