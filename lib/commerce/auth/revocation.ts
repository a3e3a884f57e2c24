// Account tokens revoked before they expire: one token (signing out), or every token of a member issued before a
// cut-off (a password reset, a membership removed, an account deleted). Kept in revoked_tokens until the time the
// tokens would have expired, and checked whenever an account token is verified, with whether its member is still a
// member of its account (account_memberships), which closes the gap a sign-in that read a membership just before it
// was removed would leave. Each instance remembers what it revoked itself at once, and asks the database about any
// other token at most once every REVOCATION_RECHECK_MS: a sign-out or a reset on one instance holds on the others
// within that time.
import type { Executor } from "@/lib/storage/db";
import { revocationStore } from "@/lib/storage/auth/revocation-store";
import { now } from "../clock";
import { ACCOUNT_TOKEN_SECONDS } from "./config";
import { isUuid } from "../uuid";

const REVOCATION_RECHECK_MS = 5000;
const MAX_REMEMBERED = 50_000;
const TOKEN_MS = ACCOUNT_TOKEN_SECONDS * 1000;

// On globalThis: the Server Actions that revoke and the route handlers that verify are separate bundles.
type Remembered = {
  revokedHere: Map<string, number>;
  checked: Map<string, number>;
  cutOffs: Map<string, number>;
};
const holder = globalThis as unknown as {
  __cartwrightRevocations?: Remembered;
};
const remembered = (holder.__cartwrightRevocations ??= {
  revokedHere: new Map(),
  checked: new Map(),
  cutOffs: new Map(),
});
remembered.cutOffs ??= new Map();
const { revokedHere, checked, cutOffs } = remembered;

function remember(map: Map<string, number>, key: string, value: number) {
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export async function revokeToken(jti: string, expires: Date): Promise<void> {
  remember(revokedHere, jti, expires.getTime());
  checked.delete(jti);
  await revocationStore().revoke(jti, expires);
}

/**
 * Every token of the member issued before `at` stops working (a password reset); in `executor`'s transaction when
 * given, so that it holds exactly when the change it goes with does.
 */
export async function revokeMemberTokens(memberId: string, at: Date, executor?: Executor): Promise<void> {
  remember(cutOffs, memberId, Math.max(cutOffs.get(memberId) ?? 0, at.getTime()));
  await revocationStore().cutOff(memberId, new Date(at.getTime() + TOKEN_MS), executor);
}

/**
 * Whether the token is revoked: by its id, (issued at `issuedAtMs`) by its member's cut-off, or because the member is no
 * longer a member of its account (a membership removed, an account deleted: lib/commerce/accounts/memberships.ts).
 */
export async function isRevoked(token: { jti: string; memberId: string; accountId: string; issuedAtMs: number }, at = now().getTime()): Promise<boolean> {
  const { jti, memberId, accountId, issuedAtMs } = token;
  if (!isUuid(memberId) || !isUuid(accountId)) return true;
  if (revokedHere.has(jti) || issuedAtMs < (cutOffs.get(memberId) ?? 0)) return true;
  const last = checked.get(jti);
  if (last !== undefined && at - last < REVOCATION_RECHECK_MS) return false;
  const { revoked, memberCutOffExpires, member } = await revocationStore().revocation(jti, memberId, accountId);
  if (memberCutOffExpires) remember(cutOffs, memberId, Math.max(cutOffs.get(memberId) ?? 0, memberCutOffExpires.getTime() - TOKEN_MS));
  if (revoked || !member || issuedAtMs < (cutOffs.get(memberId) ?? 0)) {
    remember(revokedHere, jti, at);
    return true;
  }
  checked.delete(jti);
  remember(checked, jti, at);
  return false;
}
