// The e-mail verification link's rules (docs/email.md "E-mail verification"): a one-time token (one-time-token.ts)
// whose SHA-256 alone is stored; it works once, for VERIFY_VALID_HOURS, and only for the e-mail it was sent to. A
// member is sent at most one link per RESEND_MINUTES (the sign-up's and "Send the e-mail again" alike).
import { newOneTimeToken, oneTimeTokenHash, oneTimeTokenSchema } from "../auth/one-time-token";

export const VERIFY_VALID_HOURS = 48;
export const RESEND_MINUTES = 10;

export const verificationTokenSchema = oneTimeTokenSchema;
export const newVerificationToken = newOneTimeToken;
export const verificationTokenHash = oneTimeTokenHash;

/** Since when links count against the resend limit, at `at`. */
export const resendWindowStart = (at: Date): Date => new Date(at.getTime() - RESEND_MINUTES * 60_000);

/** The link to store at `at`, given how many were sent in the resend window: undefined when one already was. */
export function nextVerificationLink(token: string, recentLinks: number, at: Date): { tokenHash: string; expiresAt: Date; createdAt: Date } | undefined {
  if (recentLinks > 0) return undefined;
  return { tokenHash: verificationTokenHash(token), expiresAt: new Date(at.getTime() + VERIFY_VALID_HOURS * 3600_000), createdAt: at };
}
