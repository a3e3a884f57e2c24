// Revoked account tokens (revoked_tokens, lib/commerce/auth/revocation.ts): by their id, until they would have
// expired; and a member's cut-off (a password reset revokes every token issued before it), as the row
// `member:<id>` whose expires_at is when the last token it cuts off would have expired: the cut-off is that less
// the tokens' lifetime (the domain's reading), and the purge of expired rows forgets it once it cuts nothing off.
import { inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { revokedTokens } from "../schema";

export type RevocationStore = {
  revoke(jti: string, expiresAt: Date): Promise<void>;
  /** Whether the token `jti` is revoked, and the member's cut-off (its row's expires_at) when there is one. */
  revocation(jti: string, memberId: string): Promise<{ revoked: boolean; memberCutOffExpires?: Date }>;
  /** Keeps the member's cut-off row expiring at `expiresAt` (the later one wins); in `executor`'s transaction when given. */
  cutOff(memberId: string, expiresAt: Date, executor?: Executor): Promise<void>;
};

const memberRow = (memberId: string) => `member:${memberId}`;

const sqlRevocationStore: RevocationStore = {
  async revoke(jti, expiresAt) {
    await (await getDb()).insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  },
  async revocation(jti, memberId) {
    const rows = await (
      await getDb()
    )
      .select()
      .from(revokedTokens)
      .where(inArray(revokedTokens.jti, [jti, memberRow(memberId)]));
    const member = rows.find((row) => row.jti === memberRow(memberId));
    return {
      revoked: rows.some((row) => row.jti === jti),
      ...(member ? { memberCutOffExpires: member.expiresAt } : {}),
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
