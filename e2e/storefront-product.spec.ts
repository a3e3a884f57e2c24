// Product pages: the personalisation form (built from the product's custom_inputs, refusing what the
// server refuses, in the same words), the bundle picker, the currency switch and add to cart.
import { expect, test } from "@playwright/test";
import { apiCart, browserCartId, expectAccessible, forbidDialogs, makeProduct } from "./support/storefront";

const BOTTLE = "/products/engraved-water-bottle";

test("personalise the water bottle and add it: the header count and the cart show it", async ({ page }) => {
  await page.goto(BOTTLE);
  await expect(page).toHaveTitle("Engraved Water Bottle · Cartwright");
  await expect(page.getByRole("heading", { level: 1, name: "Engraved Water Bottle" })).toBeVisible();
  await expect(page.getByTestId("product-price")).toHaveText("$28.00");
  await expect(page.getByRole("img", { name: "Engraved Water Bottle" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");

  // Labels come from the definitions' names; the required one is marked.
  const engraving = page.getByRole("textbox", { name: "Name to engrave (required)" });
  const message = page.getByRole("textbox", { name: "Gift message (optional)" });
  await expect(engraving).toHaveAttribute("aria-required", "true");
  await engraving.fill("Ada");
  await expect(page.getByTestId("engraving-count")).toHaveText("3 of 20 characters");
  await message.fill("Happy birthday");
  await expect(page.getByTestId("gift_message-count")).toHaveText("14 of 120 characters");
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();

  await expect(page.getByTestId("add-status")).toContainText("Added 2 × Engraved Water Bottle to your cart.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 2 items");

  const cart = await apiCart(page.request, await browserCartId(page.context()));
  expect(cart.data).toHaveLength(1);
  expect(cart.data[0]).toMatchObject({ name: "Engraved Water Bottle", quantity: 2, custom_inputs: { engraving: "Ada", gift_message: "Happy birthday" } });

  await page.getByRole("link", { name: "View your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId("cart-line");
  await expect(line.getByTestId("line-personalisation")).toContainText("Name to engrave:Ada");
  await expect(line.getByTestId("line-personalisation")).toContainText("Gift message:Happy birthday");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "2");
});

test("the form refuses a too-long and a missing required text before asking the server", async ({ page }) => {
  const adds: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/v2\/carts\/[^/]+\/items$/.test(new URL(r.url()).pathname)) adds.push(r.url());
  });
  await page.goto(BOTTLE);
  const engraving = page.getByRole("textbox", { name: "Name to engrave (required)" });

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("engraving-error")).toHaveText("Name to engrave is required");
  await expect(engraving).toHaveAttribute("aria-invalid", "true");
  await expect(engraving).toBeFocused();

  await engraving.fill("Bartholomew Fitzwilliam");
  await expect(page.getByTestId("engraving-count")).toHaveText("23 of 20 characters (3 too many)");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("engraving-error")).toHaveText("Name to engrave must be at most 20 characters");
  await expect(engraving).toHaveAttribute("aria-describedby", "input-engraving-count input-engraving-error");
  expect(adds).toEqual([]);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
});

