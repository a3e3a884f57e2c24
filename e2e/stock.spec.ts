// Availability on the product page: "Only N left" when stock is low; a sold-out product says so and cannot be added.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible, makeProduct, token } from "./support/storefront";

async function setStock(request: APIRequestContext, productId: string, available: number) {
  const response = await request.post("/v2/inventories", {
    headers: { authorization: `Bearer ${await token(request, true)}` },
    data: { data: { id: productId, type: "stock", attributes: { available } } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const product = (name: string) => ({ name, status: "live", description: "Made for the stock test.", price: { USD: { amount: 1500, includes_tax: false } } });

test("a product with few left says how many", async ({ page }) => {
  const few = await makeProduct(page.request, product("Last Few Lanterns"));
  await setStock(page.request, few.id, 3);
  await page.goto(`/products/${few.slug}`);
  await expect(page.getByTestId("stock-level")).toHaveText("Only 3 left");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Last Few Lanterns");
  // The cart says it too (an add holds nothing: checkout does).
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: "Last Few Lanterns" }).getByTestId("line-stock")).toHaveText("Only 3 left");
});

test("a sold-out product says so and cannot be added", async ({ page }) => {
  const soldOut = await makeProduct(page.request, product("Sold Out Sconce"));
  await setStock(page.request, soldOut.id, 0);
  await page.goto(`/products/${soldOut.slug}`);
  await expect(page.getByTestId("stock-level")).toHaveText("Out of stock");
  const add = page.getByRole("button", { name: "Add to cart" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByTestId("add-blocked")).toHaveText("Out of stock.");
  await add.click({ force: true });
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
  await expectAccessible(page);
});
