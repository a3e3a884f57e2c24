// Cart lifecycle (contract §5): create, read (an unknown id creates the cart, as EP does), update,
// delete, and the per-item update/delete. Every mutation runs in mutateCart: one transaction that
// locks the cart row first, so requests on one cart are serialised.
import { randomUUID } from "node:crypto";
import { and, eq, sql, type Placeholder } from "drizzle-orm";
import { z } from "zod";
import type { Executor, Tx } from "@/lib/storage/db";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cartItems, cartSettings, cartShippingGroups, carts, products } from "@/lib/storage/schema";
import { getDb } from "@/lib/storage/db";
import { ApiError, notFound, unprocessable } from "../errors";
import { parseOrThrow } from "../validation";
import { DEFAULT_CART_SETTINGS, readCartSettings } from "../settings/cart-settings";
import { loadCartView, type CartRow, type CartView } from "./cart-view";
import { serialisedByCart } from "./cart-queue";
import { customInputsSchema } from "./custom-inputs";
import { lineBoundsError, MAX_LINE_QUANTITY } from "./item-limit";
import { productLineIdentity } from "./line-identity";
import { shippingGroupNotFound } from "./items/item-handler";

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

/** The values a new cart takes from the store settings of its creation time. */
async function newCartValues(db: Executor, id: string, accountId?: string) {
  const settings = await readCartSettings(db);
  return {
    id,
    expiryDays: settings.cartExpiryDays,
    customDiscountsEnabled: settings.customDiscountsEnabled,
    useRulePromotions: settings.useRulePromotions,
    snapshotDate: settings.snapshotDate,
    ...(accountId ? { accountId } : {}),
  };
}

/**
 * The same values as newCartValues, read from the settings inside the statement that inserts the cart
 * (so creating-or-locking a cart is one statement). The two must agree.
 */
export function newCartValuesSql(id: string | Placeholder) {
  const setting = (column: AnyPgColumn, fallback: unknown) =>
    sql`coalesce((select ${column} from ${cartSettings} where ${cartSettings.id} = 'cart'), ${fallback})`;
  return {
    id,
    expiryDays: setting(cartSettings.cartExpiryDays, DEFAULT_CART_SETTINGS.cartExpiryDays),
    customDiscountsEnabled: setting(cartSettings.customDiscountsEnabled, DEFAULT_CART_SETTINGS.customDiscountsEnabled),
    useRulePromotions: setting(cartSettings.useRulePromotions, DEFAULT_CART_SETTINGS.useRulePromotions),
    snapshotDate: setting(cartSettings.snapshotDate, DEFAULT_CART_SETTINGS.snapshotDate),
  };
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

type CartWrite = z.output<typeof cartWriteSchema>;

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
export async function createCart(body: unknown, options: { accountId?: string } = {}): Promise<CartView> {
  const write = parseOrThrow(z.object({ data: cartWriteSchema.default({}) }), body ?? {}, "").data;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const values = await newCartValues(tx, randomUUID(), options.accountId);
    const [cart] = await tx
      .insert(carts)
      .values({ ...values, ...applyWrite(values, write) })
      .returning();
    return loadCartView(tx, cart);
  });
}

/** Inserts the cart if it does not exist and returns it locked (FOR UPDATE) for this transaction. */
export async function lockCart(tx: Tx, id: string, options: { create: boolean } = { create: true }): Promise<CartRow> {
  assertCartId(id);
  if (options.create) {
    await tx.insert(carts).values(await newCartValues(tx, id)).onConflictDoNothing();
  }
  const [cart] = await tx.select().from(carts).where(eq(carts.id, id)).for("update");
  if (!cart) throw cartNotFound(id);
  return cart;
}

/**
 * Runs one cart mutation: a transaction that locks the cart first, lets `change` write, then bumps
 * updated_at (so expires_at moves) and returns the cart as it now is. A thrown error rolls it all back.
 */
export async function mutateCart(
  id: string,
  change: (tx: Tx, cart: CartRow) => Promise<Partial<CartRow> | void>,
  options: { create: boolean } = { create: true },
): Promise<CartView> {
  const db = await getDb();
  return serialisedByCart(id, () => db.transaction(async (tx) => {
    const cart = await lockCart(tx, id, options);
    const patch = (await change(tx, cart)) ?? {};
    const [updated] = await tx
      .update(carts)
      .set({ ...patch, updatedAt: sql`greatest(now(), ${carts.updatedAt} + interval '1 millisecond')` })
      .where(eq(carts.id, id))
      .returning();
    return loadCartView(tx, updated);
  }));
}

/** GET /v2/carts/{id}: an unknown id creates an empty cart (EP). */
export async function getCart(id: string): Promise<CartView> {
  assertCartId(id);
  const db = await getDb();
  const [existing] = await db.select().from(carts).where(eq(carts.id, id));
  if (existing) return loadCartView(db, existing);
  await db.insert(carts).values(await newCartValues(db, id)).onConflictDoNothing();
  const [cart] = await db.select().from(carts).where(eq(carts.id, id));
  return loadCartView(db, cart);
}

