// This process's memory of carts' lines by row version: `id:xmin` (PostgreSQL gives every new version
// of a row a new xmin, the id of the transaction that wrote it). An add sends a digest of the versions
// it remembers of its cart, in order; when the cart's lines in the database give the same digest, the
// read answers '=' and the remembered, frozen row objects are the lines (and lib/commerce/carts'
// cart-resource.ts and cart-pricing.ts remember their rendering and totals by those objects). So a cart of
// 99 lines costs about what a cart of one does. Any other change to the cart's lines (another route, another
// instance) gives a different digest, and the read sends every line in full: nothing stale can be served.
// Bounded by lines held (oldest cart first).
//
// The same memory lets an add be planned before anything is read (fast-cart-store.ts): with the lines
// it keeps the rest of what the cart's last add read (PlanBasis), each text's digest beside it.
import { md5Hex } from "../digest";
import type { CartItemRow, CartItemTaxRow, CartRow, DiscountContext, ShippingGroupRow } from "./rows";

export type LineVersion = { version: string; row: CartItemRow };

/**
 * Besides the lines, what an add is planned on, as the database had it after this process's last add
 * to the cart; each `…Digest` is the md5 of the text the database rendered it as, which the guard of a
 * speculative add recomputes.
 */
export type PlanBasis = {
  readonly cart: CartRow;
  readonly taxes: CartItemTaxRow[];
  readonly taxesDigest: string;
  readonly groups: ShippingGroupRow[];
  readonly groupsDigest: string;
  readonly context: DiscountContext;
  readonly contextDigest: string;
};

/** A cart's remembered lines, in the cart's order, and the digest of their versions (versionsDigest). */
export type KnownLines = {
  readonly digest: string;
  readonly lines: readonly LineVersion[];
  /** The lines' rows, in the same order (what an add plans on), made once per remembered state. */
  readonly rows: readonly CartItemRow[];
  readonly basis?: PlanBasis;
};

/**
 * The digest the read compares: md5 of the versions joined by commas, in the cart's order. The SQL side
 * computes the same (add-statements.ts readForAdd).
 */
export const versionsDigest = (versions: readonly string[]) => md5Hex(versions.join(","));

const MAX_LINES = 20_000;
const carts = new Map<string, KnownLines>();
let held = 0;

/** What a cart never seen has: no lines (an unknown or empty cart matches it). */
const NONE: KnownLines = { digest: versionsDigest([]), lines: [], rows: Object.freeze([]) };

export function knownLines(cartId: string): KnownLines {
  return carts.get(cartId) ?? NONE;
}

/**
 * The cart's lines in order as they are after a committed change (rows frozen: they are shared between
 * requests), and the basis of the next add's plan when the change knows it.
 */
export function rememberLines(cartId: string, lines: readonly LineVersion[], basis?: PlanBasis) {
  forgetCart(cartId);
  if (lines.length > MAX_LINES) return;
  while (held + lines.length > MAX_LINES) forgetCart(carts.keys().next().value!);
  const versions: string[] = [];
  const rows: CartItemRow[] = [];
  for (const line of lines) {
    versions.push(line.version);
    rows.push(Object.freeze(line.row));
  }
  carts.set(cartId, { digest: versionsDigest(versions), lines, rows: Object.freeze(rows), basis });
  held += lines.length;
}

/** Forgets what this process remembers of a cart (its state turned out not to be what the database holds). */
export function forgetCart(cartId: string) {
  const known = carts.get(cartId);
  if (!known) return;
  carts.delete(cartId);
  held -= known.lines.length;
}

// What a cart has when this add creates it: the basis of the last cart this process saw created (its
// settings, its discount context), so the first add to a new cart can be planned without reading too.
let freshCart: PlanBasis | undefined;

export function rememberFreshCart(basis: PlanBasis) {
  freshCart = basis;
}

/** The basis for a cart this process does not remember: a new one, if it is created as the last one was. */
export function freshCartBasis(cartId: string, currency: string): PlanBasis | undefined {
  return freshCart && { ...freshCart, cart: { ...freshCart.cart, id: cartId, currency } };
}

/**
 * What an add to `cartId` may be planned on without reading: the remembered basis of a cart this
 * process knows (undefined if its last change left none), else that of a new cart in `currency`.
 */
export function planBasis(cartId: string, currency: string): PlanBasis | undefined {
  const known = carts.get(cartId);
  return known ? known.basis : freshCartBasis(cartId, currency);
}
