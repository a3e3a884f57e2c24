// POST /v2/carts/{cartID}/items (seed §2, contract §6): the add-items pipeline.
//
//   1. parse   the envelope `{data, options}`; `data` is one item or an array; each item is checked by
//              the handler of its `type` (ITEM_HANDLERS), so one item's errors never hide another's;
//   2. lock    the cart: one statement creates it if unknown, locks its row, moves updated_at and fixes
//              its currency when it has no lines yet (X-MOLTIN-CURRENCY, else USD);
//   3. read    its lines and shipping groups and every catalog product the items name (id = ANY /
//              sku = ANY, with the options of bundles), in one statement;
//   4. resolve each item into line drafts against the cart's lines (currency, custom inputs, bundles,
//              shipping groups, the line bounds), in request order;
//   5. decide  add_all_or_nothing and the 100-line limit;
//   6. write   every new or grown line in one INSERT … ON CONFLICT (cart_id, identity) DO UPDATE.
// Everything from 2 on is one transaction: a refused request changes nothing. On PostgreSQL it takes two
// round trips whatever the size of the cart: BEGIN, lock, read and the discount context in one; the
// write and COMMIT in the other (add-items-store.ts; a re-order or merge reads once more between).
import { z } from "zod";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { batchedTransaction, getDb } from "@/lib/storage/db";
import { ApiError, type ErrorObject } from "../errors";
import { issuesToErrors, parseOrThrow } from "../validation";
import {
  discountContextStatement,
  linesToWrite,
  lockCartStatement,
  parseLockedCart,
  parseReadForAdd,
  parseTaxRows,
  parseWrittenLines,
  readForAddStatement,
  replaceTaxesSql,
  writeLinesStatement,
  type PlannedLine,
} from "./add-items-store";
import { applyCartDiscounts } from "./cart-discounts";
import { serialisedByCart } from "./cart-queue";
import { assertCartId } from "./carts";
import type { CartView } from "./cart-view";
import { knownLines, rememberLines } from "./cart-line-cache";
import { parseDiscountContext } from "./discount-context";
import { exceedsItemLimit, itemLimitReached, lineBoundsError } from "./item-limit";
import { cartItemHandler } from "./items/cart-item";
import { cartItemsHandler } from "./items/cart-items";
import { customItemHandler } from "./items/custom-item";
import { resolvedParts, type ItemHandler, type ItemMessage, type LineDraft, type ResolveContext } from "./items/item-handler";
import { orderItemsHandler } from "./items/order-items";
import { promotionItemHandler } from "./items/promotion-item";

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

type ParsedItem =
  | { index: number; source: string; type: string; handler: ItemHandler<any, any>; input: unknown; errors?: undefined }
  | { index: number; source: string; errors: ErrorObject[] };

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

export type AddItemsRequest = { caller: Caller; currency: string };

function errorsOf(error: unknown, source: string): ErrorObject[] {
  if (!(error instanceof ApiError)) throw error;
  return error.errors.map((e) => (e.source ? e : { ...e, source }));
}

