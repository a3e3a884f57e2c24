// Adding a product to the shopper's cart (making the cart when there is none yet).
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { readCurrency } from "./cart-id";
import { runCartChange } from "./cart-mutation";
import { itemsPath } from "./cart-query";
import type { CartCollection } from "./types";

/** What the add-items endpoint takes for one product. */
export type AddCartItem = {
  type: "cart_item";
  id: string;
  quantity: number;
  custom_inputs?: Record<string, string>;
  bundle_configuration?: { selected_options: Record<string, Record<string, number>> };
};

export function addToCart(queryClient: QueryClient, api: ApiClient, item: AddCartItem): Promise<void> {
  return runCartChange(
    queryClient,
    {
      run: (cartId, add: AddCartItem) =>
        api.request<CartCollection>("POST", itemsPath(cartId), { body: { data: add }, currency: readCurrency() }),
      createCart: true,
    },
    item,
  );
}
