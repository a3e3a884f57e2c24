import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { oidcProfiles } from "@/lib/commerce/accounts/account-settings-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  // EP's storefront lists a realm's sign-in providers with a shopper's token to offer them on its sign-in page.
  GET: { access: "token", run: async ({ params, origin }) => ok(oidcProfiles(params.realmId, origin)) },
});
