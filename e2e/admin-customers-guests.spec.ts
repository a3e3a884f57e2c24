// A guest becomes a customer, then an account (docs/admin.md "Customers", docs/email.md "E-mail verification"): a guest
// buys through the storefront's checkout; the admin finds them among the customers by a part of their name, marked
// Guest, with the order; the same e-mail signs up, and the account does not list the guest order until the shopper
// opens the verification link from the e-mail (the outbox lists it at /admin/emails; the link comes by SMTP); then
// it does, and the shopper opens it. The CSV is the admin's only.
import { expect, test } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { mailRecipient as recipient, inboxForSpec } from "./support/smtp";
import { browserWithCart, continueToPayment, DEMO_IDS, fillCheckout, signIn } from "./support/storefront";

const inbox = inboxForSpec();

test("a guest's order joins their account once they verify their e-mail", async ({ page, browser, request }) => {
  // A checkout, a sign-up, two sign-ins and axe at two widths on two pages: long on a busy machine.
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Grace Guestly${tag}`;
  const email = `grace-${tag}@example.test`;

  // The guest buys through the storefront.
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
  await page.goto("/checkout");
  await fillCheckout(page, { name, email });
  await continueToPayment(page);
  await page.getByRole("form", { name: "Checkout" }).getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;

  // The admin finds them by a part of the name, any case: a guest with one order.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, "/admin/customers");
  await admin.goto(`/admin/customers?q=${encodeURIComponent(`guestly${tag}`.toUpperCase())}`);
  await expect(admin.getByTestId("customers-found")).toHaveText(`1 customer matches “${`guestly${tag}`.toUpperCase()}”`);
  const row = admin.getByTestId("customer-row");
  await expect(row).toContainText(name);
  await expect(row).toContainText(email);
  await expect(row.getByTestId("customer-kind")).toHaveText("Guest");
  await expect(row.getByTestId("customer-orders")).toContainText("1");
  await expectAccessibleAtBothWidths(admin);
  // At phone width the row is a card: no sideways scroll, the e-mail whole on its line or broken at @ or a dot only.
  await admin.setViewportSize({ width: 390, height: 900 });
  await expect(row).toHaveCSS("display", "block");
  await admin.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("link", { name }).click();
  await expect(admin.locator(`[data-testid="customer-order-row"][data-id="${orderId}"]`)).toBeVisible();
  await expect(admin.getByTestId("customer-kind")).toHaveText("Guest");
  await expectAccessibleAtBothWidths(admin);

  // The CSV: the admin's (with the row), nobody else's.
  const csv = await admin.request.get(`/admin/customers/csv?q=${encodeURIComponent(email)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`${name},${email},Guest,,1,`);
  expect((await request.get("/admin/customers/csv", { maxRedirects: 0 })).status()).toBe(401);

  // The same e-mail signs up.
  await page.goto("/account/sign-up");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Your name").fill("Grace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/Password/).fill("cobol and compilers");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText(`Check your e-mail: we have written to ${email}`);

  // The outbox lists the verification e-mail; the link itself comes by e-mail (the admin sees it withheld).
  await admin.goto("/admin/emails");
  await expect(admin.getByTestId("admin-email-row").filter({ hasText: email }).filter({ hasText: "Confirm your e-mail address" })).toHaveCount(1);
  const mail = await inbox().waitFor((m) => recipient(m) === email && m.subject === "Confirm your e-mail address for Cartwright");
  const link = /https?:\/\/\S+\/account\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeTruthy();

  // Signed in, not verified yet: the guest order is not listed, and the page says why.
  await signIn(page, "/account", { email, password: "cobol and compilers" });
  await expect(page.getByTestId("verify-email-note")).toContainText("Verify your e-mail to see orders placed as a guest");
  await expect(page.locator(`a[href="/orders/${orderId}"]`)).toHaveCount(0);
  await page.getByRole("button", { name: "Send the e-mail again" }).click();
  await expect(page.getByTestId("verify-email-status")).toContainText("less than 10 minutes ago");

  // The link from the e-mail verifies; the account now lists the guest order, and it opens.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId("email-verified")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByTestId("verify-email-note")).toHaveCount(0);
  await page.locator(`a[href="/orders/${orderId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(name);

  // The admin's customer is now an account, the same one.
  await admin.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await expect(admin.getByTestId("customer-row").getByTestId("customer-kind")).toHaveText("Account");
  await adminContext.close();
});
