// The admin's dashboard and store settings (docs/admin.md "Dashboard and settings"): orders placed through the API
// in two currencies are awaited until paid, then show in today's revenue (money received), each currency on its own,
// to the minor unit, in the table of the last
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
  await expect(page.getByText(/Revenue is the money received less the/)).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);

  const awaited = async (currency: string) => figure(page, `awaiting-${currency}`);
  const before = {
    eur: await figure(page, "sales-today-EUR-revenue"),
    gbp: await figure(page, "sales-today-GBP-revenue"),
    monthGbp: await figure(page, "sales-month-GBP-revenue"),
    awaitingEur: await awaited("EUR"),
    awaiting: await viewCount(page, "awaiting-payment"),
  };
  const euro = await apiOrder(request, "EUR", 1234);
  const pounds = await apiOrder(request, "GBP", 999);
  expect([euro.total, pounds.total]).toEqual([1234, 999]);

  // Placed and unpaid: awaited, not revenue.
  await page.reload();
  expect(await awaited("EUR")).toBe(before.awaitingEur + 1234);
  expect(await figure(page, "sales-today-EUR-revenue")).toBe(before.eur);
  expect(await viewCount(page, "awaiting-payment")).toBe(before.awaiting + 2);

  // The money comes (a manual payment recorded through EP's API): revenue, to the minor unit.
  const admin = { authorization: `Bearer ${await adminApiToken(request)}` };
  for (const order of [euro, pounds]) {
    expect((await request.post(`/v2/orders/${order.id}/payments`, { headers: admin, data: { data: { gateway: "manual", method: "purchase" } } })).status()).toBe(200);
  }
  await page.reload();
  expect(await figure(page, "sales-today-EUR-revenue")).toBe(before.eur + 1234);
  expect(await figure(page, "sales-today-GBP-revenue")).toBe(before.gbp + 999);
  expect(await figure(page, "sales-month-GBP-revenue")).toBe(before.monthGbp + 999);
  await expect(page.getByTestId("sales-today-GBP-revenue")).toHaveText(`£${((before.gbp + 999) / 100).toFixed(2)}`);
  expect(await awaited("EUR")).toBe(before.awaitingEur);

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
