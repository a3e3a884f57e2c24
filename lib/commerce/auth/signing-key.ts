// The token signing key: AUTH_SECRET when set, else a random key made once and kept in the database
// (lib/storage/auth/secret-store.ts), so that every instance on one database signs and verifies alike.
import { randomBytes } from "node:crypto";
import { secretStore } from "@/lib/storage/auth/secret-store";

let cached: Uint8Array | undefined;

export async function signingKey(): Promise<Uint8Array> {
  if (process.env.AUTH_SECRET) return new TextEncoder().encode(process.env.AUTH_SECRET);
  if (cached) return cached;
  const value = await secretStore().secret("token_signing_key", randomBytes(32).toString("base64url"));
  cached = new TextEncoder().encode(value);
  return cached;
}
