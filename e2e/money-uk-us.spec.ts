// The money rule (docs/money.md), walked as a shopper would: a UK shopper sees the same £ on the product page, in
// the cart, at every checkout step, on the order page and on the administrator's order page, and the order charges
// it; a US shopper is told tax comes at checkout and the order charges what the review step said.
import { expect, test, type Page } from "@playwright/test";
import { adminPage, browserWithCart, DEMO_IDS, expectAccessible, fillDetails, token } from "./support/storefront";

async function addToCart(page: Page, name: string) {
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText(`Added 1 × ${name}`);
}

async function orderOf(page: Page, orderId: string) {
  const response = await page.request.get(`/v2/orders/${orderId}`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { meta: { display_price: Record<"with_tax" | "paid" | "balance_owing" | "tax", { amount: number }> } };
}

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute("data-value"));

test("a UK shopper sees the same £ at every step and the order charges it", async ({ page, browser }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Prices in GBP" }).click();
  await expect(page.getByRole("button", { name: "Prices in GBP" })).toHaveAttribute("aria-pressed", "true");

  // The product page: £36, tax included.
  await page.goto("/products/oak-cutting-board");
  await expect(page.getByTestId("product-price")).toHaveText("£36.00");
  await expect(page.getByTestId("product-price-tax")).toHaveText("Includes tax.");
  await addToCart(page, "Oak Cutting Board");

  // The cart: the same £36, a total (prices include tax: nothing is added later), no tax row.
  await page.goto("/cart");
  const line = page.getByTestId("cart-line").filter({ hasText: "Oak Cutting Board" });
  await expect(line.getByTestId("line-unit-price")).toHaveText("£36.00");
  await expect(line.getByTestId("line-total")).toHaveText("£36.00");
  await expect(page.getByTestId("cart-goods")).toHaveText("£36.00");
  await expect(page.getByTestId("cart-total")).toHaveText("£36.00");
  await expect(page.getByTestId("cart-tax")).toHaveCount(0);
  await expect(page.getByTestId("cart-rows")).toContainText("Total");
  await expect(page.getByTestId("cart-rows")).not.toContainText("with tax");
  // The demo's code takes 10% of the £36 as shown: £32.40, and it stays £3.60 once checkout knows the VAT.
  await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-status")).toHaveText("Code WELCOME10 applied.");
  await expect(page.getByTestId("cart-discount")).toHaveText("-£3.60");
  await expect(page.getByTestId("cart-total")).toHaveText("£32.40");
  await expectAccessible(page);

  // Checkout, a UK address: still £36 for the board, -£3.60; standard shipping £3.95; £36.35 in all, including
  // the £5.40 VAT inside the £32.40 the board costs after the code (tax after discounts) and the £0.66 inside the
  // shipping (UK VAT taxes shipping: 3.95 / 1.2 × 0.2 = 0.658).
  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page.getByTestId("summary-line-amount")).toHaveText("£36.00");
  await expect(page.getByTestId("summary-total")).toHaveText("£32.40");
  await fillDetails(page, "GB", { line_1: "12 St James's Square", city: "London", postcode: "SW1Y 4JH" });
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(form.getByLabel(/Standard delivery/)).toBeChecked();
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByRole("button", { name: "Place order" })).toBeVisible();
  await expect(page.getByTestId("summary-line-amount")).toHaveText("£36.00");
  await expect(page.getByTestId("summary-goods")).toHaveText("£36.00");
  await expect(page.getByTestId("summary-discount")).toHaveText("-£3.60");
  await expect(page.getByTestId("summary-shipping")).toHaveText("£3.95");
  await expect(page.getByTestId("summary-total")).toHaveText("£36.35");
  await expect(page.getByTestId("summary-rows")).toContainText("Includes £6.06 VAT");
  await expect(page.getByTestId("summary-tax")).toHaveCount(0);
  await expectAccessible(page);
  await form.getByRole("button", { name: "Place order" }).click();

  // The order page: the same amounts, and the order charges exactly them.
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-line-total")).toHaveText("£36.00");
  await expect(page.getByTestId("order-goods")).toHaveText("£36.00");
  await expect(page.getByTestId("order-discount")).toHaveText("-£3.60");
  await expect(page.getByTestId("order-shipping")).toHaveText("£3.95");
  await expect(page.getByTestId("order-total")).toHaveText("£36.35");
  await expect(page.getByTestId("order-included-tax")).toHaveText("£6.06");
  const order = await orderOf(page, orderId);
  expect(order.meta.display_price.with_tax.amount).toBe(3635);
  expect(order.meta.display_price.paid.amount + order.meta.display_price.balance_owing.amount).toBe(3635);
  await expectAccessible(page);

  // The administrator's order page: the same lines and rows, which add up to the total.
  const admin = await adminPage(browser, `/admin/orders/${orderId}`);
  // The lines plus the discount and shipping add up to the total.
  await expect(admin.getByTestId("admin-order-line-amount")).toHaveText(["£36.00"]);
  await expect(admin.getByTestId("admin-summary-goods")).toHaveText("£36.00");
  await expect(admin.getByTestId("admin-summary-discount")).toHaveText("-£3.60");
  await expect(admin.getByTestId("admin-summary-shipping")).toHaveText("£3.95");
  await expect(admin.getByTestId("admin-summary-total")).toHaveText("£36.35");
  const lines = await admin.getByTestId("admin-order-line-amount").evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-value"))));
  const discountAndShipping = (await value(admin, "admin-summary-discount")) + (await value(admin, "admin-summary-shipping"));
  expect(lines.reduce((a, b) => a + b, 0) + discountAndShipping).toBe(await value(admin, "admin-summary-total"));
});