/** PUT /v2/carts/{id}: name, description, discount settings (merged field by field), attributes. */
export async function updateCart(id: string, body: unknown): Promise<CartView> {
  const write = parseOrThrow(z.object({ data: cartWriteSchema }), body, "").data;
  return mutateCart(id, async (_tx, cart) => applyWrite(cart, write));
}

/** DELETE /v2/carts/{id}. */
export async function deleteCart(id: string): Promise<void> {
  assertCartId(id);
  const db = await getDb();
  const deleted = await db.delete(carts).where(eq(carts.id, id)).returning({ id: carts.id });
  if (deleted.length === 0) throw cartNotFound(id);
}

export const itemNotFound = (itemId: string) =>
  notFound("Not Found", `Cart item ${itemId} does not exist in this cart`, { id: itemId });

const itemUpdateSchema = z.object({
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

async function findItem(tx: Tx, cartId: string, itemId: string) {
  if (!z.uuid().safeParse(itemId).success) throw itemNotFound(itemId);
  const [item] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  if (!item) throw itemNotFound(itemId);
  return item;
}

export async function assertShippingGroup(tx: Executor, cartId: string, groupId: string) {
  const ok = z.uuid().safeParse(groupId).success
    ? (await tx.select({ id: cartShippingGroups.id }).from(cartShippingGroups).where(and(eq(cartShippingGroups.cartId, cartId), eq(cartShippingGroups.id, groupId)))).length > 0
    : false;
  if (!ok) throw shippingGroupNotFound(groupId);
}

/**
 * PUT /v2/carts/{id}/items/{item}: quantity (0 removes), custom_inputs, shipping_group_id. A change of
 * custom_inputs or shipping group changes the line's identity: when another line already has the new
 * identity, this line joins it (quantities summed) instead of standing beside it.
 */
export async function updateCartItem(cartId: string, itemId: string, body: unknown): Promise<CartView> {
  const { data } = parseOrThrow(itemUpdateSchema, body, "");
  return mutateCart(
    cartId,
    async (tx) => {
      const item = await findItem(tx, cartId, itemId);
      if (data.quantity === 0) {
        await tx.delete(cartItems).where(eq(cartItems.id, item.id));
        return;
      }
      if (data.shipping_group_id) await assertShippingGroup(tx, cartId, data.shipping_group_id);
      if (item.type === "promotion_item" && data.quantity !== undefined && data.quantity !== 1) {
        throw unprocessable("Invalid quantity", "A promotion item's quantity is always 1.", { source: "data.quantity" });
      }
      const customInputs = data.custom_inputs !== undefined ? await checkCustomInputs(tx, item, data.custom_inputs) : item.customInputs;
      const shippingGroupId = data.shipping_group_id !== undefined ? (data.shipping_group_id?.toLowerCase() ?? null) : item.shippingGroupId;
      const quantity = data.quantity ?? item.quantity;
      const identity =
        item.type === "cart_item" && item.productId
          ? productLineIdentity({ productId: item.productId, customInputs, bundleConfiguration: item.bundleConfiguration, shippingGroupId })
          : item.identity;
      const [twin] =
        identity === item.identity
          ? []
          : await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.identity, identity)));
      if (twin) {
        const bounds = lineBoundsError(twin.quantity + quantity, twin.unitAmount, "data.quantity");
        if (bounds) throw bounds;
        await tx.delete(cartItems).where(eq(cartItems.id, item.id));
        await tx.update(cartItems).set({ quantity: twin.quantity + quantity, updatedAt: new Date() }).where(eq(cartItems.id, twin.id));
        return;
      }
      const bounds = lineBoundsError(quantity, item.unitAmount, "data.quantity");
      if (bounds) throw bounds;
      await tx
        .update(cartItems)
        .set({ quantity, customInputs, shippingGroupId, identity, updatedAt: new Date() })
        .where(eq(cartItems.id, item.id));
    },
    { create: false },
  );
}

/** New custom_inputs of a line, checked against its product's definitions (none for a custom item). */
async function checkCustomInputs(tx: Tx, item: typeof cartItems.$inferSelect, input: Record<string, unknown>) {
  const [product] = item.productId
    ? await tx.select({ customInputs: products.customInputs }).from(products).where(eq(products.id, item.productId))
    : [];
  const parsed = parseOrThrow(customInputsSchema(product ?? { customInputs: null }), input, "data.custom_inputs");
  return Object.keys(parsed).length ? parsed : null;
}

/** DELETE /v2/carts/{id}/items/{item}. */
export async function deleteCartItem(cartId: string, itemId: string): Promise<CartView> {
  return mutateCart(
    cartId,
    async (tx) => {
      const item = await findItem(tx, cartId, itemId);
      await tx.delete(cartItems).where(eq(cartItems.id, item.id));
    },
    { create: false },
  );
}

/** GET /v2/carts/{id}/items (an unknown cart is created empty, like GET cart). */
export async function getCartItems(id: string): Promise<CartView> {
  return getCart(id);
}
