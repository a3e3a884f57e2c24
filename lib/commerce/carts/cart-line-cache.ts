// This process's memory of carts' lines by row version: `id:xmin` (PostgreSQL gives every new version
// of a row a new xmin, the id of the transaction that wrote it). An add sends a digest of the versions
// it remembers of its cart, in order; when the cart's lines in the database give the same digest, the
// read answers '=' and the remembered, frozen row objects are the lines (and cart-view.ts remembers
// their rendering too). So a cart of 99 lines costs about what a cart of one does. Any other change to
// the cart's lines (another route, another instance) gives a different digest, and the read sends every
// line in full: nothing stale can be served. Bounded by lines held (oldest cart first).
import crypto from "node:crypto";
import type { CartItemRow } from "./cart-view";

export type LineVersion = { version: string; row: CartItemRow };
/** A cart's remembered lines, in the cart's order, and the digest of their versions (versionsDigest). */
export type KnownLines = { readonly digest: string; readonly lines: readonly LineVersion[] };

/**
 * The digest the read compares: md5 of the versions joined by commas, in the cart's order. The SQL side
 * computes the same (add-items-store.ts readForAdd).
 */
export const versionsDigest = (versions: readonly string[]) => md5Hex(versions.join(","));

// crypto.hash (Node.js ≥ 20.12) hashes a string in one call, without a Hash object.
const oneShot = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;
const md5Hex = (text: string) => (oneShot ? oneShot("md5", text) : crypto.createHash("md5").update(text).digest("hex"));

const MAX_LINES = 20_000;
const carts = new Map<string, KnownLines>();
let held = 0;

/** What a cart never seen has: no lines (an unknown or empty cart matches it). */
const NONE: KnownLines = { digest: versionsDigest([]), lines: [] };

export function knownLines(cartId: string): KnownLines {
  return carts.get(cartId) ?? NONE;
}

/** The cart's lines in order as they are after a committed change (rows frozen: they are shared between requests). */
export function rememberLines(cartId: string, lines: LineVersion[]) {
  forget(cartId);
  if (lines.length > MAX_LINES) return;
  while (held + lines.length > MAX_LINES) forget(carts.keys().next().value!);
  for (const line of lines) Object.freeze(line.row);
  carts.set(cartId, { digest: versionsDigest(lines.map((line) => line.version)), lines });
  held += lines.length;
}

function forget(cartId: string) {
  const known = carts.get(cartId);
  if (!known) return;
  carts.delete(cartId);
  held -= known.lines.length;
}
