// Custom discounts (EP's cart custom discounts): amounts an external discount engine
// decided, written by administrators with POST /v2/carts/{id}/custom-discounts, only in carts whose
// custom_discounts_enabled is true, changed with PUT and removed with DELETE …/custom-discounts/{id}. The cart's
// own: the recalculation (cart-discounts.ts) caps them at the product subtotal and allocates them to the product
// lines, so they show in each line's and the cart's `discount`, in `without_discount` and in meta.discounts keyed
// by discount_code. An item's own (…/items/{item}/custom-discounts, 5 a line) are taken off that line alone,
// before the cart's, capped at what the line costs.
import { z } from "zod";
import { notFound, unprocessable } from "../errors";
import { CURRENCY_CODE } from "../money";
import { parseOrThrow } from "../validation";
import { currencyIsFixed, currencyMismatch } from "./cart-currency";
import type { CartChange } from "@/lib/storage/carts/cart-store";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { changeCart, findLine } from "./carts";
import type { CartView, CustomDiscountRow } from "./cart-view";
import { MAX_LINE_VALUE } from "./item-limit";
import { isUuid } from "../uuid";
import { now } from "../clock";

/** EP's default limit of custom discounts on a cart. */
export const CUSTOM_DISCOUNT_LIMIT = 5;

const amountSchema = z.number().int().min(-MAX_LINE_VALUE).max(-1, "A custom discount is a negative amount");

const amountObjectSchema = z.strictObject({
  amount: amountSchema,
  currency: z.string().regex(CURRENCY_CODE, "Currency codes are three upper-case letters").optional(),
  formatted: z.string().max(255).optional(),
});

/** EP accepts the amount alone or as {amount, currency, formatted}: checked by its form. */
function checkAmount(amount: unknown, ctx: z.RefinementCtx) {
  const form = amount !== null && typeof amount === "object" ? amountObjectSchema : amountSchema;
  const result = form.safeParse(amount);
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: ["amount", ...issue.path] } as never);
}

/** The checked amount in minor units and the currency it named, if any. */
function amountOf(amount: unknown): { amount?: number; currency?: string } {
  const value = amount as number | { amount: number; currency?: string } | undefined;
  return typeof value === "object" ? { amount: value.amount, currency: value.currency } : { amount: value, currency: undefined };
}

const customDiscountSchema = z
  .strictObject({
    type: z.literal("custom_discount"),
    amount: z.unknown(),
    description: z.string().max(1024).default(""),
    discount_code: z.string().trim().min(1).max(255),
    discount_engine: z.string().max(255).default(""),
    external_id: z.string().max(255).default(""),
  })
  .superRefine((discount, ctx) => checkAmount(discount.amount, ctx))
  .transform(({ amount, ...rest }) => ({ ...rest, ...amountOf(amount) as { amount: number; currency?: string } }));

const requestSchema = z.object({
  data: z.unknown(),
  // EP's option; a request here is always all or nothing.
  options: z.strictObject({ add_all_or_nothing: z.boolean().optional() }).optional(),
});

/** `data` is one discount or a list of 1 to 5 (more: 422); errors name `data.field` or `data[i].field`. */
function parseDiscounts(body: unknown) {
  const { data } = parseOrThrow(requestSchema, body, "");
  if (Array.isArray(data)) {
    // More than the cart can hold is the limit's 422 (below), not a shape error.
    if (data.length > CUSTOM_DISCOUNT_LIMIT) throw customDiscountLimitReached();
    return parseOrThrow(z.array(customDiscountSchema).min(1), data, "data");
  }
  return [parseOrThrow(customDiscountSchema, data, "data")];
}

export const customDiscountsDisabled = () =>
  unprocessable("Could not apply custom discount", "Custom discounts not enabled for this cart");

export const customDiscountLimitReached = (onItem = false) =>
  unprocessable("Custom discount limit reached", `A ${onItem ? "cart item" : "cart"} can hold at most ${CUSTOM_DISCOUNT_LIMIT} custom discounts`, {
    meta: { limit: CUSTOM_DISCOUNT_LIMIT },
  });

export type CustomDiscountsInput = { many: boolean; data: ReturnType<typeof parseDiscounts> };

/** The body of POST /v2/carts/{id}/custom-discounts, parsed at the edge. */
export function parseCustomDiscountsBody(body: unknown): CustomDiscountsInput {
  return { many: Array.isArray((body as { data?: unknown } | null)?.data), data: parseDiscounts(body) };
}

/**
 * The line an item's custom discount goes on (404 when the cart has no such line, 422 for a promotion line), or
 * null for the cart's own discounts.
 */
async function discountedLine(unit: CartChange, itemId: string | undefined): Promise<string | null> {
  if (itemId === undefined) return null;
  const line = await findLine(unit, itemId);
  if (!isGoodsLine(line)) throw unprocessable("Could not apply custom discount", "Custom discounts go on product and custom items, not on promotions.", { source: "cartitemID" });
  return line.id;
}

