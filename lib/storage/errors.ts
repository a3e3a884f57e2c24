// Recognises a database that cannot be reached (stopped, restarting, unreachable) or a connection that
// was lost mid-request (a terminated backend, a reset socket), so the API can answer 503 + Retry-After
// instead of 500. Only the first kind opens the circuit: one lost connection says nothing about the next.
const UNREACHABLE_CODES = new Set(["CIRCUIT_OPEN", "ECONNREFUSED", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "57P03"]);
const LOST_CODES = new Set(["ECONNRESET", "EPIPE", "57P01", "57P02", "57P04", "57P05"]);
const UNREACHABLE_MESSAGE = /timeout exceeded when trying to connect|due to connection timeout|timeout expired|connect ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)/i;
const LOST_MESSAGE = /Connection terminated|not queryable|Client was closed|terminating connection|server closed the connection|Cannot use a pool after calling end|PGlite is closed/i;

function classify(error: unknown): "unreachable" | "lost" | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof err.code === "string" ? err.code : "";
    const message = typeof err.message === "string" ? err.message : "";
    if (UNREACHABLE_CODES.has(code) || UNREACHABLE_MESSAGE.test(message)) return "unreachable";
    if (LOST_CODES.has(code) || code.startsWith("08") || LOST_MESSAGE.test(message)) return "lost";
    e = err.cause;
  }
  return undefined;
}

/** Any connection-level fault: the database is unreachable, or the request's connection was lost. */
export const isStorageUnavailable = (error: unknown): boolean => classify(error) !== undefined;

/** The database itself cannot be reached (not merely one connection lost): worth opening the circuit. */
export const isStorageUnreachable = (error: unknown): boolean => classify(error) === "unreachable";

/** Whether the error, or one it was caused by, carries SQLSTATE `code`. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: string }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, "23505");

/** Foreign-key violation (SQLSTATE 23503): the row a write names is not there (deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, "23503");

/** SQLSTATE of cartwright_expect_plan (drizzle/0001_plan_guard.sql): an add planned ahead found the cart changed. */
export const STALE_PLAN_CODE = "CW001";

/** The guard of an add planned ahead refused it (lib/storage/carts/fast-cart-store.ts); the transaction rolled back. */
export const isStalePlan = (error: unknown): boolean => hasSqlState(error, STALE_PLAN_CODE);
