// What one kind of item (`data[].type`) plugs into the add-items pipeline (add-items.ts): its request
// schema, the catalog products it needs, optional batched reads, and how it turns into cart lines.
import { z } from "zod";
import type { Caller } from "@/lib/commerce/auth/tokens";
import type { AddReads, LineWrite } from "@/lib/storage/carts/cart-store";
import type { Catalog, ProductKey } from "@/lib/storage/carts/rows";
import { ApiError, type ErrorObject } from "../../errors";
import type { CartItemRow, CartRow, ShippingGroupRow } from "../cart-view";
import { MAX_LINE_QUANTITY } from "../item-limit";

/**
 * A line an item adds: inserted as a new line, or added to the line of the same identity (line-identity.ts)
 * as line-merge.ts says. The fields of the line it writes (the cart store's LineWrite), but `quantity` is
 * how many this item adds, and `taxes` (`tax: [...]` on a cart_item, client credentials only) REPLACE
 * the line's tax items (undefined keeps them, [] removes them).
 */
export type LineDraft = Omit<LineWrite, "existing"> & {
  /**
   * The line holds exactly `quantity`, however often it is added (promotion lines: the same code
   * twice is still one line of quantity 1). Adds never sum into it.
   */
  fixedQuantity?: boolean;
  /**
   * Whether an add to an existing line of this identity refreshes the line's description and price
   * from this draft (catalog products: the catalog wins) or keeps them (custom items keep the line's).
   */
  refreshExisting: boolean;
};

export type ResolveContext = {
  cart: CartRow;
  /** The cart's currency for this add (fixed by the first add: X-MOLTIN-CURRENCY, else USD). */
  currency: string;
  catalog: Catalog;
  lines: readonly CartItemRow[];
  groups: ShippingGroupRow[];
  caller: Caller;
  /** How errors name this input: `data` for a single object, `data[i]` in an array. */
  source: string;
};

/** A note for the caller about an item that was added (re-order skipped custom items, …): `meta.messages`. */
export type ItemMessage = { source: string; title: string; description: string };

/**
 * What an item resolves to: its lines, or (an item that copies several lines: re-order, merge) its
 * lines plus the errors of the lines it could not copy and notes for the caller. A line's error
 * counts as an error of the request (add_all_or_nothing); the other lines are still added.
 */
export type Resolved = LineDraft[] | { drafts: LineDraft[]; errors?: ErrorObject[]; messages?: ItemMessage[] };

export type ItemHandler<Input = any, Loaded = undefined> = {
  /** The request shape of one item. Unknown fields are stripped, never stored (mass assignment). */
  schema: z.ZodType<Input>;
  /** Catalog products the item names; the pipeline looks up every item's products in one query. */
  products?: (input: Input) => ProductKey[];
  /** Reads for all items of this type at once, inside the cart's lock (promotion codes, orders, source carts). */
  load?: (reads: AddReads, inputs: Input[], ctx: Omit<ResolveContext, "source">) => Promise<Loaded>;
  /** The lines the item adds (one for a product, several for a re-order); throws an ApiError to refuse it. */
  resolve: (input: Input, ctx: ResolveContext, loaded: Loaded) => Resolved;
};

export const quantitySchema = z.number().int().min(1).max(MAX_LINE_QUANTITY);

export const shippingGroupNotFound = (groupId: string) =>
  new ApiError({
    status: 404,
    title: "Cart shipping group not found",
    detail: `No shipping group ${groupId} in this cart`,
    meta: { shipping_group_id: groupId },
  });

/** The cart shipping group an item links to must exist in this cart (docs/api.md "Adding to a cart"). */
export function linkedShippingGroup(groupId: string | undefined | null, ctx: ResolveContext): string | null {
  if (!groupId) return null;
  const group = ctx.groups.find((g) => g.id === groupId.toLowerCase());
  if (!group) throw shippingGroupNotFound(groupId);
  return group.id;
}

/** Several problems with one item, reported together. */
export function throwAll(errors: ApiError[]): void {
  if (errors.length) throw new ApiError(errors.flatMap((e) => e.errors));
}

/** A Resolved in its long form. */
export function resolvedParts(resolved: Resolved): { drafts: LineDraft[]; errors: ErrorObject[]; messages: ItemMessage[] } {
  if (Array.isArray(resolved)) return { drafts: resolved, errors: [], messages: [] };
  return { drafts: resolved.drafts, errors: resolved.errors ?? [], messages: resolved.messages ?? [] };
}
