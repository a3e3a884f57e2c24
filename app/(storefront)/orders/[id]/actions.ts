"use server";
// Buy again: the order's catalog items re-ordered (the API's `order_items`) into the shopper's
// current cart at today's prices; a browser without a cart gets a new one.
import { randomUUID } from "node:crypto";
import { addItemsToCart } from "@/lib/commerce/carts/add-items";
import { parseAddItemsBody } from "@/lib/commerce/carts/add-items-request";
import { AS_STORED } from "@/lib/commerce/absolute-href";
import { itemsCollection } from "@/lib/commerce/carts/cart-resource";
import { ApiError } from "@/lib/commerce/errors";
import { getOrder } from "@/lib/commerce/orders/orders";
import { orderIdParam } from "@/lib/http/path-ids";
import { alreadyInCart, lineInWords } from "@/lib/commerce/orders/reorder-overlap";
import { storefrontCart } from "@/lib/commerce/carts/cart-page-read";
import type { CartCollection } from "@/lib/client/types";
import { z } from "zod";
import { actionArguments, idArg } from "@/lib/http/actions/server-action";
import { currentCartId, keepCartId } from "@/lib/web/shopper-cart";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";

export type BuyAgainResult =
  | { cartId: string; cart: CartCollection; added: string[]; notes: string[] }
  /** Nothing added: the cart already holds these lines of the order (Buy again a second time); `again` adds them anyway. */
  | { inCart: string[] }
  | { errors: string[] };

/** Re-orders the order into the shopper's cart; unless `again`, first asks when the cart already holds lines of it. */
export async function buyAgain(...args: [orderId: string, again?: boolean]): Promise<BuyAgainResult> {
  const [orderId, again] = actionArguments("buyAgain", args, z.tuple([idArg, z.boolean().optional()]));
  const caller = storefrontCaller(await currentShopper());
  try {
    const { order, items } = await getOrder(caller, orderIdParam(String(orderId)));
    const existing = await currentCartId();
    const lines = items.flatMap((item) => {
      if (item.type !== "cart_item" || !item.productId) return [];
      const stored = item.cartItem;
      const name = stored.name || "an item";
      return [{ productId: item.productId, name, quantity: item.quantity, customInputs: stored.custom_inputs, selectedOptions: stored.bundle_configuration?.selected_options }];
    });
    if (again !== true && existing) {
      const cart = (await storefrontCart(existing))?.collection.data ?? [];
      const inCart = alreadyInCart(
        lines,
        cart.map((item) => {
          const line = item as typeof item & { product_id?: string; custom_inputs?: unknown; bundle_configuration?: { selected_options?: unknown } };
          return {
            productId: line.type === "cart_item" ? line.product_id : undefined,
            name: line.name,
            quantity: line.quantity,
            customInputs: line.custom_inputs,
            selectedOptions: line.bundle_configuration?.selected_options,
          };
        }),
      );
      if (inCart.length) return { inCart: inCart.map(lineInWords) };
    }
    const cartId = existing ?? randomUUID();
    const { view, errors } = await addItemsToCart(cartId, parseAddItemsBody({ data: { type: "order_items", order_id: order.id } }), { caller, currency: order.currency });
    if (!existing) await keepCartId(cartId);
    const cart = itemsCollection(view, AS_STORED);
    const notes = [...errors.map((e) => e.detail ?? e.title), ...(cart.meta.messages ?? []).map((m) => m.description)];
    return { cartId, cart, added: lines.map(lineInWords), notes };
  } catch (error) {
    if (error instanceof ApiError) return { errors: [...new Set(error.errors.map((e) => e.detail ?? e.title))] };
    throw error;
  }
}
