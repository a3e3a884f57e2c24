// Account tokens revoked before they expire (signing out): kept in revoked_tokens until the time the token
// would have expired, and checked whenever an account token is verified. Each instance remembers what it
// revoked itself at once, and asks the database about any other token at most once every
// REVOCATION_RECHECK_MS: a sign-out on one instance holds on the others within that time.
import { revocationStore } from "@/lib/storage/auth/revocation-store";
import { now } from "../clock";

const REVOCATION_RECHECK_MS = 5000;
const MAX_REMEMBERED = 50_000;

// On globalThis: the Server Actions that revoke and the route handlers that verify are separate bundles.
const holder = globalThis as unknown as { __cartwrightRevocations?: { revokedHere: Map<string, number>; checked: Map<string, number> } };
const { revokedHere, checked } = (holder.__cartwrightRevocations ??= { revokedHere: new Map(), checked: new Map() });

function remember(map: Map<string, number>, key: string, value: number) {
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export async function revokeToken(jti: string, expires: Date): Promise<void> {
  remember(revokedHere, jti, expires.getTime());
  checked.delete(jti);
  await revocationStore().revoke(jti, expires);
}

export async function isRevoked(jti: string, at = now().getTime()): Promise<boolean> {
  const here = revokedHere.get(jti);
  if (here !== undefined) return true;
  const last = checked.get(jti);
  if (last !== undefined && at - last < REVOCATION_RECHECK_MS) return false;
  if (await revocationStore().isRevoked(jti)) {
    remember(revokedHere, jti, at);
    return true;
  }
  checked.delete(jti);
  remember(checked, jti, at);
  return false;
}
