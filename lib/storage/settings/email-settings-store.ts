// The store's e-mail sender (one row, id 'email'; lib/commerce/settings/email-sender.ts).
import { eq } from "drizzle-orm";
import { getDb } from "../db";
import { emailSettings } from "../schema";

export type StoredSender = { name: string; address: string };

export type EmailSettingsStore = {
  /** The stored sender (both "" while none is stored). */
  sender(): Promise<StoredSender>;
  setSender(sender: StoredSender, at: Date): Promise<void>;
};

const sqlEmailSettingsStore: EmailSettingsStore = {
  async sender() {
    const [row] = await (await getDb()).select().from(emailSettings).where(eq(emailSettings.id, "email"));
    return { name: row?.senderName ?? "", address: row?.senderAddress ?? "" };
  },
  async setSender({ name, address }, at) {
    await (await getDb())
      .insert(emailSettings)
      .values({ id: "email", senderName: name, senderAddress: address })
      .onConflictDoUpdate({ target: emailSettings.id, set: { senderName: name, senderAddress: address, updatedAt: at } });
  },
};

export function emailSettingsStore(): EmailSettingsStore {
  return sqlEmailSettingsStore;
}
