// How much catalog search one client address may have running at once in this process (issue 44). The token
// buckets (rate-limit.ts) bound what an address spends a second; this bounds what it spends at the same moment, so
// that a few costly searches sent together from one address cannot take both cores from every other shopper. An
// address's searches run together while their costs (search-cost.ts) add up to at most SEARCH_COST_AT_ONCE; a
// costlier search runs alone. One that cannot start waits its turn (first come, first served) for up to
// SEARCH_WAIT_MS, behind at most SEARCH_QUEUE others; past either it is refused 429 with Retry-After.
import { tooManyRequests } from "@/lib/commerce/errors";

/** Tokens of search an address may have running at once: a few faceted searches of a small catalog, or one heavy. */
export const SEARCH_COST_AT_ONCE = 30;
export const SEARCH_WAIT_MS = 2000;
export const SEARCH_QUEUE = 4;

type Waiter = { cost: number; start: () => void };
type Address = { running: number; count: number; waiting: Waiter[] };

const holder = globalThis as unknown as { __cartwrightSearchAdmission?: Map<string, Address> };
const addresses = (holder.__cartwrightSearchAdmission ??= new Map());

const fits = (state: Address, cost: number) => state.count === 0 || state.running + cost <= SEARCH_COST_AT_ONCE;

function release(address: string, state: Address, cost: number) {
  state.running -= cost;
  state.count -= 1;
  // Start waiters in order while they fit: a costly one at the head holds those behind it (no starving it).
  while (state.waiting.length && fits(state, state.waiting[0].cost)) state.waiting.shift()!.start();
  if (state.count === 0 && state.waiting.length === 0) addresses.delete(address);
}

const refused = () => tooManyRequests("This address has as much catalog search running as it may at once; retry shortly.", 1);

/** Runs `work` once the address's running searches leave room for `cost`; 429 when it would wait too long. */
export async function admitSearch<T>(address: string, cost: number, work: () => Promise<T>): Promise<T> {
  let state = addresses.get(address);
  if (!state) addresses.set(address, (state = { running: 0, count: 0, waiting: [] }));
  const admitted = state;
  if (admitted.waiting.length === 0 && fits(admitted, cost)) {
    admitted.running += cost;
    admitted.count += 1;
  } else {
    if (admitted.waiting.length >= SEARCH_QUEUE) throw refused();
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        cost,
        start: () => {
          clearTimeout(timer);
          admitted.running += cost;
          admitted.count += 1;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        admitted.waiting.splice(admitted.waiting.indexOf(waiter), 1);
        reject(refused());
      }, SEARCH_WAIT_MS);
      admitted.waiting.push(waiter);
    });
  }
  try {
    return await work();
  } finally {
    release(address, admitted, cost);
  }
}
