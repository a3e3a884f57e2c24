// Without JavaScript the cart's forms still work (issue 22, defect 7): Add to cart on a product page, and a cart
// line's −, +, typed quantity and Remove are plain form posts to Server Actions, refused with the same words as
// with scripts, and the page shows the result. Every request here is checked to be no API call from the page.
import { expect, test, type Page } from "@playwright/test";
import { apiCart, browserCartId, browserWithCart, DEMO_IDS } from "./support/storefront";

test.use({ javaScriptEnabled: false });

/** Fails the test if the page calls the store's API itself (it cannot without scripts; nothing may rely on it). */
function forbidApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (/\/v2\//.test(new URL(request.url()).pathname)) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

test("a plain product: Add to cart posts the form, the page says what was added, the cart and the header count have it", async ({ page }) => {
  const calls = forbidApiCalls(page);
  await page.goto("/products/ceramic-mug");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");

  // A quantity the form refuses: the same words as with scripts, beside the field; nothing added.
  await page.getByLabel("Quantity").fill("0");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Quantity must be a whole number of at least 1")).toBeVisible();
  await expect(page.getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Quantity")).toHaveValue("0");
  expect((await page.context().cookies()).find((c) => c.name === "cw_cart")).toBeUndefined();

  await page.getByLabel("Quantity").fill("3");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 3 × Ceramic Mug to your cart.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await expect(page.getByLabel("Quantity")).not.toHaveAttribute("aria-invalid", "true");

  const cart = await apiCart(page.request, await browserCartId(page.context()));
  expect(cart.data.map((l) => [l.name, l.quantity])).toEqual([["Ceramic Mug", 3]]);

  // Again: the same line, summed.
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 3 × Ceramic Mug to your cart.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "6");
  await page.getByRole("link", { name: "View your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line").getByTestId("line-quantity")).toHaveValue("6");
  expect(calls).toEqual([]);
});

test("a personalised product: required and too-long inputs are refused beside their fields in the form's words, then added", async ({ page }) => {
  const calls = forbidApiCalls(page);
  await page.goto("/products/engraved-water-bottle");
  const engraving = page.getByRole("textbox", { name: "Name to engrave (required)" });
  const message = page.getByRole("textbox", { name: "Gift message (optional)" });

  // Nothing typed: the required input is refused, with the quantity's problem at the same time.
  await page.getByLabel("Quantity").fill("");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("engraving-error")).toHaveText("Name to engrave is required");
  await expect(engraving).toHaveAttribute("aria-invalid", "true");
  await expect(engraving).toHaveAccessibleDescription(/Name to engrave is required/);
  await expect(page.getByText("Quantity must be a whole number of at least 1")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");

  // Too long: refused in the same words as the browser's check; what was typed stays in the fields.
  await engraving.fill("Bartholomew Fitzwilliam");
  await message.fill("Happy birthday");
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("engraving-error")).toHaveText("Name to engrave must be at most 20 characters");
  await expect(engraving).toHaveValue("Bartholomew Fitzwilliam");
  await expect(page.getByTestId("engraving-count")).toHaveText("23 of 20 characters (3 too many)");
  await expect(message).toHaveValue("Happy birthday");
  await expect(page.getByLabel("Quantity")).toHaveValue("2");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");

  await engraving.fill("Ada");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 2 × Engraved Water Bottle to your cart.");
  await expect(page.getByTestId("engraving-error")).toHaveCount(0);
  await expect(engraving).toHaveValue("");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  const cart = await apiCart(page.request, await browserCartId(page.context()));
  expect(cart.data).toHaveLength(1);
  expect(cart.data[0]).toMatchObject({ name: "Engraved Water Bottle", quantity: 2, custom_inputs: { engraving: "Ada", gift_message: "Happy birthday" } });
  expect(calls).toEqual([]);
});

