"use server";
// Placing the order: the cart in the shopper's cookie checked out with the orders module's own schema
// (a signed-in shopper's order belongs to their account). The API keeps a checked-out cart; the
// storefront starts afresh: a guest gets a new cart id, the account's cart is emptied.
import { accountCartId } from "@/lib/commerce/carts/account-cart";
import { deleteCart } from "@/lib/commerce/carts/carts";
import { ApiError, type ErrorObject } from "@/lib/commerce/errors";
import { checkoutCart } from "@/lib/commerce/orders/orders";
import { currentCartId, forgetCartId } from "@/lib/web/shopper-cart";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";

export type PlaceOrderResult = { orderId: string } | { errors: ErrorObject[] };

export async function placeOrder(form: unknown): Promise<PlaceOrderResult> {
  const cartId = await currentCartId();
  if (!cartId) return { errors: [{ status: 400, title: "Cart is empty", detail: "Your cart is empty." }] };
  const shopper = await currentShopper();
  let orderId: string;
  try {
    const { order } = await checkoutCart(cartId, { data: form }, storefrontCaller(shopper));
    orderId = order.id;
  } catch (error) {
    if (error instanceof ApiError) return { errors: error.errors };
    throw error;
  }
  if (shopper && cartId === (await accountCartId(shopper.accountId))) await deleteCart(cartId);
  else await forgetCartId();
  return { orderId };
}
