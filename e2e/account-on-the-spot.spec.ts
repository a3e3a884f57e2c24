// A guest who chooses a subscription makes an account at checkout, on the spot, signs in, and keeps the cart; the order's
// confirmation is written to the outbox, and the administrator reads it, rendered, at /admin/emails.
import { expect, test } from "@playwright/test";
import { adminPage, browserCartId, continueToPayment, expectAccessible, fillCheckout } from "./support/storefront";

test("a guest with a subscription signs up at checkout, keeps the cart, and the confirmation shows at /admin/emails", async ({ page, browser }) => {
  const email = `on-the-spot-${Date.now().toString(36)}@example.test`;
  await page.goto("/subscriptions");
  const club = page.getByTestId("offering").filter({ has: page.getByRole("heading", { name: "Coffee Club" }) });
  const monthly = club.getByTestId("plan").filter({ has: page.getByRole("heading", { name: "Monthly" }) });
  await monthly.getByLabel("Quantity").fill("1");
  await monthly.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(/\/cart$/);

  await page.goto("/checkout");
  const choice = page.getByTestId("subscription-needs-account");
  await expect(choice).toContainText("a subscription belongs to an account");
  await expect(page.getByRole("form", { name: "Checkout" })).toHaveCount(0);
  await expectAccessible(page);
  const signUp = choice.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Your name").fill("Spot Shopper");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password (at least 8 characters)").fill("a fine long secret");
  await signUp.getByRole("button", { name: "Sign up" }).click();
  // The same answer whatever the e-mail (issue 44), then sign in with the new account: back to checkout.
  await expect(choice.getByRole("status")).toContainText(`Check your e-mail: we have written to ${email}`);
  await choice.getByRole("status").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a fine long secret");
  await page.getByRole("button", { name: "Sign in" }).click();

  // Signed in and back at checkout, with the same cart (now the account's).
  await expect(page.getByRole("form", { name: "Checkout" })).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);
  expect(await browserCartId(page.context())).toMatch(/^acct_/);
  await expect(page.getByText("Coffee Club: Monthly").first()).toBeVisible();
  await fillCheckout(page, { name: "Spot Shopper", email });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\//);

  // The administrator sees the confirmation, rendered as its reader gets it.
  const admin = await adminPage(browser, "/admin/emails");
  // The sign-up's welcome went to the same address: the confirmation is the row that says so.
  const row = admin.getByTestId("admin-email-row").filter({ hasText: email }).filter({ hasText: "Order confirmation" });
  await expect(row).toContainText("Order confirmation");
  await expect(admin.getByTestId("admin-email-row").filter({ hasText: email }).filter({ hasText: "Sign-up" })).toHaveCount(1);
  await expectAccessible(admin);
  await row.getByRole("link", { name: /^Your order #\S+ at Cartwright$/ }).click();
  await expect(admin.getByTestId("email-text")).toContainText("Coffee Club");
  // The greeting names no one: the name was the checkout's to choose (issue 44 finding 6).
  await expect(admin.getByTestId("email-text")).toContainText("Hello,");
  await expect(admin.frameLocator("iframe").getByRole("heading", { level: 1 })).toContainText("Thank you: order #");
  await admin.context().close();
});