test("forced past the form, the server refuses the same texts and the refusal shows beside the field", async ({ page }) => {
  await page.goto(BOTTLE);
  // Rewrite the request the page sends, as a script bypassing the form could.
  let forced: Record<string, string> = {};
  await page.route("**/v2/carts/*/items", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const body = JSON.parse(route.request().postData() ?? "{}");
    body.data.custom_inputs = { ...body.data.custom_inputs, ...forced };
    await route.continue({ postData: JSON.stringify(body) });
  });
  const engraving = page.getByRole("textbox", { name: "Name to engrave (required)" });
  await engraving.fill("Ada");

  forced = { engraving: "X".repeat(21) };
  let answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/items"));
  await page.getByRole("button", { name: "Add to cart" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByTestId("engraving-error")).toHaveText("Name to engrave must be at most 20 characters");
  await expect(engraving).toHaveAttribute("aria-invalid", "true");

  forced = { engraving: "   " };
  await engraving.fill("Ada");
  answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/items"));
  await page.getByRole("button", { name: "Add to cart" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByTestId("engraving-error")).toHaveText("Name to engrave is required");

  forced = { monogram: "AL" };
  answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/items"));
  await page.getByRole("button", { name: "Add to cart" }).click();
  expect((await answer).status()).toBe(400);
  // A field the form does not have: the refusal goes above the button.
  await expect(page.getByTestId("add-error")).toHaveText("monogram is not a recognised field");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
});

test("personalisation text is shown as text: <img src=x onerror=alert(1)> opens no dialog", async ({ page }) => {
  const dialogs = forbidDialogs(page);
  const payload = "<img src=x onerror=alert(1)>";
  await page.goto(BOTTLE);
  await page.getByRole("textbox", { name: "Name to engrave (required)" }).fill("<b>Ada</b>");
  await page.getByRole("textbox", { name: "Gift message (optional)" }).fill(payload);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 ×");

  await page.goto("/cart");
  const text = page.getByTestId("line-personalisation");
  await expect(text).toContainText(`Gift message:${payload}`);
  await expect(text).toContainText("Name to engrave:<b>Ada</b>");
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(text.locator("b")).toHaveCount(0);
  await page.reload();
  await expect(text).toContainText(payload);
  expect(dialogs).toEqual([]);
});

test("choose a bundle: component rules in words, live price, the add button says what is missing", async ({ page }) => {
  await page.goto("/products/cosy-evening-bundle");
  const drinkware = page.getByRole("group", { name: "Drinkware" });
  const treats = page.getByRole("group", { name: "Treats" });
  await expect(drinkware).toContainText("Choose 1 or 2 options. 1 chosen.");
  // The default options are chosen: a mug ($14) and the tea sampler ($22).
  await expect(drinkware.getByRole("checkbox", { name: /Ceramic Mug/ })).toBeChecked();
  await expect(treats.getByRole("checkbox", { name: /Tea Sampler/ })).toBeChecked();
  await expect(page.getByTestId("bundle-price-amount")).toHaveAttribute("data-value", "3600");
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$36.00");

  // Nothing chosen among the treats: the button explains, with the server's words.
  await treats.getByRole("checkbox", { name: /Tea Sampler/ }).uncheck();
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$14.00");
  const add = page.getByRole("button", { name: "Add to cart" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  // In the shopper's words: the component by its name, not its key.
  await expect(add).toHaveAccessibleDescription("Choose from Treats.");
  await expect(treats).toContainText("Choose from Treats.");
  await expect(page.getByText("component treats")).toHaveCount(0);
  // Still focusable: pressing it adds nothing.
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");

  // The keyboard chooses: Space on a real checkbox.
  const candles = treats.getByRole("checkbox", { name: /2 × Beeswax Candle/ });
  await candles.focus();
  await page.keyboard.press("Space");
  await expect(candles).toBeChecked();
  await drinkware.getByRole("checkbox", { name: /Enamel Tumbler/ }).check();
  // 14 + 28 + 2 × 18
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$78.00");
  await expect(add).not.toHaveAttribute("aria-disabled", "true");
  await add.click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Cosy Evening Bundle to your cart.");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");

  const cart = await apiCart(page.request, await browserCartId(page.context()));
  expect(cart.data[0].meta.display_price.without_tax.unit.amount).toBe(7800);

  await page.goto("/cart");
  const bundle = page.getByTestId("line-bundle");
  await expect(bundle).toContainText("Drinkware:Ceramic Mug, Enamel Tumbler");
  await expect(bundle).toContainText("Treats:2 × Beeswax Candle");
  await expect(page.getByTestId("line-unit-price")).toHaveAttribute("data-value", "7800");
});

test("options beyond a component's max are disabled, with the reason", async ({ page }) => {
  const ids = { mug: "00000000-0000-4000-8000-000000000002", apron: "00000000-0000-4000-8000-000000000003", board: "00000000-0000-4000-8000-000000000004" };
  const bundle = await makeProduct(page.request, {
    name: "Kitchen Pick",
    price: {},
    components: {
      pick: {
        name: "Pick one",
        min: 1,
        max: 1,
        options: Object.values(ids).map((id) => ({ id, type: "product", quantity: 1 })),
      },
    },
  });
  await page.goto(`/products/${bundle.slug}`);
  const group = page.getByRole("group", { name: "Pick one" });
  await expect(group).toContainText("Choose 1 option. 0 chosen.");
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveAccessibleDescription("Choose from Pick one.");
  // A choice of one is a group of radios: choosing another replaces the first, none is ever disabled.
  await expect(group.getByRole("checkbox")).toHaveCount(0);
  await group.getByRole("radio", { name: /Ceramic Mug/ }).check();
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$14.00");
  for (const name of [/Linen Apron/, /Oak Cutting Board/]) await expect(group.getByRole("radio", { name })).toBeEnabled();
  await group.getByRole("radio", { name: /Oak Cutting Board/ }).check();
  await expect(group.getByRole("radio", { name: /Ceramic Mug/ })).not.toBeChecked();
  await expect(group).toContainText("Choose 1 option. 1 chosen.");
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$45.00");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
});

test("the currency switch: prices in EUR and GBP; a product without a price in the currency says so", async ({ page }) => {
  await page.goto("/products/shortbread-tin");
  await expect(page.getByTestId("product-price-unavailable")).toHaveText("Not available in USD. Switch the currency to GBP to buy it.");
  const add = page.getByRole("button", { name: "Add to cart" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(add).toHaveAccessibleDescription("Not available in USD. Switch the currency to GBP to buy it.");

  await page.getByRole("button", { name: "Prices in GBP" }).click();
  await expect(page.getByRole("button", { name: "Prices in GBP" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("product-price")).toHaveText("£12.00");
  await add.click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Shortbread Tin");
  // The first add fixed the cart's currency from X-MOLTIN-CURRENCY.
  const cart = await apiCart(page.request, await browserCartId(page.context()));
  expect(cart.meta.display_price.with_tax.currency).toBe("GBP");

  // While the cart has lines every page shows its currency; a product without a GBP price says it cannot go in this
  // cart, and its add is blocked.
  await page.goto("/products/wool-throw");
  const refusal = "Your cart is in GBP, and Wool Throw has no price in GBP, so it cannot go in this cart. To buy it, switch the currency to USD (a new cart).";
  await expect(page.getByTestId("product-price-unavailable")).toHaveText(refusal);
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(add).toHaveAccessibleDescription(refusal);
  await page.goto("/products/ceramic-mug");
  await expect(page.getByTestId("product-price")).toHaveText("£11.00");
  // Another currency asks first; keeping the cart changes nothing.
  await page.getByRole("button", { name: "Prices in EUR" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Switch to EUR?" })).toBeVisible();
  await page.getByRole("link", { name: "Keep my GBP cart" }).click();
  await expect(page).toHaveURL(/\/products\/ceramic-mug$/);
  await expect(page.getByTestId("product-price")).toHaveText("£11.00");
  await expect(page.getByRole("button", { name: "Prices in GBP" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
});

test("product pages have no serious accessibility violations; an unknown product is a 404 page", async ({ page }) => {
  for (const slug of ["engraved-water-bottle", "cosy-evening-bundle", "ceramic-mug", "shortbread-tin"]) {
    await page.goto(`/products/${slug}`);
    await expectAccessible(page);
  }
  await page.goto("/products/engraved-water-bottle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("engraving-error")).toBeVisible();
  await expectAccessible(page);

  const missing = await page.goto("/products/no-such-thing");
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle("Product not found · Cartwright");
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "We could not find that product" })).toBeVisible();
  await expectAccessible(page);
});

test("a bundle never offers an option that needs personalisation it cannot collect", async ({ page }) => {
  await page.goto("/products/cosy-evening-bundle");
  const drinkware = page.getByRole("group", { name: "Drinkware" });
  await expect(drinkware.getByRole("checkbox")).toHaveCount(2);
  await expect(drinkware.getByRole("checkbox", { name: /Engraved Water Bottle/ })).toHaveCount(0);
  // Its options take no inputs: the picker has no text field to fill.
  await expect(page.getByRole("form", { name: "Build your Cosy Evening Bundle" }).getByRole("textbox")).toHaveCount(0);
});
