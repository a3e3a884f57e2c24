// What the admin specs share: the demo store's owner (a staff member) and API client credentials, signing in through
// the page as the owner, an API token for setting up or reading back through the API, and axe at the two widths every
// admin page is walked at. The client secret is the API's only: the admin sign-in takes a staff member's e-mail.
import AxeBuilder from "@axe-core/playwright";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN_CLIENT_ID = "cartwright-dev-client";
export const ADMIN_CLIENT_SECRET = "cartwright-dev-secret";
/** The demo store's owner (lib/seed/demo-staff.ts). */
export const DEMO_OWNER = { email: "owner@cartwright.test", password: "cartwright-owner", name: "Store Owner" };

/** Fills the admin sign-in form (on the page already) with `who`'s e-mail and password and submits it. */
export async function fillAdminSignIn(page: Page, who: { email: string; password: string } = DEMO_OWNER) {
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through /admin/sign-in as the demo owner (or `who`), coming back to `next` (an /admin path). */
export async function signInAsAdmin(page: Page, next = "/admin", who: { email: string; password: string } = DEMO_OWNER) {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await fillAdminSignIn(page, who);
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
}

/**
 * The demo owner's admin session cookie (`cartwright_admin=…`) for requests made without a browser: the sign-in form
 * posted as a browser without JavaScript posts it (its hidden fields are the Server Action's), from a request
 * context of its own, so that the caller's keeps no session.
 */
export async function adminSessionCookie(baseURL: string): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL });
  const page = await (await request.get("/admin/sign-in")).text();
  const multipart: Record<string, string> = { email: DEMO_OWNER.email, password: DEMO_OWNER.password };
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    multipart[name] = (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  }
  const response = await request.post("/admin/sign-in", { multipart, headers: { origin: new URL(baseURL).origin }, maxRedirects: 0 });
  const session = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .find((c) => c.startsWith("cartwright_admin="));
  expect(session, `admin sign-in answered ${response.status()}`).toBeTruthy();
  await request.dispose();
  return session!;
}

export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/oauth/access_token", {
    form: { grant_type: "client_credentials", client_id: ADMIN_CLIENT_ID, client_secret: ADMIN_CLIENT_SECRET },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** axe at 1280 and at 390 px wide, and nothing wider than the screen at 390. */
export async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `page wider than ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A price in each of the store's currencies, for the products a spec makes: the shop offers a currency only while
 * half its live catalog can be bought in it (sellable-currencies.ts), so products priced in one currency alone
 * would take the others away from every spec that runs after.
 */
export function inEveryCurrency(amount: number) {
  return { USD: { amount, includes_tax: false }, EUR: { amount, includes_tax: true }, GBP: { amount, includes_tax: true } };
}
