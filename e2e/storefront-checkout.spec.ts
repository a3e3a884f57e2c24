// Checkout (the orders module's own schema in the form) → the order page → "Buy again".
import { expect, test } from "@playwright/test";
import {
  ADDRESS,
  apiCart,
  browserCartId,
  browserWithCart,
  cookieValue,
  DEMO_IDS,
  expectAccessible,
  expectTotalsEqualApi,
  continueToPayment,
  fillCheckout,
  makeShopper,
  signIn,
  token,
} from "./support/storefront";

test("check out as a guest, see the order, then buy it again into a new cart", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.bottle, quantity: 1, custom_inputs: { engraving: "Lin" } },
  ]);
  const before = await apiCart(page.request, cartId);
  await page.goto("/cart");
  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle("Checkout · Cartwright");
  await expect(page.getByTestId("summary-total")).toHaveAttribute("data-value", String(before.meta.display_price.with_tax.amount));
  await expectAccessible(page);

  // The form speaks with the schema's words before anything is sent.
  const form = page.getByRole("form", { name: "Checkout" });
  await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("1. Details and address");
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(form.getByText("Enter your name")).toBeVisible();
  await expect(form.getByText("Enter a first name")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  // Focus goes to the first refused field.
  await expect(form.getByLabel("Full name")).toBeFocused();
  await expectAccessible(page);
  await fillCheckout(page, { name: "Ada Lovelace", email: "not-an-email" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(form.getByText("Enter an email address like name@example.com")).toBeVisible();
  await expect(form.getByLabel("Email")).toBeFocused();
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("2. Shipping");

  // A GB address: standard shipping (free from $50 of goods) and 20% VAT on each line, in the summary beside the
  // form, equal to the API's cart; then express instead.
  const reviewed = await apiCart(page.request, cartId);
  const goods = before.meta.display_price.without_tax.amount;
  const standard = goods >= 5000 ? 0 : 495;
  await expect(form.getByLabel(/Standard delivery/)).toBeChecked();
  await expect(form.locator("label[for=shipping-standard]")).toContainText(standard === 0 ? "Free" : "$4.95");
  expect(reviewed.meta.display_price.shipping.amount).toBe(standard);
  // UK VAT taxes shipping too (the demo's rate): 20% of the shipping joins the goods' tax.
  expect(reviewed.meta.display_price.tax.amount).toBe(Math.round(goods * 0.2) + Math.round(standard * 0.2));
  await expect(page.getByTestId("summary-shipping")).toHaveAttribute("data-value", String(standard));
  await expect(page.getByTestId("summary-tax")).toHaveAttribute("data-value", String(reviewed.meta.display_price.tax.amount));
  await expect(page.getByTestId("summary-total")).toHaveAttribute("data-value", String(reviewed.meta.display_price.with_tax.amount));
  await form.getByLabel(/Express delivery/).check();
  // Once the form says the totals are updated for express, the summary beside it shows express: read at once, not
  // waited for (it used to say so while the summary still showed the shipping chosen before).
  await expect(page.getByTestId("checkout-review")).toHaveAttribute("data-reviewed", "GB:express");
  expect(await page.getByTestId("summary-shipping").getAttribute("data-value")).toBe("1200");
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByLabel("Pay on delivery or by bank transfer")).toBeChecked();
  const charged = await apiCart(page.request, cartId);
  expect(charged.meta.display_price.with_tax.amount).toBe(goods + Math.round(goods * 0.2) + 1200 + Math.round(1200 * 0.2));
  await expect(page.getByTestId("summary-total")).toHaveAttribute("data-value", String(charged.meta.display_price.with_tax.amount));
  await expectAccessible(page);
  await form.getByRole("button", { name: "Place order" }).click();

  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  // Paid on delivery or by bank transfer: placed, and waiting for the money (docs/orders.md).
  await expect(page.getByTestId("order-placed")).toContainText(/Thank you: your order #\d+ is placed; it waits for your payment of/);
  await expect(page.getByTestId("order-payment-status")).toHaveAttribute("data-value", "awaiting_payment");
  await expect(page.getByTestId("payment-due-amount")).toHaveAttribute("data-value", String(charged.meta.display_price.with_tax.amount));
  await expect(page.getByTestId("order-shipping-status")).toHaveText(/^Not shipped yet/);
  await expect(page.getByTestId("order-total")).toHaveAttribute("data-value", String(charged.meta.display_price.with_tax.amount));
  await expect(page.getByTestId("order-shipping")).toHaveAttribute("data-value", "1200");
  await expect(page.getByTestId("order-line")).toHaveCount(2);
  await expect(page.getByTestId("order-line").filter({ hasText: "Engraved Water Bottle" }).getByTestId("line-personalisation")).toContainText(
    "Name to engrave:Lin",
  );
  await expect(page.getByRole("region", { name: "Customer" })).toContainText("Ada Lovelace");
  await expect(page.getByRole("region", { name: "Customer" })).toContainText("United Kingdom");
  // The order is the API's; the browser now has no cart (a new one comes with the next add).
  const order = await page.request.get(`/v2/orders/${orderId}`, { headers: { authorization: `Bearer ${await token(page.request)}` } });
  const placed = (await order.json()).data;
  expect(placed.meta.display_price.with_tax.amount).toBe(charged.meta.display_price.with_tax.amount);
  expect(placed).toMatchObject({ payment: "unpaid", status: "incomplete" });
  expect(placed.meta.display_price.balance_owing.amount).toBe(charged.meta.display_price.with_tax.amount);
  expect(await cookieValue(page.context(), "cw_cart")).toBeUndefined();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Buy again" }).click();
  await page.waitForURL(/\/cart$/);
  const newCart = await browserCartId(page.context());
  expect(newCart).not.toBe(cartId);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "3");
  await expect(page.getByTestId("line-personalisation")).toContainText("Name to engrave:Lin");
  const again = await expectTotalsEqualApi(page, newCart);
  expect(again.meta.display_price.with_tax.amount).toBe(before.meta.display_price.with_tax.amount);
});

