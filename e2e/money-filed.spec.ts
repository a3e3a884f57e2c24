// Money a merchant can file (issue 45, docs/money.md "Discounts and tax"), walked as shoppers and a shopkeeper would:
// a discount lowers the tax with the price, shipping carries its tax where the rate says so, and a refund by line
// gives back what the units were charged.
import { expect, test, type Page } from "@playwright/test";
import { adminPage, browserCartId, browserWithCart, DEMO_IDS, fillDetails, token } from "./support/storefront";

/** The page at a desktop's and a phone's width, for a person to look at (test-results/). */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute("data-value"));

async function applyWelcome(page: Page) {
  await page.goto("/cart");
  await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-status")).toHaveText("Code WELCOME10 applied.");
}

async function toReview(page: Page, method: RegExp) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await form.getByLabel(method).check();
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByRole("button", { name: "Place order" })).toBeVisible();
  return form;
}

/** The tax the cart's goods carry after the discount: its lines' tax, the promotion line's (negative) included. */
async function goodsTax(page: Page) {
  const cartId = await browserCartId(page.context());
  const response = await page.request.get(`/v2/carts/${cartId}/items`, { headers: { authorization: `Bearer ${await token(page.request)}` } });
  const items = (await response.json()).data as { meta: { display_price: { tax: { value: { amount: number } } } } }[];
  return items.reduce((sum, item) => sum + item.meta.display_price.tax.value.amount, 0);
}

test("UK: WELCOME10 lowers the VAT, Express carries its own; the discounted bottle refunds £19.80", async ({ page, browser }) => {
  // £36.00 + £25.00 + £22.00 + £17.50 + 2 × £11.00 = £122.50, prices including 20 % VAT.
  await browserWithCart(
    page,
    [
      { type: "cart_item", id: DEMO_IDS.board, quantity: 1 },
      { type: "cart_item", id: DEMO_IDS.apron, quantity: 1 },
      { type: "cart_item", id: DEMO_IDS.bottle, quantity: 1, custom_inputs: { engraving: "Ada" } },
      { type: "cart_item", id: DEMO_IDS.tea, quantity: 1 },
      { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    ],
    { currency: "GBP" },
  );
  await applyWelcome(page);
  await expect(page.getByTestId("cart-goods")).toHaveText("£122.50");
  await expect(page.getByTestId("cart-discount")).toHaveText("-£12.25");
  await page.getByRole("link", { name: "Check out" }).click();
  await fillDetails(page, "GB", { line_1: "12 St James's Square", city: "London", postcode: "SW1Y 4JH" });
  const form = await toReview(page, /Express delivery/);
  // The goods cost £110.25 after the code: £18.38 VAT inside (per line, 20 % taken out); Express £9.50 has £1.58.
  await expect(page.getByTestId("summary-goods")).toHaveText("£122.50");
  await expect(page.getByTestId("summary-discount")).toHaveText("-£12.25");
  await expect(page.getByTestId("summary-shipping")).toHaveText("£9.50");
  await expect(page.getByTestId("summary-total")).toHaveText("£119.75");
  await expect(page.getByTestId("summary-rows")).toContainText("Includes £19.96 VAT");
  expect(await goodsTax(page)).toBe(1838);
  await shots(page, "uk-review");
  await form.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-total")).toHaveText("£119.75");
  await expect(page.getByTestId("order-included-tax")).toHaveText("£19.96");

  // The shopkeeper records the bank transfer, then refunds one bottle: £22.00 less its 10 %, £19.80.
  const admin = await adminPage(browser, `/admin/orders/${orderId}`);
  const record = admin.getByRole("region", { name: "Record a payment" });
  await record.getByLabel("How it came").selectOption({ label: "Bank transfer" });
  await record.getByLabel("Yes, this money has arrived").check();
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("Recorded £119.75 received");
  const refund = admin.getByRole("region", { name: "Refund by line" });
  await expect(refund).toContainText("£19.80 paid for 1");
  await refund.getByRole("spinbutton", { name: /Engraved Water Bottle/ }).fill("1");
  await refund.getByLabel("Yes, refund these units").check();
  await refund.getByRole("button", { name: "Refund units" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("Refunded £19.80 for 1 unit.");
  await shots(admin, "uk-admin-refunded");

  // The tax report for today counts the order, less the refunded bottle; the CSV is the same rows.
  await admin.goto("/admin/tax-report");
  const gb = admin.getByTestId("tax-report-row-GBP-GB");
  await expect(gb).toBeVisible();
  expect(Number(await gb.locator("[data-value]").last().getAttribute("data-value"))).toBeGreaterThan(0);
  await shots(admin, "tax-report");
  const csv = await admin.request.get((await admin.getByTestId("tax-report-csv").getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const [header, ...rows] = (await csv.text()).trim().split("\r\n");
  expect(header).toBe("period_from,period_to,currency,jurisdiction,tax,code,rate_percent,taxable_amount,tax_amount,orders");
  expect(rows.some((row) => row.includes(",GBP,GB,"))).toBe(true);
  // Without the admin's session: refused.
  expect((await page.request.get("/admin/tax-report/csv")).status()).toBe(401);
});

test("EU: €52.00 of tumblers less WELCOME10 is €46.80, of which 19 % MwSt. is €7.47", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.tumbler, quantity: 2 }], { currency: "EUR" });
  await applyWelcome(page);
  await page.getByRole("link", { name: "Check out" }).click();
  await fillDetails(page, "DE", { line_1: "Unter den Linden 1", city: "Berlin", postcode: "10117" });
  await toReview(page, /Standard delivery/);
  expect(await goodsTax(page)).toBe(747);
  // "Includes … MwSt.": the goods' €7.47 and the shipping's own tax; the rows add up to the total.
  const included = await value(page, "summary-included-tax");
  const shipping = await value(page, "summary-shipping");
  expect(included).toBe(747 + Math.round((shipping * 0.19) / 1.19));
  expect((await value(page, "summary-goods")) + (await value(page, "summary-discount")) + shipping).toBe(await value(page, "summary-total"));
});

test("US, New York: 8.875 % of the discounted $40.50 ($3.59) and of the $4.95 shipping ($0.44)", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.board, quantity: 1 }], { currency: "USD" });
  await applyWelcome(page);
  await page.getByRole("link", { name: "Check out" }).click();
  await fillDetails(page, "US", { line_1: "350 Fifth Avenue", city: "New York", postcode: "10118", region: "NY" });
  await toReview(page, /Standard delivery/);
  expect(await goodsTax(page)).toBe(359);
  await expect(page.getByTestId("summary-goods")).toHaveText("$45.00");
  await expect(page.getByTestId("summary-discount")).toHaveText("-$4.50");
  await expect(page.getByTestId("summary-shipping")).toHaveText("$4.95");
  await expect(page.getByTestId("summary-tax")).toHaveText("$4.03");
  await expect(page.getByTestId("summary-total")).toHaveText("$49.48");
});
