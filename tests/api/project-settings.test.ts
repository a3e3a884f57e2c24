// EP's project settings (GET/PUT/DELETE /v2/settings) and account membership settings
// (GET/PUT /v2/settings/account-membership) in EP's documented shapes, for client credentials only; what is refused
// (and changes nothing); and the one setting Cartwright acts on beyond storing it: the address fields an account
// address must fill (docs/api.md "Project settings").
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { accountHeader } from "../support/order-fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const DEFAULTS = {
  type: "settings",
  page_length: 25,
  list_child_products: false,
  additional_languages: [],
  calculation_method: "line",
  address_mandatory_fields: ["first_name", "last_name", "line_1", "city", "postcode", "country"],
  tax_item_limit: 5,
  page_offset_limit: 10000,
};

const settings = async () => (await call("GET", "/v2/settings", { token: admin })).body;
const putSettings = (data: unknown, token = admin) => call("PUT", "/v2/settings", { token, body: { data } });

describe("GET/PUT/DELETE /v2/settings", () => {
  it("a new store answers EP's defaults in EP's shape", async () => {
    const answer = await call("GET", "/v2/settings", { token: admin });
    expect(answer.status).toBe(200);
    expect(schemaProblems("settings", "get-v2-settings", 200, answer.body)).toEqual([]);
    expect(answer.body).toEqual({ data: DEFAULTS, meta: { owner: "store" } });
  });

  it("PUT changes the fields given, keeps the others, ignores EP's read-only limits; DELETE resets to the defaults", async () => {
    const changed = await putSettings({ type: "settings", page_length: 50, additional_languages: ["fr", "de", "fr"], calculation_method: "line", currency_limit: 99 });
    expect(changed.status).toBe(200);
    expect(schemaProblems("settings", "put-v2-settings", 200, changed.body)).toEqual([]);
    expect(changed.body.data).toEqual({ ...DEFAULTS, page_length: 50, additional_languages: ["fr", "de"] });
    const more = await putSettings({ type: "settings", list_child_products: true, address_mandatory_fields: ["phone_number", "first_name"] });
    expect(more.body.data).toMatchObject({
      page_length: 50,
      list_child_products: true,
      // The fields checkout needs stay mandatory; EP's order of address fields.
      address_mandatory_fields: ["first_name", "last_name", "phone_number", "line_1", "city", "postcode", "country"],
    });
    expect((await settings()).data).toEqual(more.body.data);

    const reset = await call("DELETE", "/v2/settings", { token: admin });
    expect(reset.status).toBe(204);
    expect(await settings()).toEqual({ data: DEFAULTS, meta: { owner: "store" } });
    expect((await call("DELETE", "/v2/settings", { token: admin })).status).toBe(204);
  });

  it("refuses bad input in the envelope, all at once, and stores nothing; `simple` totals are 422", async () => {
    await putSettings({ type: "settings", page_length: 40 });
    const before = await settings();
    const bad = await putSettings({ type: "settings", page_length: 101, list_child_products: "no", additional_languages: ["French"], address_mandatory_fields: ["email"] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { title: string; source: string }) => [e.title, e.source])).toEqual([
      ["number_lte", "data.page_length"],
      ["invalid_type", "data.list_child_products"],
      ["format", "data.additional_languages[0]"],
      ["enum", "data.address_mandatory_fields[0]"],
    ]);
    const noType = await putSettings({ page_length: 10 });
    expect(noType.status).toBe(400);
    expect(noType.body.errors[0]).toMatchObject({ title: "required", source: "data.type" });
    const wrongType = await putSettings({ type: "setting", page_length: 10 });
    expect(wrongType.body.errors[0]).toMatchObject({ status: 400, title: "enum", source: "data.type" });
    const zero = await putSettings({ type: "settings", page_length: 0 });
    expect(zero.body.errors[0]).toMatchObject({ title: "number_gte", source: "data.page_length" });

    const simple = await putSettings({ type: "settings", calculation_method: "simple", page_length: 10 });
    expect(simple.status).toBe(422);
    expect(simple.body.errors).toEqual([
      {
        status: 422,
        title: "Calculation method not available",
        detail: "This store totals carts and orders line by line (line); it has no simple method.",
        source: "data.calculation_method",
        meta: { value: "simple" },
      },
    ]);
    expect(await settings()).toEqual(before);
    await call("DELETE", "/v2/settings", { token: admin });
  });

  it("client credentials only: a shopper's token gets 403, none 401, and nothing changes", async () => {
    expect((await call("GET", "/v2/settings", { token: implicit })).status).toBe(403);
    const shopper = await putSettings({ type: "settings", page_length: 10 }, implicit);
    expect(shopper.status).toBe(403);
    expect(shopper.body.errors[0].title).toBe("Forbidden");
    expect((await call("DELETE", "/v2/settings", { token: implicit })).status).toBe(403);
    expect((await call("GET", "/v2/settings")).status).toBe(401);
    expect((await call("DELETE", "/v2/settings")).status).toBe(401);
    expect((await settings()).data).toEqual(DEFAULTS);
  });
});