test("buy again adds to the cart the shopper already has; an unknown order is a not-found page", async ({ page }) => {
  const cartId = await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.apron, quantity: 1 }]);
  await page.goto("/checkout");
  await fillCheckout(page);
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\//);
  const orderUrl = page.url().replace(/\?placed=1$/, "");

  // Another cart, then the order again: the apron joins it.
  const second = await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
  expect(second).not.toBe(cartId);
  await page.goto(orderUrl);
  await expect(page.getByTestId("order-placed")).toHaveCount(0);
  await page.getByRole("button", { name: "Buy again" }).click();
  await page.waitForURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("$46.00");
  await expectTotalsEqualApi(page, second);

  const missing = await page.goto("/orders/00000000-0000-4000-8000-00000000dead");
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle("Order not found · Cartwright");
  await expect(page.getByRole("heading", { name: "We could not find that order" })).toBeVisible();
  await expectAccessible(page);
});

test("a signed-in shopper's order belongs to the account and the account's cart starts empty again", async ({ page }) => {
  // Not the demo account: other specs expect it to have no orders.
  const shopper = await makeShopper(page.request, "Grace Hopper");
  await signIn(page, "/checkout", shopper);
  // The account's cart gets one line, checked out with the shopper's name already filled in.
  const accountCart = await browserCartId(page.context());
  expect(accountCart).toMatch(/^acct_/);
  await page.goto("/products/linen-apron");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Linen Apron");
  const cart = await apiCart(page.request, accountCart);
  await page.goto("/checkout");
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await expect(page.getByLabel("Email")).toHaveValue(shopper.email);
  await fillCheckout(page, { name: "Grace Hopper", email: shopper.email });
  await continueToPayment(page);
  const reviewed = await apiCart(page.request, accountCart);
  expect(reviewed.meta.display_price.with_tax.amount).toBeGreaterThan(cart.meta.display_price.with_tax.amount);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\//);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-total")).toHaveAttribute("data-value", String(reviewed.meta.display_price.with_tax.amount));

  // Listed on the account page; not readable without the account.
  await page.goto("/account");
  await expect(page.locator(`a[href="/orders/${orderId}"]`)).toBeVisible();
  const guest = await page.request.get(`/v2/orders/${orderId}`, { headers: { authorization: `Bearer ${await token(page.request)}` } });
  expect(guest.status()).toBe(404);
  // Nor its page: without the account's cookie, the order page answers 404.
  const stranger = await fetch(new URL(`/orders/${orderId}`, page.url()));
  expect(stranger.status).toBe(404);
  expect(await stranger.text()).toContain("We could not find that order");
  // Same cart id, no lines.
  expect(await browserCartId(page.context())).toBe(accountCart);
  expect((await apiCart(page.request, accountCart)).data).toEqual([]);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");
});

