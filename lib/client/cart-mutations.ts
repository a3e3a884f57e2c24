"use client";
// React Query mutations of the cart. Every cart operation of the API answers with the whole collection
// (lines and `meta.display_price`), which replaces the cached cart: totals always come from the
// server, never from arithmetic in the browser. Mutations of the cart run one after another
// (scope "cart"), so answers land in the order the server applied them.
import { useSyncExternalStore } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ensureCartId, readCartId, readCurrency } from "./cart-id";
import { cartKey, itemsPath } from "./cart-query";
import { useStore } from "./store-provider";
import type { CartCollection } from "./types";

const SCOPE = { id: "cart" };

/** Whether a change to the cart is on its way (read straight from the mutation cache). */
export function useCartMutating(): boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getMutationCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => queryClient.isMutating({ predicate: (m) => m.options.scope?.id === SCOPE.id }) > 0,
    () => false,
  );
}

/** What the add-items endpoint takes for one product. */
export type AddCartItem = {
  type: "cart_item";
  id: string;
  quantity: number;
  custom_inputs?: Record<string, string>;
  bundle_configuration?: { selected_options: Record<string, Record<string, number>> };
};

function useCartMutation<Input>(run: (cartId: string, input: Input) => Promise<CartCollection>, options: { createCart: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: SCOPE,
    mutationFn: async (input: Input) => {
      const cartId = options.createCart ? ensureCartId() : readCartId();
      if (!cartId) throw new Error("There is no cart yet.");
      const collection = await run(cartId, input);
      return { cartId, collection };
    },
    onSuccess: ({ cartId, collection }) => {
      const { data, meta } = collection;
      queryClient.setQueryData<CartCollection>(cartKey(cartId), { data, meta });
    },
  });
}

export function useAddToCart() {
  const { api } = useStore();
  return useCartMutation(
    (cartId, item: AddCartItem) =>
      api.request<CartCollection>("POST", itemsPath(cartId), { body: { data: item }, currency: readCurrency() }),
    { createCart: true },
  );
}

export function useUpdateQuantity() {
  const { api } = useStore();
  return useCartMutation(
    (cartId, { itemId, quantity }: { itemId: string; quantity: number }) =>
      api.request<CartCollection>("PUT", `${itemsPath(cartId)}/${encodeURIComponent(itemId)}`, { body: { data: { quantity } } }),
    { createCart: false },
  );
}

export function useRemoveItem() {
  const { api } = useStore();
  return useCartMutation(
    (cartId, itemId: string) => api.request<CartCollection>("DELETE", `${itemsPath(cartId)}/${encodeURIComponent(itemId)}`),
    { createCart: false },
  );
}

export function useApplyPromotion() {
  const { api } = useStore();
  return useCartMutation(
    (cartId, code: string) => api.request<CartCollection>("POST", itemsPath(cartId), { body: { data: { type: "promotion_item", code } } }),
    { createCart: false },
  );
}
