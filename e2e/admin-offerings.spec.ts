// Subscription offerings made in the admin (docs/admin.md "Subscriptions"): an offering covering a demo product with
// a monthly plan priced in GBP with a free trial, refused first for a price that is not money (beside the field),
// then created; the product's storefront page offers it as a subscription. axe at 1280 and 390 px on the list, the
// form and the offering's page.
import { expect, test } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";

test("an offering made in the admin is a subscribe option on the product's page", async ({ page, browser }) => {
  // Three pages walked by axe at two widths on a shared machine.
  test.setTimeout(300_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Tea Club ${tag}`;

  await signInAsAdmin(page, "/admin/subscriptions");
  await page.getByRole("link", { name: "Offerings and plans" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offerings and plans");
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("link", { name: "New offering" }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions\/offerings\/new$/);
  await page.getByLabel("Find products by name or SKU").fill("TEA-SAMPLER");
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByLabel(/Tea Sampler · TEA-SAMPLER/).check();
  await expectAccessibleAtBothWidths(page);

  await page.getByLabel("Offering name").fill(name);
  await page.getByLabel("Description (optional)", { exact: true }).fill("Six teas, every month.");
  await page.getByLabel("Plan name").fill("Monthly tea");
  await page.getByLabel("Price in GBP").fill("nine");
  await page.getByLabel("GBP price includes tax").check();
  await page.getByLabel("Free trial, in intervals (optional)").fill("1");
  await page.getByRole("button", { name: "Create offering" }).click();
  await expect(page.getByLabel("Price in GBP")).toHaveAccessibleDescription(/Enter a price such as 9\.99, or leave it empty\./);
  await expect(page).toHaveURL(/\/admin\/subscriptions\/offerings\/new/);

  await page.getByLabel("Price in GBP").fill("9.99");
  await page.getByLabel(/Tea Sampler · TEA-SAMPLER/).check();
  await page.getByRole("button", { name: "Create offering" }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions\/offerings\/[0-9a-f-]{36}\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("status").filter({ hasText: "The offering is created." })).toBeVisible();
  const plan = page.getByTestId("offering-plan");
  await expect(plan).toHaveCount(1);
  await expect(plan).toContainText("Monthly tea");
  await expect(plan).toContainText("£9.99 incl. tax · billed every month for 12 months, then renews · 1 month free trial");
  await expect(page.getByTestId("offering-product")).toContainText("Tea Sampler");
  await expect(page.getByTestId("activity-entry").first()).toContainText(`Created offering ${name} with 1 product and 1 plan`);
  await expectAccessibleAtBothWidths(page);

  // A shopper on the product's page, in pounds.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto("/products/tea-sampler");
  await shopper.getByRole("button", { name: "Prices in GBP" }).click();
  await expect(shopper.getByRole("button", { name: "Prices in GBP" })).toHaveAttribute("aria-pressed", "true");
  const offered = shopper.getByTestId("product-subscription").filter({ has: shopper.getByRole("heading", { name: `Subscribe: ${name}` }) });
  await expect(offered).toBeVisible();
  const choice = offered.getByTestId("plan");
  await expect(choice.getByRole("heading", { name: "Monthly tea" })).toBeVisible();
  await expect(choice.getByTestId("plan-price")).toContainText("£9.99");
  await expect(choice).toContainText("1 month free trial");
  await context.close();
});