test("an order that is not paid says how much and how to pay, and the shopper cannot mark it paid", async ({ page }) => {
  // Placed through the API, as a client that never paid would leave it.
  const cartId = await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
  const auth = { authorization: `Bearer ${await token(page.request)}` };
  const checkout = await page.request.post(`/v2/carts/${cartId}/checkout`, {
    headers: auth,
    data: { data: { customer: { name: "Ada Lovelace", email: "ada@example.com" }, billing_address: ADDRESS, shipping_address: ADDRESS } },
  });
  expect(checkout.status()).toBe(201);
  const orderId = (await checkout.json()).data.id;
  await page.goto(`/orders/${orderId}`);
  const due = page.getByTestId("payment-due");
  await expect(page.getByTestId("order-payment-status")).toHaveText(/^Awaiting payment · \$\d+\.\d\d to pay$/);
  await expect(due.getByTestId("bank-details")).toContainText("Cartwright Demo Ltd");
  await expect(due.getByTestId("payment-reference")).toHaveText(/^#\d+$/);
  await expect(page.getByRole("button", { name: /Pay/ })).toHaveCount(0);
  await expectAccessible(page);
  const read = await page.request.get(`/v2/orders/${orderId}`, { headers: auth });
  expect((await read.json()).data).toMatchObject({ payment: "unpaid", status: "incomplete" });
});

test("Buy again a second time does not silently double the cart: it says what is already there and asks", async ({ page }) => {
  // An order of two mugs and an engraved bottle, placed through the API; then the browser has no cart.
  const placedFrom = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.bottle, quantity: 1, custom_inputs: { engraving: "Lin" } },
  ]);
  const checkout = await page.request.post(`/v2/carts/${placedFrom}/checkout`, {
    headers: { authorization: `Bearer ${await token(page.request)}` },
    data: { data: { customer: { name: "Ada Lovelace", email: "ada@example.com" }, billing_address: ADDRESS, shipping_address: ADDRESS } },
  });
  expect(checkout.status()).toBe(201);
  const orderId = (await checkout.json()).data.id;
  await page.context().clearCookies();

  // The first Buy again fills the new cart and goes there.
  await page.goto(`/orders/${orderId}`);
  await page.getByRole("button", { name: "Buy again" }).click();
  await page.waitForURL(/\/cart$/);
  const cartId = await browserCartId(page.context());
  // The goods lines (an automatic promotion's line comes and goes with the total).
  const quantities = async () => (await apiCart(page.request, cartId)).data.filter((l) => l.type !== "promotion_item").map((l) => [l.name, l.quantity]);
  expect(await quantities()).toEqual([
    ["Ceramic Mug", 2],
    ["Engraved Water Bottle", 1],
  ]);

  // Back on the order, Buy again once more: nothing is added; the page says what the cart already has and asks.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await page.getByRole("button", { name: "Buy again" }).click();
  const question = page.getByTestId("buy-again-question");
  await expect(question).toContainText("Your cart already has 2 × Ceramic Mug, 1 × Engraved Water Bottle from this order.");
  await expect(question).toContainText("Buying again adds the whole order once more, so those quantities add up.");
  await expect(page.getByRole("status").filter({ has: question })).toBeVisible();
  await expect(question).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  expect(await quantities()).toEqual([
    ["Ceramic Mug", 2],
    ["Engraved Water Bottle", 1],
  ]);
  await expectAccessible(page);

  // Choosing to add it again does, knowingly.
  await question.getByRole("button", { name: "Add the order again" }).click();
  await page.waitForURL(/\/cart$/);
  expect(await quantities()).toEqual([
    ["Ceramic Mug", 4],
    ["Engraved Water Bottle", 2],
  ]);
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "6");
});

