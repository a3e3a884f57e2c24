// The books (issue 45): a bank-transfer order in USD shows the store's US account only (and a GBP one the UK account);
// a subscription bought with an unpaid order waits ("Starts when your payment is received") until the administrator
// records the money on the order page, whose ledger then says "Payment received … by bank transfer", and is then
// running; the dashboard's revenue counts the money when it comes, and the unpaid order apart until then.
import { expect, test, type Page } from "@playwright/test";
import { adminPage, browserWithCart, continueToPayment, DEMO_IDS, expectAccessible, fillCheckout, makeShopper, signIn, token } from "./support/storefront";

async function checkOut(page: Page, email: string) {
  await page.goto("/checkout");
  await fillCheckout(page, { name: "Bea Books", email });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  return { id: new URL(page.url()).pathname.split("/").pop()!, number: (await page.getByTestId("order-number").textContent())! };
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test("a bank-transfer order shows only its currency's bank details: US in USD, UK in GBP", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
  await checkOut(page, `usd-${suffix()}@example.com`);
  const details = page.getByTestId("bank-details");
  await expect(page.getByRole("heading", { name: "Our bank details for USD" })).toBeVisible();
  await expect(details).toContainText("Routing number (ABA): 123456780");
  await expect(details).toContainText("Account number: 000123456789");
  await expect(details).not.toContainText("Sort code");
  await expect(details).not.toContainText("IBAN");
  await expectAccessible(page);

  await page.context().clearCookies();
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }], { currency: "GBP" });
  await checkOut(page, `gbp-${suffix()}@example.com`);
  await expect(page.getByTestId("bank-details")).toContainText("Sort code: 04-00-04");
  await expect(page.getByTestId("bank-details")).not.toContainText("Routing number");
});

test("the administrator records the payment: the subscription starts, the ledger and the dashboard say so", async ({ page, browser }) => {
  const shopper = await makeShopper(page.request, "Bea Books");
  await signIn(page, "/subscriptions", shopper);
  const monthly = page
    .getByTestId("offering")
    .filter({ has: page.getByRole("heading", { name: "Coffee Club" }) })
    .getByTestId("plan")
    .filter({ has: page.getByRole("heading", { name: "Monthly" }) });
  await monthly.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(/\/cart$/);
  // Something to pay for with it: the order waits for a bank transfer.
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);

  const admin = await adminPage(browser, "/admin");
  const revenue = admin.getByTestId("sales-today-USD-revenue");
  const revenueBefore = Number((await revenue.count()) ? await revenue.getAttribute("data-value") : 0);
  const awaiting = admin.getByTestId("awaiting-USD");
  const awaitingBefore = (await awaiting.count()) ? { orders: Number(await awaiting.getAttribute("data-orders")), owed: Number(await awaiting.getAttribute("data-value")) } : { orders: 0, owed: 0 };

  const order = await checkOut(page, shopper.email);
  await expect(page.getByTestId("subscription-starts")).toHaveText("Your subscription starts when your payment is received: its first period runs from then.");
  const read = await page.request.get(`/v2/orders/${order.id}`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } });
  const total = (await read.json()).data.meta.display_price.with_tax.amount as number;
  const owed = `$${(total / 100).toFixed(2)}`;
  await page.goto("/account");
  await expect(page.getByTestId("subscription-state").first()).toHaveText("State: Starts when your payment is received");

  // The dashboard: the unpaid order is awaited, not revenue.
  await admin.reload();
  await expect(admin.getByTestId("awaiting-USD")).toHaveAttribute("data-orders", String(awaitingBefore.orders + 1));
  await expect(admin.getByTestId("awaiting-USD")).toHaveAttribute("data-value", String(awaitingBefore.owed + total));
  expect(Number((await revenue.count()) ? await revenue.getAttribute("data-value") : 0)).toBe(revenueBefore);

  // The order page: awaiting payment; the money is recorded.
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Awaiting payment");
  const record = admin.getByRole("region", { name: "Record a payment" });
  await record.getByLabel("How it came").selectOption({ label: "Bank transfer" });
  await record.getByLabel("Reference (optional)").fill("BOOKS 1");
  await record.getByLabel("Yes, this money has arrived").check();
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText(`Recorded ${owed} received`);
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Paid · Not shipped");
  const ledger = admin.getByTestId("ledger-text");
  await expect(ledger.filter({ hasText: "Payment received" })).toHaveText(`Payment received ${owed} by bank transfer`);
  await expect(ledger.filter({ hasText: "Promise" })).toHaveText(`Promise of ${owed} withdrawn: nothing was paid`);
  await expectAccessible(admin);

  // The subscription has started.
  await page.goto("/account");
  await expect(page.getByTestId("subscription-state").first()).toHaveText("State: Running");

  // The dashboard: today's revenue grew by what was received; nothing more is awaited from this order.
  await admin.goto("/admin");
  await expect(admin.getByTestId("sales-today-USD-revenue")).toHaveAttribute("data-value", String(revenueBefore + total));
  const awaitedNow = (await admin.getByTestId("awaiting-USD").count()) ? Number(await admin.getByTestId("awaiting-USD").getAttribute("data-orders")) : 0;
  expect(awaitedNow).toBe(awaitingBefore.orders);
  await expectAccessible(admin);
});
