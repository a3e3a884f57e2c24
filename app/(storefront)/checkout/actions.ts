"use server";
// Placing the order: the cart in the shopper's cookie checked out with the orders module's own schema
// (a signed-in shopper's order belongs to their account). The API keeps a checked-out cart; the
// storefront starts afresh: a guest gets a new cart id, the account's cart is emptied. The store's one way to pay
// is outside it (on delivery or by bank transfer): the order records the shopper's promise (a pending manual
// payment) and stays unpaid, its page says what is owed and how to pay, and an administrator records the money
// when it arrives (docs/orders.md). Nothing is paid here.
//
// One order per checkout attempt: the checkout page renders a new attempt key, issued and signed for the cart by the
// store (a key the client makes up is refused: checkout-attempt.ts), and placing the order runs once per (cart, key) through the API's own idempotency keys (lib/http/api/idempotency.ts, a row under a
// unique key in the database), so a replayed or doubled Place order, at once or later, on any instance, answers
// with the order the first one placed (docs/security.md "Checkout").
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { accountCartId, ensureAccountCart } from "@/lib/commerce/carts/account-cart";
import { deleteCart } from "@/lib/commerce/carts/carts";
import { ApiError, type ErrorObject } from "@/lib/commerce/errors";
import { checkoutDraftSchema, forgetCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from "@/lib/commerce/checkout/checkout-draft";
import { prepareCheckout, type CheckoutChoice } from "@/lib/commerce/checkout/prepare-checkout";
import { checkoutFormSchema, checkoutRequestSchema } from "@/lib/commerce/orders/checkout-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { checkoutCart } from "@/lib/commerce/orders/orders";
import { promisePayment } from "@/lib/commerce/payments/record-payment";
import { CHECKOUT_ATTEMPT_MAX, isIssuedCheckoutAttempt } from "@/lib/commerce/orders/checkout-attempt";
import { requestFingerprint, runIdempotent } from "@/lib/http/api/idempotency";
import { checkoutOrigin, logWithheldConfirmation } from "@/lib/http/origin/checkout-origin";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { checkoutData, readCheckoutForm, shippingDestination, type CheckoutFormState, type CheckoutPost } from "@/lib/web/checkout-forms";
import { currentCartId, forgetCartId } from "@/lib/web/shopper-cart";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";
import { orderIdParam } from "@/lib/http/path-ids";

export type PlaceOrderResult = { orderId: string } | { errors: ErrorObject[] };

/** The browser has no cart (an order was placed in another tab, or the cookie is gone). */
const NO_CART: ErrorObject = { status: 400, title: "Cart is empty", detail: "Your cart is empty." };

export type ReviewResult = { ok: true } | { errors: ErrorObject[] };

/** The shipping choice as the checkout form sends it (the method and the country are checked against the store's by prepareCheckout). */
const choiceArg = z.object({ country: z.string().max(64), region: z.string().max(64).optional(), shippingMethodId: z.string().max(200) });
/** The checkout body's `data` (customer and addresses), checked by the orders module's own schema. */
const checkoutFormArg = z.record(z.string(), z.unknown());
/** The checkout attempt's key, issued with the checkout page (checkout-attempt.ts); checked against the cart when used. */
const attemptArg = z.string().min(1).max(CHECKOUT_ATTEMPT_MAX);

/** A key the store did not issue for this cart (made up, or of another cart): nothing is placed. */
const NOT_ISSUED: ErrorObject = { status: 400, title: "Checkout expired", detail: "This checkout page is out of date. Reload the page and place your order again." };

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

/**
 * Places the cart's order once per checkout attempt: the first call with a key checks out and empties the
 * storefront's cart; every other call with the key on that cart, during or after it, answers with the
 * same order. A refusal (an error thrown) releases the key, so the corrected form may use it again.
 */
async function placeOrderOnce(cartId: string, data: Record<string, unknown>, choice: CheckoutChoice, attempt: string): Promise<string> {
  if (!(await isIssuedCheckoutAttempt(cartId, attempt))) throw new ApiError(NOT_ISSUED);
  const shopper = await currentShopper();
  const caller = storefrontCaller(shopper);
  const ownCart = shopper !== undefined && cartId === (await accountCartId(shopper.accountId));
  const placed = await runIdempotent(`storefront-checkout:${cartId}`, attempt, requestFingerprint("POST", `/checkout/${cartId}`, JSON.stringify([data, choice])), async () => {
    // Shipping and tax as chosen now, under the same rules as the review, then the order from that cart.
    await prepareCheckout(cartId, choice);
    const placed = await checkoutCart(cartId, parseOrThrow(checkoutRequestSchema, { data }, "").data, caller, checkoutOrigin(await headers()));
    logWithheldConfirmation(placed);
    const { order } = placed;
    // What was typed is now the order's: the draft goes (with the account's cart, or from the guest's kept cart).
    await forgetCheckoutDraft(cartId);
    // The account's cart starts again empty, still the account's (only its token may use it).
    if (ownCart) {
      await deleteCart(cartId);
      await ensureAccountCart(shopper.accountId);
    }
    // The shopper's promise to pay on delivery or by bank transfer: the order waits for that money, unpaid.
    await promisePayment(caller, orderIdParam(order.id));
    return { status: 201, body: JSON.stringify({ orderId: order.id }) };
  });
  if (!ownCart) await forgetCartId();
  return (JSON.parse(placed.body) as { orderId: string }).orderId;
}

/**
 * What the shopper has typed at checkout so far, the step shown and the method chosen, kept with their cart so that
 * a reload or a return finds it (lib/commerce/checkout/checkout-draft.ts). Unchecked: placing the order checks it.
 */
export async function keepCheckoutDraft(...args: [draft: CheckoutDraft]): Promise<{ kept: boolean }> {
  const [draft] = actionArguments("keepCheckoutDraft", args, z.tuple([checkoutDraftSchema]));
  const cartId = await currentCartId();
  return { kept: cartId ? await saveCheckoutDraft(cartId, draft) : false };
}

/** A post without JavaScript keeps its draft too: what it carried, and the step it shows next. */
async function keepPostedDraft(cartId: string, post: CheckoutPost, step: CheckoutFormState["step"]): Promise<void> {
  const draft = checkoutDraftSchema.safeParse({ values: post.values, step, shippingMethodId: post.shippingMethodId });
  if (draft.success) await saveCheckoutDraft(cartId, draft.data);
}

/** Place order from the checkout form's script (the form has checked the fields with the same schema). */
export async function placeOrder(...args: [form: unknown, choice: CheckoutChoice, attempt: string]): Promise<PlaceOrderResult> {
  const [form, choice, attempt] = actionArguments("placeOrder", args, z.tuple([checkoutFormArg, choiceArg, attemptArg]));
  const cartId = await currentCartId();
  if (!cartId) return { errors: [NO_CART] };
  try {
    return { orderId: await placeOrderOnce(cartId, form, choice, attempt) };
  } catch (error) {
    if (error instanceof ApiError) return { errors: error.errors };
    throw error;
  }
}

const NOT_A_FORM = "The form could not be read. Reload the page and try again.";

/** What a post's refusals come to: a field's beside it (the details step shows them), the rest above the button. */
function refusedState(post: CheckoutPost, errors: ErrorObject[]): CheckoutFormState {
  const fieldErrors: Record<string, string> = {};
  const rest: string[] = [];
  for (const error of errors) {
    const path = error.source?.replace(/^data\./, "");
    const message = error.detail ?? error.title;
    if (path && /^(customer|shipping_address|billing_address)\.[a-z_0-9]+$/.test(path)) {
      fieldErrors[post.values.billing_same ? path.replace(/^billing_address/, "shipping_address") : path] ??= message;
    } else if (!rest.includes(message)) rest.push(message);
  }
  const onDetails = Object.keys(fieldErrors).length > 0;
  return { step: onDetails ? 1 : post.step, values: post.values, shippingMethodId: post.shippingMethodId, fieldErrors, errors: rest };
}

/**
 * The checkout form posted without JavaScript, one step at a time: the details (checked with the orders module's
 * schema, then the cart priced for the destination), the shipping method (the cart priced for it), then Place
 * order, which goes to the order's page. Every step carries the fields of the others, so nothing is kept
 * between posts but the cart itself.
 */
export async function checkoutFromForm(...args: [previous: CheckoutFormState, form: FormData]): Promise<CheckoutFormState> {
  const [, form] = actionArguments("checkoutFromForm", args, z.tuple([previousStateArg, formArg]));
  const post = readCheckoutForm(form);
  if (!post || !attemptArg.safeParse(post.attempt).success) return { step: 1, errors: [NOT_A_FORM] };
  const kept = { values: post.values, shippingMethodId: post.shippingMethodId };
  const cartId = await currentCartId();
  if (post.back) {
    const step = post.back === "previous" && post.step === 3 && post.shippingMethodId ? 2 : 1;
    if (cartId) await keepPostedDraft(cartId, post, step);
    return { step, ...kept };
  }
  if (!cartId) return { step: 1, ...kept, errors: [NO_CART.detail!] };
  const data = checkoutData(post.values);
  const checked = checkoutFormSchema.safeParse(data);
  if (!checked.success) {
    await keepPostedDraft(cartId, post, 1);
    return refusedState(
      post,
      checked.error.issues.map((issue) => ({ status: 400, title: "format", detail: issue.message, source: `data.${issue.path.join(".")}` })),
    );
  }
  const choice = { ...shippingDestination(checked.data.shipping_address), shippingMethodId: post.shippingMethodId };
  let orderId: string;
  try {
    if (post.step < 3) {
      await prepareCheckout(cartId, choice);
      const step = post.step === 1 && post.shippingMethodId ? 2 : 3;
      await keepPostedDraft(cartId, post, step);
      return { step, ...kept };
    }
    orderId = await placeOrderOnce(cartId, data, choice, post.attempt);
  } catch (error) {
    if (error instanceof ApiError) return refusedState(post, error.errors);
    throw error;
  }
  redirect(`/orders/${orderId}?placed=1`);
}