describe("address_mandatory_fields decides what an account address must fill", () => {
  it("a new address, or a change, leaving a mandatory field empty is 400 `required`; after DELETE it is optional again", async () => {
    const member = await makeAccountMember(admin, implicit, "Address Rules");
    const headers = accountHeader(member.accountToken);
    const path = `/v2/accounts/${member.accountId}/addresses`;
    const address = { type: "address", first_name: "Ada", last_name: "Lovelace", line_1: "1 Main St", city: "London", postcode: "N1 1AA", country: "GB" };

    await putSettings({ type: "settings", address_mandatory_fields: ["phone_number", "region"] });
    const refused = await call("POST", path, { token: implicit, headers, body: { data: address } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { status: 400, title: "required", detail: "Enter a phone number: this store requires it on every address.", source: "data.phone_number" },
      { status: 400, title: "required", detail: "Enter a region: this store requires it on every address.", source: "data.region" },
    ]);
    expect((await call("GET", path, { token: implicit, headers })).body.data).toEqual([]);

    const made = await call("POST", path, { token: implicit, headers, body: { data: { ...address, phone_number: "+44 20 7946 0000", region: "London" } } });
    expect(made.status).toBe(200);
    const emptied = await call("PUT", `${path}/${made.body.data.id}`, { token: implicit, headers, body: { data: { type: "address", phone_number: "" } } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors[0]).toMatchObject({ title: "required", source: "data.phone_number" });

    await call("DELETE", "/v2/settings", { token: admin });
    expect((await call("POST", path, { token: implicit, headers, body: { data: address } })).status).toBe(200);
  });
});

describe("GET/PUT /v2/settings/account-membership", () => {
  it("answers EP's shape: 1,000 until set; PUT changes it, and a body without it keeps it", async () => {
    const first = await call("GET", "/v2/settings/account-membership", { token: admin });
    expect(first.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-settings-account-membership", 200, first.body)).toEqual([]);
    expect(first.body).toEqual({ data: { type: "account_membership_setting", membership_limit: 1000 } });

    const put = await call("PUT", "/v2/settings/account-membership", { token: admin, body: { data: { type: "account_membership_setting", membership_limit: 10000 } } });
    expect(put.status).toBe(200);
    expect(schemaProblems("account_management", "put-v2-settings-account-membership", 200, put.body)).toEqual([]);
    expect(put.body.data.membership_limit).toBe(10000);
    const kept = await call("PUT", "/v2/settings/account-membership", { token: admin, body: { data: { type: "account_membership_setting" } } });
    expect(kept.body.data.membership_limit).toBe(10000);
    expect((await call("GET", "/v2/settings/account-membership", { token: admin })).body.data.membership_limit).toBe(10000);
    // Self sign-up lives in the same row and is untouched.
    expect((await call("GET", "/v2/settings/account-authentication", { token: admin })).body.data.enable_self_signup).toBe(false);
  });

  it("refuses bad input in the envelope and changes nothing; client credentials only", async () => {
    const tooMany = await call("PUT", "/v2/settings/account-membership", { token: admin, body: { data: { type: "account_membership_setting", membership_limit: 10001 } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([
      { status: 400, title: "number_lte", detail: "membership_limit is at most 10000.", source: "data.membership_limit", meta: { value: 10001 } },
    ]);
    const fraction = await call("PUT", "/v2/settings/account-membership", { token: admin, body: { data: { type: "account_membership_setting", membership_limit: 2.5 } } });
    expect(fraction.status).toBe(400);
    const wrongType = await call("PUT", "/v2/settings/account-membership", { token: admin, body: { data: { type: "settings", membership_limit: 5 } } });
    expect(wrongType.body.errors[0]).toMatchObject({ title: "enum", source: "data.type" });
    const shopper = await call("PUT", "/v2/settings/account-membership", { token: implicit, body: { data: { type: "account_membership_setting", membership_limit: 5 } } });
    expect(shopper.status).toBe(403);
    expect((await call("GET", "/v2/settings/account-membership", { token: implicit })).status).toBe(403);
    expect((await call("GET", "/v2/settings/account-membership")).status).toBe(401);
    expect((await call("GET", "/v2/settings/account-membership", { token: admin })).body.data.membership_limit).toBe(10000);
  });
});
