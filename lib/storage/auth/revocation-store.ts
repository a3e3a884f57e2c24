// Revoked account tokens (revoked_tokens, lib/commerce/auth/revocation.ts): by their id, until they would have expired.
import { eq } from "drizzle-orm";
import { getDb } from "../db";
import { revokedTokens } from "../schema";

export type RevocationStore = {
  revoke(jti: string, expiresAt: Date): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
};

const sqlRevocationStore: RevocationStore = {
  async revoke(jti, expiresAt) {
    await (await getDb()).insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  },
  async isRevoked(jti) {
    const [row] = await (await getDb()).select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti));
    return Boolean(row);
  },
};

export function revocationStore(): RevocationStore {
  return sqlRevocationStore;
}
