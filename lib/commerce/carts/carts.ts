// Cart lifecycle: create, read (an unknown id creates the cart, as EP does), update, delete, and the
// per-item update and delete. Every change runs through the cart store's `change`: one transaction that
// locks the cart row first, so changes to one cart are serialised, and moves its updated_at (so its
// expires_at moves too).
import { z } from "zod";
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import type { CartChange } from "@/lib/storage/carts/cart-store";
import { ApiError, notFound, unprocessable, type ErrorObject } from "../errors";
import { assertNotExpired, CartExpired, isCartExpired } from "./cart-expiry";
import { assertMayUseCart } from "./cart-access";
import type { CartRow, CartView } from "./cart-view";
import { customInputsSchema } from "./custom-inputs";
import { lineBoundsError, MAX_LINE_QUANTITY } from "./item-limit";
import { productLineIdentity } from "./line-identity";
import { mergedQuantity } from "./line-merge";
import { shippingGroupNotFound } from "./items/item-handler";
import { parseOrThrow } from "../validation";
import { isUuid } from "../uuid";
import { isGoodsLine } from "@/lib/shared/goods-line";

export const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const cartNotFound = (id: string) => notFound("Not Found", `Cart ${id} does not exist`, { id });

export function assertCartId(id: string) {
  if (!CART_ID.test(id)) {
    throw new ApiError({
      status: 400,
      title: "format",
      detail: "A cart id is 1 to 64 letters, digits, '-' or '_'.",
      source: "cartID",
      meta: { value: id },
    });
  }
}

const BOTH_DISCOUNTS = () =>
  unprocessable("Cannot use both discounts together", "Only one discount setting can be set to true at a time.");

const discountSettingsSchema = z.strictObject({
  custom_discounts_enabled: z.boolean().optional(),
  use_rule_promotions: z.boolean().optional(),
});

export const cartWriteSchema = z.object({
  type: z.literal("cart").optional(),
  name: z.string().min(1).max(255).optional(),
  description: z.string().max(1024).optional(),
  discount_settings: discountSettingsSchema.optional(),
  custom_attributes: z.record(z.string().max(255), z.unknown()).optional(),
  payment_intent_id: z.string().max(255).optional(),
});

export type CartWrite = z.output<typeof cartWriteSchema>;

function applyWrite(cart: Pick<CartRow, "customDiscountsEnabled" | "useRulePromotions">, write: CartWrite) {
  const custom = write.discount_settings?.custom_discounts_enabled ?? cart.customDiscountsEnabled;
  const rules = write.discount_settings?.use_rule_promotions ?? cart.useRulePromotions;
  if (custom && rules) throw BOTH_DISCOUNTS();
  return {
    ...(write.name !== undefined ? { name: write.name } : {}),
    ...(write.description !== undefined ? { description: write.description } : {}),
    ...(write.custom_attributes !== undefined ? { customAttributes: write.custom_attributes } : {}),
    ...(write.payment_intent_id !== undefined ? { paymentIntentId: write.payment_intent_id } : {}),
    customDiscountsEnabled: custom,
    useRulePromotions: rules,
  };
}

/** POST /v2/carts. */
export async function createCart(write: CartWrite, options: { accountId?: string } = {}): Promise<CartView> {
  return cartStore().create(options, (cart) => applyWrite(cart, write));
}

/**
 * A change to an existing cart (404 when unknown or expired: cart-expiry.ts), in the cart store's
 * transaction. With `create`, an expired cart is replaced by a new one first.
 */
export async function changeCart(
  id: string,
  change: Parameters<ReturnType<typeof cartStore>["change"]>[2],
  options: { create: boolean } = { create: false },
): Promise<CartView> {
  assertCartId(id);
  const run = () =>
    cartStore().change(id, { create: options.create, missing: () => cartNotFound(id) }, (unit) => {
      assertMayUseCart(unit.cart);
      assertNotExpired(unit.cart);
      return change(unit);
    });
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof CartExpired) || !options.create) throw error;
    await cartStore().deleteExpired(id);
    return run();
  }
}

/** GET /v2/carts/{id}: an unknown id creates an empty cart (EP), and so does an expired one. */
export async function getCart(id: string): Promise<CartView> {
  assertCartId(id);
  const view = (await cartStore().read(id, { create: true }))!;
  assertMayUseCart(view.cart);
  if (!isCartExpired(view.cart)) return view;
  await cartStore().deleteExpired(id);
  return (await cartStore().read(id, { create: true }))!;
}

/** PUT /v2/carts/{id}: name, description, discount settings (merged field by field), attributes. */
export async function updateCart(id: string, write: CartWrite): Promise<CartView> {
  return changeCart(id, async (unit) => applyWrite(unit.cart, write), { create: true });
}

/** DELETE /v2/carts/{id}. */
export async function deleteCart(id: string): Promise<void> {
  assertCartId(id);
  const cart = await cartStore().row(id);
  if (!cart) throw cartNotFound(id);
  assertMayUseCart(cart);
  if (!(await cartStore().delete(id))) throw cartNotFound(id);
}

export const itemNotFound = (itemId: string) =>
  notFound("Not Found", `Cart item ${itemId} does not exist in this cart`, { id: itemId });

export const cartItemUpdateSchema = z.object({
  data: z.object({
    type: z.enum(["cart_item", "custom_item"]).optional(),
    id: z.string().optional(),
    quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).optional(),
    // Checked against the product's definitions (custom-inputs.ts) once the line is known.
    custom_inputs: z.record(z.string(), z.unknown()).optional(),
    // null unlinks the line from its shipping group.
    shipping_group_id: z.string().min(1).max(64).nullable().optional(),
  }),
});

export type CartItemUpdate = z.output<typeof cartItemUpdateSchema>["data"];

