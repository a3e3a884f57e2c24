// Passwords are kept only as scrypt hashes: scrypt$N$r$p$salt$hash.
// Hashing is the most expensive thing the server does (~50 ms of a core): at most
// PASSWORD_HASH_CONCURRENCY hashes run at once (default half the cores, at least one), so a flood of
// sign-ins queues here instead of taking every core from other requests; past MAX_WAITING queued hashes
// the attempt is refused (503, Retry-After) rather than queued without bound.
import { availableParallelism } from "node:os";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { ApiError } from "../errors";
import { envNumber } from "@/lib/env/number-setting";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_WAITING = 64;

function concurrency(): number {
  return envNumber("PASSWORD_HASH_CONCURRENCY", Math.max(1, Math.floor(availableParallelism() / 2)), { min: 1, integer: true });
}

// On globalThis: every bundle of the process (API routes, Server Actions) shares the one cap.
type Hashing = { running: number; peak: number; waiting: (() => void)[] };
const hashing = ((globalThis as unknown as { __cartwrightHashing?: Hashing }).__cartwrightHashing ??= { running: 0, peak: 0, waiting: [] });

/** How many hashes ran at once at most since the last reset (for tests of the cap). */
export function hashingPeak(reset = false): number {
  const peak = hashing.peak;
  if (reset) hashing.peak = hashing.running;
  return peak;
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.running >= concurrency()) {
    if (hashing.waiting.length >= MAX_WAITING) {
      throw new ApiError(
        { status: 503, title: "Service Unavailable", detail: "Too many sign-ins at once. Try again shortly." },
        { headers: { "retry-after": "1" } },
      );
    }
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else {
    hashing.running++;
  }
  hashing.peak = Math.max(hashing.peak, hashing.running);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops below the cap while some wait.
    const next = hashing.waiting.shift();
    if (next) next();
    else hashing.running--;
  }
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * The same work as verifying a password, for a sign-in whose account does not exist: an unknown e-mail
 * then takes as long as a wrong password and cannot be told from it.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}
