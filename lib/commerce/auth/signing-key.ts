// The token signing key: AUTH_SECRET when set, else a random key made once and kept in the database,
// so that every instance on one database signs and verifies alike.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { storeSecrets } from "@/lib/storage/schema";

let cached: Uint8Array | undefined;

export async function signingKey(): Promise<Uint8Array> {
  if (process.env.AUTH_SECRET) return new TextEncoder().encode(process.env.AUTH_SECRET);
  if (cached) return cached;
  const db = await getDb();
  await db
    .insert(storeSecrets)
    .values({ name: "token_signing_key", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(storeSecrets).where(eq(storeSecrets.name, "token_signing_key"));
  cached = new TextEncoder().encode(row.value);
  return cached;
}
