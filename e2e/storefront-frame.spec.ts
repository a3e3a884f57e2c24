// The storefront's frame on every page: the 404 page keeps the header and footer, the footer sits at the foot of a
// short page, and keyboard focus is visible on product cards (their outline is not clipped by the card).
import { expect, test } from "@playwright/test";

test("an unknown page is a 404 inside the storefront's header and footer", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The footer's columns: the catalog's hierarchies, the shopper's pages, the policies.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Shop" }).getByRole("link", { name: "Kitchen" })).toHaveAttribute("href", "/categories/kitchen");
  await expect(footer.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Account and orders" })).toHaveAttribute("href", "/account");
});

test("the footer sits at the foot of a short page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/no-such-page");
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(Math.round(footer!.y + footer!.height)).toBe(1000);
});

test("keyboard focus on a product card shows a ring outside the card", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("list", { name: "Products" }).getByRole("link").first();
  await card.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(card).toBeFocused();
  const ring = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    const item = element.closest("li")!;
    return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset), clipped: getComputedStyle(item).overflow !== "visible" };
  });
  expect(ring.outline).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.offset).toBeGreaterThan(0);
  expect(ring.clipped).toBe(false);
});
