// GET|PUT /v2/settings/cart (docs/api.md "Cart settings") and the settings' effect on carts.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";

let admin: string;
let implicit: string;

const DAY_MS = 86_400_000;
const DEFAULTS = {
  type: "settings",
  cart_expiry_days: 7,
  discounts: { custom_discounts_enabled: false, use_rule_promotions: false },
  snapshot_date: "",
};
/** A stored state unlike the defaults, so that "kept" and "changed" can be told apart. */
const STORED = {
  type: "settings",
  cart_expiry_days: 30,
  discounts: { custom_discounts_enabled: false, use_rule_promotions: true },
  snapshot_date: "2027-03-04T05:06:07Z",
};
const BOTH = { status: 422, title: "Cannot use both discounts together", detail: "Only one discount setting can be set to true at a time." };

const put = (data: unknown, token = admin) => call("PUT", "/v2/settings/cart", { token, body: { data } });
const get = (token = admin) => call("GET", "/v2/settings/cart", { token });

async function store(settings: typeof STORED) {
  const response = await put(settings);
  expect(response.status).toBe(200);
}

async function expectStored(settings: unknown) {
  const response = await get();
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ data: settings });
}

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("who may read and change the cart settings", () => {
  it("shows the defaults (7, false, false, \"\") until changed", async () => {
    await expectStored(DEFAULTS);
  });

  it("401 without a token, 403 with an implicit token, and the implicit PUT stores nothing", async () => {
    expect((await call("GET", "/v2/settings/cart")).status).toBe(401);
    const anonymous = await call("PUT", "/v2/settings/cart", { body: { data: { type: "settings", cart_expiry_days: 9 } } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].title).toBe("Unable to validate access token");

    const read = await get(implicit);
    expect(read.status).toBe(403);
    expect(read.body.errors[0]).toMatchObject({ status: 403, title: "Forbidden" });
    const write = await put({ type: "settings", cart_expiry_days: 9 }, implicit);
    expect(write.status).toBe(403);
    expect(write.body.errors[0]).toMatchObject({ status: 403, title: "Forbidden" });
    await expectStored(DEFAULTS);
  });

  it("other methods answer 405", async () => {
    const response = await call("POST", "/v2/settings/cart", { token: admin, body: { data: DEFAULTS } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PUT");
  });
});

describe("PUT /v2/settings/cart", () => {
  beforeEach(async () => {
    await store(STORED);
  });

  it("stores every field and answers 200 with data in the request's shape", async () => {
    const next = {
      type: "settings",
      cart_expiry_days: 365,
      discounts: { custom_discounts_enabled: true, use_rule_promotions: false },
      snapshot_date: "2028-02-29T23:59:59Z",
    };
    const response = await put(next);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: next });
    await expectStored(next);
  });

  it("accepts the smallest expiry, 1 day", async () => {
    expect((await put({ type: "settings", cart_expiry_days: 1 })).body.data.cart_expiry_days).toBe(1);
  });

  it("keeps the fields a request leaves out", async () => {
    expect((await put({ type: "settings" })).body.data).toEqual(STORED);
    expect((await put({ type: "settings", cart_expiry_days: 12 })).body.data).toEqual({ ...STORED, cart_expiry_days: 12 });
    const dated = await put({ type: "settings", snapshot_date: "2026-01-31T00:00:00Z" });
    expect(dated.body.data).toEqual({ ...STORED, cart_expiry_days: 12, snapshot_date: "2026-01-31T00:00:00Z" });
    await expectStored({ ...STORED, cart_expiry_days: 12, snapshot_date: "2026-01-31T00:00:00Z" });
  });

  it("merges discounts field by field", async () => {
    // use_rule_promotions is stored true: turning it off alone leaves custom discounts as stored (false).
    const off = await put({ type: "settings", discounts: { use_rule_promotions: false } });
    expect(off.body.data.discounts).toEqual({ custom_discounts_enabled: false, use_rule_promotions: false });
    const custom = await put({ type: "settings", discounts: { custom_discounts_enabled: true } });
    expect(custom.body.data.discounts).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });
    const empty = await put({ type: "settings", discounts: {} });
    expect(empty.body.data.discounts).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });
  });

  it('clears the snapshot date with ""', async () => {
    const response = await put({ type: "settings", snapshot_date: "" });
    expect(response.status).toBe(200);
    expect(response.body.data.snapshot_date).toBe("");
    await expectStored({ ...STORED, snapshot_date: "" });
  });

  it("switches from rule promotions to custom discounts in one request", async () => {
    const response = await put({ type: "settings", discounts: { custom_discounts_enabled: true, use_rule_promotions: false } });
    expect(response.status).toBe(200);
    expect(response.body.data.discounts).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });
  });

  it("serialises concurrent changes: both merges survive", async () => {
    const [a, b, c] = await Promise.all([
      put({ type: "settings", cart_expiry_days: 20 }),
      put({ type: "settings", snapshot_date: "" }),
      put({ type: "settings", discounts: { use_rule_promotions: false } }),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    await expectStored({ ...DEFAULTS, cart_expiry_days: 20 });
  });
});

