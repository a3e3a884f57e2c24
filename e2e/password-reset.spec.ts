// Password reset end to end, through a real SMTP server on localhost: "Forgot your password?" on the sign-in page,
// the same answer for an e-mail no account has, the link read from the message that arrives, a new password that
// signs in, and a link that works once.
import { expect, test } from "@playwright/test";
import { makeShopper, signIn } from "./support/storefront";
import { recipient, startE2eInbox } from "./support/smtp";
import type { SmtpInbox } from "../tests/support/smtp-inbox";

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startE2eInbox();
});
test.afterAll(async () => {
  await inbox?.close();
});


test("a shopper who forgot their password gets a one-time link by e-mail and signs in with a new password", async ({ page, request }) => {
  const shopper = await makeShopper(request, "Grace Hopper");

  await page.goto("/account/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

  // An e-mail no account has gets the same answer as one that has an account.
  const nobody = `nobody-${Date.now()}@example.test`;
  await page.getByLabel("Email").fill(nobody);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(`If an account uses ${nobody}, we have sent it a link to choose a new password. The link works for an hour; look in your spam folder if it does not arrive.`);

  await page.getByLabel("Email").fill(shopper.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(`If an account uses ${shopper.email}, we have sent it a link to choose a new password. The link works for an hour; look in your spam folder if it does not arrive.`);

  const mail = await inbox.waitFor((m) => recipient(m) === shopper.email);
  expect(mail.subject).toBe("Choose a new password for Cartwright");
  const link = /https?:\/\/\S+\/account\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);
  expect(inbox.messages.some((m) => recipient(m) === nobody)).toBe(false);

  await page.goto(link!);
  await page.getByLabel("New password (at least 8 characters)").fill("short");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByText("Choose a password of at least 8 characters.")).toBeVisible();
  await page.getByLabel("New password (at least 8 characters)").fill("a new and better secret");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is changed: sign in with it.");

  await signIn(page, "/account", { email: shopper.email, password: "a new and better secret" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByText("This link has expired or has been used already.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/account/forgot-password");
});