/**
 * POST /v2/carts/{id}/custom-discounts, and with `itemId` POST /v2/carts/{id}/items/{item}/custom-discounts (the
 * line's own, taken off that line only: cart-discounts.ts): one discount or a list, all or nothing.
 */
export async function addCustomDiscounts(cartId: string, { many, data }: CustomDiscountsInput, itemId?: string): Promise<{ view: CartView; added: CustomDiscountRow[]; many: boolean }> {
  let added: CustomDiscountRow[] = [];
  const view = await changeCart(cartId, async (unit) => {
    const { cart } = unit;
    if (!cart.customDiscountsEnabled) throw customDiscountsDisabled();
    const cartItemId = await discountedLine(unit, itemId);
    // The amounts are in the cart's currency: once lines have fixed it, a discount in another is refused.
    const lines = await unit.lineCount();
    const wrong = data.find((d) => d.currency && currencyIsFixed(lines) && d.currency !== cart.currency);
    if (wrong) {
      throw currencyMismatch(cart.currency!, { detail: `the custom discount ${wrong.discount_code} is in ${wrong.currency}`, meta: { discount_code: wrong.discount_code } });
    }
    if ((await unit.customDiscountCount(cartItemId)) + data.length > CUSTOM_DISCOUNT_LIMIT) throw customDiscountLimitReached(cartItemId !== null);
    // Discounts apply oldest first; the rows of one request are a millisecond apart, in the request's order.
    const at = now().getTime();
    added = await unit.insertCustomDiscounts(
      data.map((d, index) => ({
        amount: d.amount,
        createdAt: new Date(at + index),
        description: d.description,
        discountCode: d.discount_code,
        discountEngine: d.discount_engine,
        externalId: d.external_id,
        cartItemId,
      })),
    );
  });
  return { view, added, many };
}

/** The body of PUT /v2/carts/{id}/custom-discounts/{discountId}: the fields given change, the others stay. */
export const customDiscountChangeSchema = z.object({
  data: z
    .strictObject({
      type: z.literal("custom_discount"),
      id: z.string().optional(),
      amount: z.unknown().optional(),
      description: z.string().max(1024).optional(),
      discount_code: z.string().trim().min(1).max(255).optional(),
      discount_engine: z.string().max(255).optional(),
      external_id: z.string().max(255).optional(),
    })
    .superRefine((change, ctx) => {
      if (change.amount !== undefined) checkAmount(change.amount, ctx);
    })
    .transform(({ amount, ...rest }) => ({ ...rest, ...amountOf(amount) })),
});
export type CustomDiscountChange = z.output<typeof customDiscountChangeSchema>["data"];

/**
 * PUT /v2/carts/{id}/custom-discounts/{discountId}, and with `itemId` PUT …/items/{item}/custom-discounts/{discountId}:
 * only in carts whose custom discounts are enabled.
 */
export async function updateCustomDiscount(cartId: string, discountId: string, change: CustomDiscountChange, itemId?: string): Promise<{ view: CartView; row: CustomDiscountRow }> {
  let row: CustomDiscountRow | undefined;
  const view = await changeCart(cartId, async (unit) => {
    const { cart } = unit;
    if (!cart.customDiscountsEnabled) throw customDiscountsDisabled();
    const cartItemId = await discountedLine(unit, itemId);
    if (change.currency && currencyIsFixed(await unit.lineCount()) && change.currency !== cart.currency) {
      throw currencyMismatch(cart.currency!, { detail: `the custom discount is in ${change.currency}`, meta: { id: discountId } });
    }
    row = isUuid(discountId)
      ? await unit.updateCustomDiscount(discountId.toLowerCase(), {
          ...(change.amount !== undefined ? { amount: change.amount } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          ...(change.discount_code !== undefined ? { discountCode: change.discount_code } : {}),
          ...(change.discount_engine !== undefined ? { discountEngine: change.discount_engine } : {}),
          ...(change.external_id !== undefined ? { externalId: change.external_id } : {}),
        }, cartItemId)
      : undefined;
    if (!row) throw customDiscountNotFound(discountId);
  });
  return { view, row: row! };
}

const customDiscountNotFound = (id: string) => notFound("Not Found", `Custom discount ${id} does not exist in this cart`, { id });

/** DELETE /v2/carts/{id}/custom-discounts/{discountId}, and with `itemId` DELETE …/items/{item}/custom-discounts/{discountId}. */
export async function deleteCustomDiscount(cartId: string, discountId: string, itemId?: string): Promise<void> {
  await changeCart(cartId, async (unit) => {
    const cartItemId = await discountedLine(unit, itemId);
    const deleted = isUuid(discountId) && (await unit.deleteCustomDiscount(discountId.toLowerCase(), cartItemId));
    if (!deleted) throw customDiscountNotFound(discountId);
  });
}

/** DELETE /v2/carts/{id}/custom-discounts: every custom discount of the cart. */
export async function deleteAllCustomDiscounts(cartId: string): Promise<void> {
  await changeCart(cartId, (unit) => unit.deleteCustomDiscounts());
}
