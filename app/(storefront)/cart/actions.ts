"use server";
// The cart's forms as plain form posts: adding a product from its page, a line's quantity and removing a line.
// A browser without JavaScript submits the forms here (progressive enhancement); with JavaScript the same forms
// change the cart through the API from the page (lib/client), and never reach these. Both go through the same
// domain functions and schemas, and say the same words: the state answered is what the form shows.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { quantityProblem } from "@/components/product/quantity-field";
import { placeErrors } from "@/lib/client/field-errors";
import { inShopperWords, type DisplayNames } from "@/lib/client/shopper-words";
import { addItemsToCart } from "@/lib/commerce/carts/add-items";
import { parseAddItemsBody } from "@/lib/commerce/carts/add-items-request";
import { asCaller } from "@/lib/commerce/carts/cart-access";
import { deleteCartItem, updateCartItem } from "@/lib/commerce/carts/carts";
import { customInputDefinitions } from "@/lib/commerce/carts/custom-input-definitions";
import { customInputsSchema } from "@/lib/commerce/carts/custom-inputs";
import { bundleOptionProducts, liveProductById } from "@/lib/commerce/catalog/catalog-page-read";
import { bundleComponents, bundleSelectionProblems } from "@/lib/commerce/carts/bundle-selection";
import { ApiError, type ErrorObject } from "@/lib/commerce/errors";
import {
  LINE_FORM_FIELDS,
  lineQuantityProblem,
  readAddForm,
  readLineForm,
  REMOVING_QUANTITY,
  selectionOf,
  type AddFormState,
  type LineFormState,
} from "@/lib/web/cart-forms";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { currentCartId, keepCartId } from "@/lib/web/shopper-cart";
import { shopperCurrency } from "@/lib/web/shopper-currency";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";
import { parseUuid } from "@/lib/commerce/uuid";

const NOT_A_FORM = "The form could not be read. Reload the page and try again.";
const GONE = "This product is no longer available.";
const NO_CART = "Your cart is empty.";

/** Adds the product form's product: its quantity and custom inputs checked as the browser checks them. */
export async function addToCartFromForm(...args: [previous: AddFormState, form: FormData]): Promise<AddFormState> {
  const [, form] = actionArguments("addToCartFromForm", args, z.tuple([previousStateArg, formArg]));
  const post = readAddForm(form);
  if (!post) return { errors: [NOT_A_FORM], fields: {} };
  const kept = { values: post.customInputs, quantity: post.quantity, chosen: post.chosen };
  // A product id that cannot be one names no product: the same answer as a product that is gone.
  const productId = parseUuid(post.productId);
  const product = productId && (await liveProductById(productId));
  if (!product) return { errors: [GONE], fields: {}, ...kept };
  const takesInputs = Object.keys(customInputDefinitions(product) ?? {}).length > 0;
  const components = bundleComponents(product);
  // Refusals name a bundle's components and options as the picker shows them.
  const names: DisplayNames = {
    products: { [product.id]: product.name, ...(components ? Object.fromEntries(Object.entries(await bundleOptionProducts(product)).map(([id, o]) => [id, o.name])) : {}) },
    ...(components ? { components: Object.fromEntries(Object.entries(components).map(([key, c]) => [key, c.name])) } : {}),
  };
  const selection = components ? selectionOf(components, post.chosen) : undefined;

  // The form's own checks, with the server's schema: the quantity and every input at once.
  const quantityError = quantityProblem(post.quantity);
  const fields: Record<string, string> = {};
  const errors: string[] = [];
  if (takesInputs) {
    const checked = customInputsSchema(product).safeParse(post.customInputs);
    for (const issue of checked.error?.issues ?? []) {
      const key = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
      if (key === undefined) errors.push(issue.message);
      else fields[key] ??= issue.message;
    }
  }
  if (components && selection) {
    for (const problem of bundleSelectionProblems(components, selection)) {
      const message = inShopperWords({ status: 400, title: "", detail: problem.message }, names);
      const key = String(problem.path[0] ?? "");
      if (key && Object.hasOwn(components, key)) fields[key] ??= message;
      else if (!errors.includes(message)) errors.push(message);
    }
  }
  if (quantityError || errors.length || Object.keys(fields).length) return { errors, fields, quantityError, ...kept };

  const caller = storefrontCaller(await currentShopper());
  const existing = await currentCartId();
  const cartId = existing ?? randomUUID();
  const item = {
    type: "cart_item",
    id: product.id,
    quantity: Number(post.quantity),
    ...(takesInputs || Object.keys(post.customInputs).length ? { custom_inputs: post.customInputs } : {}),
    ...(selection ? { bundle_configuration: { selected_options: selection } } : {}),
  };
  let refused: ErrorObject[];
  try {
    ({ errors: refused } = await addItemsToCart(cartId, parseAddItemsBody({ data: item }), { caller, currency: await shopperCurrency() }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refused = error.errors;
  }
  if (refused.length) return { ...placeRefusals(refused, names, components ? SELECTION_SOURCE : CUSTOM_INPUTS_SOURCE), ...kept };
  if (!existing) await keepCartId(cartId);
  // The quantity stays as typed (as it does with scripts); the personalisation starts afresh.
  return { added: `Added ${post.quantity} × ${product.name} to your cart.`, errors: [], fields: {}, quantity: post.quantity };
}

const CUSTOM_INPUTS_SOURCE = "data.custom_inputs";
const SELECTION_SOURCE = "data.bundle_configuration.selected_options";

/** The server's refusals placed as the form places them: the quantity's beside it, an input's (a component's) beside it. */
function placeRefusals(errors: ErrorObject[], names: DisplayNames, prefix: string): AddFormState {
  const quantity = errors.find((e) => e.source === "data.quantity");
  const rest = errors.filter((e) => e !== quantity);
  const placed = placeErrors(
    rest.map((e) => ({ ...e, detail: inShopperWords(e, names) })),
    prefix,
  );
  return { errors: placed.form, fields: placed.fields, ...(quantity ? { quantityError: quantity.detail ?? quantity.title } : {}) };
}

/** A cart line's form: a new quantity, or (with `remove`, or a quantity of 0) the line removed. */
export async function changeCartLine(...args: [previous: LineFormState, form: FormData]): Promise<LineFormState> {
  const [, form] = actionArguments("changeCartLine", args, z.tuple([previousStateArg, formArg]));
  const post = readLineForm(form);
  if (!post) return { error: NOT_A_FORM };
  const problem = form.has(LINE_FORM_FIELDS.remove) ? undefined : lineQuantityProblem(post.quantity);
  if (problem) return { error: problem };
  // Remove, or a typed 0.
  const removing = form.has(LINE_FORM_FIELDS.remove) || Number(post.quantity) === REMOVING_QUANTITY;
  const cartId = await currentCartId();
  if (!cartId) return { error: NO_CART };
  try {
    await asCaller(storefrontCaller(await currentShopper()), () =>
      removing ? deleteCartItem(cartId, post.itemId) : updateCartItem(cartId, post.itemId, { quantity: Number(post.quantity) }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: error.errors.map((e) => e.detail || e.title).join(" ") };
  }
  return {};
}
