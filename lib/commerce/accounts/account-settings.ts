// The store's account authentication settings (EP's /v2/settings/account-authentication): whether shoppers
// may sign themselves up. Off until an administrator turns it on. Any token reads them, as EP allows (EP's
// storefront reads them with a shopper's implicit token to find the realm whose sign-in providers it offers);
// only administrators change them. The store's one authentication realm has password sign-in only: no external
// identity providers (OpenID Connect profiles). Rendered by account-settings-resource.ts.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { z } from "zod";
import { accountSettingsStore } from "@/lib/storage/accounts/account-settings-store";
import { now } from "../clock";

export const accountSettingsSchema = z.object({
  data: z.object({
    type: z.literal("account_authentication_settings"),
    enable_self_signup: z.boolean().optional(),
  }),
});
export type AccountSettingsWrite = z.output<typeof accountSettingsSchema>["data"];

export async function selfSignupEnabled(): Promise<boolean> {
  return accountSettingsStore().selfSignupEnabled();
}

/** PUT /v2/settings/account-authentication: whether self sign-up is on afterwards. */
export async function updateAccountSettings(data: AccountSettingsWrite, caller?: Caller): Promise<boolean> {
  if (data.enable_self_signup === undefined) return selfSignupEnabled();
  await accountSettingsStore().setSelfSignup(data.enable_self_signup, now());
  await recordSettingsChange(caller, "store", data.enable_self_signup ? "Let shoppers create their own accounts" : "Stopped shoppers creating their own accounts");
  return data.enable_self_signup;
}
