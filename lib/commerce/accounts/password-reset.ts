// Password reset (docs/email.md "Password reset"). Asking for it answers the same whether or not the e-mail belongs
// to a member; when it does, a random token's link goes out by e-mail (written to the outbox in the transaction
// that stores the token's SHA-256, never the token). The link works once, for RESET_VALID_MINUTES: using it sets
// the new password and uses up every other link of the member. At most RESETS_PER_HOUR links a member per hour.
// The tokens are the password reset store's (lib/storage/accounts/password-reset-store.ts).
import { createHash, randomBytes } from "node:crypto";
import { passwordResetStore } from "@/lib/storage/accounts/password-reset-store";
import { hashPassword } from "../auth/passwords";
import { now } from "../clock";
import { enqueueEmail } from "../email/outbox";
import { STORE_NAME } from "../email/messages";
import { resetPasswordSchema, type ResetPasswordForm } from "./password-reset-schema";

export const RESET_VALID_MINUTES = 60;
export const RESETS_PER_HOUR = 3;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Sends a reset link to `email` when a member has it (and has not had RESETS_PER_HOUR links in the last hour); else
 * does nothing. Either way the caller tells the shopper the same thing.
 */
export async function requestPasswordReset(email: string, origin: string): Promise<void> {
  const at = now();
  const token = randomBytes(32).toString("base64url");
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
          storeName: STORE_NAME,
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
 * Sets the member's new password with a link's token, using up the token and every other link of the member;
 * the member's e-mail, or undefined when the link is unknown, used or expired (and then nothing changes).
 */
export async function resetPassword(input: ResetPasswordForm): Promise<{ email: string } | undefined> {
  const passwordHash = await hashPassword(input.password);
  return passwordResetStore().use(tokenHash(input.token), now(), passwordHash);
}