/** The line of the cart with this id, or 404. */
export async function findLine(unit: CartChange, itemId: string) {
  const line = isUuid(itemId) ? await unit.line(itemId) : undefined;
  if (!line) throw itemNotFound(itemId);
  return line;
}

/** The cart's shipping group with this id, or 404 (an item may only link a group of its own cart). */
export async function findGroup(unit: CartChange, groupId: string) {
  const group = isUuid(groupId) ? await unit.group(groupId.toLowerCase()) : undefined;
  if (!group) throw shippingGroupNotFound(groupId);
  return group;
}

/**
 * One line's update, under the cart's lock: quantity (0 removes), custom_inputs, shipping_group_id. A change
 * of custom_inputs or shipping group changes the line's identity: when another line already has the new
 * identity, this line joins it (line-merge.ts) instead of standing beside it. Errors name `source`'s fields.
 */
export async function changeLine(unit: CartChange, itemId: string, data: Omit<CartItemUpdate, "id" | "type">, source: string): Promise<void> {
  const item = await findLine(unit, itemId);
  if (data.quantity === 0) {
    await unit.deleteLine(item.id);
    return;
  }
  if (data.shipping_group_id) await findGroup(unit, data.shipping_group_id);
  if (!isGoodsLine(item) && data.quantity !== undefined && data.quantity !== 1) {
    throw unprocessable("Invalid quantity", "A promotion item's quantity is always 1.", { source: `${source}.quantity` });
  }
  const customInputs = data.custom_inputs !== undefined ? await checkCustomInputs(unit, item, data.custom_inputs, `${source}.custom_inputs`) : item.customInputs;
  const shippingGroupId = data.shipping_group_id !== undefined ? (data.shipping_group_id?.toLowerCase() ?? null) : item.shippingGroupId;
  const quantity = data.quantity ?? item.quantity;
  const identity =
    item.type === "cart_item" && item.productId
      ? productLineIdentity({ productId: item.productId, customInputs, bundleConfiguration: item.bundleConfiguration, shippingGroupId })
      : item.identity;
  const twin = identity === item.identity ? undefined : await unit.lineByIdentity(identity);
  if (twin) {
    const joined = mergedQuantity(twin.quantity, quantity);
    const bounds = lineBoundsError(joined, twin.unitAmount, `${source}.quantity`);
    if (bounds) throw bounds;
    await unit.deleteLine(item.id);
    await unit.updateLine(twin.id, { quantity: joined });
    return;
  }
  const bounds = lineBoundsError(quantity, item.unitAmount, `${source}.quantity`);
  if (bounds) throw bounds;
  await unit.updateLine(item.id, { quantity, customInputs, shippingGroupId, identity });
}

/** PUT /v2/carts/{id}/items/{item}. */
export async function updateCartItem(cartId: string, itemId: string, data: CartItemUpdate): Promise<CartView> {
  return changeCart(cartId, (unit) => changeLine(unit, itemId, data, "data"));
}

export const cartItemsUpdateSchema = z.object({
  data: z
    .array(
      z.object({
        type: z.enum(["cart_item", "custom_item"]).optional(),
        id: z.string().min(1).max(64),
        quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).optional(),
        custom_inputs: z.record(z.string(), z.unknown()).optional(),
        shipping_group_id: z.string().min(1).max(64).nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
  // EP's default is all or nothing.
  options: z.strictObject({ update_all_or_nothing: z.boolean().optional() }).optional(),
});

export type CartItemsUpdate = z.output<typeof cartItemsUpdateSchema>;

/**
 * PUT /v2/carts/{id}/items: many lines at once, in order. With update_all_or_nothing (EP's default) one refused
 * line refuses them all and nothing changes; without it the others are updated and the refused ones come back as
 * errors naming `data[i]`. When no line could be updated the answer is the errors.
 */
export async function updateCartItems(cartId: string, input: CartItemsUpdate): Promise<{ view: CartView; errors: ErrorObject[] }> {
  const allOrNothing = input.options?.update_all_or_nothing ?? true;
  const errors: ErrorObject[] = [];
  const view = await changeCart(cartId, async (unit) => {
    let updated = 0;
    for (const [index, { id, type: _type, ...data }] of input.data.entries()) {
      const source = `data[${index}]`;
      try {
        await changeLine(unit, id, data, source);
        updated += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        errors.push(...error.errors.map((e) => ({ ...e, source: e.source ?? source, meta: { ...e.meta, id } })));
      }
    }
    if (errors.length && (allOrNothing || updated === 0)) throw new ApiError(errors);
  });
  return { view, errors };
}

/** DELETE /v2/carts/{id}/items: the cart's lines all go (their tax items with them); the cart stays. */
export async function clearCartItems(cartId: string): Promise<void> {
  await changeCart(cartId, (unit) => unit.deleteLines());
}

/** New custom_inputs of a line, checked against its product's definitions (none for a custom item). */
async function checkCustomInputs(unit: CartChange, item: { productId: string | null }, input: Record<string, unknown>, source: string) {
  const product = item.productId ? await unit.product(item.productId) : undefined;
  const parsed = parseOrThrow(customInputsSchema(product ?? { customInputs: null }), input, source);
  return Object.keys(parsed).length ? parsed : null;
}

/** DELETE /v2/carts/{id}/items/{item}. */
export async function deleteCartItem(cartId: string, itemId: string): Promise<CartView> {
  return changeCart(cartId, async (unit) => {
    const item = await findLine(unit, itemId);
    await unit.deleteLine(item.id);
  });
}

/** GET /v2/carts/{id}/items (an unknown cart is created empty, like GET cart). */
export async function getCartItems(id: string): Promise<CartView> {
  return getCart(id);
}
