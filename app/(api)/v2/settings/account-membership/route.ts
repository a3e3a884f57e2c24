import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { membershipLimit, membershipSettingsResource, membershipSettingsSchema, updateMembershipSettings } from "@/lib/commerce/accounts/account-membership-settings";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async () => ok({ data: membershipSettingsResource(await membershipLimit()) }) },
  PUT: { access: "admin", run: async ({ body, caller }) => ok({ data: membershipSettingsResource(await updateMembershipSettings(parseOrThrow(membershipSettingsSchema, body, "").data, caller)) }) },
});
