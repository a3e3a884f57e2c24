// The store's secrets (store_secrets): values made once and shared by every instance on one database (the token
// signing key; the origin e-mail links point at, lib/commerce/email/link-origin.ts).
import { eq } from "drizzle-orm";
import { getDb } from "../db";
import { storeSecrets } from "../schema";

export type SecretStore = {
  /** The secret named `name`: `candidate` stored first when none is (the first instance to ask wins). */
  secret(name: string, candidate: string): Promise<string>;
  /** The value named `name`, when one is stored (nothing is written). */
  stored(name: string): Promise<string | undefined>;
};

const sqlSecretStore: SecretStore = {
  async secret(name, candidate) {
    const db = await getDb();
    await db.insert(storeSecrets).values({ name, value: candidate }).onConflictDoNothing();
    const [row] = await db.select().from(storeSecrets).where(eq(storeSecrets.name, name));
    return row.value;
  },
  async stored(name) {
    const [row] = await (await getDb()).select().from(storeSecrets).where(eq(storeSecrets.name, name));
    return row?.value;
  },
};

export function secretStore(): SecretStore {
  return sqlSecretStore;
}
