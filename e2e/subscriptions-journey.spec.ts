// A shopper subscribes from /subscriptions as a guest, is asked to sign in at checkout (the cart comes along), checks
// out signed in, finds the subscription waiting for the payment, then (the payment recorded) active on the account page;
// the store's clock moves past the trial, the administrator runs billing, and the subscription page shows the first
// invoice and the next bill.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminPage, browserCartId, continueToPayment, expectAccessible, fillCheckout, makeShopper, signIn, token } from "./support/storefront";

const DAY = 86_400_000;
// The server's clock file (scripts/e2e-server.mjs): its text is how many milliseconds the store's clock runs ahead.
const clockFile = path.join(os.tmpdir(), `cartwright-e2e-clock-${process.env.E2E_PORT ?? 3100}`);
const moveClock = (ms: number) => fs.writeFileSync(clockFile, String(ms));

test.afterEach(() => fs.rmSync(clockFile, { force: true }));

test("subscribe → check out → active subscription → first invoice after a billing run on an advanced clock", async ({ page, browser }) => {
  const shopper = await makeShopper(page.request, "Sub Scriber");
  await page.goto("/subscriptions");

  // The offerings, their plans and prices per bill.
  await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
  const club = page.getByTestId("offering").filter({ has: page.getByRole("heading", { name: "Coffee Club" }) });
  const monthly = club.getByTestId("plan").filter({ has: page.getByRole("heading", { name: "Monthly" }) });
  await expect(monthly.getByTestId("plan-price")).toHaveAttribute("data-value", "1900");
  await expect(monthly.getByTestId("plan-price")).toContainText("$19.00");
  await expect(monthly).toContainText("billed every month for 12 months, then renews");
  await expect(monthly).toContainText("1 month free trial");
  await expectAccessible(page);

  // The form checks the quantity before the server is asked.
  const quantity = monthly.getByLabel("Quantity");
  await quantity.fill("0");
  await monthly.getByRole("button", { name: "Subscribe" }).click();
  await expect(monthly.getByText("Quantity must be a whole number of at least 1")).toBeVisible();
  await expect(quantity).toBeFocused();
  await quantity.fill("1");
  await monthly.getByRole("button", { name: "Subscribe" }).click();

  // In the cart: a subscription line, free during the trial.
  await page.waitForURL(/\/cart$/);
  await expect(page.getByTestId("line-subscription")).toContainText("free during the trial");
  await expect(page.getByRole("heading", { name: "Coffee Club: Monthly" })).toBeVisible();

  // A guest cannot check out a subscription: the checkout asks for an account first.
  await page.goto("/checkout");
  await expect(page.getByTestId("subscription-needs-account")).toContainText("a subscription belongs to an account");
  await expect(page.getByRole("form", { name: "Checkout" })).toHaveCount(0);
  await signIn(page, "/checkout", shopper);
  expect(await browserCartId(page.context())).toMatch(/^acct_/);
  await fillCheckout(page, { name: "Sub Scriber", email: shopper.email });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\//);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;

  // It waits for the order's payment (docs/subscriptions.md "Starting when the order is paid"), then starts.
  await page.goto("/account");
  await expect(page.getByTestId("subscription-state").first()).toHaveText("State: Starts when your payment is received");
  const adminToken = await token(page.request, true);
  const paid = await page.request.post(`/v2/orders/${orderId}/payments`, { headers: { authorization: `Bearer ${adminToken}` }, data: { data: { gateway: "manual", method: "purchase" } } });
  expect(paid.status()).toBe(200);

  // The account page lists it; its page says it is active, with no invoice yet and the next bill when the trial ends.
  await page.goto("/account");
  const link = page.getByRole("link", { name: /Coffee Club — Monthly/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await page.waitForURL(/\/account\/subscriptions\//);
  const subscriptionUrl = page.url();
  await expect(page.getByTestId("subscription-status")).toHaveText("Status: Active");
  await expect(page.getByTestId("no-invoices")).toBeVisible();
  const trialEnds = new Date((await page.getByTestId("fact-next-bill").locator("time").getAttribute("datetime"))!);
  expect(trialEnds.getTime() - Date.now()).toBeGreaterThan(27 * DAY);

  // Time passes: the trial ends. The administrator runs billing now.
  moveClock(trialEnds.getTime() - Date.now() + DAY);
  const admin = await adminPage(browser, "/admin/subscriptions");
  const row = admin.getByTestId("admin-subscription-row").filter({ hasText: shopper.email });
  await expect(row.getByTestId("subscription-state")).toHaveText("active");
  await expect(row.getByTestId("invoice-count")).toHaveText("0");
  await admin.getByLabel("Yes, bill the subscriptions that are due").check();
  await admin.getByRole("button", { name: "Run billing now" }).click();
  await expect(admin.getByTestId("billing-outcome")).toContainText(/Billing ran: \d+ invoices? issued/);
  await expect(row.getByTestId("invoice-count")).toHaveText("1");
  await expectAccessible(admin);

  // The shopper's page: the first invoice, paid, for the plan's price; the next bill a month after the first.
  await page.goto(subscriptionUrl);
  const invoice = page.getByTestId("invoice-row");
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText("#1");
  await expect(invoice.getByTestId("invoice-amount")).toHaveAttribute("data-value", "1900");
  await expect(invoice).toContainText("Paid");
  const nextBill = new Date((await page.getByTestId("fact-next-bill").locator("time").getAttribute("datetime"))!);
  expect(Math.round((nextBill.getTime() - trialEnds.getTime()) / DAY)).toBeGreaterThanOrEqual(28);
  await expectAccessible(page);
});
