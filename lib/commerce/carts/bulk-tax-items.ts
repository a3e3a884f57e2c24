// EP's cart-wide tax items: POST /v2/carts/{id}/taxes adds tax items to several lines at once (each names its line
// in `relationships.item.data`), DELETE /v2/carts/{id}/taxes removes every tax item of the cart, and PUT
// /v2/carts/{id}/items/{item}/taxes/{tax} changes one. The rules are the one-at-a-time route's (tax-items.ts): a
// goods line only, at most 5 tax items a line, the cart's 100 counted items; the totals are recomputed from the
// stored lines after the change (totals.ts). With `options.add_all_or_nothing` one refused entry refuses them
// all; without it the others are added and the refused ones are answered beside them, as EP does.
import { z } from "zod";
import { ApiError, notFound, type ErrorObject } from "../errors";
import { now } from "../clock";
import { parseOrThrow } from "../validation";
import { isUuid } from "../uuid";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { applyCartDiscounts } from "./cart-discounts";
import { changeCart, findLine } from "./carts";
import type { CartItemTaxRow, CartView } from "./cart-view";
import { countedItems, exceedsItemLimit, itemLimitReached } from "./item-limit";
import { TAX_ITEM_LIMIT, taxItemSchema } from "./tax-items";

/** EP's most tax items one bulk request adds (the cart's own limits hold besides). */
export const BULK_TAX_LIMIT = 100;

const bulkTaxSchema = taxItemSchema.extend({
  relationships: z.strictObject({
    item: z.strictObject({ data: z.strictObject({ type: z.enum(["cart_item", "custom_item"]), id: z.string().min(1) }) }),
  }),
});

export const bulkTaxesBodySchema = z.object({
  data: z.array(bulkTaxSchema).min(1, "Add at least one tax item.").max(BULK_TAX_LIMIT, `Add at most ${BULK_TAX_LIMIT} tax items at a time.`),
  options: z.strictObject({ add_all_or_nothing: z.boolean().optional() }).optional(),
});
export type BulkTaxes = z.output<typeof bulkTaxesBodySchema>;

export const parseBulkTaxesBody = (body: unknown): BulkTaxes => parseOrThrow(bulkTaxesBodySchema, body, "");

export type AddedTax = CartItemTaxRow & { itemType: string };

const notAdded = (status: number, detail: string, id: string): ErrorObject => ({ status, title: "Tax item not added to cart item.", detail, meta: { id } });

const allOrNothing = () =>
  new ApiError({ status: 422, title: "Add all or nothing.", detail: "Add all or nothing set to (true). Could not bulk add tax items to cart." });

/** POST /v2/carts/{id}/taxes: the tax items added (in the request's order) and those refused. */
export async function addTaxItems(cartId: string, { data, options }: BulkTaxes): Promise<{ view: CartView; added: AddedTax[]; errors: ErrorObject[] }> {
  const added: AddedTax[] = [];
  const errors: ErrorObject[] = [];
  const view = await changeCart(cartId, async (unit) => {
    const contents = await unit.contents();
    const automaticLines = applyCartDiscounts(contents, contents.discounts, now()).automaticLines;
    const lines = new Map(contents.items.map((line) => [line.id, line]));
    const held = new Map<string, number>();
    for (const tax of contents.taxes) held.set(tax.cartItemId, (held.get(tax.cartItemId) ?? 0) + 1);
    let taxItems = contents.taxes.length;
    const accepted: { entry: (typeof data)[number]; itemId: string; itemType: string }[] = [];
    for (const entry of data) {
      const { type, id } = entry.relationships.item.data;
      const line = isUuid(id) ? lines.get(id.toLowerCase()) : undefined;
      if (!line || !isGoodsLine(line)) {
        errors.push(notAdded(404, `Cart item ${id} does not exist in this cart.`, id));
      } else if (line.type !== type) {
        errors.push(notAdded(404, `Mismatch between bulk tax item type(${type}) and cart item type(${line.type}).`, id));
      } else if ((held.get(line.id) ?? 0) >= TAX_ITEM_LIMIT) {
        errors.push(notAdded(422, `Cannot exceed tax item limit of (${TAX_ITEM_LIMIT}) on cart item.`, id));
      } else if (exceedsItemLimit(countedItems({ lines: contents.items.length, taxItems: taxItems + 1, automaticLines }))) {
        errors.push({ ...itemLimitReached(), meta: { id } });
      } else {
        held.set(line.id, (held.get(line.id) ?? 0) + 1);
        taxItems += 1;
        accepted.push({ entry, itemId: line.id, itemType: line.type });
      }
    }
    if (errors.length > 0 && (options?.add_all_or_nothing || accepted.length === 0)) {
      throw options?.add_all_or_nothing ? allOrNothing() : new ApiError(errors);
    }
    for (const { entry, itemId, itemType } of accepted) {
      const row = await unit.insertTax(itemId, { name: entry.name, jurisdiction: entry.jurisdiction, code: entry.code, rate: entry.rate });
      added.push({ ...row, itemType });
    }
  });
  return { view, added, errors };
}

/** DELETE /v2/carts/{id}/taxes: every tax item of the cart. */
export async function deleteTaxItems(cartId: string): Promise<void> {
  await changeCart(cartId, (unit) => unit.deleteTaxes());
}

export const taxItemChangeSchema = z.object({
  data: z.strictObject({
    type: z.literal("tax_item"),
    id: z.string().optional(),
    name: z.string().max(255).optional(),
    jurisdiction: z.string().max(255).optional(),
    code: z.string().max(255).optional(),
    rate: z.number().min(0).max(1).optional(),
  }),
});
export type TaxItemChange = z.output<typeof taxItemChangeSchema>["data"];

/** PUT /v2/carts/{id}/items/{item}/taxes/{tax}: the fields given change, the others stay. */
export async function updateTaxItem(cartId: string, itemId: string, taxId: string, { name, jurisdiction, code, rate }: TaxItemChange): Promise<CartItemTaxRow> {
  let updated: CartItemTaxRow | undefined;
  await changeCart(cartId, async (unit) => {
    const line = await findLine(unit, itemId);
    const change = { ...(name !== undefined ? { name } : {}), ...(jurisdiction !== undefined ? { jurisdiction } : {}), ...(code !== undefined ? { code } : {}), ...(rate !== undefined ? { rate } : {}) };
    updated = isUuid(taxId) ? await unit.updateTax(line.id, taxId.toLowerCase(), change) : undefined;
    if (!updated) throw notFound("Not Found", `Tax item ${taxId} does not exist on this cart item`, { id: taxId });
  });
  return updated!;
}
