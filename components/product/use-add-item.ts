"use client";
// Adding one product to the cart from a product page: the mutation, the announcement of what was
// added, and the refusals — those a form can show beside a field (`place`) and the rest above the button.
import { useState } from "react";
import { ApiRequestError, errorMessage } from "@/lib/client/api-client";
import { useAddToCart, type AddCartItem } from "@/lib/client/add-to-cart";
import type { ApiErrorObject } from "@/lib/client/types";

/** Shows the errors it can beside their fields and returns the ones it could not place. */
export type PlaceErrors = (errors: ApiErrorObject[]) => ApiErrorObject[];

export function useAddItem(productName: string) {
  const mutation = useAddToCart();
  const [added, setAdded] = useState<string>();
  const [errors, setErrors] = useState<string[]>([]);

  async function add(item: AddCartItem, place: PlaceErrors = (all) => all): Promise<boolean> {
    setAdded(undefined);
    setErrors([]);
    try {
      await mutation.mutateAsync(item);
      setAdded(`Added ${item.quantity} × ${productName} to your cart.`);
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const rest = place(error.errors);
        setErrors([...new Set(rest.map((e) => e.detail || e.title))]);
      } else {
        setErrors([errorMessage(error)]);
      }
      return false;
    }
  }

  return { add, added, errors, pending: mutation.isPending, showErrors: setErrors };
}
