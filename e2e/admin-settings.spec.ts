import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The Playwright suite shares one server: the settings go back to the defaults after this file, so
// that the carts other specs create are not affected.
const CLIENT_ID = "cartwright-dev-client";
const CLIENT_SECRET = "cartwright-dev-secret";
const DEFAULTS = {
  type: "settings",
  cart_expiry_days: 7,
  discounts: { custom_discounts_enabled: false, use_rule_promotions: false },
  snapshot_date: "",
};

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
  await page.getByLabel("Client id").fill(CLIENT_ID);
  await page.getByLabel("Client secret").fill(CLIENT_SECRET);
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
  await expect(page.getByText("Enter the client id.")).toBeVisible();
  await expect(page.getByText("Enter the client secret.")).toBeVisible();
  await expect(page.getByLabel("Client id")).toBeFocused();
  await expect(page.getByLabel("Client id")).toHaveAccessibleDescription("Enter the client id.");

  await page.getByLabel("Client id").fill(CLIENT_ID);
  await page.getByLabel("Client secret").fill("not-the-secret");
  await page.getByRole("button", { name: "Sign in" }).click();
  // (Next's route announcer is an alert too.)
  await expect(page.getByRole("alert").filter({ hasText: "not accepted" })).toHaveText(
    "That client id and secret were not accepted. Check them and try again.",
  );
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("cartwright_admin");
});

test("the session cookie is verified on the server: a forged or shopper's token is no session", async ({ page, request }) => {
  const implicit = await request.post("/oauth/access_token", { form: { grant_type: "implicit", client_id: CLIENT_ID } });
  const shopperToken = ((await implicit.json()) as { access_token: string }).access_token;
  const admin = await adminApiToken(request);
  const forged = admin.slice(0, -4) + (admin.endsWith("AAAA") ? "BBBB" : "AAAA");
  const adminUrl = new URL("/admin", test.info().project.use.baseURL).toString();
  for (const value of ["not-a-token", shopperToken, forged]) {
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "cartwright_admin", value, url: adminUrl }]);
    await page.goto("/admin/settings/cart");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  }
  // The same cookie with a real administrator token is a session.
  await page.context().addCookies([{ name: "cartwright_admin", value: admin, url: adminUrl }]);
  await page.goto("/admin/settings/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Cart settings" })).toBeVisible();
});

test("the session is an httpOnly SameSite=Strict cookie that page scripts cannot read; sign-out ends it", async ({ page }) => {
  await page.goto("/admin/settings/cart");
  await page.getByLabel("Client id").fill(CLIENT_ID);
  await page.getByLabel("Client secret").fill(CLIENT_SECRET);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back where the visit started.
  await expect(page).toHaveURL(/\/admin\/settings\/cart$/);

  const session = (await page.context().cookies()).find((c) => c.name === "cartwright_admin");
  // The suite runs a production build: the cookie is Secure there (browsers accept it on 127.0.0.1).
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true, path: "/admin" });
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
  expect(await page.content()).not.toContain(session!.value);
  expect(await page.content()).not.toContain(CLIENT_SECRET);

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
  const rules = page.getByRole("switch", { name: "Automatic promotions" });
  const snapshot = page.getByLabel("Promotions as of");
  const status = page.getByRole("status");
  await expect(expiry).toHaveValue("7");
  await expect(custom).not.toBeChecked();
  await expect(rules).not.toBeChecked();
  await expect(snapshot).toHaveValue("");
  await expect(page.getByTestId("stored-expiry")).toHaveText("7 days");

  // What the fields allow is said before anything is submitted.
  await expect(expiry).toHaveAccessibleDescription(/A whole number from 1 to 365/);
  await expect(page.getByRole("group", { name: "Discounts" })).toHaveAccessibleDescription(/Only one of these can be on at a time/);
  await expectNoAxeViolations(page);

  // 366 days: refused beside the field, nothing saved.
  await expiry.fill("366");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Cart expiry can be at most 365 days.")).toBeVisible();
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription(/Cart expiry can be at most 365 days\./);
  await expect(expiry).toBeFocused();
  await expect(status).toHaveText("Not saved: correct the marked fields.");

  // Both discounts cannot be ticked: turning rule promotions on turns custom discounts off, and says so.
  await expiry.fill("14");
  await expect(page.getByText("Cart expiry can be at most 365 days.")).toHaveCount(0);
  await custom.check();
  await rules.check();
  await expect(custom).not.toBeChecked();
  await expect(page.getByTestId("discounts-note")).toHaveText("Discounts set by hand turned off: only one of these can be on at a time.");
  await expect(page.getByText("Only one discount setting can be set to true at a time.")).toHaveCount(0);
  expect(await readSettings(request)).toEqual(DEFAULTS);

  // A valid change: rule promotions only, 14 days, a snapshot date picked in New York time.
  await custom.uncheck();
  await expect(page.getByText("Only one discount setting can be set to true at a time.")).toHaveCount(0);
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
  await expect(rules).toBeChecked();
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
  await rules.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(status).toHaveText(
    "Saved. Carts are kept 7 days; discounts set by hand off; automatic promotions off; promotions as of the real date and time.",
  );
  expect(await readSettings(request)).toEqual(DEFAULTS);
});

