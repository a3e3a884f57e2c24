// EP's storefront reads the account authentication settings with a shopper's implicit token, to find the
// realm whose sign-in providers (OpenID Connect profiles) it offers on its sign-in page; Cartwright answered
// 403. Any token now reads them (EP's js-sdk, AccountAuthenticationSettings.Get); only administrators change
// them; the realm they name lists its providers — none — so the storefront's sign-in page has what it reads.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, BASE_URL, call, implicitToken } from "../support/api";
import { jsSdkClient } from "../support/js-sdk";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("account authentication settings", () => {
  it("are read with an implicit token, in EP's shape, naming a realm whose providers can be listed", async () => {
    const sdk = jsSdkClient();
    await sdk.Authenticate();
    const settings: any = await sdk.AccountAuthenticationSettings.Get();
    expect(schemaProblems("account_management", "get-v2-settings-account-authentication", 200, settings.data)).toEqual([]);
    expect(settings.data).toMatchObject({ type: "account_authentication_settings", enable_self_signup: false, links: { self: `${BASE_URL}/v2/settings/account-authentication` } });
    const realm = settings.data.relationships.authentication_realm.data;
    expect(realm).toMatchObject({ type: "authentication_realm", links: { self: `${BASE_URL}/v2/authentication-realms/${realm.id}` } });

    // What EP's storefront does next: list the realm's sign-in providers, and show a button for each (none here).
    const profiles = await call("GET", `/v2/authentication-realms/${realm.id}/oidc-profiles`, { token: implicit });
    expect(profiles.status).toBe(200);
    expect(profiles.body.data).toEqual([]);
    expect((await call("GET", `/v2/authentication-realms/${randomUUID()}/oidc-profiles`, { token: implicit })).status).toBe(404);
    expect((await call("GET", `/v2/authentication-realms/${realm.id}/oidc-profiles`)).status).toBe(401);
  });

  it("are changed by administrators only; a shopper reads the change", async () => {
    const put = (token: string, enabled: boolean) =>
      call("PUT", "/v2/settings/account-authentication", { token, body: { data: { type: "account_authentication_settings", enable_self_signup: enabled } } });
    expect((await put(implicit, true)).status).toBe(403);
    expect((await call("GET", "/v2/settings/account-authentication")).status).toBe(401);
    try {
      expect((await put(admin, true)).status).toBe(200);
      const read = await call("GET", "/v2/settings/account-authentication", { token: implicit });
      expect(read.status).toBe(200);
      expect(read.body.data.enable_self_signup).toBe(true);
    } finally {
      await put(admin, false);
    }
  });
});
