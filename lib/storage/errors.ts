// Recognises a database that cannot be reached (stopped, restarting, unreachable), so the API can
// answer 503 + Retry-After instead of 500.
const UNAVAILABLE_CODES = new Set(["CIRCUIT_OPEN", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "57P01", "57P02", "57P03"]);

export function isStorageUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && (UNAVAILABLE_CODES.has(err.code) || err.code.startsWith("08"))) return true;
    const message = err.message ?? "";
    if (/timeout exceeded when trying to connect|timeout expired|Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)/i.test(message)) {
      return true;
    }
    e = err.cause;
  }
  return false;
}

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

/** SQLSTATE of cartwright_expect_plan (drizzle/0001_plan_guard.sql): an add planned ahead found the cart changed. */
export const STALE_PLAN_CODE = "CW001";

/** The guard of an add planned ahead refused it (lib/storage/carts/fast-cart-store.ts); the transaction rolled back. */
export const isStalePlan = (error: unknown): boolean => hasSqlState(error, STALE_PLAN_CODE);
