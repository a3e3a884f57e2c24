"use client";
// The cart page's changes to the cart (lib/client/cart-mutation.ts runs each one): a line's quantity,
// removing a line or a promotion, applying a promotion code.
import { useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CART_SCOPE, useCartMutation } from "./cart-mutation";
import { itemsPath } from "./cart-query";
import { useStore } from "./store-provider";
import type { CartCollection } from "./types";

/** Whether a change to the cart is on its way (read straight from the mutation cache). */
export function useCartMutating(): boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getMutationCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => queryClient.isMutating({ predicate: (m) => m.options.scope?.id === CART_SCOPE.id }) > 0,
    () => false,
  );
}

export function useUpdateQuantity() {
  const { api } = useStore();
  return useCartMutation({
    run: (cartId, { itemId, quantity }: { itemId: string; quantity: number }) =>
      api.request<CartCollection>("PUT", `${itemsPath(cartId)}/${encodeURIComponent(itemId)}`, { body: { data: { quantity } } }),
    createCart: false,
  });
}

export function useRemoveItem() {
  const { api } = useStore();
  return useCartMutation({
    run: (cartId, itemId: string) => api.request<CartCollection>("DELETE", `${itemsPath(cartId)}/${encodeURIComponent(itemId)}`),
    createCart: false,
  });
}

export function useApplyPromotion() {
  const { api } = useStore();
  return useCartMutation({
    run: (cartId, code: string) => api.request<CartCollection>("POST", itemsPath(cartId), { body: { data: { type: "promotion_item", code } } }),
    createCart: false,
  });
}
