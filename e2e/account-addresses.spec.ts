// Sign-up (when the store allows it) → the address book → checkout pre-filled from a saved address.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { browserWithCart, DEMO_IDS, expectAccessible, signIn, token } from "./support/storefront";

async function setSelfSignup(request: APIRequestContext, enabled: boolean) {
  const response = await request.put("/v2/settings/account-authentication", {
    headers: { authorization: `Bearer ${await token(request, true)}` },
    data: { data: { type: "account_authentication_settings", enable_self_signup: enabled } },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).data.enable_self_signup).toBe(enabled);
}

test("sign-up is offered only when the store allows it", async ({ page }) => {
  // The demo store allows it.
  await page.goto("/account/sign-in");
  await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
  await setSelfSignup(page.request, false);
  try {
    expect((await page.goto("/account/sign-up"))?.status()).toBe(404);
    await page.goto("/account/sign-in");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  } finally {
    await setSelfSignup(page.request, true);
  }
});

test("a shopper signs up, saves an address, and checkout offers it", async ({ page }) => {
  await setSelfSignup(page.request, true);
  try {
    await page.goto("/account/sign-in?next=/account");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/account\/sign-up/);
    const form = page.getByRole("form", { name: "Sign up" });

    // The schema's words, before anything is sent.
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(form.getByText("Enter your name.")).toBeVisible();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("Email").fill("grace");
    await form.getByLabel(/Password/).fill("short");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Choose a password of at least 8 characters.")).toBeVisible();
    await expectAccessible(page);

    const email = `grace-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/Password/).fill("cobol and compilers");
    await form.getByRole("button", { name: "Sign up" }).click();
    // The same answer whatever the e-mail (issue 44): check your e-mail, then sign in.
    const sent = `Check your e-mail: we have written to ${email} about your account.`;
    await expect(page.getByRole("status")).toContainText(sent);

    // Signing up again with the same email answers the same, and changes nothing.
    await page.goto("/account/sign-up");
    await form.getByLabel("Your name").fill("Another Grace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/Password/).fill("another password");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status")).toContainText(sent);
    await signIn(page, "/account", { email, password: "cobol and compilers" });
    await expect(page.getByText(`Signed in as Grace Hopper (${email})`)).toBeVisible();

    // The address book.
    await page.getByRole("link", { name: "Your addresses" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your addresses" })).toBeVisible();
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
    const book = page.getByRole("form", { name: "Add an address" });
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByText("Enter a first name")).toBeVisible();
    await expect(book.getByText("Enter a postcode")).toBeVisible();
    await expectAccessible(page);
    await book.getByLabel(/Name for this address/).fill("Office");
    await book.getByLabel("First name").fill("Grace");
    await book.getByLabel("Last name").fill("Hopper");
    await book.getByLabel("Address line 1").fill("1 Navy Yard <b>&amp;</b>");
    await book.getByLabel("City").fill("Arlington");
    await book.getByLabel("Postcode").fill("22202");
    await book.getByLabel(/Country code/).fill("us");
    // A US address names its state (the state's tax rate may apply: docs/money.md "Shipping").
    await book.getByLabel(/^State/).selectOption("VA");
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByText("Saved: Office")).toBeVisible();
    const saved = page.getByTestId("saved-address");
    await expect(saved).toHaveCount(1);
    // Shopper text is shown as text.
    await expect(saved).toContainText("1 Navy Yard <b>&amp;</b>");
    await expect(book.getByLabel("First name")).toHaveValue("");

    // Checkout offers it and fills the shipping address from it.
    await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
    await page.goto("/checkout");
    const checkout = page.getByRole("form", { name: "Checkout" });
    await checkout.getByLabel("Use a saved address").selectOption({ label: "Office — 1 Navy Yard <b>&amp;</b>, Arlington" });
    const shipping = checkout.getByRole("group", { name: "Shipping address" });
    await expect(shipping.getByLabel("First name")).toHaveValue("Grace");
    await expect(shipping.getByLabel("Address line 1")).toHaveValue("1 Navy Yard <b>&amp;</b>");
    await expect(shipping.getByLabel("Postcode")).toHaveValue("22202");
    await expectAccessible(page);

    // Forgetting it empties the book again.
    await page.goto("/account/addresses");
    await page.getByRole("button", { name: "Delete Office" }).click();
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  } finally {
    // The demo store's own setting: shoppers may sign up.
    await setSelfSignup(page.request, true);
  }
});
