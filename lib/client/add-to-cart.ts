"use client";
// Adding a product to the shopper's cart (making the cart when there is none yet).
import { readCurrency } from "./cart-id";
import { useCartMutation } from "./cart-mutation";
import { itemsPath } from "./cart-query";
import { useStore } from "./store-provider";
import type { CartCollection } from "./types";

/** What the add-items endpoint takes for one product. */
export type AddCartItem = {
  type: "cart_item";
  id: string;
  quantity: number;
  custom_inputs?: Record<string, string>;
  bundle_configuration?: { selected_options: Record<string, Record<string, number>> };
};

export function useAddToCart() {
  const { api } = useStore();
  return useCartMutation(
    (cartId, item: AddCartItem) =>
      api.request<CartCollection>("POST", itemsPath(cartId), { body: { data: item }, currency: readCurrency() }),
    { createCart: true },
  );
}
