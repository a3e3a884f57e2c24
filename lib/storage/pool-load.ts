// How busy the PostgreSQL pool is, published by db.ts and read by the proxy (bundled apart, in the same process) to
// turn pages away before they would wait out the pool's timeout (lib/http/limits/page-admission.ts). Kept on globalThis,
// and in a module of its own so that the proxy's bundle does not take in the database drivers.
const POOL_LOAD = Symbol.for("cartwright.poolLoad");
export type PoolLoad = { waiting: number; size: number };
type WithPoolLoad = typeof globalThis & { [POOL_LOAD]?: () => PoolLoad };

export function publishPoolLoad(read: () => PoolLoad): void {
  (globalThis as WithPoolLoad)[POOL_LOAD] = read;
}

/** Requests waiting for a pooled PostgreSQL connection, and the pool's size; undefined on the embedded database. */
export function poolLoad(): PoolLoad | undefined {
  return (globalThis as WithPoolLoad)[POOL_LOAD]?.();
}
