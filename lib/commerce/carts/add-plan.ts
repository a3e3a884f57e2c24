// The decision of an add (add-items.ts): what it writes, given what the cart holds and the products the
// request names. A pure function of what was read: the same whether the cart store read it under the
// cart's lock or answered from what it remembers (lib/storage/carts/fast-cart-store.ts).
import type { AddRead, LineWrite } from "@/lib/storage/carts/cart-store";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { ApiError, type ErrorObject } from "../errors";
import { cartCurrencyForAdd } from "./cart-currency";
import { applyCartDiscounts } from "./cart-discounts";
import type { CartItemRow } from "./cart-view";
import { countedItems, exceedsItemLimit, itemLimitReached, lineBoundsError } from "./item-limit";
import { resolvedParts, type ItemHandler, type ItemMessage, type LineDraft, type ResolveContext } from "./items/item-handler";
import { mergedLine } from "./line-merge";
import { insufficientStock, withinStock } from "../inventory/stock-rules";
import type { Catalog } from "@/lib/storage/carts/rows";
import { now } from "../clock";

export type AddItemsRequest = { caller: Caller; currency: string };

export function errorsOf(error: unknown, source: string): ErrorObject[] {
  if (!(error instanceof ApiError)) throw error;
  return error.errors.map((e) => (e.source ? e : { ...e, source }));
}

/** An item of the request that passed its schema: the handler of its type and its parsed input. */
export type ValidItem = { index: number; source: string; type: string; handler: ItemHandler<any, any>; input: unknown };

/** What an add is planned on (the cart store's read). */
export type AddBasis = AddRead;

/** A line the add changes: its draft, the line it joins (if any) and how much the request adds to it. */
type PlannedLine = { draft: LineDraft; existing?: CartItemRow; add: number };

export type AddPlan = { writes: LineWrite[]; messages: ItemMessage[]; errors: ErrorObject[] };

/**
 * Resolves the items in request order against `basis` (an item is taken whole or not at all), counts
 * the 100-line limit and decides add_all_or_nothing. Throws the ApiError of a refused request; else
 * the lines to write, the notes for the caller, and the errors of the items left out.
 */
export function planAdd(valid: ValidItem[], basis: AddBasis, request: AddItemsRequest, options: { allOrNothing: boolean; errors: ErrorObject[]; loaded?: Map<ItemHandler<any, any>, unknown> }): AddPlan {
  const { cart, lines, taxes, groups, catalog, discounts } = basis;
  const errors = [...options.errors];
  const base: Omit<ResolveContext, "source"> = { cart, currency: cartCurrencyForAdd(cart, lines.length, request.currency), catalog, lines, groups, caller: request.caller };
  const existing = lineByIdentity(lines);
  const plan = new Map<string, PlannedLine>();
  // The automatic promotion lines the cart shows count toward the limit (none without promotions).
  const automaticLines = discounts.promotions.length ? applyCartDiscounts({ cart, items: lines, taxes }, discounts, now()).automaticLines : 0;
  let lineCount = countedItems({ lines: lines.length, taxItems: taxes.length, automaticLines });
  const taxCount = new Map<string, number>();
  const identityOf = taxes.length ? new Map(lines.map((line) => [line.id, line.identity])) : new Map<string, string>();
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
      const resolved = resolvedParts(item.handler.resolve(item.input, { ...base, source: item.source }, options.loaded?.get(item.handler)));
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
      const line = existing(draft.identity);
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
    const short = refused ? undefined : stockShortfall(drafts, lines, plan, base.catalog, item.source);
    if (refused || short) {
      errors.push(...errorsOf(refused ?? short, item.source));
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
      } else plan.set(draft.identity, { draft, existing: existing(draft.identity), add: draft.quantity });
    }
  }

  inRequestOrder(errors);
  if (overLimit) throw new ApiError([...errors, itemLimitReached(overLimit)], { status: 422 });
  if (accepted === 0 || (options.allOrNothing && errors.length)) throw new ApiError(errors);
  // A line of fixed quantity (a promotion) that exists already has nothing to write.
  const writes = [...plan.values()].filter(({ draft, existing }) => !(draft.fixedQuantity && existing)).map(({ draft, existing, add }) => mergedLine(existing, draft, add));
  return { writes, messages, errors };
}

/**
 * The stock refusal of an item, if any: the units of each product whose stock is kept, across the cart's lines, the
 * lines planned so far and this item's drafts, may not exceed what is available. Checkout allocates; this only
 * keeps a cart from asking for what the store does not have.
 */
function stockShortfall(drafts: LineDraft[], lines: readonly CartItemRow[], plan: Map<string, PlannedLine>, catalog: Catalog, source: string): ApiError | undefined {
  for (const draft of drafts) {
    const product = draft.productId ? catalog.byId(draft.productId) : undefined;
    if (!product || product.available == null) continue;
    const of = (productId: string | null) => productId === product.id;
    const wanted =
      lines.reduce((sum, line) => sum + (of(line.productId) && !plan.has(line.identity) ? line.quantity : 0), 0) +
      [...plan.values()].reduce((sum, p) => sum + (of(p.draft.productId) ? (p.existing?.quantity ?? 0) + p.add : 0), 0) +
      drafts.reduce((sum, d) => sum + (of(d.productId) && !d.fixedQuantity ? d.quantity : 0), 0);
    if (!withinStock(product.available, wanted)) return insufficientStock(product, "add", source);
  }
  return undefined;
}

/** The cart's line of an identity: a scan for the few lookups of a usual add, a map once there are many. */
function lineByIdentity(lines: readonly CartItemRow[]): (identity: string) => CartItemRow | undefined {
  let byIdentity: Map<string, CartItemRow> | undefined;
  let lookups = 0;
  return (identity) => {
    if (!byIdentity && ++lookups > 8) byIdentity = new Map(lines.map((line) => [line.identity, line]));
    return byIdentity ? byIdentity.get(identity) : lines.find((line) => line.identity === identity);
  };
}

const sourceIndex = (error: ErrorObject) => Number(/^data\[(\d+)\]/.exec(error.source ?? "")?.[1] ?? 0);

/** Errors in the order of the inputs they name (a stable sort keeps each input's own order). */
export function inRequestOrder(errors: ErrorObject[]) {
  errors.sort((a, b) => sourceIndex(a) - sourceIndex(b));
}
