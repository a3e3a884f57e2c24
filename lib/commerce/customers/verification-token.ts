// The e-mail verification link's rules (docs/email.md "E-mail verification"): a random token (32 bytes, base64url)
// whose SHA-256 alone is stored; it works once, for VERIFY_VALID_HOURS, and only for the e-mail it was sent to. A
// member is sent at most one link per RESEND_MINUTES (the sign-up's and "Send the e-mail again" alike).
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";

export const VERIFY_VALID_HOURS = 48;
export const RESEND_MINUTES = 10;

export const verificationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const newVerificationToken = (): string => randomBytes(32).toString("base64url");

export const verificationTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Since when links count against the resend limit, at `at`. */
export const resendWindowStart = (at: Date): Date => new Date(at.getTime() - RESEND_MINUTES * 60_000);

/** The link to store at `at`, given how many were sent in the resend window: undefined when one already was. */
export function nextVerificationLink(token: string, recentLinks: number, at: Date): { tokenHash: string; expiresAt: Date; createdAt: Date } | undefined {
  if (recentLinks > 0) return undefined;
  return { tokenHash: verificationTokenHash(token), expiresAt: new Date(at.getTime() + VERIFY_VALID_HOURS * 3600_000), createdAt: at };
}
