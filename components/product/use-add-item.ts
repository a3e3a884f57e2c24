"use client";
// Adding one product to the cart from a product page: the quantity (its problem, or the server's
// refusal of it, shown beside it), the change (its code loaded when the shopper first uses the form),
// the announcement of what was added, and the other refusals — those a form can show beside a field
// (`place`) and the rest above the button.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AddCartItem } from "@/lib/client/add-to-cart";
import { ApiRequestError, errorMessage } from "@/lib/client/api-errors";
import { useStore } from "@/lib/client/store-provider";
import type { ApiErrorObject } from "@/lib/client/types";
import { preload } from "@/lib/client/use-schema-check";
import { inShopperWords, type DisplayNames } from "@/lib/client/shopper-words";
import { NO_ADD_YET, type AddFormState } from "@/lib/web/cart-forms";
import { quantityProblem } from "./quantity-field";

/** Shows the errors it can beside their fields and returns the messages of the rest. */
export type PlaceErrors = (errors: ApiErrorObject[]) => string[];

/** When a form's schema could not be loaded to check the shopper's choices. */
export const CHECK_FAILED = "Your choices could not be checked. Check your connection and try again.";

const loadAddToCart = () => import("@/lib/client/add-to-cart");

/**
 * `posted` is what the form's plain post answered (a browser without JavaScript, or one whose scripts had not
 * loaded yet, posts the form to its Server Action): the page shows it until the shopper changes the form here.
 */
export function useAddItem(productName: string, names: DisplayNames = {}, posted: AddFormState = NO_ADD_YET) {
  const queryClient = useQueryClient();
  const { api } = useStore();
  const [quantity, setQuantity] = useState(posted.quantity ?? "1");
  const [quantityError, setQuantityError] = useState<string | undefined>(posted.quantityError);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<string | undefined>(posted.added);
  const [errors, setErrors] = useState<string[]>(posted.errors);

  /** Whether the quantity is one the API takes; if not, its problem is shown beside it. */
  function quantityOk(): boolean {
    const problem = quantityProblem(quantity);
    setQuantityError(problem);
    return !problem;
  }

  async function add(item: Omit<AddCartItem, "quantity">, place: PlaceErrors = (all) => all.map((e) => e.detail || e.title)): Promise<boolean> {
    const shown = { products: { [item.id]: productName, ...names.products }, components: names.components };
    setAdded(undefined);
    setErrors([]);
    setPending(true);
    try {
      await (await loadAddToCart()).addToCart(queryClient, api, { ...item, quantity: Number(quantity) });
      setAdded(`Added ${quantity} × ${productName} to your cart.`);
      return true;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) setErrors([errorMessage(error)]);
      else {
        const refused = error.errors.find((e) => e.source === "data.quantity");
        if (refused) setQuantityError(refused.detail || refused.title);
        // In the shopper's words (names, not ids); the API's objects keep EP's titles and ids.
        const rest = error.errors.filter((e) => e !== refused).map((e) => ({ ...e, detail: inShopperWords(e, shown) }));
        setErrors([...new Set(place(rest))]);
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  /** Starts loading the change's code (on the form's first focus), so that the first add needs no wait. */
  const warmUp = () => preload(loadAddToCart);

  return {
    add,
    added,
    errors,
    pending,
    showErrors: setErrors,
    warmUp,
    quantityOk,
    /** The props of the form's QuantityField. */
    quantity: { value: quantity, onChange: setQuantity, error: quantityError },
  };
}
