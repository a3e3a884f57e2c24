// The cart page: lines with what makes them (personalisation, bundle selections), their prices, the
// server's totals, the debounced quantity stepper, removal and the empty state.
import { expect, test } from "@playwright/test";
import { browserWithCart, DEMO_IDS, expectAccessible, expectTotalsEqualApi, token } from "./support/storefront";

const itemsRequests = (method: string) => (url: URL, m: string) => m === method && /\/v2\/carts\/[^/]+\/items\/[^/]+$/.test(url.pathname);

test("cart totals and line totals equal the API's", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 3 },
    { type: "cart_item", id: DEMO_IDS.bottle, quantity: 1, custom_inputs: { engraving: "Grace" } },
    { type: "cart_item", id: DEMO_IDS.bundle, quantity: 2, bundle_configuration: { selected_options: { drinkware: { [DEMO_IDS.mug]: 1 }, treats: { [DEMO_IDS.tea]: 1 } } } },
  ]);
  await page.goto("/cart");
  await expect(page).toHaveTitle("Your cart · Cartwright");
  const cart = await expectTotalsEqualApi(page, cartId);
  // 3 × 14 + 28 + 2 × (14 + 22) = $142.00, less the automatic "spend 100, save 15": $127.00.
  expect(cart.meta.display_price.with_tax.amount).toBe(14200 - 1500);
  await expect(page.getByTestId("cart-total")).toHaveText("$127.00");
  await expect(page.getByTestId("cart-summary")).toHaveText("6 items in 3 lines, priced in USD.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "6");

  const mug = page.locator(`[data-testid="cart-line"]`).filter({ hasText: "Ceramic Mug" }).first();
  await expect(mug.getByTestId("line-unit-price")).toHaveText("$14.00");
  await expect(mug.getByTestId("line-total")).toHaveText("$42.00");
  // The breakdown is the summary's: a line without a discount shows none, and no line shows tax.
  await expect(mug.getByTestId("line-discount")).toHaveCount(0);
  await expect(mug.getByText("Discount")).toHaveCount(0);
  await expect(page.getByTestId("line-tax")).toHaveCount(0);
  await expect(mug.getByRole("img")).toHaveCount(0); // decorative image: alt=""
  await expect(mug.locator("img")).toHaveAttribute("src", /ceramic-mug\.svg/);
  await expectAccessible(page);
});

test("a line's tax and a promotion's discount show in the totals, equal to the API's", async ({ page }) => {
  const cartId = await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }]);
  // An administrator's tax item on a line (client credentials), then the shopper's promo code.
  const taxed = await page.request.post(`/v2/carts/${cartId}/items`, {
    headers: { authorization: `Bearer ${await token(page.request, true)}` },
    data: { data: { type: "cart_item", id: DEMO_IDS.board, quantity: 1, tax: [{ type: "tax_item", name: "VAT", jurisdiction: "UK", code: "VAT20", rate: 0.2 }] } },
  });
  expect(taxed.status(), await taxed.text()).toBe(201);
  await page.goto("/cart");
  const board = page.locator('[data-testid="cart-line"]').filter({ hasText: "Oak Cutting Board" });
  // US prices are shown without tax: the line before tax, the tax its own row.
  await expect(board.getByTestId("line-total")).toHaveText("$45.00");
  await expect(page.getByTestId("cart-tax")).toHaveText("$9.00");
  await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-status")).toHaveText("Code WELCOME10 applied.");
  // 10% of 28 + 45, shared $2.80 and $4.50: the board costs $40.50, and its VAT is 20 % of that, $8.10 (tax after
  // discounts, docs/money.md).
  await expect(page.getByTestId("cart-discount")).toHaveText("-$7.30");
  await expect(page.getByTestId("cart-tax")).toHaveText("$8.10");
  const cart = await expectTotalsEqualApi(page, cartId);
  expect(cart.meta.display_price.with_tax.amount).toBe(2800 + 4500 - 730 + 810);
});

