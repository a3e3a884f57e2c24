// The owner sets the store's name, time zone, order-number prefix and refund policy (docs/admin.md "Store details",
// "Policy pages"): the storefront's footer names the store and links the policy, whose page shows its text as text;
// the admin's order page and packing slip print the prefixed number; every part reads at 390 px. The demo store's
// details go back as they were at the end, since the suite shares one server.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { apiOrder } from "./support/api-order";

/** What the store had before this spec, put back after it. */
const before = { name: "", zone: "", prefix: "", refundTitle: "", refundBody: "" };

async function saveDetails(page: Page, details: { name: string; zone: string; prefix: string }) {
  await page.goto("/admin/settings/store");
  const form = page.getByTestId("store-details-form");
  await form.getByLabel("Store name").fill(details.name);
  await form.getByLabel("Time zone").selectOption(details.zone);
  await form.getByLabel("Order-number prefix").fill(details.prefix);
  await form.getByRole("button", { name: "Save store details" }).click();
  await expect(page.getByTestId("store-details-status")).toHaveText("Saved. The store details are in use now.");
}

async function saveRefundPolicy(page: Page, title: string, body: string) {
  await page.goto("/admin/settings/policies");
  const section = page.getByRole("region", { name: "Refund policy" });
  await section.getByLabel("Title").fill(title);
  await section.getByLabel("Text").fill(body);
  await section.getByRole("button", { name: /^Save / }).click();
  await expect(page.getByTestId("policy-status-refund-policy")).toHaveText("Saved. Shoppers can read it at /policies/refund-policy.");
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAsAdmin(page, "/admin/settings/store");
  if (before.name) await saveDetails(page, { name: before.name, zone: before.zone, prefix: before.prefix });
  if (before.refundBody) await saveRefundPolicy(page, before.refundTitle, before.refundBody);
  await page.close();
});

test("the owner's store details and refund policy show in the storefront and on the order's pages", async ({ page }) => {
  // Four pages checked with axe at two widths, one of them with the zone and country lists (some 700 options).
  test.slow();
  await signInAsAdmin(page, "/admin/settings/policies");
  const refund = page.getByRole("region", { name: "Refund policy" });
  before.refundTitle = await refund.getByLabel("Title").inputValue();
  before.refundBody = await refund.getByLabel("Text").inputValue();
  await page.goto("/admin/settings/store");
  const details = page.getByTestId("store-details-form");
  before.name = await details.getByLabel("Store name").inputValue();
  before.zone = await details.getByLabel("Time zone").inputValue();
  before.prefix = await details.getByLabel("Order-number prefix").inputValue();
  expect(before.prefix).toBe("#");

  await saveDetails(page, { name: "Wheel & Axle", zone: "Asia/Tokyo", prefix: "CW-" });
  // A refused prefix names its field and changes nothing.
  const form = page.getByTestId("store-details-form");
  await form.getByLabel("Order-number prefix").fill("NO SPACES");
  await form.getByRole("button", { name: "Save store details" }).click();
  await expect(page.getByTestId("store-details-status")).toHaveText("Nothing was saved: correct the fields marked.");
  await expect(form.getByLabel("Order-number prefix")).toHaveAccessibleDescription(/Use at most 10 letters, digits/);
  await page.reload();
  await expect(page.getByTestId("store-details-form").getByLabel("Order-number prefix")).toHaveValue("CW-");
  await expect(page.getByTestId("store-details-form").getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expectAccessibleAtBothWidths(page);

  await saveRefundPolicy(page, "Refund policy", "## Returns\nSend it back within <b>30 days</b>.\n\n- Unused goods only\n- Keep the receipt");
  await expectAccessibleAtBothWidths(page);

  // The storefront's footer names the store and links the policy (its cached copy expired by the save).
  await expect(async () => {
    await page.goto("/");
    await expect(page.getByTestId("footer-store-name")).toHaveText("Wheel & Axle");
  }).toPass();
  await page.getByRole("navigation", { name: "Policies" }).getByRole("link", { name: "Refund policy" }).click();
  await expect(page).toHaveURL(/\/policies\/refund-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refund policy" })).toBeVisible();
  const body = page.getByTestId("policy-body");
  await expect(body.getByRole("heading", { name: "Returns" })).toBeVisible();
  // What the owner typed is text: the tag shows as typed, and makes no bold.
  await expect(body).toContainText("Send it back within <b>30 days</b>.");
  await expect(body.locator("b")).toHaveCount(0);
  await expect(body.getByRole("listitem")).toHaveText(["Unused goods only", "Keep the receipt"]);
  await expectAccessibleAtBothWidths(page);

  // The order's pages print the prefixed number; the packing slip the store's name.
  const order = await apiOrder(page.request, "GBP", 1500);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId("admin-order-number")).toHaveText(/^Order CW-\d+$/);
  await page.goto(`/admin/orders/${order.id}/packing-slip`);
  await expect(page.getByTestId("slip-number")).toHaveText(/^Order CW-\d+$/);
  await expect(page.getByTestId("slip-store-name")).toHaveText("Wheel & Axle");
  await expect(page.locator("address").first()).toContainText("United Kingdom");
});
