// The administrators' orders: a guest's paid order is found with the list's filters, refunded in part on its page
// (confirmed, announced), then shipped; a refusal is said in words and changes nothing.
import { expect, test } from "@playwright/test";
import { browserWithCart, DEMO_IDS, expectAccessible, continueToPayment, fillCheckout, token } from "./support/storefront";

test("an administrator finds a paid order, refunds part of it and marks it shipped", async ({ page, browser }) => {
  // A guest pays at checkout.
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }]);
  await page.goto("/checkout");
  const email = `refund-${Date.now().toString(36)}@example.com`;
  await fillCheckout(page, { name: "Refund Me", email });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-payment-status")).toHaveText("Paid");
  const paidAmount = Number(await page.getByTestId("order-total").getAttribute("data-value"));

  // The administrator, in a browser of their own.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/sign-in?next=/admin/orders");
  await admin.getByLabel("Client id").fill("cartwright-dev-client");
  await admin.getByLabel("Client secret").fill("cartwright-dev-secret");
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.getByLabel("Payment").selectOption({ label: "Paid" });
  await admin.getByLabel("Status").selectOption({ label: "Complete" });
  await admin.getByRole("button", { name: "Show orders" }).click();
  await expect(admin).toHaveURL(/status=complete/);
  const row = admin.getByTestId("admin-order-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Complete · Paid · Not shipped yet");
  await expectAccessible(admin);
  await row.getByRole("link").click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(admin.getByTestId("admin-order-payment")).toHaveText("Paid");

  // Refunding without confirming, or more than was paid, is refused in words.
  const payment = admin.getByTestId("admin-transaction");
  await payment.getByLabel(/Amount to refund/).fill("10000");
  await payment.getByLabel("Yes, refund this amount").check();
  await payment.getByRole("button", { name: "Refund" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("can be refunded");
  await expect(admin.getByTestId("admin-order-paid")).toHaveText(`$${(paidAmount / 100).toFixed(2)}`);

  // Part of it: $5.00 back.
  await admin.getByTestId("admin-transaction").getByLabel(/Amount to refund/).fill("5.00");
  await admin.getByTestId("admin-transaction").getByLabel("Yes, refund this amount").check();
  await admin.getByTestId("admin-transaction").getByRole("button", { name: "Refund" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("Part of the payment is refunded.");
  await expect(admin.getByTestId("admin-order-paid")).toHaveText(`$${((paidAmount - 500) / 100).toFixed(2)}`);
  await expect(admin.getByTestId("admin-transaction")).toContainText("Refunded $5.00");
  await expectAccessible(admin);

  await admin.getByLabel("Yes, it has been shipped").check();
  await admin.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("The order is marked as shipped.");
  await expect(admin.getByTestId("admin-order-shipping")).toHaveText("Shipped");
  await expect(admin.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // The API says the same.
  const read = await page.request.get(`/v2/orders/${orderId}`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } });
  const order = (await read.json()).data;
  expect(order).toMatchObject({ payment: "paid", shipping: "fulfilled" });
  expect(order.meta.display_price.paid.amount).toBe(paidAmount - 500);
  // And the shopper's page.
  await page.reload();
  await expect(page.getByTestId("order-shipping-status")).toHaveText("Shipped");
});
