"use server";
// Placing the order: the cart in the shopper's cookie checked out with the orders module's own schema
// (a signed-in shopper's order belongs to their account). The API keeps a checked-out cart; the
// storefront starts afresh: a guest gets a new cart id, the account's cart is emptied. The order is then paid
// with the store's gateway (manual: pay on delivery or by bank transfer); if that fails the order page says so
// and offers to pay again.
import { z } from "zod";
import { accountCartId, ensureAccountCart } from "@/lib/commerce/carts/account-cart";
import { deleteCart } from "@/lib/commerce/carts/carts";
import { ApiError, type ErrorObject } from "@/lib/commerce/errors";
import { prepareCheckout, type CheckoutChoice } from "@/lib/commerce/checkout/prepare-checkout";
import { checkoutCart } from "@/lib/commerce/orders/orders";
import { payOrder } from "@/lib/commerce/payments/pay-order";
import { errorFields, log } from "@/lib/http/log";
import { actionArguments } from "@/lib/http/server-action";
import { currentCartId, forgetCartId } from "@/lib/web/shopper-cart";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";

export type PlaceOrderResult = { orderId: string } | { errors: ErrorObject[] };

/** The browser has no cart (an order was placed in another tab, or the cookie is gone). */
const NO_CART: ErrorObject = { status: 400, title: "Cart is empty", detail: "Your cart is empty." };

export type ReviewResult = { ok: true } | { errors: ErrorObject[] };

/** The shipping choice as the checkout form sends it (the method and the country are checked against the store's by prepareCheckout). */
const choiceArg = z.object({ country: z.string().max(64), shippingMethodId: z.string().max(200) });
/** The checkout body's `data` (customer and addresses), checked by the orders module's own schema. */
const checkoutFormArg = z.record(z.string(), z.unknown());

/**
 * The shipping method and destination chosen so far: the cart gets that shipping group and the destination's tax
 * items, so the summary beside the form shows what the order will charge (the page is refreshed after this).
 */
export async function reviewCheckout(...args: [choice: CheckoutChoice]): Promise<ReviewResult> {
  const [choice] = actionArguments("reviewCheckout", args, z.tuple([choiceArg]));
  const cartId = await currentCartId();
  if (!cartId) return { errors: [NO_CART] };
  try {
    await prepareCheckout(cartId, choice);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { errors: error.errors };
    throw error;
  }
}

export async function placeOrder(...args: [form: unknown, choice: CheckoutChoice]): Promise<PlaceOrderResult> {
  const [form, choice] = actionArguments("placeOrder", args, z.tuple([checkoutFormArg, choiceArg]));
  const cartId = await currentCartId();
  if (!cartId) return { errors: [NO_CART] };
  const shopper = await currentShopper();
  const caller = storefrontCaller(shopper);
  let orderId: string;
  try {
    // Shipping and tax as chosen now, under the same rules as the review, then the order from that cart.
    await prepareCheckout(cartId, choice);
    const { order } = await checkoutCart(cartId, { data: form }, caller);
    orderId = order.id;
  } catch (error) {
    if (error instanceof ApiError) return { errors: error.errors };
    throw error;
  }
  if (shopper && cartId === (await accountCartId(shopper.accountId))) {
    // The account's cart starts again empty, still the account's (only its token may use it).
    await deleteCart(cartId);
    await ensureAccountCart(shopper.accountId);
  } else await forgetCartId();
  try {
    await payOrder(caller, orderId, { gateway: "manual", method: "purchase" });
  } catch (error) {
    // The order exists whatever happened here: its page says it is not paid and offers to pay again.
    if (!(error instanceof ApiError)) log("error", "payment after checkout failed", { order_id: orderId, error: errorFields(error).error });
  }
  return { orderId };
}
