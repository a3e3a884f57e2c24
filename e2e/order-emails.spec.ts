// The shop's e-mail to a shopper, through a real SMTP server on localhost: a guest places an engraved order paid
// outside the store and gets the confirmation (its number, the engraving, what to pay and how); the administrator
// records the money and ships it with a tracking number, and the shopper gets the shipping notice with the tracking.
import { expect, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { adminPage, browserWithCart, continueToPayment, DEMO_IDS, fillCheckout } from "./support/storefront";
import { startE2eInbox } from "./support/smtp";
import type { SmtpInbox } from "../tests/support/smtp-inbox";

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startE2eInbox();
});
test.afterAll(async () => {
  await inbox?.close();
});

const to = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");

test("a shopper gets the order confirmation with how to pay, and the shipping notice with its tracking", async ({ page, browser }) => {
  const email = `mail-${Date.now().toString(36)}@example.test`;
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.bottle, quantity: 1, custom_inputs: { engraving: "For Grace" } }]);
  await page.goto("/checkout");
  await fillCheckout(page, { name: "Grace Hopper", email });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/^#\d+$/);

  const confirmation = await inbox.waitFor((mail) => to(mail) === email && mail.subject === `Your order ${number} at Cartwright`);
  expect(confirmation.text).toContain("For Grace");
  expect(confirmation.text).toMatch(/To pay: \$\d+\.\d\d/);
  expect(confirmation.text).toContain(`Reference: ${number} (your order number)`);
  expect(confirmation.html).toContain('lang="en"');

  // The administrator records the money and ships it with a tracking number.
  const admin = await adminPage(browser, `/admin/orders/${orderId}`);
  await admin.getByLabel("Yes, this money has arrived").check();
  await admin.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByLabel("Carrier")).toBeVisible();
  await admin.getByLabel("Carrier").fill("Royal Mail");
  await admin.getByLabel("Tracking number").fill("AB123456789GB");
  await admin.getByLabel("Yes, it has been shipped").check();
  await admin.getByRole("button", { name: "Mark as shipped" }).click();

  const notice = await inbox.waitFor((mail) => to(mail) === email && mail.subject === `Order ${number} has shipped`);
  expect(notice.text).toContain("Carrier: Royal Mail");
  expect(notice.text).toContain("Tracking number: AB123456789GB");
  expect(notice.html).toContain('href="https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB"');
  expect(notice.text).toContain("For Grace");
  // Recording the money tells the shopper it arrived, once; one of each in all (sent in any order).
  await inbox.waitFor((mail) => to(mail) === email && mail.subject === `Payment received for order ${number}`);
  expect(inbox.messages.filter((mail) => to(mail) === email).map((mail) => mail.subject).sort()).toEqual(
    [`Your order ${number} at Cartwright`, `Payment received for order ${number}`, `Order ${number} has shipped`].sort(),
  );
});