test("the quantity stepper waits for a pause, says the line is updating, and the totals come from the server", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 1 },
    { type: "cart_item", id: DEMO_IDS.apron, quantity: 1 },
  ]);
  const puts: string[] = [];
  page.on("request", (r) => {
    if (itemsRequests("PUT")(new URL(r.url()), r.method())) puts.push(r.postData() ?? "");
  });
  await page.goto("/cart");
  const mug = page.locator('[data-testid="cart-line"]').filter({ hasText: "Ceramic Mug" });
  const more = mug.getByRole("button", { name: "Increase quantity of Ceramic Mug" });
  await more.click();
  await more.click();
  await more.click();
  await expect(mug.getByTestId("line-status")).toHaveText("Updating…");
  await expect(mug).toHaveAttribute("aria-busy", "true");
  await expect(mug.getByTestId("line-quantity")).toHaveValue("4");
  await expect(mug.getByTestId("line-status")).toHaveText("");
  await expect(page.getByTestId("cart-total")).toHaveText("$88.00");
  expect(puts).toEqual([JSON.stringify({ data: { quantity: 4 } })]);
  await expectTotalsEqualApi(page, cartId);

  // Typing a quantity: one request once the shopper pauses.
  await mug.getByRole("spinbutton", { name: "Quantity of Ceramic Mug" }).fill("2");
  await expect(page.getByTestId("cart-total")).toHaveText("$60.00");
  expect(puts).toHaveLength(2);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await expectTotalsEqualApi(page, cartId);

  // A quantity the stepper refuses: said beside the line, nothing changes and nothing stays "Updating…".
  await mug.getByRole("spinbutton", { name: "Quantity of Ceramic Mug" }).fill("-1");
  await expect(mug.getByRole("alert")).toHaveText("Enter a whole number from 1 to 1,000,000, or enter 0 to remove the item.");
  await expect(mug.getByTestId("line-status")).toHaveText("");
  expect(puts).toHaveLength(2);
});

test("remove lines until the cart is empty", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.board, quantity: 1 },
  ]);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Remove Ceramic Mug" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-total")).toHaveText("$45.00");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
  await expectTotalsEqualApi(page, cartId);

  await page.getByRole("button", { name: "Remove Oak Cutting Board" }).click();
  await expect(page.getByTestId("empty-cart")).toContainText("Your cart is empty.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Continue shopping" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a new visitor's cart page is the empty state", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByTestId("empty-cart")).toBeVisible();
  await expectAccessible(page);
});

test("apply and remove a promo code; a refused code says why beside the field", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.apron, quantity: 1 },
  ]);
  await page.goto("/cart");
  const field = page.getByRole("textbox", { name: "Promo code" });
  const apply = page.getByRole("button", { name: "Apply" });

  await apply.click();
  await expect(page.getByTestId("promo-error")).toHaveText("Enter a promo code.");
  await expect(field).toBeFocused();
  await field.fill("NOT-A-CODE");
  await apply.click();
  await expect(page.getByTestId("promo-error")).toHaveText("No promotion could be found with the given code.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("No promotion could be found with the given code.");
  await expect(page.getByTestId("cart-discount")).toHaveCount(0);

  await field.fill("welcome10");
  await apply.click();
  await expect(page.getByTestId("promo-status")).toHaveText("Code welcome10 applied.");
  await expect(page.getByTestId("promo-error")).toHaveCount(0);
  const promotion = page.getByTestId("promotion-line");
  await expect(promotion).toContainText("Welcome 10% off");
  await expect(promotion).toContainText("WELCOME10");
  await expect(promotion.getByTestId("promotion-amount")).toHaveText("-$6.00");
  await expect(page.getByTestId("cart-discount")).toHaveText("-$6.00");
  await expect(page.getByTestId("cart-total")).toHaveText("$54.00");
  // The header counts products, not the promotion.
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await expectTotalsEqualApi(page, cartId);
  await expectAccessible(page);

  // The discount follows the cart: one mug fewer, 10% of 46.
  await page.getByRole("spinbutton", { name: "Quantity of Ceramic Mug" }).fill("1");
  await expect(page.getByTestId("cart-discount")).toHaveText("-$4.60");
  await expectTotalsEqualApi(page, cartId);

  await page.getByRole("button", { name: "Remove code WELCOME10" }).click();
  await expect(page.getByTestId("promotion-line")).toHaveCount(0);
  await expect(page.getByTestId("promo-status")).toHaveText("Code WELCOME10 removed.");
  await expect(page.getByTestId("cart-discount")).toHaveCount(0);
  await expect(page.getByTestId("cart-total")).toHaveText("$46.00");
  const cart = await expectTotalsEqualApi(page, cartId);
  expect(cart.data.some((l) => l.type === "promotion_item")).toBe(false);
});
