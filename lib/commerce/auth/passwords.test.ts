import { describe, expect, it } from "vitest";
import { hashPassword, hashingPeak, verifyAgainstNothing, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("verifies the password it hashed and no other", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsf", stored)).toBe(false);
    expect(await verifyAgainstNothing("correct horse")).toBe(false);
  });

  it("runs at most PASSWORD_HASH_CONCURRENCY hashes at once, however many are asked for", async () => {
    process.env.PASSWORD_HASH_CONCURRENCY = "2";
    try {
      const stored = await hashPassword("x");
      hashingPeak(true);
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(i === 0 ? "x" : "y", stored)));
      expect(results.filter(Boolean).length).toBe(1);
      expect(hashingPeak()).toBe(2);
    } finally {
      delete process.env.PASSWORD_HASH_CONCURRENCY;
    }
  });
});
