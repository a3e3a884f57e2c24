// The store's account authentication settings (lib/commerce/accounts/account-settings.ts): one row, id 'account'.
import { eq } from "drizzle-orm";
import { getDb } from "../db";
import { accountAuthenticationSettings } from "../schema";

export type AccountSettingsStore = {
  /** Whether shoppers may sign themselves up; false while no row is stored. */
  selfSignupEnabled(): Promise<boolean>;
  setSelfSignup(enabled: boolean, at: Date): Promise<void>;
};

const sqlAccountSettingsStore: AccountSettingsStore = {
  async selfSignupEnabled() {
    const [row] = await (await getDb()).select().from(accountAuthenticationSettings).where(eq(accountAuthenticationSettings.id, "account"));
    return row?.enableSelfSignup ?? false;
  },
  async setSelfSignup(enabled, at) {
    await (await getDb())
      .insert(accountAuthenticationSettings)
      .values({ id: "account", enableSelfSignup: enabled })
      .onConflictDoUpdate({ target: accountAuthenticationSettings.id, set: { enableSelfSignup: enabled, updatedAt: at } });
  },
};

export function accountSettingsStore(): AccountSettingsStore {
  return sqlAccountSettingsStore;
}
