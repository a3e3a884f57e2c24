// POST /v2/carts/{cartID}/items (seed §2, contract §6): the add-items pipeline.
//
//   1. parse   the envelope `{data, options}`; `data` is one item or an array; each item is checked by
//              the handler of its `type` (ITEM_HANDLERS), so one item's errors never hide another's;
//   2. lock    the cart: one statement creates it if unknown, locks its row, moves updated_at and fixes
//              its currency when it has no lines yet (X-MOLTIN-CURRENCY, else USD);
//   3. read    its lines and shipping groups and every catalog product the items name (id = ANY /
//              sku = ANY, with the options of bundles), in one statement;
//   4. resolve each item into line drafts against the cart's lines (currency, custom inputs, bundles,
//              shipping groups, the line bounds), in request order;            ┐ add-plan.ts
//   5. decide  add_all_or_nothing and the 100-line limit;                      ┘ planAdd
//   6. write   every new or grown line in one INSERT … ON CONFLICT (cart_id, identity) DO UPDATE.
// Everything from 2 on is one transaction: a refused request changes nothing. On PostgreSQL it takes two
// round trips whatever the size of the cart: BEGIN, lock, read and the discount context in one; the
// write and COMMIT in the other (add-items-store.ts; a re-order or merge reads once more between). When
// the process remembers the cart and the products, 3 to 5 are done first on that memory and the add
// takes one round trip, its write guarded against anything having changed (speculative-add.ts).
import { z } from "zod";
import { batchedTransaction, getDb } from "@/lib/storage/db";
import { md5Hex } from "@/lib/storage/digest";
import { ApiError, type ErrorObject } from "../errors";
import { issuesToErrors, parseOrThrow } from "../validation";
import {
  discountContextStatement,
  lockCartStatement,
  parseLockedCart,
  parseReadForAdd,
  parseTaxRows,
  parseWrittenLines,
  readForAddStatement,
  replaceTaxesSql,
  writeLinesStatement,
} from "./add-items-store";
import { addedView, planAdd, type AddBasis, type AddItemsRequest, type ValidItem } from "./add-plan";
import { serialisedByCart } from "./cart-queue";
import { assertCartId } from "./carts";
import type { CartView } from "./cart-view";
import { knownLines, rememberFreshCart } from "./cart-line-cache";
import { parseDiscountContext } from "./discount-context";
import { cartItemHandler } from "./items/cart-item";
import { cartItemsHandler } from "./items/cart-items";
import { customItemHandler } from "./items/custom-item";
import type { ItemHandler } from "./items/item-handler";
import { orderItemsHandler } from "./items/order-items";
import { promotionItemHandler } from "./items/promotion-item";
import { productKeyLists, rememberCatalog } from "./product-lookup";
import { speculativeAdd } from "./speculative-add";

export type { AddItemsRequest } from "./add-plan";

/**
 * One handler per `data[].type`. The next issue plugs `promotion_item` in here; a type that is not in
 * this table is refused with 400 `enum`.
 */
export const ITEM_HANDLERS: Record<string, ItemHandler<any, any>> = {
  cart_item: cartItemHandler,
  custom_item: customItemHandler,
  promotion_item: promotionItemHandler,
  order_items: orderItemsHandler,
  cart_items: cartItemsHandler,
};

/** At most this many items in one request (each may still add to the same line). */
export const MAX_ITEMS_PER_REQUEST = 100;

const envelopeSchema = z.object({
  data: z.unknown().refine((d) => d !== undefined && d !== null, { message: "data is required", params: { title: "required" } }),
  options: z.strictObject({ add_all_or_nothing: z.boolean().optional() }).optional(),
});

type ParsedItem = (ValidItem & { errors?: undefined }) | { index: number; source: string; errors: ErrorObject[] };

function parseItems(body: unknown): { items: ParsedItem[]; allOrNothing: boolean } {
  const envelope = parseOrThrow(envelopeSchema, body, "");
  const data = envelope.data;
  const many = Array.isArray(data);
  if (!many && typeof data !== "object") {
    throw new ApiError({ status: 400, title: "invalid_type", detail: "data is an item or an array of items", source: "data", meta: { value: data } });
  }
  const list: unknown[] = many ? data : [data];
  if (list.length === 0 || list.length > MAX_ITEMS_PER_REQUEST) {
    throw new ApiError({
      status: 400,
      title: list.length === 0 ? "array_gte" : "array_lte",
      detail: `data holds 1 to ${MAX_ITEMS_PER_REQUEST} items`,
      source: "data",
      meta: { value: list.length },
    });
  }
  const items = list.map((raw, index): ParsedItem => {
    const source = many ? `data[${index}]` : "data";
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      return { index, source, errors: [{ status: 400, title: "invalid_type", detail: "An item is an object", source, meta: { value: raw ?? null } }] };
    }
    const type = (raw as { type?: unknown }).type;
    const handler = typeof type === "string" && Object.hasOwn(ITEM_HANDLERS, type) ? ITEM_HANDLERS[type] : undefined;
    if (!handler) {
      return {
        index,
        source,
        errors: [
          type === undefined
            ? { status: 400, title: "required", detail: `${source}.type is required`, source: `${source}.type`, meta: { value: null } }
            : {
                status: 400,
                title: "enum",
                detail: `type must be one of: ${Object.keys(ITEM_HANDLERS).join(", ")}`,
                source: `${source}.type`,
                meta: { value: type },
              },
        ],
      };
    }
    const result = handler.schema.safeParse(raw);
    if (!result.success) return { index, source, errors: issuesToErrors(result.error.issues, raw, source) };
    return { index, source, type: type as string, handler, input: result.data };
  });
  return { items, allOrNothing: envelope.options?.add_all_or_nothing ?? false };
}

