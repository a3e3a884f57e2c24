// Idempotency keys (idempotency_keys): a request's claim on (subject, key), its request's fingerprint, and the response
// kept for replays. The mechanism (what to replay, what to refuse, how long to wait) is lib/http/api/idempotency.ts.
import { and, eq, lt } from "drizzle-orm";
import { getDb } from "../db";
import { idempotencyKeys } from "../schema";

/** A claimed key: the request it was claimed for, and its response once kept (null while the first is running). */
export type IdempotencyKeyClaim = { requestHash: string; status: number | null; responseBody: string | null };

export type IdempotencyKeyStore = {
  /** Forgets the key when it was claimed before `before` (a kept key lapses). */
  forgetIfOlder(subject: string, key: string, before: Date): Promise<void>;
  /** Claims the key for a request of this fingerprint; false when someone holds it already. */
  claim(subject: string, key: string, requestHash: string): Promise<boolean>;
  /** Gives the key up (its request failed, so a retry may run it). */
  release(subject: string, key: string): Promise<void>;
  /** Keeps the response for the key's replays. */
  keep(subject: string, key: string, response: { status: number; body: string }): Promise<void>;
  /** The key's claim, when it is held. */
  claimOf(subject: string, key: string): Promise<IdempotencyKeyClaim | undefined>;
};

const theKey = (subject: string, key: string) => and(eq(idempotencyKeys.subject, subject), eq(idempotencyKeys.key, key));

const sqlIdempotencyKeyStore: IdempotencyKeyStore = {
  async forgetIfOlder(subject, key, before) {
    await (await getDb()).delete(idempotencyKeys).where(and(theKey(subject, key), lt(idempotencyKeys.createdAt, before)));
  },
  async claim(subject, key, requestHash) {
    const claimed = await (await getDb())
      .insert(idempotencyKeys)
      .values({ subject, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return claimed.length === 1;
  },
  async release(subject, key) {
    await (await getDb()).delete(idempotencyKeys).where(theKey(subject, key));
  },
  async keep(subject, key, response) {
    await (await getDb()).update(idempotencyKeys).set({ status: response.status, responseBody: response.body }).where(theKey(subject, key));
  },
  async claimOf(subject, key) {
    const [row] = await (await getDb())
      .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, responseBody: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(theKey(subject, key));
    return row;
  },
};

export function idempotencyKeyStore(): IdempotencyKeyStore {
  return sqlIdempotencyKeyStore;
}
