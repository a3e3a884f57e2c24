// Revoked account tokens (revoked_tokens, lib/commerce/auth/revocation.ts): by their id, until they would have
// expired; and a member's cut-off (a password reset revokes every token issued before it), as the row
// `member:<id>` whose expires_at is when the last token it cuts off would have expired: the cut-off is that less
// the tokens' lifetime (the domain's reading), and the purge of expired rows forgets it once it cuts nothing off.
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { accountMemberships, revokedTokens } from "../schema";

export type RevocationStore = {
  revoke(jti: string, expiresAt: Date): Promise<void>;
  /**
   * Whether the token `jti` is revoked, the member's cut-off (its row's expires_at) when there is one, and whether the
   * member is still a member of the token's account (account_memberships).
   */
  revocation(jti: string, memberId: string, accountId: string): Promise<{ revoked: boolean; memberCutOffExpires?: Date; member: boolean }>;
  /** Keeps the member's cut-off row expiring at `expiresAt` (the later one wins); in `executor`'s transaction when given. */
  cutOff(memberId: string, expiresAt: Date, executor?: Executor): Promise<void>;
};

const memberRow = (memberId: string) => `member:${memberId}`;

const sqlRevocationStore: RevocationStore = {
  async revoke(jti, expiresAt) {
    await (await getDb()).insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  },
  async revocation(jti, memberId, accountId) {
    const db = await getDb();
    const [rows, membership] = await readTogether(
      db,
      () => db.select().from(revokedTokens).where(inArray(revokedTokens.jti, [jti, memberRow(memberId)])),
      () =>
        db
          .select({ id: accountMemberships.id })
          .from(accountMemberships)
          .where(and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.memberId, memberId)))
          .limit(1),
    );
    const member = rows.find((row) => row.jti === memberRow(memberId));
    return {
      revoked: rows.some((row) => row.jti === jti),
      ...(member ? { memberCutOffExpires: member.expiresAt } : {}),
      member: membership.length > 0,
    };
  },
  async cutOff(memberId, expiresAt, executor) {
    await (executor ?? (await getDb()))
      .insert(revokedTokens)
      .values({ jti: memberRow(memberId), expiresAt })
      .onConflictDoUpdate({
        target: revokedTokens.jti,
        set: {
          expiresAt: sql`greatest(${revokedTokens.expiresAt}, excluded.expires_at)`,
        },
      });
  },
};

export function revocationStore(): RevocationStore {
  return sqlRevocationStore;
}
