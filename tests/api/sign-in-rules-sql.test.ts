// The sign-in rule the attempt store must also compute in SQL has one TypeScript twin; this property test runs
// both on random inputs against the database (PGlite here, PostgreSQL in the suite's second run) and fails when
// they disagree: the lock of an account for one origin after failures in a row (lib/commerce/auth/pair-lock.ts
// pairLockSeconds, lib/storage/auth/sign-in-attempt-store.ts pairLockSecondsSql).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREE_FAILURES, LOCK_MAX_SECONDS, pairLockSeconds } from "@/lib/commerce/auth/pair-lock";
import { pairLockSecondsSql } from "@/lib/storage/auth/sign-in-attempt-store";
import { getDb } from "@/lib/storage/db";

describe("SQL twins of sign-in rules", () => {
  it("the store locks a pair for as long as pairLockSeconds says", async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.constantFrom(0, 1, 7, 30, 60, 600, LOCK_MAX_SECONDS, 3600), async (failures, base) => {
        const lock = { baseSeconds: base, freeFailures: FREE_FAILURES, maxSeconds: LOCK_MAX_SECONDS };
        const { rows } = (await db.execute(sql`select ${pairLockSecondsSql(sql`${failures}::int`, lock)} as seconds`)) as unknown as { rows: { seconds: number | string }[] };
        expect(Number(rows[0].seconds)).toBe(pairLockSeconds(failures, base));
      }),
      { numRuns: 60 },
    );
  });
});
