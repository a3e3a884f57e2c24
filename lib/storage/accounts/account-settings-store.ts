// The store's account authentication and membership settings (lib/commerce/accounts/account-settings.ts,
// account-membership-settings.ts): one row, id 'account'.
import { eq } from "drizzle-orm";
import { getDb } from "../db";
import { accountAuthenticationSettings } from "../schema";

export type AccountSettingsStore = {
  /** Whether shoppers may sign themselves up; false while no row is stored. */
  selfSignupEnabled(): Promise<boolean>;
  setSelfSignup(enabled: boolean, at: Date): Promise<void>;
  /** EP's account membership limit; `fallback` while no row is stored. */
  membershipLimit(fallback: number): Promise<number>;
  setMembershipLimit(limit: number, at: Date): Promise<number>;
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
  async membershipLimit(fallback) {
    const [row] = await (await getDb())
      .select({ limit: accountAuthenticationSettings.membershipLimit })
      .from(accountAuthenticationSettings)
      .where(eq(accountAuthenticationSettings.id, "account"));
    return row?.limit ?? fallback;
  },
  async setMembershipLimit(limit, at) {
    const [row] = await (await getDb())
      .insert(accountAuthenticationSettings)
      .values({ id: "account", membershipLimit: limit })
      .onConflictDoUpdate({ target: accountAuthenticationSettings.id, set: { membershipLimit: limit, updatedAt: at } })
      .returning({ limit: accountAuthenticationSettings.membershipLimit });
    return row.limit;
  },
};

export function accountSettingsStore(): AccountSettingsStore {
  return sqlAccountSettingsStore;
}
