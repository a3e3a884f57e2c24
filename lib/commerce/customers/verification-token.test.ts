import { describe, expect, it } from "vitest";
import { newVerificationToken, nextVerificationLink, resendWindowStart, verificationTokenHash, verificationTokenSchema } from "./verification-token";

const at = new Date("2026-12-02T10:00:00Z");

describe("the e-mail verification link", () => {
  it("is a random token kept only by its SHA-256, for 48 hours", () => {
    const token = newVerificationToken();
    expect(verificationTokenSchema.safeParse(token).success).toBe(true);
    expect(newVerificationToken()).not.toBe(token);
    const link = nextVerificationLink(token, 0, at);
    expect(link?.tokenHash).toBe(verificationTokenHash(token));
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.expiresAt.toISOString()).toBe("2026-12-04T10:00:00.000Z");
  });

  it("is sent at most once per 10 minutes", () => {
    expect(nextVerificationLink(newVerificationToken(), 1, at)).toBeUndefined();
    expect(resendWindowStart(at).toISOString()).toBe("2026-12-02T09:50:00.000Z");
  });

  it("refuses what is not a token's shape", () => {
    for (const forged of ["", "abc", "x".repeat(44), `${"a".repeat(42)}=`, "../../etc/passwd"]) expect(verificationTokenSchema.safeParse(forged).success).toBe(false);
  });
});
