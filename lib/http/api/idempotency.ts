// Idempotency-Key: the same key and body replays the first response without applying it twice;
// the same key with another body is refused (422). Keys are scoped to the token's subject and kept
// for 24 hours. A second request that arrives while the first is still running waits for it.
import { createHash } from "node:crypto";
import { idempotencyKeyStore } from "@/lib/storage/idempotency/idempotency-key-store";
import { ApiError } from "@/lib/commerce/errors";

export type StoredResponse = { status: number; body: string };

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 24 * 3600 * 1000;
const WAIT_MS = 15_000;

export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

export function assertIdempotencyKey(key: string) {
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError({
      status: 400,
      title: "format",
      detail: "An Idempotency-Key is 1 to 255 visible ASCII characters.",
      source: "Idempotency-Key",
      meta: { value: key.slice(0, 300) },
    });
  }
}

const reused = () =>
  new ApiError({
    status: 422,
    title: "Idempotency key reused",
    detail: "This Idempotency-Key was already used with a different request.",
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `execute` once per (subject, key). Returns the first response for every repeat of the same
 * request. A response of 5xx is not kept, so the request may be retried with the same key.
 */
export async function runIdempotent(
  subject: string,
  key: string,
  fingerprint: string,
  execute: () => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  assertIdempotencyKey(key);
  const keys = idempotencyKeyStore();
  await keys.forgetIfOlder(subject, key, new Date(Date.now() - KEEP_MS));
  if (await keys.claim(subject, key, fingerprint)) {
    let result: StoredResponse;
    try {
      result = await execute();
    } catch (error) {
      await keys.release(subject, key);
      throw error;
    }
    if (result.status >= 500) await keys.release(subject, key);
    else await keys.keep(subject, key, result);
    return { ...result, replayed: false };
  }
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await keys.claimOf(subject, key);
    if (!row) {
      // The first attempt failed and released the key: this one runs it.
      return runIdempotent(subject, key, fingerprint, execute);
    }
    if (row.requestHash !== fingerprint) throw reused();
    if (row.status !== null && row.responseBody !== null) return { status: row.status, body: row.responseBody, replayed: true };
    if (Date.now() > deadline) {
      throw new ApiError({ status: 409, title: "Conflict", detail: "A request with this Idempotency-Key is still in progress." });
    }
    await sleep(25);
  }
}
