// Which catalog searches this process has an answer kept for (catalog-search.ts), so that reading a kept answer costs
// one token instead of the search's cost (lib/commerce/catalog/search/search-cost.ts). What is kept can be dropped (the store's bound) or marked
// stale (a catalog write, a stock change) without this knowing: a search charged as kept that was searched after all
// is charged the rest of its cost afterwards, owed if the bucket is short. So no search is cheaper than its work.
// Keys are kept as their SHA-256, so the map's size is bounded by its count alone, whatever a search's text.
import { createHash } from "node:crypto";

type Known = { answeredAt: number; searched: number };

const digest = (key: string) => createHash("sha256").update(key).digest("base64");

export class KeptSearches {
  private readonly known = new Map<string, Known>();

  constructor(private readonly maxKeys = 10_000) {}

  private entry(request: string): Known {
    const key = digest(request);
    let known = this.known.get(key);
    if (known) this.known.delete(key);
    else {
      known = { answeredAt: -Infinity, searched: 0 };
      if (this.known.size >= this.maxKeys) this.known.delete(this.known.keys().next().value!);
    }
    // Re-inserted: the least recently used first.
    this.known.set(key, known);
    return known;
  }

  /** What to charge before answering: one token when an answer was kept within `keepMs`, else the whole cost. */
  upFront(key: string, cost: number, keepMs: number, now = Date.now()): number {
    const known = this.known.get(digest(key));
    return known && now - known.answeredAt < keepMs ? Math.min(1, cost) : cost;
  }

  /** How many times the search behind `key` was run (not read): the kept entry's body calls `searched`. */
  searches(key: string): number {
    return this.known.get(digest(key))?.searched ?? 0;
  }

  searched(key: string): void {
    this.entry(key).searched += 1;
  }

  answered(key: string, now = Date.now()): void {
    this.entry(key).answeredAt = now;
  }
}
