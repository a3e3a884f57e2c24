// The store's account authentication settings (EP's /v2/settings/account-authentication): whether shoppers
// may sign themselves up. Off until an administrator turns it on.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/lib/storage/db";
import { accountAuthenticationSettings } from "@/lib/storage/schema";

export const accountSettingsSchema = z.object({
  data: z.object({
    type: z.literal("account_authentication_settings"),
    enable_self_signup: z.boolean().optional(),
  }),
});

export async function selfSignupEnabled(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(accountAuthenticationSettings).where(eq(accountAuthenticationSettings.id, "account"));
  return row?.enableSelfSignup ?? false;
}

export function accountSettingsResource(enabled: boolean) {
  return {
    type: "account_authentication_settings" as const,
    id: "account",
    enable_self_signup: enabled,
    auto_create_account_for_account_members: enabled,
    account_member_self_management: "disabled",
  };
}

export async function updateAccountSettings(db: Executor, data: z.output<typeof accountSettingsSchema>["data"]): Promise<boolean> {
  if (data.enable_self_signup === undefined) return selfSignupEnabled(db);
  await db
    .insert(accountAuthenticationSettings)
    .values({ id: "account", enableSelfSignup: data.enable_self_signup })
    .onConflictDoUpdate({ target: accountAuthenticationSettings.id, set: { enableSelfSignup: data.enable_self_signup, updatedAt: new Date() } });
  return data.enable_self_signup;
}
