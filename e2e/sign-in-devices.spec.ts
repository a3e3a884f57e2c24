// Device cookies (docs/security.md "Sign-in"): a browser that has signed in to an account keeps a signed,
// httpOnly device cookie, and gets in with the right password while someone else's wrong guesses, from the
// same address, hold every other browser.
import { expect, test, type Page } from "@playwright/test";
import { makeShopper, signIn } from "./support/storefront";

async function tryPassword(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a browser that signed in before gets in while another browser's wrong passwords hold everyone else", async ({ page, browser }) => {
  const shopper = await makeShopper(page.request);
  await signIn(page, "/account", shopper);
  const device = (await page.context().cookies()).find((c) => c.name === "cw_device");
  expect(device, "the device cookie").toBeDefined();
  expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/account" });
  expect(device!.value).not.toContain(shopper.email);
  expect(device!.value).not.toContain(encodeURIComponent(shopper.email));
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/signed-out=1/);

  // Someone else, in a browser of their own at the same address, guesses until they are held.
  const other = await browser.newContext();
  const guesser = await other.newPage();
  await guesser.goto("/account/sign-in");
  for (let i = 0; i < 5; i++) {
    await tryPassword(guesser, shopper.email, `wrong password ${i}`);
    await expect(guesser.locator("form p[role=alert]")).toContainText(/not correct/);
  }
  await tryPassword(guesser, shopper.email, shopper.password);
  await expect(guesser.locator("form p[role=alert]")).toContainText(/Too many sign-in attempts/);
  await other.close();

  // The owner's browser signs in as usual.
  await signIn(page, "/account", shopper);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