test("a US shopper is told tax comes at checkout and the order charges what the review step said", async ({ page }) => {
  await page.goto("/products/oak-cutting-board");
  await expect(page.getByTestId("product-price")).toHaveText("$45.00");
  await expect(page.getByTestId("product-price-tax")).toHaveText("Tax is added at checkout.");
  await addToCart(page, "Oak Cutting Board");

  // The cart: a subtotal, no total "with tax" before a destination, and it says tax is added at checkout.
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line").getByTestId("line-total")).toHaveText("$45.00");
  await expect(page.getByTestId("cart-total")).toHaveText("$45.00");
  const summary = page.getByTestId("cart-rows");
  await expect(summary).toContainText("Subtotal");
  await expect(summary).not.toContainText(/with tax/i);
  await expect(page.getByTestId("cart-tax")).toHaveCount(0);
  await expect(summary.getByTestId("cart-note").filter({ hasText: "Tax is added at checkout." })).toBeVisible();
  await expectAccessible(page);

  // Checkout, a US address: the review step's summary, its rows adding up to its total.
  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page.getByTestId("summary-total")).toHaveText("$45.00");
  await expect(page.getByTestId("summary-rows")).toContainText("Tax is added at checkout.");
  await fillDetails(page, "US", { line_1: "1 Market Street", city: "San Francisco", postcode: "94105", region: "CA" });
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await form.getByLabel(/Express delivery/).check();
  await expect(page.getByTestId("summary-shipping")).toHaveText("$12.00");
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByRole("button", { name: "Place order" })).toBeVisible();
  await expect(page.getByTestId("summary-goods")).toHaveText("$45.00");
  await expect(page.getByTestId("summary-tax")).toBeVisible();
  await expect(page.getByTestId("summary-rows")).not.toContainText("Tax is added at checkout.");
  const reviewTotal = await value(page, "summary-total");
  const rows = (await value(page, "summary-goods")) + (await value(page, "summary-shipping")) + (await value(page, "summary-tax"));
  expect(rows).toBe(reviewTotal);
  expect(reviewTotal).toBe(4500 + 1200 + (await value(page, "summary-tax")));
  await expect(page.getByTestId("summary-rows")).toContainText("Total");
  await form.getByRole("button", { name: "Place order" }).click();

  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-total")).toHaveAttribute("data-value", String(reviewTotal));
  await expect(page.getByTestId("order-line-total")).toHaveText("$45.00");
  const order = await orderOf(page, orderId);
  expect(order.meta.display_price.with_tax.amount).toBe(reviewTotal);
  expect(order.meta.display_price.paid.amount + order.meta.display_price.balance_owing.amount).toBe(reviewTotal);
});

test("an administrator sets whether shoppers see a currency's prices with tax; the cart follows", async ({ page, browser }) => {
  const admin = await adminPage(browser, "/admin/settings/prices");
  await expect(admin.getByRole("heading", { level: 1, name: "Prices and tax" })).toBeVisible();
  const gbp = admin.getByRole("checkbox", { name: "Prices in GBP include tax" });
  await expect(gbp).toBeChecked();
  await expect(admin.getByRole("checkbox", { name: "Prices in USD include tax" })).not.toBeChecked();
  await expectAccessible(admin);

  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.board, quantity: 1 }], { currency: "GBP" });
  await page.goto("/cart");
  await expect(page.getByTestId("cart-rows")).toContainText("Prices include tax.");
  try {
    await gbp.uncheck();
    await admin.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByTestId("tax-display-outcome")).toHaveText("Saved. Pages show prices this way from now on.");
    await expect(admin.getByRole("checkbox", { name: "Prices in GBP include tax" })).not.toBeChecked();
    // The same cart, now written without tax: a subtotal and tax to come at checkout.
    await page.reload();
    await expect(page.getByTestId("cart-rows")).toContainText("Subtotal");
    await expect(page.getByTestId("cart-rows")).toContainText("Tax is added at checkout.");
  } finally {
    await admin.goto("/admin/settings/prices");
    await admin.getByRole("checkbox", { name: "Prices in GBP include tax" }).check();
    await admin.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByTestId("tax-display-outcome")).toHaveText("Saved. Pages show prices this way from now on.");
  }
  await page.reload();
  await expect(page.getByTestId("cart-rows")).toContainText("Prices include tax.");
  await expect(page.getByTestId("cart-total")).toHaveText("£36.00");
});
