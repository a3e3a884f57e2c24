"use server";
// Subscribe: EP's subscription_item for the chosen offering and plan, added to the shopper's cart (a browser without
// a cart gets a new one), then the cart. The form was checked in the browser; the same schema checks it here.
import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { redirect } from "next/navigation";
import { addItemsToCart } from "@/lib/commerce/carts/add-items";
import { parseAddItemsBody } from "@/lib/commerce/carts/add-items-request";
import { ApiError } from "@/lib/commerce/errors";
import { subscribeFormSchema, subscriptionItem } from "@/lib/commerce/subscriptions/subscribe-form";
import { currentCartId, keepCartId } from "@/lib/web/shopper-cart";
import { shopperCurrency } from "@/lib/web/shopper-currency";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";

export type SubscribeState = { errors?: string[]; fieldErrors?: { quantity?: string }; at?: number };

export async function subscribe(...args: [previous: SubscribeState, formData: FormData]): Promise<SubscribeState> {
  const [, formData] = actionArguments("subscribe", args, z.tuple([previousStateArg, formArg]));
  const parsed = subscribeFormSchema.safeParse({
    offering_id: formData.get("offering_id"),
    plan_id: formData.get("plan_id"),
    quantity: formData.get("quantity"),
  });
  if (!parsed.success) {
    const quantity = parsed.error.issues.find((issue) => issue.path[0] === "quantity")?.message;
    const others = parsed.error.issues.filter((issue) => issue.path[0] !== "quantity").map((issue) => issue.message);
    return { ...(quantity ? { fieldErrors: { quantity } } : {}), errors: others, at: Date.now() };
  }
  const caller = storefrontCaller(await currentShopper());
  const existing = await currentCartId();
  const cartId = existing ?? randomUUID();
  try {
    await addItemsToCart(cartId, parseAddItemsBody({ data: subscriptionItem(parsed.data) }), { caller, currency: await shopperCurrency() });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const quantity = error.errors.find((e) => e.source === "data.quantity");
    return {
      ...(quantity ? { fieldErrors: { quantity: quantity.detail ?? quantity.title } } : {}),
      errors: [...new Set(error.errors.filter((e) => e !== quantity).map((e) => e.detail ?? e.title))],
      at: Date.now(),
    };
  }
  if (!existing) await keepCartId(cartId);
  revalidatePath("/cart");
  redirect("/cart");
}
