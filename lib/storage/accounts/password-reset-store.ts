// The password reset store (lib/commerce/accounts/password-reset.ts): reset links' tokens, kept by their SHA-256.
// Issuing a link is a unit of work: the member is locked, the domain decides on what it reads, and the token
// and what the domain adds (its e-mail, in the same transaction) are written together.
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "../db";
import { accountMembers, passwordResetTokens } from "../schema";
import type { MemberRow } from "./rows";

export type NewResetToken = { tokenHash: string; expiresAt: Date; createdAt: Date };

export type PasswordResetStore = {
  /**
   * Locks the member with this e-mail (compared lower-cased) and counts their links created after `since`;
   * `decide` returns the token to store, or undefined to store nothing. When it does, `alongside` runs in the
   * same transaction after the token is written (`tx` is only passed on to other stores).
   */
  issue(
    email: string,
    since: Date,
    decide: (member: MemberRow, recentLinks: number) => NewResetToken | undefined,
    alongside: (tx: Tx, member: MemberRow, token: NewResetToken) => Promise<void>,
  ): Promise<void>;
  /** Whether a token of this hash is stored, unused and unexpired at `at`. */
  usable(tokenHash: string, at: Date): Promise<boolean>;
  /**
   * Uses the token (unused, unexpired at `at`) and every other unused token of its member, and sets the member's
   * password hash; `alongside` runs in the same transaction. The member's id and e-mail, or undefined (and nothing
   * changed) when the token is not usable.
   */
  use(
    tokenHash: string,
    at: Date,
    passwordHash: string,
    alongside: (tx: Tx, member: { id: string; email: string }) => Promise<void>,
  ): Promise<{ id: string; email: string } | undefined>;
};

const usableToken = (hash: string, at: Date) =>
  and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at));

const sqlPasswordResetStore: PasswordResetStore = {
  async issue(email, since, decide, alongside) {
    await (await getDb()).transaction(async (tx) => {
      const [member] = await tx.select().from(accountMembers).where(eq(sql`lower(${accountMembers.email})`, email)).for("update");
      if (!member) return;
      const [{ recent }] = await tx
        .select({ recent: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.memberId, member.id), gt(passwordResetTokens.createdAt, since)));
      const token = decide(member, recent);
      if (!token) return;
      await tx.insert(passwordResetTokens).values({ ...token, memberId: member.id });
      await alongside(tx, member, token);
    });
  },
  async usable(tokenHash, at) {
    const [row] = await (await getDb()).select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(usableToken(tokenHash, at));
    return Boolean(row);
  },
  async use(tokenHash, at, passwordHash, alongside) {
    return (await getDb()).transaction(async (tx) => {
      const [used] = await tx.update(passwordResetTokens).set({ usedAt: at }).where(usableToken(tokenHash, at)).returning();
      if (!used) return undefined;
      await tx.update(passwordResetTokens).set({ usedAt: at }).where(and(eq(passwordResetTokens.memberId, used.memberId), isNull(passwordResetTokens.usedAt)));
      const [member] = await tx
        .update(accountMembers)
        .set({ passwordHash })
        .where(eq(accountMembers.id, used.memberId))
        .returning({ id: accountMembers.id, email: accountMembers.email });
      if (member) await alongside(tx, member);
      return member;
    });
  },
};

export function passwordResetStore(): PasswordResetStore {
  return sqlPasswordResetStore;
}
