// Cart slips a shopper met (issue 32): typing 0 removes the line and nothing stays "Updating…"; the header's count
// and the cart agree after every change, a currency switch's question, and Back and Forward.
import { expect, test, type Page } from "@playwright/test";
import { apiCart, browserWithCart, DEMO_IDS, expectAccessible, expectTotalsEqualApi, fillCheckout } from "./support/storefront";

const line = (page: Page, name: string) => page.locator('[data-testid="cart-line"]').filter({ hasText: name });
const units = (cart: Awaited<ReturnType<typeof apiCart>>) => cart.data.filter((i) => i.type !== "promotion_item").reduce((n, i) => n + i.quantity, 0);

/** A mug, an apron and a tin of tea, one of each. */
const THREE_LINES = [DEMO_IDS.mug, DEMO_IDS.apron, DEMO_IDS.tea].map((id) => ({ type: "cart_item", id, quantity: 1 }));

/** The header's count, the cart page's summary and the API's cart all say the same number of items. */
async function expectCountsAgree(page: Page, cartId: string, expected: number) {
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", String(expected));
  await expect(page.getByTestId("cart-summary")).toContainText(`${expected} ${expected === 1 ? "item" : "items"} in`);
  expect(units(await apiCart(page.request, cartId))).toBe(expected);
}

test("typing 0 as a quantity removes the line; a quantity refused says why and nothing stays Updating…", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.apron, quantity: 1 },
  ]);
  await page.goto("/cart");
  const mug = line(page, "Ceramic Mug");
  const box = mug.getByRole("spinbutton", { name: "Quantity of Ceramic Mug" });

  // A quantity the store refuses: said beside the line, the line not busy, the cart unchanged.
  await box.fill("2.5");
  await expect(mug.getByRole("alert")).toBeVisible();
  await expect(mug.getByTestId("line-status")).toHaveText("");
  await expect(mug).toHaveAttribute("aria-busy", "false");
  await expect(mug.getByRole("alert")).toHaveText("Enter a whole number from 1 to 1,000,000, or enter 0 to remove the item.");
  await expectCountsAgree(page, cartId, 3);

  // 0 removes the line, says so, and the totals and the header follow.
  await box.fill("0");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-status")).toHaveText("Ceramic Mug removed from your cart.");
  // The box that held the focus is gone: the keyboard starts again from the page's heading.
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeFocused();
  await expect(page.getByTestId("line-status")).toHaveText("");
  await expectCountsAgree(page, cartId, 1);
  await expectTotalsEqualApi(page, cartId);
  await expectAccessible(page);

  // The last line too: the cart is then empty, and the header says 0.
  await line(page, "Linen Apron").getByRole("spinbutton", { name: "Quantity of Linen Apron" }).fill("0");
  await expect(page.getByTestId("empty-cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
  expect(units(await apiCart(page.request, cartId))).toBe(0);
});

test("the header's count and the cart agree after removing a line and switching currency", async ({ page }) => {
  const cartId = await browserWithCart(page, THREE_LINES);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Remove Ceramic Mug" }).click();
  await expectCountsAgree(page, cartId, 2);
  // The switch asks first (a cart has one currency): its page and the header say the same count.
  await page.getByRole("button", { name: "Prices in EUR" }).click();
  await expect(page.getByTestId("switch-explanation")).toContainText("Your cart holds 2 items in USD.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  await page.getByRole("link", { name: "Keep my USD cart" }).click();
  await expectCountsAgree(page, cartId, 2);
});

test("the header's count and the cart agree after removing, changing a quantity, checkout, Back and Forward", async ({ page }) => {
  const cartId = await browserWithCart(page, THREE_LINES);
  await page.goto("/cart");
  await expectCountsAgree(page, cartId, 3);
  await page.getByRole("button", { name: "Remove Ceramic Mug" }).click();
  await expectCountsAgree(page, cartId, 2);
  await line(page, "Linen Apron").getByRole("button", { name: "Increase quantity of Linen Apron" }).click();
  await expectCountsAgree(page, cartId, 3);

  // To checkout, where choosing the country prices the cart again, then Back to the cart and Forward again.
  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckout(page);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expectCountsAgree(page, cartId, 3);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await page.goBack();
  await line(page, "Linen Apron").getByRole("button", { name: "Decrease quantity of Linen Apron" }).click();
  await expectCountsAgree(page, cartId, 2);
  await page.goForward();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  await page.goBack();
  await expectCountsAgree(page, cartId, 2);
});