test("the cart: −, + and a typed quantity change a line, Remove removes it, a refused quantity says why", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.apron, quantity: 1 },
  ]);
  const calls = forbidApiCalls(page);
  await page.goto("/cart");
  const mug = page.getByTestId("cart-line").filter({ hasText: "Ceramic Mug" });
  const quantities = async () => (await apiCart(page.request, cartId)).data.map((l) => [l.name, l.quantity]);

  await mug.getByRole("button", { name: "Increase quantity of Ceramic Mug" }).click();
  await expect(mug.getByTestId("line-quantity")).toHaveValue("3");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "4");
  // 3 × 14 + 32
  await expect(page.getByTestId("cart-total")).toHaveText("$74.00");
  expect(await quantities()).toEqual([
    ["Ceramic Mug", 3],
    ["Linen Apron", 1],
  ]);

  await mug.getByRole("button", { name: "Decrease quantity of Ceramic Mug" }).click();
  await expect(mug.getByTestId("line-quantity")).toHaveValue("2");
  await expect(page.getByTestId("cart-total")).toHaveText("$60.00");

  // A typed quantity, sent with Enter (the form's own Update button, not −).
  const box = mug.getByRole("spinbutton", { name: "Quantity of Ceramic Mug" });
  await box.fill("5");
  await box.press("Enter");
  await expect(mug.getByTestId("line-quantity")).toHaveValue("5");
  // 5 × 14 + 32 = $102.00, over the automatic "spend 100, save 15": $87.00.
  await expect(page.getByTestId("cart-total")).toHaveText("$87.00");

  // A quantity the stepper refuses: the same words as with scripts, beside the line; nothing changes.
  await box.fill("1.5");
  await mug.getByRole("button", { name: "Update quantity of Ceramic Mug" }).click();
  await expect(mug.getByRole("alert")).toHaveText("Enter a whole number from 1 to 1,000,000, or enter 0 to remove the item.");
  await expect(page.getByTestId("cart-total")).toHaveText("$87.00");
  expect((await quantities())[0]).toEqual(["Ceramic Mug", 5]);

  await mug.getByRole("button", { name: "Remove Ceramic Mug" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("Linen Apron");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
  expect(await quantities()).toEqual([["Linen Apron", 1]]);

  // A typed 0 removes the line, as Remove does.
  await page.getByRole("spinbutton", { name: "Quantity of Linen Apron" }).fill("0");
  await page.getByRole("button", { name: "Update quantity of Linen Apron" }).click();
  await expect(page.getByTestId("empty-cart")).toBeVisible();
  expect(await quantities()).toEqual([]);
  expect(calls).toEqual([]);
});

test("a bundle: the picker's ticked options are posted; a missing choice is refused in the picker's words, then it is added", async ({ page }) => {
  const calls = forbidApiCalls(page);
  await page.goto("/products/cosy-evening-bundle");
  const drinkware = page.getByRole("group", { name: "Drinkware" });
  const treats = page.getByRole("group", { name: "Treats" });
  await expect(treats.getByRole("checkbox", { name: /Tea Sampler/ })).toBeChecked();

  // Nothing among the treats: refused beside the component, in the shopper's words; the choices stay as ticked.
  await treats.getByRole("checkbox", { name: /Tea Sampler/ }).uncheck();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(treats).toContainText("Choose from Treats.");
  await expect(treats.getByRole("checkbox", { name: /Tea Sampler/ })).not.toBeChecked();
  await expect(drinkware.getByRole("checkbox", { name: /Ceramic Mug/ })).toBeChecked();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
  await expect(page.getByText("component treats")).toHaveCount(0);

  await treats.getByRole("checkbox", { name: /2 × Beeswax Candle/ }).check();
  await drinkware.getByRole("checkbox", { name: /Enamel Tumbler/ }).check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Cosy Evening Bundle to your cart.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
  const cart = await apiCart(page.request, await browserCartId(page.context()));
  // 14 + 28 + 2 × 18
  expect(cart.data[0].meta.display_price.without_tax.unit.amount).toBe(7800);
  expect(calls).toEqual([]);
});
