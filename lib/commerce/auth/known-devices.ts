// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that has signed in
// to an account keeps a token, signed with the store's key, that names the device (a random id) and the
// accounts signed in on it. Its attempts at those accounts are counted against the device alone
// (sign-in-attempts.ts), so an account's owner gets in from their own browser while someone else guesses
// from anywhere. The accounts are kept as HMACs under the signing key, so the cookie carries no e-mail;
// the most recent MAX_ACCOUNTS, for a shared computer. The token is forged by nobody without the key, and
// is of use only to someone who already signs in on that browser.
import { createHmac, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { signingKey } from "./signing-key";
import { signInAccountKey } from "./sign-in-attempts";
import { now } from "../clock";

const MAX_ACCOUNTS = 5;
/** How long a device token is kept; each sign-in on the device starts the time again. */
export const DEVICE_TOKEN_SECONDS = 365 * 24 * 60 * 60;

const accountMark = (key: Uint8Array, account: string) =>
  createHmac("sha256", key).update(`device-account:${signInAccountKey(account)}`).digest("base64url").slice(0, 22);

async function readDeviceToken(token: string | undefined): Promise<{ device: string; accounts: string[] } | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { audience: "device", algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    const accounts = payload.acc;
    if (typeof payload.sub !== "string" || !Array.isArray(accounts) || !accounts.every((a) => typeof a === "string")) return undefined;
    return { device: payload.sub, accounts: accounts.slice(0, MAX_ACCOUNTS) };
  } catch {
    return undefined;
  }
}

/** The device's id when `token` is a valid device token on which `account` has signed in; else undefined. */
export async function knownDevice(token: string | undefined, account: string): Promise<string | undefined> {
  const read = await readDeviceToken(token);
  if (!read) return undefined;
  return read.accounts.includes(accountMark(await signingKey(), account)) ? read.device : undefined;
}

/** The device token once `account` has signed in on the device: its own device (a new one without a valid token), this account first. */
export async function rememberDevice(token: string | undefined, account: string): Promise<string> {
  const key = await signingKey();
  const read = await readDeviceToken(token);
  const mark = accountMark(key, account);
  const accounts = [mark, ...(read?.accounts ?? []).filter((a) => a !== mark)].slice(0, MAX_ACCOUNTS);
  const issuedAt = Math.floor(now().getTime() / 1000);
  return new SignJWT({ acc: accounts })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(read?.device ?? randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TOKEN_SECONDS)
    .setAudience("device")
    .sign(key);
}
