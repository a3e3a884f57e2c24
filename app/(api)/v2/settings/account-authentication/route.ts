import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { accountSettingsSchema, selfSignupEnabled, updateAccountSettings } from "@/lib/commerce/accounts/account-settings";
import { accountSettingsResource } from "@/lib/commerce/accounts/account-settings-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  // Any token reads them, as EP allows (its storefront does, with a shopper's implicit token).
  GET: { access: "token", run: async ({ origin }) => ok({ data: accountSettingsResource(await selfSignupEnabled(), origin) }) },
  PUT: {
    access: "admin",
    run: async ({ body, origin, caller }) => ok({ data: accountSettingsResource(await updateAccountSettings(parseOrThrow(accountSettingsSchema, body, "").data, caller), origin) }),
  },
});
