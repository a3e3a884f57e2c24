import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { tamperedToken } from "../tests/support/tampered-token";
import { DEMO_OWNER } from "./support/admin";

// The Playwright suite shares one server: the settings go back to the demo store's after this file (automatic
// promotions on: docs/money.md "Promotions"), so that the carts other specs create are not affected.
const CLIENT_ID = "cartwright-dev-client";
const CLIENT_SECRET = "cartwright-dev-secret";
const DEFAULTS = {
  type: "settings",
  cart_expiry_days: 7,
  discounts: { custom_discounts_enabled: false, use_rule_promotions: true },
  snapshot_date: "",
};
/** EP's defaults (a store that never saved settings): the admin's one switch shows them as promotions on. */
const EP_DEFAULTS = { ...DEFAULTS, discounts: { custom_discounts_enabled: false, use_rule_promotions: false } };

// A zone with daylight saving time, so that the UTC conversion of the date picker is visible.
test.use({ timezoneId: "America/New_York" });

async function adminApiToken(request: APIRequestContext) {
  const response = await request.post("/oauth/access_token", {
    form: { grant_type: "client_credentials", client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function putSettings(request: APIRequestContext, data: object) {
  const token = await adminApiToken(request);
  const response = await request.put("/v2/settings/cart", { headers: { authorization: `Bearer ${token}` }, data: { data } });
  expect(response.status()).toBe(200);
}

async function readSettings(request: APIRequestContext) {
  const token = await adminApiToken(request);
  const response = await request.get("/v2/settings/cart", { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data;
}

async function signIn(page: Page) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(DEMO_OWNER.email);
  await page.getByLabel("Password").fill(DEMO_OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signing in without a page to return to lands on the dashboard.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/settings/cart");
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  await putSettings(request, DEFAULTS);
});

test.afterAll(async ({ request }) => {
  await putSettings(request, DEFAULTS);
});

test("an unauthenticated visit lands on sign-in, and wrong credentials are refused", async ({ page }) => {
  await page.goto("/admin/settings/cart");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fsettings%2Fcart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the store admin" })).toBeVisible();
  // The admin pages have their own frame, not the storefront's.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await expectNoAxeViolations(page);

  // Checked in the browser with the action's own schema: an empty form says what is missing, focus on the first.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Enter your e-mail address.");

  await page.getByLabel("E-mail").fill(DEMO_OWNER.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  // (Next's route announcer is an alert too.)
  await expect(page.getByRole("alert").filter({ hasText: "not accepted" })).toHaveText(
    "That e-mail and password were not accepted. Check them and try again.",
  );
  // The API client's secret is never a person's sign-in.
  await page.getByLabel("E-mail").fill(`${CLIENT_ID}@cartwright.test`);
  await page.getByLabel("Password").fill(CLIENT_SECRET);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not accepted" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("cartwright_admin");
});

test("the session cookie is verified on the server: a forged, shopper's or API client's token is no session", async ({ page, request }) => {
  const implicit = await request.post("/oauth/access_token", { form: { grant_type: "implicit", client_id: CLIENT_ID } });
  const shopperToken = ((await implicit.json()) as { access_token: string }).access_token;
  const admin = await adminApiToken(request);
  const forged = tamperedToken(admin);
  const adminUrl = new URL("/admin", test.info().project.use.baseURL).toString();
  // An API client's token, however real, is no staff member's session.
  for (const value of ["not-a-token", shopperToken, forged, admin]) {
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "cartwright_admin", value, url: adminUrl }]);
    await page.goto("/admin/settings/cart");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  }
});

test("the session is an httpOnly SameSite=Strict cookie that page scripts cannot read; sign-out ends it", async ({ page }) => {
  await page.goto("/admin/settings/cart");
  await page.getByLabel("E-mail").fill(DEMO_OWNER.email);
  await page.getByLabel("Password").fill(DEMO_OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back where the visit started.
  await expect(page).toHaveURL(/\/admin\/settings\/cart$/);

  const session = (await page.context().cookies()).find((c) => c.name === "cartwright_admin");
  // The suite runs a production build: the cookie is Secure there (browsers accept it on 127.0.0.1).
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true, path: "/admin" });
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
  expect(await page.content()).not.toContain(session!.value);
  expect(await page.content()).not.toContain(DEMO_OWNER.password);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("cartwright_admin");
  await page.goto("/admin/settings/cart");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
});

test("an administrator sees the settings, is told what is wrong, saves a change and finds it kept", async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Cart settings" })).toBeVisible();

  // The current values.
  const expiry = page.getByLabel("Cart expiry (days)");
  const custom = page.getByRole("switch", { name: "Discounts set by hand" });
  const snapshot = page.getByLabel("Promotions as of");
  const status = page.getByRole("status");
  await expect(expiry).toHaveValue("7");
  await expect(custom).not.toBeChecked();
  // One switch for discounts: no second one for automatic promotions.
  await expect(page.getByRole("switch")).toHaveCount(1);
  await expect(snapshot).toHaveValue("");
  await expect(page.getByTestId("stored-expiry")).toHaveText("7 days");

  // What the fields allow is said before anything is submitted.
  await expect(expiry).toHaveAccessibleDescription(/A whole number from 1 to 365/);
  await expect(page.getByRole("group", { name: "Discounts" })).toHaveAccessibleDescription(/promotions that apply by themselves while the Promotions page lists them as running/);
  await expectNoAxeViolations(page);

  // 366 days: refused beside the field, nothing saved.
  await expiry.fill("366");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Cart expiry can be at most 365 days.")).toBeVisible();
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription(/Cart expiry can be at most 365 days\./);
  await expect(expiry).toBeFocused();
  await expect(status).toHaveText("Not saved: correct the marked fields.");

  await expiry.fill("14");
  await expect(page.getByText("Cart expiry can be at most 365 days.")).toHaveCount(0);
  expect(await readSettings(request)).toEqual(DEFAULTS);

  // A valid change: 14 days, a snapshot date picked in New York time.
  await snapshot.fill("2027-03-01T09:30:15");
  await expect(page.getByTestId("snapshot-date-utc")).toHaveText("In UTC: 2027-03-01T14:30:15Z");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(status).toHaveText(
    "Saved. Carts are kept 14 days; discounts set by hand off; automatic promotions on; promotions as of 2027-03-01T14:30:15Z (UTC).",
  );
  await expect(page.getByTestId("stored-snapshot-date")).toHaveText("2027-03-01T14:30:15Z");
  expect(await readSettings(request)).toEqual({
    type: "settings",
    cart_expiry_days: 14,
    discounts: { custom_discounts_enabled: false, use_rule_promotions: true },
    snapshot_date: "2027-03-01T14:30:15Z",
  });

  // Kept after a reload.
  await page.reload();
  await expect(expiry).toHaveValue("14");
  await expect(custom).not.toBeChecked();
  await expect(snapshot).toHaveValue("2027-03-01T09:30:15");
  await expect(page.getByTestId("stored-expiry")).toHaveText("14 days");
  await expect(page.getByTestId("stored-rule-promotions")).toHaveText("on");

  // A half-typed date is refused, not taken for "no date".
  await snapshot.focus();
  await page.keyboard.press("Backspace");
  await expect(page.getByText("Enter the whole date and time, or clear it.")).toBeVisible();
  await expect(snapshot).toHaveAttribute("aria-invalid", "true");

  // Clearing the snapshot date, and going back to the defaults through the form.
  await page.getByRole("button", { name: "Clear date" }).click();
  expect(await snapshot.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(false);
  await expect(page.getByText("Enter the whole date and time")).toHaveCount(0);
  await expect(snapshot).toHaveValue("");
  await expect(snapshot).toBeFocused();
  await expect(page.getByTestId("snapshot-date-utc")).toHaveText("Not set: new carts use the real date and time.");
  await expiry.fill("7");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(status).toHaveText(
    "Saved. Carts are kept 7 days; discounts set by hand off; automatic promotions on; promotions as of the real date and time.",
  );
  expect(await readSettings(request)).toEqual(DEFAULTS);
});

test("one switch: discounts set by hand turn automatic promotions off in new carts, and off again on; another administrator's change is kept", async ({ page, request }) => {
  // A store that never turned automatic promotions on (EP's defaults): the switch shows promotions, and saving makes it so.
  await putSettings(request, EP_DEFAULTS);
  await signIn(page);
  const custom = page.getByRole("switch", { name: "Discounts set by hand" });
  await expect(custom).not.toBeChecked();
  await expect(page.getByTestId("stored-rule-promotions")).toHaveText("off");
  // Meanwhile another administrator sets the expiry through the API.
  await putSettings(request, { type: "settings", cart_expiry_days: 9 });

  await custom.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved. Carts are kept 9 days; discounts set by hand on; automatic promotions off; promotions as of the real date and time.",
  );
  await expect(page.getByLabel("Cart expiry (days)")).toHaveValue("9");
  expect(await readSettings(request)).toEqual({ ...DEFAULTS, cart_expiry_days: 9, discounts: { custom_discounts_enabled: true, use_rule_promotions: false } });

  // Off again: the store's carts take promotions, automatic ones included.
  await custom.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved. Carts are kept 9 days; discounts set by hand off; automatic promotions on; promotions as of the real date and time.",
  );
  await expect(page.getByTestId("stored-rule-promotions")).toHaveText("on");
  expect(await readSettings(request)).toEqual({ ...DEFAULTS, cart_expiry_days: 9 });

  // The API keeps EP's two flags and still refuses both on.
  const token = await adminApiToken(request);
  const refused = await request.put("/v2/settings/cart", {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { ...DEFAULTS, discounts: { custom_discounts_enabled: true, use_rule_promotions: true } } },
  });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain("Only one discount setting can be set to true at a time.");
  await putSettings(request, DEFAULTS);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin sign-in form posts to the action, which refuses with the same words, then signs in", async ({ page }) => {
    await page.goto("/admin/sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await page.getByLabel("E-mail").fill(DEMO_OWNER.email);
    await page.getByLabel("Password").fill(DEMO_OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
