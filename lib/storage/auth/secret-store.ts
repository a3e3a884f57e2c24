// The store's secrets (store_secrets): values made once and shared by every instance on one database.
import { eq } from "drizzle-orm";
import { getDb } from "../db";
import { storeSecrets } from "../schema";

export type SecretStore = {
  /** The secret named `name`: `candidate` stored first when none is (the first instance to ask wins). */
  secret(name: string, candidate: string): Promise<string>;
};

const sqlSecretStore: SecretStore = {
  async secret(name, candidate) {
    const db = await getDb();
    await db.insert(storeSecrets).values({ name, value: candidate }).onConflictDoNothing();
    const [row] = await db.select().from(storeSecrets).where(eq(storeSecrets.name, name));
    return row.value;
  },
};

export function secretStore(): SecretStore {
  return sqlSecretStore;
}
