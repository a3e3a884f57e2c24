// Rule: how long an account is locked for one origin (its pair) after failed sign-ins in a row (sign-in-attempts.ts,
// docs/security.md "Sign-in"). FREE_FAILURES are free; the one that reaches it locks the pair for the base lock
// (SIGN_IN_LOCK_SECONDS), doubling with each further failure, up to LOCK_MAX_SECONDS; a base of 0 never locks.
// The sign-in attempt store counts the failures inside its one statement, so it computes the same in SQL
// (lib/storage/auth/sign-in-attempt-store.ts pairLockSecondsSql); tests/api/sign-in-rules-sql.test.ts binds the two.
export const FREE_FAILURES = 5;
export const LOCK_MAX_SECONDS = 15 * 60;

/** The pair's lock after `failures` failures in a row, in seconds (0: not locked). */
export function pairLockSeconds(failures: number, baseSeconds: number): number {
  if (baseSeconds <= 0 || failures < FREE_FAILURES) return 0;
  return Math.min(LOCK_MAX_SECONDS, baseSeconds * 2 ** (failures - FREE_FAILURES));
}
