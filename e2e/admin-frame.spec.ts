// The admin's frame (docs/admin.md "Dashboard and settings"): every admin page, walked at 1280 and at 390 px wide,
// is axe-clean and nothing on it is wider than the screen; on a narrow screen the sections are behind a "Menu" that
// opens by keyboard (and without JavaScript: a <details>), leads to the page and closes; the current section is
// marked.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../components/admin/admin-sections";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { apiOrder } from "./support/api-order";

/**
 * The e-mail page shows the message in a sandboxed frame that runs no script, which axe cannot enter (its run waits
 * on the frame): the page around it at both widths, and nothing wider than the screen. The message's own markup is
 * the e-mail templates' (docs/email.md "Templates").
 */
async function expectAccessibleAroundMessage(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `page wider than ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("every admin page is axe-clean and fits the screen at 1280 and at 390 px", async ({ page, request }) => {
  // Nineteen pages, axe twice each.
  test.setTimeout(720_000);
  await page.goto("/admin/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the store admin" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const order = await apiOrder(request, "EUR", 2450);
  await signInAsAdmin(page, "/admin");
  // The order's confirmation is an e-mail of the outbox.
  await page.goto("/admin/emails");
  const email = await page.getByTestId("admin-email-row").first().getByRole("link").getAttribute("href");
  expect(email).toMatch(/^\/admin\/emails\/.+/);

  const pages: [path: string, heading: string | RegExp][] = [
    ["/admin", "Dashboard"],
    ["/admin/orders", "Orders"],
    ["/admin/orders?view=awaiting-payment", "Awaiting payment"],
    [`/admin/orders/${order.id}`, /^Order #\d+/],
    [`/admin/orders/${order.id}/packing-slip`, /#\d+/],
    ["/admin/subscriptions", "Subscriptions"],
    ["/admin/emails", "E-mails"],
    [email!, /.+/],
    ["/admin/settings", "Settings"],
    ["/admin/settings/store", "Store settings"],
    ["/admin/settings/home-page", "Home page"],
    ["/admin/settings/cart", "Cart settings"],
    ["/admin/settings/prices", "Prices and tax"],
    ["/admin/settings/payments", "Payment settings"],
    ["/admin/settings/currencies", "Currencies"],
    // Every other section of the header's list (each area's own spec walks its inner pages).
    ...ADMIN_SECTIONS.filter((section) => !["/admin", "/admin/orders", "/admin/subscriptions", "/admin/emails", "/admin/settings"].includes(section.href)).map(
      (section): [string, RegExp] => [section.href, /.+/],
    ),
  ];
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await (path === email ? expectAccessibleAroundMessage(page) : expectAccessibleAtBothWidths(page));
    });
  }
});

test("on a narrow screen the sections are behind a Menu that opens by keyboard and closes on the way to a page", async ({ page }) => {
  await signInAsAdmin(page, "/admin/orders");
  const nav = page.getByRole("navigation", { name: "Admin" });
  // Wide: the sections in a row, the current one marked.
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByText("Menu")).toBeHidden();

  await page.setViewportSize({ width: 390, height: 800 });
  const menu = nav.getByText("Menu");
  await expect(menu).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("header-390-closed.png") });
  await menu.focus();
  await page.keyboard.press("Enter");
  const settings = nav.getByRole("link", { name: "Settings" });
  await expect(settings).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: test.info().outputPath("header-390-open.png") });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settings.click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
  await expect(menu).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

  test("the Menu still opens and leads to a page", async ({ page }) => {
    await signInAsAdmin(page, "/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByText("Menu").click();
    await nav.getByRole("link", { name: "E-mails" }).click();
    await expect(page).toHaveURL(/\/admin\/emails$/);
    await expect(page.getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();
  });
});
