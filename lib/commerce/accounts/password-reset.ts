// Password reset (docs/email.md "Password reset"). Asking for it answers the same whether or not the e-mail belongs
// to a member; when it does, a random token's link goes out by e-mail (written to the outbox in the transaction
// that stores the token's SHA-256, never the token). The link works once, for RESET_VALID_MINUTES: using it sets
// the new password and uses up every other link of the member. At most RESETS_PER_HOUR links a member per hour.
// Using a link checks the token before anything is hashed, then admits the hashing by the client's address (as
// sign-in's failures, sign-in-attempts.ts), hashes last, and in the same transaction as the new password revokes
// every account token of the member issued before it (revocation.ts); then the account's sign-in ceiling is
// cleared, since its owner has just proved who they are. The link points at the store's origin, never at the
// request's Host (link-origin.ts). docs/security.md "Password reset".
// The tokens are the password reset store's (lib/storage/accounts/password-reset-store.ts).
import { passwordResetStore } from "@/lib/storage/accounts/password-reset-store";
import { hashPassword } from "../auth/passwords";
import { newOneTimeToken, oneTimeTokenHash as tokenHash } from "../auth/one-time-token";
import { revokeMemberTokens } from "../auth/revocation";
import { admitPasswordHashing, clearSignInLimits } from "../auth/sign-in-attempts";
import { now } from "../clock";
import { enqueueEmail } from "../email/outbox";
import { storeMailFacts } from "../settings/store-details";
import { loadEmailLinkOrigin } from "../email/link-origin";
import { resetPasswordSchema, type ResetPasswordForm } from "./password-reset-schema";

export const RESET_VALID_MINUTES = 60;
export const RESETS_PER_HOUR = 3;

/**
 * Sends a reset link to `email` when a member has it (and has not had RESETS_PER_HOUR links in the last hour); else
 * does nothing. Either way the caller tells the shopper the same thing.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const at = now();
  const [origin, { storeName }] = await Promise.all([loadEmailLinkOrigin(), storeMailFacts()]);
  const token = newOneTimeToken();
  await passwordResetStore().issue(
    email.trim().toLowerCase(),
    new Date(at.getTime() - 3600_000),
    (_member, recentLinks) =>
      recentLinks >= RESETS_PER_HOUR ? undefined : { tokenHash: tokenHash(token), expiresAt: new Date(at.getTime() + RESET_VALID_MINUTES * 60_000), createdAt: at },
    (tx, member, stored) =>
      enqueueEmail(tx, {
        kind: "password_reset",
        to: member.email,
        sendKey: `password-reset:${stored.tokenHash}`,
        payload: {
          memberName: member.name,
          resetUrl: `${origin}/account/reset-password?token=${token}`,
          expiresAt: stored.expiresAt.toISOString(),
          validMinutes: RESET_VALID_MINUTES,
          storeName,
        },
      }),
  );
}

/** Whether a link's token can still be used (for the reset page, which asks for the new password only then). */
export async function resetTokenUsable(token: string): Promise<boolean> {
  if (!resetPasswordSchema.shape.token.safeParse(token).success) return false;
  return passwordResetStore().usable(tokenHash(token), now());
}

/**
 * Sets the member's new password with a link's token, using up the token and every other link of the member,
 * revoking the member's tokens and clearing the account's sign-in ceiling; the member's e-mail, or undefined when
 * the link is unknown, used or expired (and then nothing changes, nothing is hashed). 429 (ApiError) when the
 * client's address may not have a password hashed now.
 */
export async function resetPassword(input: ResetPasswordForm, from: { address: string }): Promise<{ email: string } | undefined> {
  const hash = tokenHash(input.token);
  if (!(await passwordResetStore().usable(hash, now()))) return undefined;
  await admitPasswordHashing(from.address);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const member = await passwordResetStore().use(hash, at, passwordHash, (tx, changed) => revokeMemberTokens(changed.id, at, tx));
  if (!member) return undefined;
  await clearSignInLimits(member.email);
  return { email: member.email };
}
