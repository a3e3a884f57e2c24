// This process's memory of carts' lines by row version: `id:xmin` (PostgreSQL gives every new version
// of a row a new xmin, the id of the transaction that wrote it). An add sends the versions it remembers
// of its cart, and the read returns the JSON of only the lines that are not among them; the others are
// the remembered, frozen row objects, whose rendering cart-view.ts remembers too. So a cart of 99
// lines costs about what a cart of one does. Another instance's change to a line gives it a new version,
// which this process has not seen: nothing stale can be served. Bounded by lines held (oldest cart first).
import type { CartItemRow } from "./cart-view";

export type LineVersion = { version: string; row: CartItemRow };
/** A cart's remembered lines by line id. */
export type KnownLines = ReadonlyMap<string, LineVersion>;

const MAX_LINES = 20_000;
const carts = new Map<string, KnownLines>();
let held = 0;

const NONE: KnownLines = new Map();

export function knownLines(cartId: string): KnownLines {
  return carts.get(cartId) ?? NONE;
}

/** The cart's lines as they are after a committed change (rows frozen: they are shared between requests). */
export function rememberLines(cartId: string, lines: LineVersion[]) {
  forget(cartId);
  if (lines.length > MAX_LINES) return;
  while (held + lines.length > MAX_LINES) forget(carts.keys().next().value!);
  carts.set(cartId, new Map(lines.map((line) => [line.row.id, { version: line.version, row: Object.freeze(line.row) }])));
  held += lines.length;
}

function forget(cartId: string) {
  const known = carts.get(cartId);
  if (!known) return;
  carts.delete(cartId);
  held -= known.size;
}
