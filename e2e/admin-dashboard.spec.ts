// The admin's dashboard and store settings (docs/admin.md "Dashboard and settings"): orders placed through the API
// in two currencies show in today's figures, each currency on its own, to the minor unit, in the table of the last
// 30 days and the order lists to look after; the settings index leads to every settings page; the store settings
// turn shoppers' sign-up on and off (the shop's sign-in page follows) and set who e-mail comes from. Settings
// changed here are put back.
import { expect, test, type Page } from "@playwright/test";
import { adminApiToken, expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { apiOrder, uniqueSuffix as suffix } from "./support/api-order";

/** A figure's data-value on the page (minor units or a count); 0 when the page shows none. */
async function figure(page: Page, testId: string): Promise<number> {
  const found = page.getByTestId(testId);
  return (await found.count()) ? Number(await found.getAttribute("data-value")) : 0;
}

const viewCount = async (page: Page, view: string) => Number(/(\d+) orders?/.exec((await page.getByTestId(`dashboard-view-${view}`).textContent()) ?? "")?.[1]);

test("the dashboard counts today's orders and revenue per currency, to the minor unit", async ({ page, request }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(/Revenue is what orders came to, with tax and shipping, after discounts; cancelled orders are left out/)).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);

  const before = {
    eur: await figure(page, "sales-today-EUR-revenue"),
    eurOrders: await figure(page, "sales-today-EUR-orders"),
    gbp: await figure(page, "sales-today-GBP-revenue"),
    monthGbp: await figure(page, "sales-month-GBP-revenue"),
    awaiting: await viewCount(page, "awaiting-payment"),
  };
  const euro = await apiOrder(request, "EUR", 1234);
  const pounds = await apiOrder(request, "GBP", 999);
  expect([euro.total, pounds.total]).toEqual([1234, 999]);

  await page.reload();
  expect(await figure(page, "sales-today-EUR-revenue")).toBe(before.eur + 1234);
  expect(await figure(page, "sales-today-EUR-orders")).toBe(before.eurOrders + 1);
  expect(await figure(page, "sales-today-GBP-revenue")).toBe(before.gbp + 999);
  expect(await figure(page, "sales-month-GBP-revenue")).toBe(before.monthGbp + 999);
  await expect(page.getByTestId("sales-today-GBP-revenue")).toHaveText(`£${((before.gbp + 999) / 100).toFixed(2)}`);
  expect(await viewCount(page, "awaiting-payment")).toBe(before.awaiting + 2);

  // The charts are pictures with words; the same figures are in the table.
  await expect(page.getByRole("img", { name: "Orders per day, all currencies" })).toHaveAccessibleDescription(/^From .+: \d+ orders?\. The busiest day was /);
  await expect(page.getByRole("img", { name: "Revenue per day in GBP" })).toBeVisible();
  await page.getByText("Show as table").click();
  const row = page.getByTestId(`sales-day-${today}`);
  await expect(row).toBeVisible();
  const headers = await page.getByTestId("sales-table").locator("thead th").allTextContents();
  const gbpCell = row.locator("td").nth(headers.indexOf("Revenue in GBP") - 1);
  await expect(gbpCell).toHaveAttribute("data-value", String(before.gbp + 999));
  await expectAccessibleAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: test.info().outputPath("dashboard-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("dashboard-1280.png"), fullPage: true });

  // The order lists and the stock page are a click away.
  await expect(page.getByRole("link", { name: /^(All stock|More low stock on the stock page)$/ })).toHaveAttribute("href", "/admin/stock");
  await page.getByTestId("dashboard-view-awaiting-payment").click();
  await expect(page).toHaveURL(/\/admin\/orders\?view=awaiting-payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
});

test("the settings index leads to each settings page, and the store settings are kept and used", async ({ page, request, browser }) => {
  const admin = await adminApiToken(request);
  const signup = async () =>
    (await (await request.get("/v2/settings/account-authentication", { headers: { authorization: `Bearer ${admin}` } })).json()).data.enable_self_signup as boolean;
  const wasOpen = await signup();

  await signInAsAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  for (const name of ["Cart settings", "Prices and tax", "Payment settings"]) await expect(page.getByRole("link", { name })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("link", { name: "Store settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store settings" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const name = page.getByLabel("Sender name");
  const address = page.getByLabel("Sender e-mail address");
  const kept = { name: await name.inputValue(), address: await address.inputValue() };
  try {
    // Sign-up, turned the other way and back; the shop's sign-in page follows.
    const toggle = page.getByRole("switch", { name: "Shoppers can create their own account" });
    await expect(toggle).toBeChecked({ checked: wasOpen });
    await toggle.setChecked(!wasOpen);
    await page.getByRole("button", { name: "Save sign-up setting" }).click();
    await expect(page.getByTestId("self-signup-status")).toHaveText(!wasOpen ? "Saved: shoppers can sign up." : "Saved: shoppers cannot sign up.");
    expect(await signup()).toBe(!wasOpen);
    const shopper = await browser.newPage();
    await shopper.goto("/account/sign-in");
    await expect(shopper.getByRole("link", { name: "Sign up" })).toHaveCount(wasOpen ? 0 : 1);
    await shopper.close();

    // The e-mail sender: refused with the words beside the field, then kept.
    await name.fill("Frame & Sons, Ltd.");
    await address.fill("not an address");
    await page.getByRole("button", { name: "Save e-mail sender" }).click();
    await expect(address).toHaveAccessibleDescription(/Enter an e-mail address such as shop@example.com, or leave it empty\./);
    await expect(address).toHaveAttribute("aria-invalid", "true");
    const sender = `frame-${suffix()}@example.com`;
    await address.fill(sender);
    await page.getByRole("button", { name: "Save e-mail sender" }).click();
    await expect(page.getByTestId("email-sender-status")).toHaveText(`Saved. E-mail now comes from "Frame & Sons, Ltd." <${sender}>.`);
    await page.reload();
    await expect(page.getByTestId("email-from")).toHaveText(`E-mail comes from: "Frame & Sons, Ltd." <${sender}>`);
    await expect(page.getByLabel("Sender e-mail address")).toHaveValue(sender);
  } finally {
    // Put back what was there.
    await page.goto("/admin/settings/store");
    const toggle = page.getByRole("switch", { name: "Shoppers can create their own account" });
    if ((await toggle.isChecked()) !== wasOpen) {
      await toggle.setChecked(wasOpen);
      await page.getByRole("button", { name: "Save sign-up setting" }).click();
      await expect(page.getByTestId("self-signup-status")).toContainText("Saved");
    }
    await page.getByLabel("Sender name").fill(kept.name);
    await page.getByLabel("Sender e-mail address").fill(kept.address);
    await page.getByRole("button", { name: "Save e-mail sender" }).click();
    await expect(page.getByTestId("email-sender-status")).toContainText("Saved.");
  }
  expect(await signup()).toBe(wasOpen);
});