describe("PUT /v2/settings/cart refuses bad input, says where, and stores nothing", () => {
  beforeEach(async () => {
    await store(STORED);
  });

  // [what, data, expected errors as [source, title, meta.value]]
  const cases: [string, unknown, [string, string, unknown][]][] = [
    ["type missing", { cart_expiry_days: 9 }, [["data.type", "required", null]]],
    ["type other than settings", { type: "cart", cart_expiry_days: 9 }, [["data.type", "enum", "cart"]]],
    ["type not a string", { type: 5 }, [["data.type", "invalid_type", 5]]],
    ["expiry 0", { type: "settings", cart_expiry_days: 0 }, [["data.cart_expiry_days", "number_gte", 0]]],
    ["expiry negative", { type: "settings", cart_expiry_days: -3 }, [["data.cart_expiry_days", "number_gte", -3]]],
    ["expiry 366", { type: "settings", cart_expiry_days: 366 }, [["data.cart_expiry_days", "number_lte", 366]]],
    ["expiry not an integer", { type: "settings", cart_expiry_days: 1.5 }, [["data.cart_expiry_days", "invalid_type", 1.5]]],
    ["expiry a string", { type: "settings", cart_expiry_days: "7" }, [["data.cart_expiry_days", "invalid_type", "7"]]],
    ["expiry null", { type: "settings", cart_expiry_days: null }, [["data.cart_expiry_days", "invalid_type", null]]],
    ["expiry a boolean", { type: "settings", cart_expiry_days: true }, [["data.cart_expiry_days", "invalid_type", true]]],
    [
      "custom_discounts_enabled not a boolean",
      { type: "settings", discounts: { custom_discounts_enabled: "true" } },
      [["data.discounts.custom_discounts_enabled", "invalid_type", "true"]],
    ],
    [
      "use_rule_promotions not a boolean",
      { type: "settings", discounts: { use_rule_promotions: 0 } },
      [["data.discounts.use_rule_promotions", "invalid_type", 0]],
    ],
    ["discounts a string", { type: "settings", discounts: "none" }, [["data.discounts", "invalid_type", "none"]]],
    ["discounts null", { type: "settings", discounts: null }, [["data.discounts", "invalid_type", null]]],
    ["discounts an array", { type: "settings", discounts: [true, false] }, [["data.discounts", "invalid_type", [true, false]]]],
    [
      "snapshot date not a real date",
      { type: "settings", snapshot_date: "2026-02-30T00:00:00Z" },
      [["data.snapshot_date", "format", "2026-02-30T00:00:00Z"]],
    ],
    ["snapshot date a date alone", { type: "settings", snapshot_date: "2026-02-21" }, [["data.snapshot_date", "format", "2026-02-21"]]],
    [
      "snapshot date with milliseconds",
      { type: "settings", snapshot_date: "2026-02-21T15:07:25.000Z" },
      [["data.snapshot_date", "format", "2026-02-21T15:07:25.000Z"]],
    ],
    [
      "snapshot date with an offset",
      { type: "settings", snapshot_date: "2026-02-21T15:07:25+01:00" },
      [["data.snapshot_date", "format", "2026-02-21T15:07:25+01:00"]],
    ],
    ["snapshot date hour 24", { type: "settings", snapshot_date: "2026-02-21T24:00:00Z" }, [["data.snapshot_date", "format", "2026-02-21T24:00:00Z"]]],
    ["snapshot date a number", { type: "settings", snapshot_date: 20260221 }, [["data.snapshot_date", "invalid_type", 20260221]]],
    ["snapshot date null", { type: "settings", snapshot_date: null }, [["data.snapshot_date", "invalid_type", null]]],
    ["an unknown field", { type: "settings", cart_expiry: 9 }, [["data.cart_expiry", "additional_properties", 9]]],
    [
      "an unknown discount",
      { type: "settings", discounts: { use_custom_discounts: true } },
      [["data.discounts.use_custom_discounts", "additional_properties", true]],
    ],
  ];

  it.each(cases)("%s → 400", async (_what, data, expected) => {
    const response = await put(data);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: any) => [e.source, e.title, e.meta?.value])).toEqual(expected);
    for (const error of response.body.errors) {
      expect(error.status).toBe(400);
      expect(error.detail).toEqual(expect.any(String));
    }
    await expectStored(STORED);
  });

  it("says the expiry's range in its detail", async () => {
    expect((await put({ type: "settings", cart_expiry_days: 366 })).body.errors[0].detail).toMatch(/365/);
    expect((await put({ type: "settings", cart_expiry_days: 0 })).body.errors[0].detail).toMatch(/at least 1 day/);
  });

  it("both discount flags true → 422 with the contract's title and detail", async () => {
    const response = await put({ type: "settings", discounts: { custom_discounts_enabled: true, use_rule_promotions: true } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      { ...BOTH, source: "data.discounts", meta: { value: { custom_discounts_enabled: true, use_rule_promotions: true } } },
    ]);
    await expectStored(STORED);
  });

  it("judges the flags on the merged result: one flag true while the other is stored true → 422", async () => {
    const response = await put({ type: "settings", cart_expiry_days: 9, discounts: { custom_discounts_enabled: true } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatchObject({ ...BOTH, source: "data.discounts" });
    await expectStored(STORED);
  });

  it("reports every problem at once (mixed statuses answer 400)", async () => {
    const response = await put({
      type: "setting",
      cart_expiry_days: 366,
      discounts: { custom_discounts_enabled: true, use_rule_promotions: true },
      snapshot_date: "2026-02-30T00:00:00Z",
      colour: "red",
    });
    expect(response.status).toBe(400);
    const bySource = Object.fromEntries(response.body.errors.map((e: any) => [e.source, e]));
    expect(Object.keys(bySource).sort()).toEqual(
      ["data.cart_expiry_days", "data.colour", "data.discounts", "data.snapshot_date", "data.type"].sort(),
    );
    expect(bySource["data.type"]).toMatchObject({ status: 400, title: "enum", meta: { value: "setting" } });
    expect(bySource["data.cart_expiry_days"]).toMatchObject({ status: 400, title: "number_lte", meta: { value: 366 } });
    expect(bySource["data.discounts"]).toMatchObject(BOTH);
    expect(bySource["data.snapshot_date"]).toMatchObject({ status: 400, title: "format" });
    expect(bySource["data.colour"]).toMatchObject({ status: 400, title: "additional_properties" });
    await expectStored(STORED);
  });

  it("refuses a body that is not {data: {...}}", async () => {
    const malformed = await call("PUT", "/v2/settings/cart", { token: admin, raw: "{\"data\":", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].title).toBe("Bad Request");

    const empty = await call("PUT", "/v2/settings/cart", { token: admin, raw: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].title).toBe("Bad Request");

    const noData = await call("PUT", "/v2/settings/cart", { token: admin, body: { type: "settings", cart_expiry_days: 9 } });
    expect(noData.status).toBe(400);
    expect(noData.body.errors[0]).toMatchObject({ title: "required", source: "data" });

    for (const data of ["settings", [], 7]) {
      const response = await put(data);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ title: "invalid_type", source: "data" });
    }
    await expectStored(STORED);
  });
});

