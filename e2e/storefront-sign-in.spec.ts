// Sign-in merges the anonymous cart into the account's cart and says what was merged; sign-out
// leaves the account's cart with the account.
import { expect, test } from "@playwright/test";
import { apiCart, browserCartId, browserWithCart, cookieValue, DEMO, DEMO_IDS, expectAccessible, expectTotalsEqualApi, signIn, token } from "./support/storefront";

test("sign in: the anonymous cart is merged into the account's cart and the page says what was merged", async ({ page }) => {
  // The account's cart as it is before (whatever other tests left in it).
  await signIn(page);
  const accountCart = await browserCartId(page.context());
  await expect(page.getByTestId("merge-notice")).toHaveCount(0);
  const quantity = (cart: Awaited<ReturnType<typeof apiCart>>, name: string) =>
    cart.data.filter((l) => l.name === name && !l.custom_inputs).reduce((sum, l) => sum + l.quantity, 0);
  const before = await apiCart(page.request, accountCart);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/signed-out=1/);
  expect(await cookieValue(page.context(), "cw_cart")).toBeUndefined();
  await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", "0");

  // Shopping anonymously: two mugs and a tea sampler.
  const anonymous = await browserWithCart(page, [
    { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
    { type: "cart_item", id: DEMO_IDS.tea, quantity: 1 },
  ]);
  await signIn(page, "/cart");
  const notice = page.getByTestId("merge-notice");
  await expect(notice).toContainText("We moved 3 items from before you signed in into your account's cart:");
  await expect(notice.getByTestId("merged-lines").getByRole("listitem")).toHaveText(["Ceramic Mug × 2", "Tea Sampler × 1"]);
  await expectAccessible(page);

  // The shopper's cart is the account's again, with the quantities summed; its id is in no cookie the
  // page's scripts can read.
  expect(await browserCartId(page.context())).toBe(accountCart);
  expect(await page.evaluate(() => document.cookie)).not.toContain("acct_");
  const after = await expectTotalsEqualApi(page, accountCart);
  expect(quantity(after, "Ceramic Mug")).toBe(quantity(before, "Ceramic Mug") + 2);
  expect(quantity(after, "Tea Sampler")).toBe(quantity(before, "Tea Sampler") + 1);
  // The anonymous cart is left as it was.
  expect((await apiCart(page.request, anonymous)).data.map((l) => [l.name, l.quantity])).toEqual([
    ["Ceramic Mug", 2],
    ["Tea Sampler", 1],
  ]);

  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("merge-notice")).toHaveCount(0);
  await page.goto("/account");
  await expectAccessible(page);

  // Leave the account's cart as it was found.
  const auth = { authorization: `Bearer ${await token(page.request, true)}` };
  for (const [name, was] of [["Ceramic Mug", quantity(before, "Ceramic Mug")], ["Tea Sampler", quantity(before, "Tea Sampler")]] as const) {
    const line = after.data.find((l) => l.name === name && !l.custom_inputs)!;
    const response = await page.request.put(`/v2/carts/${accountCart}/items/${line.id}`, { headers: auth, data: { data: { quantity: was } } });
    expect(response.status()).toBe(200);
  }
});

test("signing in with nothing in the anonymous cart merges nothing and says nothing", async ({ page }) => {
  await signIn(page, "/cart");
  await expect(page.getByTestId("merge-notice")).toHaveCount(0);
  expect(await browserCartId(page.context())).toMatch(/^acct_/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expectAccessible(page);
});

test("sign-in started from the cart lands back on the cart, and from a product page on that page", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.tea, quantity: 1 }]);
  await page.goto("/cart");
  const signInLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" });
  await expect(signInLink).toHaveAttribute("href", "/account/sign-in?next=%2Fcart");
  await signInLink.click();
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Fcart$/);
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByTestId("merge-notice")).toContainText("Tea Sampler × 1");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" })).toBeVisible();

  // Put the account's cart back as it was (the merge added one tea sampler).
  const accountCart = await browserCartId(page.context());
  const cart = await apiCart(page.request, accountCart);
  const tea = cart.data.find((l) => l.name === "Tea Sampler" && !l.custom_inputs)!;
  const auth = { authorization: `Bearer ${await token(page.request, true)}` };
  const restored =
    tea.quantity > 1
      ? await page.request.put(`/v2/carts/${accountCart}/items/${tea.id}`, { headers: auth, data: { data: { quantity: tea.quantity - 1 } } })
      : await page.request.delete(`/v2/carts/${accountCart}/items/${tea.id}`, { headers: auth });
  expect(restored.status()).toBe(200);

  // A new browser session, from a product page: back on that product.
  await page.context().clearCookies();
  await page.goto("/products/ceramic-mug");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/products/ceramic-mug");
});

test("the sign-in form checks a field when it is left, then as it changes, with the action's own words", async ({ page }) => {
  await page.goto("/account/sign-in");
  const email = page.getByLabel("Email");
  await email.fill("ada");
  await expect(page.getByText("Enter a valid email address.")).toHaveCount(0);
  await email.press("Tab");
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(email).toHaveAccessibleDescription("Enter a valid email address.");
  await email.fill("ada@example.com");
  await expect(page.getByText("Enter a valid email address.")).toHaveCount(0);
  // Submitted with the password missing: focus goes to it.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form posts to the action, which refuses with the same words, then signs in", async ({ page }) => {
    await page.goto("/account/sign-in?next=/account");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter your email address.")).toBeVisible();
    await page.getByLabel("Email").fill("demo@cartwright.test");
    await page.getByLabel("Password").fill("cartwright-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  });
});
