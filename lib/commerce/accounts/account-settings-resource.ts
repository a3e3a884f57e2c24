// EP's account authentication settings resource (/v2/settings/account-authentication), and the list of its realm's
// external identity providers (EP's OpenID Connect profiles): none. Links are absolute against `origin` (absolute-href.ts).
import { absoluteHref } from "../absolute-href";
import { notFound } from "../errors";

/** The settings' id, and the store's authentication realm for account members (EP names it in the settings): fixed UUIDs. */
const SETTINGS_ID = "6a1c1e62-6f1d-4c3b-9b8e-2f0c5d7a4e0f";
export const ACCOUNT_REALM_ID = "6a1c1e62-6f1d-4c3b-9b8e-2f0c5d7a4e10";

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

/** The realm's external identity providers: none; another realm does not exist. */
export function oidcProfiles(realmId: string, origin: string) {
  if (realmId.toLowerCase() !== ACCOUNT_REALM_ID) throw notFound("Not Found", "No authentication realm with this id.", { id: realmId });
  return { data: [], links: { self: absoluteHref(`/v2/authentication-realms/${ACCOUNT_REALM_ID}/oidc-profiles`, origin) }, meta: { results: { total: 0 } } };
}
