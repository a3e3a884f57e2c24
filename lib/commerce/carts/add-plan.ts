// The add-items pipeline's decision (add-items.ts): what an add writes, given what the cart holds, and
// the cart it leaves. The same whether the cart was read under its lock or is remembered by this
// process (speculative-add.ts): both paths answer alike.
import { ApiError, type ErrorObject } from "../errors";
import { applyCartDiscounts, type DiscountContext } from "./cart-discounts";
import { rememberLines, type LineVersion, type PlanBasis } from "./cart-line-cache";
import type { CartItemRow, CartItemTaxRow, CartRow, CartView, ShippingGroupRow } from "./cart-view";
import { exceedsItemLimit, itemLimitReached, lineBoundsError } from "./item-limit";
import { resolvedParts, type ItemHandler, type ItemMessage, type LineDraft, type ResolveContext } from "./items/item-handler";
import { linesToWrite, type PlannedLine } from "./add-items-store";
import type { Catalog } from "./product-lookup";
import type { Caller } from "@/lib/commerce/auth/tokens";

export type AddItemsRequest = { caller: Caller; currency: string };

export function errorsOf(error: unknown, source: string): ErrorObject[] {
  if (!(error instanceof ApiError)) throw error;
  return error.errors.map((e) => (e.source ? e : { ...e, source }));
}

/** An item of the request that passed its schema: the handler of its type and its parsed input. */
export type ValidItem = { index: number; source: string; type: string; handler: ItemHandler<any, any>; input: unknown };

/** What an add is planned on: the cart as read under its lock, or as this process remembers it (speculative-add.ts). */
export type AddBasis = {
  cart: CartRow;
  lines: readonly CartItemRow[];
  taxes: CartItemTaxRow[];
  groups: ShippingGroupRow[];
  catalog: Catalog;
  discounts: DiscountContext;
};

export type AddPlan = { planned: PlannedLine[]; messages: ItemMessage[]; errors: ErrorObject[] };

/**
 * Resolves the items in request order against `basis` (an item is taken whole or not at all), counts
 * the 100-line limit and decides add_all_or_nothing. Throws the ApiError of a refused request; else
 * the lines to write, the notes for the caller, and the errors of the items left out.
 */
export function planAdd(valid: ValidItem[], basis: AddBasis, request: AddItemsRequest, options: { allOrNothing: boolean; errors: ErrorObject[]; loaded?: Map<ItemHandler<any, any>, unknown> }): AddPlan {
  const { cart, lines, taxes, groups, catalog, discounts } = basis;
  const errors = [...options.errors];
  const base: Omit<ResolveContext, "source"> = { cart, currency: cart.currency ?? request.currency, catalog, lines, groups, caller: request.caller };
  const existing = lineByIdentity(lines);
  const plan = new Map<string, PlannedLine>();
  // The limit counts unique items of every kind (seed §2 rule 4): lines, their tax items, and the
  // automatic promotion lines (what cart-discounts.ts derives from the store's promotions; none without any).
  const automaticLines = discounts.promotions.length ? applyCartDiscounts({ cart, items: lines, taxes }, discounts, new Date()).automaticLines : 0;
  let lineCount = lines.length + taxes.length + automaticLines;
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
      } else plan.set(draft.identity, { draft, existing: existing(draft.identity), add: draft.quantity });
    }
  }

  inRequestOrder(errors);
  if (overLimit) throw new ApiError([...errors, itemLimitReached(overLimit)], { status: 422 });
  if (accepted === 0 || (options.allOrNothing && errors.length)) throw new ApiError(errors);
  return { planned: linesToWrite([...plan.values()]), messages, errors };
}

/**
 * The cart after an add: its lines merged with the written ones, in order, remembered for the next add
 * with `basis` (cart-line-cache.ts; undefined when the next add must read first).
 */
export function addedView(
  cart: CartRow,
  before: { lines: readonly LineVersion[]; taxes: CartItemTaxRow[]; groups: ShippingGroupRow[] },
  written: LineVersion[],
  after: { discounts: DiscountContext; messages: ItemMessage[]; basis: PlanBasis | undefined; newTaxes?: { rows: CartItemTaxRow[]; identities: string[] } },
): CartView {
  const byId = new Map(written.map((line) => [line.row.id, line]));
  // Grown lines keep their place; new lines follow, in position order (the order of a read: position, then creation).
  const merged = before.lines.map((line) => {
    const grown = byId.get(line.row.id);
    if (!grown) return line;
    byId.delete(line.row.id);
    return grown;
  });
  const added = [...byId.values()].sort((a, b) => a.row.position - b.row.position || a.row.createdAt.getTime() - b.row.createdAt.getTime());
  const last = merged.at(-1)?.row.position ?? -Infinity;
  const lines = added.length && added[0].row.position <= last ? inCartOrder([...merged, ...added]) : [...merged, ...added];
  rememberLines(cart.id, lines, after.basis);
  const items = lines.map((line) => line.row);
  // The lines whose tax items were replaced keep only the new ones.
  const replaced = new Set(written.filter(({ row }) => after.newTaxes?.identities.includes(row.identity)).map(({ row }) => row.id));
  const taxes = after.newTaxes ? [...before.taxes.filter((t) => !replaced.has(t.cartItemId)), ...after.newTaxes.rows] : before.taxes;
  return { cart, items, taxes, groups: before.groups, discounts: after.discounts, messages: after.messages };
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

const inCartOrder = (lines: LineVersion[]) =>
  lines.sort((a, b) => a.row.position - b.row.position || a.row.createdAt.getTime() - b.row.createdAt.getTime());

const sourceIndex = (error: ErrorObject) => Number(/^data\[(\d+)\]/.exec(error.source ?? "")?.[1] ?? 0);

/** Errors in the order of the inputs they name (a stable sort keeps each input's own order). */
export function inRequestOrder(errors: ErrorObject[]) {
  errors.sort((a, b) => sourceIndex(a) - sourceIndex(b));
}