test("a conflict the server finds is shown beside the field it names", async ({ page, request }) => {
  await signIn(page);
  const custom = page.getByRole("switch", { name: "Discounts set by hand" });
  const rules = page.getByRole("switch", { name: "Automatic promotions" });
  await expect(rules).not.toBeChecked();
  // Meanwhile another administrator turns rule promotions on (and sets the expiry) through the API.
  await putSettings(request, { type: "settings", cart_expiry_days: 9, discounts: { use_rule_promotions: true } });

  // This page still shows both off: turning custom discounts on looks fine here, and is sent alone.
  await custom.check();
  await expect(page.getByText("Only one discount setting can be set to true at a time.")).toHaveCount(0);
  await page.getByRole("button", { name: "Save settings" }).click();

  // The server merges it over what is stored and refuses: its message appears beside the switches,
  // and the form now shows what is stored, keeping this administrator's own change.
  const group = page.getByRole("group", { name: "Discounts" });
  await expect(group.getByText("Only one discount setting can be set to true at a time.")).toBeVisible();
  await expect(group).toHaveAccessibleDescription(/Only one discount setting can be set to true at a time\./);
  await expect(page.getByRole("status")).toHaveText("Not saved: correct the marked fields.");
  await expect(page.getByTestId("stored-rule-promotions")).toHaveText("on");
  await expect(page.getByTestId("stored-expiry")).toHaveText("9 days");
  await expect(page.getByLabel("Cart expiry (days)")).toHaveValue("9");
  // The form keeps this administrator's choice and never shows both on: the stored switch is turned off here.
  await expect(custom).toBeChecked();
  await expect(rules).not.toBeChecked();
  await expect(page.getByTestId("discounts-note")).toHaveText(
    "Automatic promotions is on in the stored settings; it is turned off here. Save again to keep Discounts set by hand on.",
  );

  // Saving again sends both switches; the other administrator's expiry is kept.
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved. Carts are kept 9 days; discounts set by hand on; automatic promotions off; promotions as of the real date and time.",
  );
  expect(await readSettings(request)).toEqual({
    type: "settings",
    cart_expiry_days: 9,
    discounts: { custom_discounts_enabled: true, use_rule_promotions: false },
    snapshot_date: "",
  });
});

test("the two discount switches are never both on in the form; the API still refuses both", async ({ page, request }) => {
  await putSettings(request, DEFAULTS);
  await signIn(page);
  const custom = page.getByRole("switch", { name: "Discounts set by hand" });
  const rules = page.getByRole("switch", { name: "Automatic promotions" });
  const note = page.getByTestId("discounts-note");
  await custom.check();
  await expect(custom).toBeChecked();
  await expect(note).toHaveText("");

  // By keyboard: Space on the other switch turns it on and this one off, said in a live region.
  await rules.focus();
  await page.keyboard.press("Space");
  await expect(rules).toBeChecked();
  await expect(custom).not.toBeChecked();
  await expect(note).toHaveText("Discounts set by hand turned off: only one of these can be on at a time.");
  await expect(note).toHaveAttribute("aria-live", "polite");
  await custom.check();
  await expect(rules).not.toBeChecked();
  await expect(note).toHaveText("Automatic promotions turned off: only one of these can be on at a time.");
  await expect(page.getByText("Only one discount setting can be set to true at a time.")).toHaveCount(0);

  // Turning one off leaves both off, and the note goes.
  await custom.uncheck();
  await expect(rules).not.toBeChecked();
  await expect(note).toHaveText("");

  // The server keeps refusing the combination from any other client.
  const token = await adminApiToken(request);
  const refused = await request.put("/v2/settings/cart", {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { ...DEFAULTS, discounts: { custom_discounts_enabled: true, use_rule_promotions: true } } },
  });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain("Only one discount setting can be set to true at a time.");
  expect(await readSettings(request)).toEqual(DEFAULTS);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin sign-in form posts to the action, which refuses with the same words, then signs in", async ({ page }) => {
    await page.goto("/admin/sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter the client id.")).toBeVisible();
    await expect(page.getByText("Enter the client secret.")).toBeVisible();
    await page.getByLabel("Client id").fill(CLIENT_ID);
    await page.getByLabel("Client secret").fill(CLIENT_SECRET);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
