// The store's account authentication settings (EP's /v2/settings/account-authentication): whether shoppers
// may sign themselves up. Off until an administrator turns it on. Any token reads them, as EP allows (EP's
// storefront reads them with a shopper's implicit token to find the realm whose sign-in providers it offers);
// only administrators change them. The store's one authentication realm has password sign-in only: no external
// identity providers (OpenID Connect profiles).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/lib/storage/db";
import { accountAuthenticationSettings } from "@/lib/storage/schema";
import { absoluteHref } from "../absolute-href";
import { notFound } from "../errors";

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

/** The settings' id, and the store's authentication realm for account members (EP names it in the settings): fixed UUIDs. */
const SETTINGS_ID = "6a1c1e62-6f1d-4c3b-9b8e-2f0c5d7a4e0f";
export const ACCOUNT_REALM_ID = "6a1c1e62-6f1d-4c3b-9b8e-2f0c5d7a4e10";

/** The settings, their links absolute against `origin` (absolute-href.ts). */
export function accountSettingsResource(enabled: boolean, origin: string) {
  return {
    type: "account_authentication_settings" as const,
    id: SETTINGS_ID,
    enable_self_signup: enabled,
    auto_create_account_for_account_members: enabled,
    account_member_self_management: "disabled",
    relationships: {
      authentication_realm: {
        data: { id: ACCOUNT_REALM_ID, type: "authentication_realm", links: { self: absoluteHref(`/v2/authentication-realms/${ACCOUNT_REALM_ID}`, origin) } },
      },
    },
    links: { self: absoluteHref("/v2/settings/account-authentication", origin) },
  };
}

/** The realm's external identity providers (EP's OpenID Connect profiles): none; another realm does not exist. */
export function oidcProfiles(realmId: string, origin: string) {
  if (realmId.toLowerCase() !== ACCOUNT_REALM_ID) throw notFound("Not Found", "No authentication realm with this id.", { id: realmId });
  return { data: [], links: { self: absoluteHref(`/v2/authentication-realms/${ACCOUNT_REALM_ID}/oidc-profiles`, origin) }, meta: { results: { total: 0 } } };
}

export async function updateAccountSettings(db: Executor, data: z.output<typeof accountSettingsSchema>["data"]): Promise<boolean> {
  if (data.enable_self_signup === undefined) return selfSignupEnabled(db);
  await db
    .insert(accountAuthenticationSettings)
    .values({ id: "account", enableSelfSignup: data.enable_self_signup })
    .onConflictDoUpdate({ target: accountAuthenticationSettings.id, set: { enableSelfSignup: data.enable_self_signup, updatedAt: new Date() } });
  return data.enable_self_signup;
}