describe("the settings' effect on carts", () => {
  const span = (cart: any) => Date.parse(cart.meta.timestamps.expires_at) - Date.parse(cart.meta.timestamps.updated_at);
  const createCart = async (body: unknown = { data: { name: "Mine" } }) => {
    const response = await call("POST", "/v2/carts", { token: implicit, body });
    expect(response.status).toBe(201);
    return response.body.data;
  };
  const readCart = async (id: string) => {
    const response = await call("GET", `/v2/carts/${id}`, { token: implicit });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  beforeEach(async () => {
    await store(DEFAULTS);
  });

  it("a cart takes the settings of its creation time; carts that exist keep theirs", async () => {
    const before = await createCart();
    expect(span(before)).toBe(7 * DAY_MS);
    expect(before.discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: false });
    expect(before.snapshot_date).toBeUndefined();

    await store(STORED);
    const after = await createCart();
    expect(span(after)).toBe(30 * DAY_MS);
    expect(after.discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: true });
    expect(after.snapshot_date).toBe("2027-03-04T05:06:07Z");

    // A cart made by reading an unknown id takes them too.
    const byId = await readCart("made-by-get-after-change");
    expect(span(byId)).toBe(30 * DAY_MS);
    expect(byId.discount_settings.use_rule_promotions).toBe(true);
    expect(byId.snapshot_date).toBe("2027-03-04T05:06:07Z");

    // The earlier cart keeps its 7 days, even after it changes (expires_at moves with updated_at).
    const renamed = await call("PUT", `/v2/carts/${before.id}`, { token: implicit, body: { data: { name: "Renamed" } } });
    expect(renamed.status).toBe(200);
    expect(span(renamed.body.data)).toBe(7 * DAY_MS);
    expect(Date.parse(renamed.body.data.meta.timestamps.expires_at)).toBeGreaterThanOrEqual(Date.parse(before.meta.timestamps.expires_at));
    expect(renamed.body.data.discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: false });
    expect(renamed.body.data.snapshot_date).toBeUndefined();

    // A later change leaves the cart made in between as it was.
    await store({ ...DEFAULTS, cart_expiry_days: 2, discounts: { custom_discounts_enabled: true, use_rule_promotions: false } });
    const kept = await readCart(after.id);
    expect(span(kept)).toBe(30 * DAY_MS);
    expect(kept.discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: true });
    expect(kept.snapshot_date).toBe("2027-03-04T05:06:07Z");
    const newest = await createCart();
    expect(span(newest)).toBe(2 * DAY_MS);
    expect(newest.discount_settings).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });
    expect(newest.snapshot_date).toBeUndefined();
  });

  it("a refused settings change has no effect on new carts", async () => {
    await store(STORED);
    expect((await put({ type: "settings", cart_expiry_days: 400, snapshot_date: "" })).status).toBe(400);
    const cart = await createCart();
    expect(span(cart)).toBe(30 * DAY_MS);
    expect(cart.snapshot_date).toBe("2027-03-04T05:06:07Z");
  });

  it("PUT /v2/carts/{id} changes one cart's discount_settings, merged field by field", async () => {
    await store(STORED); // new carts use rule promotions
    const cart = await createCart();
    const other = await createCart();

    const both = await call("PUT", `/v2/carts/${cart.id}`, {
      token: implicit,
      body: { data: { discount_settings: { custom_discounts_enabled: true } } },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual([expect.objectContaining(BOTH)]);
    expect((await readCart(cart.id)).discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: true });

    const switched = await call("PUT", `/v2/carts/${cart.id}`, {
      token: implicit,
      body: { data: { discount_settings: { custom_discounts_enabled: true, use_rule_promotions: false } } },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data.discount_settings).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });

    // Field by field: sending one flag keeps the other as it is on this cart.
    const partial = await call("PUT", `/v2/carts/${cart.id}`, {
      token: implicit,
      body: { data: { name: "Still custom", discount_settings: { use_rule_promotions: false } } },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data.discount_settings).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });

    // One cart only: the other cart and the store settings are untouched.
    expect((await readCart(other.id)).discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: true });
    await expectStored(STORED);
  });

  it("PUT /v2/carts/{id} refuses both flags and flags that are not booleans, changing nothing", async () => {
    const cart = await createCart();
    const both = await call("PUT", `/v2/carts/${cart.id}`, {
      token: implicit,
      body: { data: { name: "Both", discount_settings: { custom_discounts_enabled: true, use_rule_promotions: true } } },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors[0]).toMatchObject(BOTH);

    const wrongType = await call("PUT", `/v2/carts/${cart.id}`, {
      token: implicit,
      body: { data: { discount_settings: { use_rule_promotions: "yes" } } },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0]).toMatchObject({
      title: "invalid_type",
      source: "data.discount_settings.use_rule_promotions",
      meta: { value: "yes" },
    });

    const unchanged = await readCart(cart.id);
    expect(unchanged.name).toBe("Mine");
    expect(unchanged.discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: false });
    expect(unchanged.meta.timestamps.updated_at).toBe(cart.meta.timestamps.updated_at);
  });

  it("POST /v2/carts may set the new cart's discount settings over the store's, with the same 422 rule", async () => {
    await store(STORED);
    const refused = await call("POST", "/v2/carts", {
      token: implicit,
      body: { data: { name: "Both", discount_settings: { custom_discounts_enabled: true } } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject(BOTH);

    const custom = await createCart({ data: { name: "Custom", discount_settings: { custom_discounts_enabled: true, use_rule_promotions: false } } });
    expect(custom.discount_settings).toEqual({ custom_discounts_enabled: true, use_rule_promotions: false });
    expect(span(custom)).toBe(30 * DAY_MS);
  });
});
