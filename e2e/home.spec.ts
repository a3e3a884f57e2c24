import { expect, test } from "@playwright/test";

test("the home page leads with its hero, then lists the demo catalog with images and formatted prices", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Cartwright/);
  // The hero's heading, whatever the merchant set (home-hero.spec.ts sets it), is the page's one h1.
  await expect(page.getByTestId("home-hero").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "All products" })).toBeVisible();
  const products = page.getByRole("list", { name: "Products", exact: true }).getByRole("listitem");
  expect(await products.count()).toBeGreaterThanOrEqual(8);
  const bottle = products.filter({ hasText: "Engraved Water Bottle" });
  await expect(bottle.getByTestId("product-price")).toHaveText("$28.00");
  await expect(bottle.locator("img")).toHaveAttribute("src", /water-bottle\.svg/);
  // Priced only in GBP: says so instead of showing a USD price.
  await expect(products.filter({ hasText: "Shortbread Tin" }).getByTestId("product-price-unavailable")).toHaveText("Not available in USD");
});

test("prices follow the currency cookie", async ({ page, context }) => {
  await context.addCookies([{ name: "currency", value: "EUR", url: test.info().project.use.baseURL! }]);
  await page.goto("/");
  await expect(page.getByText("Prices in EUR.")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Products", exact: true }).getByRole("listitem").filter({ hasText: "Engraved Water Bottle" }).getByTestId("product-price"),
  ).toHaveText("€26.00");
});
