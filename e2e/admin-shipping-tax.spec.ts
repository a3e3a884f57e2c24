// The merchant's shipping and tax (docs/admin.md "Shipping and tax"): standard delivery's price changed in the admin
// is what the storefront's checkout offers and charges next (put back afterwards: the suite shares one database); a
// shipping method and a tax rate are added, refused when wrong, and deleted only once confirmed. Each page passes axe
// at 1280 and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { browserWithCart, DEMO_IDS, fillCheckout, token } from "./support/storefront";

const STANDARD = "/admin/shipping-and-tax/methods/standard";

async function setStandardUsd(page: Page, typed: string) {
  await page.goto(STANDARD);
  await page.getByLabel("Price (USD)").fill(typed);
  await page.getByRole("button", { name: "Save shipping method" }).click();
  await expect(page).toHaveURL(/\/admin\/shipping-and-tax\?done=/);
  await expect(page.getByTestId("admin-outcome")).toHaveText("Standard delivery (3 to 5 working days): saved.");
}

test("a changed shipping price is what the storefront's checkout offers next", async ({ page, browser }) => {
  await signInAsAdmin(page, "/admin/shipping-and-tax");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping and tax");
  const standardRow = page.locator('[data-testid="shipping-method-row"][data-id="standard"]');
  await expect(standardRow.getByTestId("shipping-method-prices")).toContainText("$4.95");
  await expect(page.locator('[data-testid="tax-rate-row"][data-country="GB"]').getByTestId("tax-rate-percent")).toHaveText("20%");
  await expectAccessibleAtBothWidths(page);

  await standardRow.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${STANDARD}$`));
  await expect(page.getByLabel("Price (USD)")).toHaveValue("4.95");
  await expect(page.getByLabel("Free when the goods reach (USD)")).toHaveValue("50.00");
  await expectAccessibleAtBothWidths(page);

  // Refused in the schema's words, beside the field, before anything is sent.
  await page.getByLabel("Price (USD)").fill("-2");
  await page.getByRole("button", { name: "Save shipping method" }).click();
  await expect(page.getByText("Type an amount in USD, such as 4.95, or leave it empty.")).toBeVisible();
  await expect(page.getByLabel("Price (USD)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Price (USD)")).toBeFocused();

  try {
    await setStandardUsd(page, "6.15");
    await expect(standardRow.getByTestId("shipping-method-prices")).toContainText("$6.15");

    const shopper = await (await browser.newContext()).newPage();
    const cartId = await browserWithCart(shopper, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
    await shopper.goto("/checkout");
    await fillCheckout(shopper, { name: "Sam Shipping", email: "sam@example.com" });
    const form = shopper.getByRole("form", { name: "Checkout" });
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    await expect(form.getByLabel(/Standard delivery/)).toBeChecked();
    await expect(form.locator("label[for=shipping-standard]")).toContainText("$6.15");
    await expect(shopper.getByTestId("summary-shipping")).toHaveAttribute("data-value", "615");
    const cart = await shopper.request.get(`/v2/carts/${cartId}`, { headers: { authorization: `Bearer ${await token(shopper.request)}` } });
    // The API's shipping is the group's base and its tax: the address is in the UK, whose VAT taxes shipping, added to a
    // USD price (20 % of 6.15 = 1.23).
    expect((await cart.json()).data.meta.display_price.shipping.amount).toBe(615 + 123);
    await shopper.context().close();
  } finally {
    await setStandardUsd(page, "4.95");
  }
  await expect(standardRow.getByTestId("shipping-method-prices")).toContainText("$4.95");
});

test("a shipping method and a tax rate are added, and deleted once confirmed", async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  await signInAsAdmin(page, "/admin/shipping-and-tax");
  await page.getByRole("link", { name: "Add a shipping method" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a shipping method");
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel("Name").fill(`Courier ${suffix}`);
  await page.getByLabel("Price (GBP)").fill("7");
  await page.getByLabel("Order at checkout").fill("90");
  await page.getByRole("button", { name: "Add shipping method" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText(`Courier ${suffix}: added.`);
  const row = page.getByTestId("shipping-method-row").filter({ hasText: `Courier ${suffix}` });
  await expect(row.getByTestId("shipping-method-prices")).toHaveText("£7.00");
  await expect(row).toContainText("Never free");

  await row.getByRole("link").click();
  // Not deleted without the box ticked (the browser's own check stops the form).
  await page.getByRole("button", { name: "Delete shipping method" }).click({ noWaitAfter: true });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Courier ${suffix}`);
  await page.getByLabel("Yes, delete this shipping method").check();
  await page.getByRole("button", { name: "Delete shipping method" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("The shipping method is deleted.");
  await expect(page.getByTestId("shipping-method-row").filter({ hasText: `Courier ${suffix}` })).toHaveCount(0);

  // Antarctica: no rate of the demo store's.
  await expect(page.locator('[data-testid="tax-rate-row"][data-country="AQ"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Add a tax rate" }).click();
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel("Destination").fill("gb");
  await page.getByLabel("Name").fill("VAT");
  await page.getByLabel("Code").fill(`AQ-${suffix}`);
  await page.getByLabel("Rate (%)").fill("100");
  await page.getByRole("button", { name: "Add tax rate" }).click();
  await expect(page.getByText("A rate must be below 100%.")).toBeVisible();
  await page.getByLabel("Rate (%)").fill("7.5");
  await page.getByRole("button", { name: "Add tax rate" }).click();
  // One rate per destination: the server says so beside the field.
  await expect(page.getByText("United Kingdom has a tax rate already: change that one.")).toBeVisible();
  await page.getByLabel("Destination").fill("aq");
  await page.getByRole("button", { name: "Add tax rate" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("The tax rate for Antarctica: added.");
  const rate = page.locator('[data-testid="tax-rate-row"][data-country="AQ"]');
  await expect(rate.getByTestId("tax-rate-percent")).toHaveText("7.5%");
  await rate.getByRole("link").click();
  await expect(page.getByLabel("Rate (%)")).toHaveValue("7.5");
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel("Yes, delete this tax rate").check();
  await page.getByRole("button", { name: "Delete tax rate" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("The tax rate is deleted.");
  await expect(rate).toHaveCount(0);
});
