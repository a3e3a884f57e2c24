import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { accountSettingsResource, accountSettingsSchema, selfSignupEnabled, updateAccountSettings } from "@/lib/commerce/accounts/account-settings";
import { parseOrThrow } from "@/lib/commerce/validation";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async () => ok({ data: accountSettingsResource(await selfSignupEnabled(await getDb())) }) },
  PUT: {
    access: "admin",
    run: async ({ body }) => ok({ data: accountSettingsResource(await updateAccountSettings(await getDb(), parseOrThrow(accountSettingsSchema, body, "").data)) }),
  },
});
