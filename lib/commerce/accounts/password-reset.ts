// Password reset (docs/email.md "Password reset"). Asking for it answers the same whether or not the e-mail belongs
// to a member; when it does, a random token's link goes out by e-mail (written to the outbox in the transaction
// that stores the token's SHA-256, never the token). The link works once, for RESET_VALID_MINUTES: using it sets
// the new password and uses up every other link of the member. At most RESETS_PER_HOUR links a member per hour.
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { accountMembers, passwordResetTokens } from "@/lib/storage/schema";
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
export async function requestPasswordReset(db: Executor, email: string, origin: string): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(accountMembers).where(eq(sql`lower(${accountMembers.email})`, email.trim().toLowerCase())).for("update");
    if (!member) return;
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.memberId, member.id), gt(passwordResetTokens.createdAt, new Date(at.getTime() - 3600_000))));
    if (recent >= RESETS_PER_HOUR) return;
    const token = randomBytes(32).toString("base64url");
    const hash = tokenHash(token);
    const expiresAt = new Date(at.getTime() + RESET_VALID_MINUTES * 60_000);
    await tx.insert(passwordResetTokens).values({ tokenHash: hash, memberId: member.id, expiresAt, createdAt: at });
    await enqueueEmail(tx, {
      kind: "password_reset",
      to: member.email,
      sendKey: `password-reset:${hash}`,
      payload: {
        memberName: member.name,
        resetUrl: `${origin}/account/reset-password?token=${token}`,
        expiresAt: expiresAt.toISOString(),
        validMinutes: RESET_VALID_MINUTES,
        storeName: STORE_NAME,
      },
    });
  });
}

const usable = (hash: string, at: Date) =>
  and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at));

/** Whether a link's token can still be used (for the reset page, which asks for the new password only then). */
export async function resetTokenUsable(db: Executor, token: string): Promise<boolean> {
  if (!resetPasswordSchema.shape.token.safeParse(token).success) return false;
  const [row] = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(usable(tokenHash(token), now()));
  return Boolean(row);
}

/**
 * Sets the member's new password with a link's token, using up the token and every other link of the member;
 * the member's e-mail, or undefined when the link is unknown, used or expired (and then nothing changes).
 */
export async function resetPassword(db: Executor, input: ResetPasswordForm): Promise<{ email: string } | undefined> {
  const passwordHash = await hashPassword(input.password);
  const at = now();
  return db.transaction(async (tx) => {
    const [used] = await tx.update(passwordResetTokens).set({ usedAt: at }).where(usable(tokenHash(input.token), at)).returning();
    if (!used) return undefined;
    await tx.update(passwordResetTokens).set({ usedAt: at }).where(and(eq(passwordResetTokens.memberId, used.memberId), isNull(passwordResetTokens.usedAt)));
    const [member] = await tx.update(accountMembers).set({ passwordHash }).where(eq(accountMembers.id, used.memberId)).returning({ email: accountMembers.email });
    return member;
  });
}