/** Adds the request's items to the cart (created when unknown); returns the cart and the refused items' errors. */
export async function addItemsToCart(cartId: string, body: unknown, request: AddItemsRequest): Promise<AddItemsResult> {
  assertCartId(cartId);
  const { items, allOrNothing } = parseItems(body);
  const errors: ErrorObject[] = items.flatMap((item) => item.errors ?? []);
  const valid = items.filter((item): item is Extract<ParsedItem, { handler: unknown }> => !item.errors);
  // Even when add_all_or_nothing already fails, the valid items are resolved so every problem is reported at once.
  if (valid.length === 0) throw new ApiError(errors);

  const keys = valid.flatMap((item) => item.handler.products?.(item.input) ?? []);
  const db = await getDb();

  return serialisedByCart(cartId, () => batchedTransaction(async (batch) => {
    const known = knownLines(cartId);
    const [locked, read, context] = await batch.run([
      lockCartStatement(db, cartId, request.currency),
      readForAddStatement(cartId, keys, known),
      discountContextStatement(cartId),
    ]);
    const cart = parseLockedCart(locked);
    const { lines, versions, taxes, groups, catalog } = parseReadForAdd(read, known);
    const discounts = parseDiscountContext(String(context[0].context));
    const base: Omit<ResolveContext, "source"> = { cart, currency: cart.currency ?? request.currency, catalog, lines, groups, caller: request.caller };

    // Batched reads of the handlers that need them (none for products and custom items).
    const loaded = new Map<ItemHandler<any, any>, unknown>();
    for (const handler of new Set(valid.map((item) => item.handler))) {
      if (handler.load) loaded.set(handler, await handler.load(await batch.tx(), valid.filter((i) => i.handler === handler).map((i) => i.input), base));
    }

    // Resolve in request order; an item is taken whole or not at all.
    const existing = new Map(lines.map((line) => [line.identity, line]));
    const plan = new Map<string, PlannedLine>();
    // The limit counts unique items of every kind (seed §2 rule 4): lines, their tax items, and the
    // automatic promotion lines the cart shows now (cart-discounts.ts).
    let lineCount = lines.length + taxes.length + applyCartDiscounts({ cart, items: lines, taxes }, discounts, new Date()).automaticLines;
    const taxCount = new Map<string, number>();
    const identityOf = new Map(lines.map((line) => [line.id, line.identity]));
    for (const tax of taxes) {
      const identity = identityOf.get(tax.cartItemId)!;
      taxCount.set(identity, (taxCount.get(identity) ?? 0) + 1);
    }
    let overLimit: string | undefined;
    let accepted = 0;
    const messages: ItemMessage[] = [];
    for (const item of valid) {
      let drafts: LineDraft[];
      let itemMessages: ItemMessage[];
      try {
        const resolved = resolvedParts(item.handler.resolve(item.input, { ...base, source: item.source }, loaded.get(item.handler)));
        drafts = resolved.drafts;
        itemMessages = resolved.messages;
        // Lines of a re-order or merge that could not be copied; the item's other lines still count.
        errors.push(...resolved.errors.map((e) => (e.source ? e : { ...e, source: item.source })));
        if (drafts.length === 0 && resolved.errors.length) continue;
      } catch (error) {
        errors.push(...errorsOf(error, item.source));
        continue;
      }
      // What the item's drafts would make of the lines they join (in this cart or earlier in this request).
      const pending = new Map<string, { quantity: number; unitAmount: number }>();
      const pendingTaxes = new Map<string, number>();
      let newLines = 0;
      for (const draft of drafts) {
        if (draft.taxes) {
          // Tax items replace the line's: the count changes by the difference.
          newLines += draft.taxes.length - (pendingTaxes.get(draft.identity) ?? taxCount.get(draft.identity) ?? 0);
          pendingTaxes.set(draft.identity, draft.taxes.length);
        }
        const planned = plan.get(draft.identity);
        const line = existing.get(draft.identity);
        const before = pending.get(draft.identity) ?? {
          quantity: (line?.quantity ?? 0) + (planned?.add ?? 0),
          unitAmount: line?.unitAmount ?? planned?.draft.unitAmount ?? draft.unitAmount,
        };
        if (!line && !planned && !pending.has(draft.identity)) newLines += 1;
        pending.set(draft.identity, {
          quantity: draft.fixedQuantity ? draft.quantity : before.quantity + draft.quantity,
          unitAmount: draft.refreshExisting ? draft.unitAmount : before.unitAmount,
        });
      }
      const refused = [...pending.values()].map((l) => lineBoundsError(l.quantity, l.unitAmount, item.source)).find(Boolean);
      if (refused) {
        errors.push(...errorsOf(refused, item.source));
        continue;
      }
      if (exceedsItemLimit(lineCount + newLines)) {
        overLimit ??= item.source;
        continue;
      }
      lineCount += newLines;
      for (const [identity, count] of pendingTaxes) taxCount.set(identity, count);
      accepted += 1;
      messages.push(...itemMessages);
      for (const draft of drafts) {
        const planned = plan.get(draft.identity);
        if (planned) {
          if (!draft.fixedQuantity) planned.add += draft.quantity;
          if (draft.taxes) planned.draft = { ...planned.draft, taxes: draft.taxes };
        } else plan.set(draft.identity, { draft, existing: existing.get(draft.identity), add: draft.quantity });
      }
    }

    inRequestOrder(errors);
    if (overLimit) throw new ApiError([...errors, itemLimitReached(overLimit)], { status: 422 });
    if (accepted === 0 || (allOrNothing && errors.length)) throw new ApiError(errors);

    const planned = linesToWrite([...plan.values()]);
    const taxWrite = replaceTaxesSql(cartId, planned);
    // A promotion line added now needs its promotion and code in the context: read it again (only then).
    const promotionAdded = planned.some(({ draft }) => draft.type === "promotion_item");
    const [written, newTaxes, newContext] = await batch.commit([
      ...(planned.length ? [writeLinesStatement(cartId, planned, lines)] : []),
      ...(taxWrite ? [taxWrite.statement] : []),
      ...(promotionAdded ? [discountContextStatement(cartId)] : []),
    ]).then((results) => {
      const rows = [...results];
      return [
        planned.length ? parseWrittenLines(rows.shift()!) : [],
        taxWrite ? parseTaxRows(rows.shift()!) : undefined,
        promotionAdded ? parseDiscountContext(String(rows.shift()![0].context)) : discounts,
      ] as const;
    });
    const byId = new Map(lines.map((line) => [line.id, line]));
    for (const { row, version } of written) {
      byId.set(row.id, row);
      versions.set(row.id, version);
    }
    const items = [...byId.values()].sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime());
    rememberLines(cartId, items.map((row) => ({ row, version: versions.get(row.id)! })));
    // The lines whose tax items were replaced keep only the new ones.
    const replaced = new Set(written.filter(({ row }) => taxWrite?.identities.includes(row.identity)).map(({ row }) => row.id));
    const allTaxes = newTaxes ? [...taxes.filter((t) => !replaced.has(t.cartItemId)), ...newTaxes] : taxes;
    return { view: { cart, items, taxes: allTaxes, groups, discounts: newContext, messages }, errors };
  }));
}

const sourceIndex = (error: ErrorObject) => Number(/^data\[(\d+)\]/.exec(error.source ?? "")?.[1] ?? 0);

/** Errors in the order of the inputs they name (a stable sort keeps each input's own order). */
function inRequestOrder(errors: ErrorObject[]) {
  errors.sort((a, b) => sourceIndex(a) - sourceIndex(b));
}