test("a separate billing address is checked on its own, the first refused field focused, and the order keeps it", async ({ page }) => {
  const admin = { authorization: `Bearer ${await token(page.request, true)}` };
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Checkout" });
  await fillCheckout(page);
  await form.getByLabel("Billing address is the same as the shipping address").uncheck();
  const billing = form.getByRole("group", { name: "Billing address" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(billing.getByText("Enter a first name")).toBeVisible();
  await expect(billing.getByLabel("First name")).toBeFocused();
  // The shipping address refuses nothing: it is filled.
  await expect(form.getByRole("group", { name: "Shipping address" }).getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  // Checked as it is left, then as it changes.
  await billing.getByLabel("First name").fill("Charles");
  await billing.getByLabel("Last name").focus();
  await expect(billing.getByText("Enter a first name")).toHaveCount(0);
  await billing.getByLabel("Last name").fill("Babbage");
  await billing.getByLabel("Address line 1").fill("1 Dorset Street");
  await billing.getByLabel("City").fill("London");
  await billing.getByLabel("Postcode").fill("W1U 4EG");
  await billing.getByLabel("Country").selectOption("GB");
  await continueToPayment(page);
  await form.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\//);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  const response = await page.request.get(`/v2/orders/${orderId}`, { headers: admin });
  const order = (await response.json()).data;
  expect(order.billing_address).toMatchObject({ first_name: "Charles", last_name: "Babbage", line_1: "1 Dorset Street", country: "GB" });
  expect(order.shipping_address).toMatchObject({ first_name: ADDRESS.first_name, line_1: ADDRESS.line_1 });
});

test("checkout starts in the country of the cart's currency (pounds in the United Kingdom, euros where the shopper says) and takes a phone for the delivery", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }], { currency: "GBP" });
  await page.goto("/checkout");
  const shipping = page.getByRole("form", { name: "Checkout" }).getByRole("group", { name: "Shipping address" });
  await expect(shipping.getByLabel("Country")).toHaveValue("GB");
  await expect(shipping.getByLabel("Country").locator("option:checked")).toHaveText("United Kingdom");
  // A phone for the delivery, kept with the order's shipping address.
  await fillCheckout(page);
  await shipping.getByRole("textbox", { name: "Phone (optional, for the delivery)" }).fill("+44 20 7946 0000");
  // Each step begins at its heading (focus, so a screen reader says it) and recaps the one before, to change.
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(form.getByRole("heading", { level: 2, name: "Shipping" })).toBeFocused();
  const recap = form.getByRole("region", { name: "Your details" });
  await expect(recap).toContainText("ada@example.com");
  await expect(recap).toContainText("12 St James's Square, London, SW1Y 4JH, United Kingdom");
  // Change goes back to the details, their first field focused; continuing comes back to the heading.
  await recap.getByRole("link", { name: "Change your details and address" }).click();
  await expect(form.getByLabel("Full name")).toBeFocused();
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(form.getByRole("heading", { level: 2, name: "Shipping" })).toBeFocused();
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByRole("heading", { level: 2, name: "Review and payment" })).toBeFocused();
  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByRole("heading", { level: 2, name: "Shipping" })).toBeFocused();
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(page.getByTestId("checkout-draft")).toHaveAttribute("data-saved", "true");
  // Enter on the payment choice places the order: the review's Change links are links, not the form's first button.
  await form.getByLabel("Pay on delivery or by bank transfer").press("Enter");
  await page.waitForURL(/\/orders\//);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  const order = (await (await page.request.get(`/v2/orders/${orderId}`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } })).json()).data;
  expect(order.shipping_address).toMatchObject({ country: "GB", phone_number: "+44 20 7946 0000" });

  await page.context().clearCookies();
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }], { currency: "EUR" });
  await page.goto("/checkout");
  await expect(shipping.getByLabel("Country")).toHaveValue("");
});

test("at phone width the summary is a toggle above the form that says the total and opens the lines; at desk width it is beside the form", async ({ page }) => {
  const cartId = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.bottle, quantity: 1, custom_inputs: { engraving: "Lin" } },
  ]);
  const cart = await apiCart(page.request, cartId);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/checkout");
  const toggle = page.getByRole("button", { name: /Show order summary/ });
  const form = page.getByRole("form", { name: "Checkout" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Above the form, on the first screen, and saying what the summary's last row says.
  const [toggleBox, formBox] = [await toggle.boundingBox(), await form.boundingBox()];
  expect(toggleBox!.y + toggleBox!.height).toBeLessThanOrEqual(formBox!.y);
  expect(toggleBox!.y + toggleBox!.height).toBeLessThanOrEqual(844);
  await expect(page.getByTestId("summary-total")).toBeHidden();
  const lastRow = await page.getByTestId("summary-total").textContent();
  await expect(page.getByTestId("summary-toggle-total")).toHaveText(lastRow!);
  await toggle.click();
  await expect(page.getByRole("button", { name: /Hide order summary/ })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("summary-total")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toHaveAttribute("data-value", String(cart.meta.display_price.with_tax.amount));
  // Each line with its picture, its name and its amount; the lines add up to the goods row.
  await expect(page.getByTestId("summary-line")).toHaveCount(2);
  await expect(page.getByTestId("summary-line").first().locator("img")).toBeVisible();
  const amounts = await page.getByTestId("summary-line-amount").evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-value"))));
  await expect(page.getByTestId("summary-goods")).toHaveAttribute("data-value", String(amounts.reduce((a, b) => a + b, 0)));
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("checkout-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("button", { name: /order summary/ })).toBeHidden();
  await expect(page.getByTestId("summary-total")).toBeVisible();
  const summaryBox = await page.getByRole("region", { name: "Order summary" }).boundingBox();
  expect(summaryBox!.x).toBeGreaterThan((await form.boundingBox())!.x);
});
