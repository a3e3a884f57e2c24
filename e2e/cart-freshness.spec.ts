// The cart stays true after Back and Forward, in a second tab and on a restored page: the header's count and the
// cart's quantities are the server's, and the next change is sent from them.
import { expect, test } from "@playwright/test";
import { apiCart, browserCartId } from "./support/storefront";

test("Back then Forward shows the cart as it is, and the next + counts from there", async ({ page }) => {
  await page.goto("/products/beeswax-candle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
  await page.getByRole("link", { name: "View your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId("cart-line").filter({ hasText: "Beeswax Candle" });
  await line.getByRole("button", { name: "Increase quantity of Beeswax Candle" }).click();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  const cartId = await browserCartId(page.context());
  await expect.poll(async () => (await apiCart(page.request, cartId)).data[0]?.quantity).toBe(2);

  await page.goBack();
  await expect(page).toHaveURL(/beeswax-candle/);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  await page.goForward();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line.getByTestId("line-quantity")).toHaveValue("2");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  await line.getByRole("button", { name: "Increase quantity of Beeswax Candle" }).click();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await expect.poll(async () => (await apiCart(page.request, cartId)).data[0]?.quantity).toBe(3);
  await page.reload();
  await expect(line.getByTestId("line-quantity")).toHaveValue("3");
});

test("a change made in a second tab shows in the first when the shopper comes back to it", async ({ page, context }) => {
  await page.goto("/products/beeswax-candle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
  await page.goto("/cart");
  const other = await context.newPage();
  await other.goto("/cart");
  const otherLine = other.getByTestId("cart-line").filter({ hasText: "Beeswax Candle" });
  await otherLine.getByRole("button", { name: "Increase quantity of Beeswax Candle" }).click();
  await expect(other.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  const cartId = await browserCartId(context);
  await expect.poll(async () => (await apiCart(page.request, cartId)).data[0]?.quantity).toBe(2);
  await page.bringToFront();
  // Coming back to the first tab (headless tabs are all "visible", so the browser's event is sent by hand).
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const line = page.getByTestId("cart-line").filter({ hasText: "Beeswax Candle" });
  await expect(line.getByTestId("line-quantity")).toHaveValue("2");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
});