export type AddItemsResult = { view: CartView; errors: ErrorObject[] };

/** Adds the request's items to the cart (created when unknown); returns the cart and the refused items' errors. */
export async function addItemsToCart(cartId: string, body: unknown, request: AddItemsRequest): Promise<AddItemsResult> {
  assertCartId(cartId);
  const { items, allOrNothing } = parseItems(body);
  const parseErrors: ErrorObject[] = items.flatMap((item) => item.errors ?? []);
  const valid = items.filter((item): item is ValidItem => !item.errors);
  // Even when add_all_or_nothing already fails, the valid items are resolved so every problem is reported at once.
  if (valid.length === 0) throw new ApiError(parseErrors);

  const keys = valid.flatMap((item) => item.handler.products?.(item.input) ?? []);
  const db = await getDb();

  return serialisedByCart(cartId, async () => {
    const speculated = await speculativeAdd(db, cartId, valid, keys, request, { allOrNothing, errors: parseErrors });
    if (speculated) return speculated;
    return batchedTransaction(async (batch) => {
      const known = knownLines(cartId);
      const [locked, read, context] = await batch.run([
        lockCartStatement(db, cartId, request.currency),
        readForAddStatement(cartId, keys, known),
        discountContextStatement(cartId),
      ]);
      const cart = parseLockedCart(locked);
      const { lines, versions, taxes, groups, catalog, texts } = parseReadForAdd(read, known);
      const contextText = String(context[0].context);
      const discounts = parseDiscountContext(contextText);
      const lists = productKeyLists(keys);
      rememberCatalog(lists, texts.products, catalog);
      const basis: AddBasis = { cart, lines, taxes, groups, catalog, discounts };
      const taxesDigest = md5Hex(texts.taxes);
      const groupsDigest = md5Hex(texts.groups);
      const contextDigest = md5Hex(contextText);
      // A cart this add created, empty: what the next new cart will most likely look like.
      if (cart.createdAt.getTime() === cart.updatedAt.getTime() && lines.length === 0 && taxes.length === 0 && groups.length === 0) {
        rememberFreshCart({ cart, taxes, taxesDigest, groups, groupsDigest, context: discounts, contextDigest });
      }

      // Batched reads of the handlers that need them (none for products and custom items).
      const loaded = new Map<ItemHandler<any, any>, unknown>();
      for (const handler of new Set(valid.map((item) => item.handler))) {
        if (handler.load) loaded.set(handler, await handler.load(await batch.tx(), valid.filter((i) => i.handler === handler).map((i) => i.input), { ...basis, currency: cart.currency ?? request.currency, caller: request.caller }));
      }
      const { planned, messages, errors } = planAdd(valid, basis, request, { allOrNothing, errors: parseErrors, loaded });

      const taxWrite = replaceTaxesSql(cartId, planned);
      // A promotion line added now needs its promotion and code in the context: read it again (only then).
      const promotionAdded = planned.some(({ draft }) => draft.type === "promotion_item");
      const [written, newTaxes, newContextText] = await batch.commit([
        ...(planned.length ? [writeLinesStatement(cartId, planned, lines)] : []),
        ...(taxWrite ? [taxWrite.statement] : []),
        ...(promotionAdded ? [discountContextStatement(cartId)] : []),
      ]).then((results) => {
        const rows = [...results];
        return [
          planned.length ? parseWrittenLines(rows.shift()!) : [],
          taxWrite ? parseTaxRows(rows.shift()!) : undefined,
          promotionAdded ? String(rows.shift()![0].context) : contextText,
        ] as const;
      });
      const newDiscounts = promotionAdded ? parseDiscountContext(newContextText) : discounts;
      const view = addedView(cart, { lines: versions, taxes, groups }, written, {
        discounts: newDiscounts,
        messages,
        newTaxes: taxWrite && newTaxes ? { rows: newTaxes, identities: taxWrite.identities } : undefined,
        // The next add may be planned without reading, unless this one replaced tax items (their text is not known).
        basis: taxWrite ? undefined : { cart, taxes, taxesDigest, groups, groupsDigest, context: newDiscounts, contextDigest: md5Hex(newContextText) },
      });
      return { view, errors };
    });
  });
}
