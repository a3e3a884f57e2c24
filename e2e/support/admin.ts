// What the admin specs share: the demo store's administrator credentials, signing in through the page, an API token
// for setting up or reading back through the API, and axe at the two widths every admin page is walked at.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN_CLIENT_ID = "cartwright-dev-client";
export const ADMIN_CLIENT_SECRET = "cartwright-dev-secret";

/** Signs in through /admin/sign-in, coming back to `next` (an /admin path). */
export async function signInAsAdmin(page: Page, next = "/admin") {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Client id").fill(ADMIN_CLIENT_ID);
  await page.getByLabel("Client secret").fill(ADMIN_CLIENT_SECRET);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
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
