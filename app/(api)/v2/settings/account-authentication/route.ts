import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { accountSettingsResource, accountSettingsSchema, selfSignupEnabled, updateAccountSettings } from "@/lib/commerce/accounts/account-settings";
import { parseOrThrow } from "@/lib/commerce/validation";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  // Any token reads them, as EP allows (its storefront does, with a shopper's implicit token).
  GET: { access: "token", run: async ({ origin }) => ok({ data: accountSettingsResource(await selfSignupEnabled(await getDb()), origin) }) },
  PUT: {
    access: "admin",
    run: async ({ body, origin }) => ok({ data: accountSettingsResource(await updateAccountSettings(await getDb(), parseOrThrow(accountSettingsSchema, body, "").data), origin) }),
  },
});
