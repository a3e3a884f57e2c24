// Tax items: `{type:"tax_item", name, jurisdiction, code, rate}` on a
// cart line, `rate` a decimal (0.2 = 20%). Only administrators with client credentials add them; on a
// `cart_item` add they REPLACE the line's taxes; a line holds at most 5 (EP's limit). They also come
// one at a time through POST /v2/carts/{id}/items/{item}/taxes and go through DELETE …/taxes/{tax}.
// The tax itself is computed by totals.ts (`taxOf`): round(value × rate) per tax item, taken out of
// prices that include tax.
import { z } from "zod";
import type { Caller } from "@/lib/commerce/auth/tokens";
import type { CartChange } from "@/lib/storage/carts/cart-store";
import { ApiError, notFound, unprocessable } from "../errors";
import { applyCartDiscounts } from "./cart-discounts";
import { changeCart, findLine } from "./carts";
import type { CartItemTaxRow } from "./cart-view";
import { countedItems, exceedsItemLimit, itemLimitReached } from "./item-limit";
import { isUuid } from "../uuid";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { now } from "../clock";

export const TAX_ITEM_LIMIT = 5;

export const taxItemLimitReached = (source?: string) =>
  new ApiError({
    status: 422,
    title: "Tax item limit reached",
    detail: `A cart item can hold at most ${TAX_ITEM_LIMIT} tax items`,
    ...(source ? { source } : {}),
    meta: { limit: TAX_ITEM_LIMIT },
  });

export const taxItemSchema = z.strictObject({
  type: z.literal("tax_item"),
  name: z.string().max(255).default(""),
  jurisdiction: z.string().max(255).default(""),
  code: z.string().max(255).default(""),
  rate: z.number().min(0).max(1),
});

/** Rule: at most 5 tax items on a line (422, as EP). */
export const taxItemsSchema = z.array(taxItemSchema).superRefine((taxes, ctx) => {
  if (taxes.length > TAX_ITEM_LIMIT) {
    ctx.addIssue({
      code: "custom",
      message: `A cart item can hold at most ${TAX_ITEM_LIMIT} tax items`,
      params: { title: "Tax item limit reached", status: 422, meta: { limit: TAX_ITEM_LIMIT } },
    });
  }
});

export type TaxItemInput = z.output<typeof taxItemSchema>;

/** Rule: only administrators with client credentials add tax items (implicit → 403). */
export function assertMayAddTaxItems(caller: Caller, source?: string): void {
  if (caller.grant !== "client_credentials") {
    throw new ApiError({
      status: 403,
      title: "Forbidden",
      detail: "Only administrators with client credentials may add tax items",
      ...(source ? { source } : {}),
    });
  }
}


async function findTaxableLine(unit: CartChange, itemId: string) {
  const line = await findLine(unit, itemId);
  if (!isGoodsLine(line)) {
    throw unprocessable("Cannot add tax item", "Tax items go on product and custom items, not on promotions.", { source: "cartitemID" });
  }
  return line;
}

export const taxItemBodySchema = z.object({ data: taxItemSchema });

/** POST /v2/carts/{id}/items/{item}/taxes: adds one tax item; the line's 5 and the cart's 100 hold. */
export async function addTaxItem(cartId: string, itemId: string, data: TaxItemInput): Promise<CartItemTaxRow> {
  let added: CartItemTaxRow | undefined;
  await changeCart(cartId, async (unit) => {
    const line = await findTaxableLine(unit, itemId);
    if ((await unit.taxCount(line.id)) >= TAX_ITEM_LIMIT) throw taxItemLimitReached("data");
    const view = await unit.contents();
    const automaticLines = applyCartDiscounts(view, view.discounts, now()).automaticLines;
    if (exceedsItemLimit(countedItems({ lines: view.items.length, taxItems: view.taxes.length + 1, automaticLines }))) throw new ApiError(itemLimitReached("data"));
    added = await unit.insertTax(line.id, { name: data.name, jurisdiction: data.jurisdiction, code: data.code, rate: data.rate });
  });
  return added!;
}

/** DELETE /v2/carts/{id}/items/{item}/taxes/{tax}. */
export async function deleteTaxItem(cartId: string, itemId: string, taxId: string): Promise<void> {
  await changeCart(cartId, async (unit) => {
    await findLine(unit, itemId);
    const deleted = isUuid(taxId) && (await unit.deleteTax(itemId, taxId));
    if (!deleted) throw notFound("Not Found", `Tax item ${taxId} does not exist on this cart item`, { id: taxId });
  });
}
