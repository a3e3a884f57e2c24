// Tax rates by region and tax on shipping (issue 45), walked as a US shopper would: checkout asks for the state,
// New York's 8.875 % applies to the goods and, because New York taxes shipping, to the $4.95 shipping too; the
// summary's tax row is the goods' tax plus the shipping's, and the order charges it. Without JavaScript the state is
// a plain select in the address, and a US address without one is refused beside it.
import { expect, test, type Page } from "@playwright/test";
import { browserWithCart, DEMO_IDS, expectAccessible, token } from "./support/storefront";

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute("data-value"));

async function fillUsAddress(page: Page) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Full name").fill("Pat Shopper");
  await form.getByLabel("Email").fill(`ny-${Date.now().toString(36)}@example.com`);
  const shipping = form.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("First name").fill("Pat");
  await shipping.getByLabel("Last name").fill("Shopper");
  await shipping.getByLabel("Address line 1").fill("350 Fifth Avenue");
  await shipping.getByLabel("City").fill("New York");
  await shipping.getByLabel("Postcode").fill("10118");
  await shipping.getByLabel("Country").selectOption("US");
  return { form, shipping };
}

async function apiOrder(page: Page, orderId: string) {
  const headers = { authorization: `Bearer ${await token(page.request, true)}` };
  const order = (await (await page.request.get(`/v2/orders/${orderId}`, { headers })).json()).data;
  const items = (await (await page.request.get(`/v2/orders/${orderId}/items`, { headers })).json()).data as { meta: { display_price: { tax: { value: { amount: number } } } } }[];
  const groups = (await (await page.request.get(`/v2/orders/${orderId}/shipping-groups`, { headers })).json()).data as {
    meta: { shipping_display_price: { base: { amount: number }; tax: { amount: number } } };
  }[];
  return { order, items, groups };
}

test("a US shopper shipping to New York with WELCOME10 pays 8.875% on the goods and on the $4.95 shipping", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.board, quantity: 1 }]);
  await page.goto("/cart");
  await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-status")).toHaveText("Code WELCOME10 applied.");
  await expect(page.getByTestId("cart-discount")).toHaveText("-$4.50");

  await page.goto("/checkout");
  const { form, shipping } = await fillUsAddress(page);
  // The State list is the US's, required.
  const state = shipping.getByLabel("State", { exact: true });
  await expect(state).toHaveAttribute("aria-required", "true");
  await expect(state.locator("option")).toHaveCount(52);
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(shipping.getByText("Choose the state (US addresses need one)")).toBeVisible();
  await expect(state).toBeFocused();
  await state.selectOption("NY");
  await expect(page.getByTestId("checkout-review")).toHaveAttribute("data-reviewed", "US:standard");
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(form.getByLabel(/Standard delivery/)).toBeChecked();
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByRole("button", { name: "Place order" })).toBeVisible();
  await expect(page.getByTestId("summary-shipping")).toHaveText("$4.95");
  await expectAccessible(page);

  // The rows add up: items − discount + shipping (without its tax) + tax = total.
  const tax = await value(page, "summary-tax");
  const total = await value(page, "summary-total");
  expect((await value(page, "summary-goods")) + (await value(page, "summary-discount")) + (await value(page, "summary-shipping")) + tax).toBe(total);
  await form.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-total")).toHaveAttribute("data-value", String(total));

  const { order, items, groups } = await apiOrder(page, orderId);
  // Shipping: $4.95 × 8.875% = 43.9 → $0.44, kept on the order's shipping group.
  expect(groups).toHaveLength(1);
  expect(groups[0].meta.shipping_display_price).toMatchObject({ base: { amount: 495 }, tax: { amount: 44 } });
  // The tax row is the order's tax: the goods' tax items plus the shipping's, to the cent.
  const goodsTax = items.reduce((sum, item) => sum + item.meta.display_price.tax.value.amount, 0);
  expect(order.meta.display_price.tax.amount).toBe(tax);
  expect(goodsTax + 44).toBe(tax);
  // The goods' part: 8.875% of what the board is charged after WELCOME10, $40.50: $3.59 (not $3.99 of $45.00).
  expect(goodsTax).toBe(359);
  expect(order.meta.display_price.with_tax.amount).toBe(total);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the state is a select in the address; a US address without one is refused beside it, with one it is priced", async ({ page }) => {
    await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.board, quantity: 1 }]);
    await page.goto("/checkout");
    const { form, shipping } = await fillUsAddress(page);
    // A dollar cart's checkout starts in the United States (preset-country.ts): the list is its states from the start.
    await expect(shipping.getByLabel("Country")).toHaveValue("US");
    await expect(shipping.getByLabel("State", { exact: true }).locator("option", { hasText: "New York" })).toHaveCount(1);
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("1. Details and address");
    const state = shipping.getByLabel("State", { exact: true });
    await expect(shipping.getByText("Choose the state (US addresses need one)")).toBeVisible();
    await state.selectOption("NY");
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("2. Shipping");
    // $45.00 and $4.95 at 8.875%: 399 + 44.
    await expect(page.getByTestId("summary-tax")).toHaveAttribute("data-value", "443");
    await expect(page.getByTestId("summary-total")).toHaveAttribute("data-value", String(4500 + 495 + 443));
  });
});
