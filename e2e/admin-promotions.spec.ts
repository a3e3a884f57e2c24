// The administrator's promotions (docs/admin.md "Promotions"): a promotion made in the admin with a code, which a
// shopper applies in the cart and sees the discount to the cent; after checkout the admin counts one order for that
// code. Codes are also made in bulk and deleted with a confirmation. axe at 1280 and 390 px on every page.
import { expect, test } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { browserWithCart, continueToPayment, DEMO_IDS, expectTotalsEqualApi, fillCheckout, token } from "./support/storefront";

test("a promotion made in the admin: its code takes $3.35 off a shopper's cart, and the order counts as a use", async ({ page, browser }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const name = `Spring ${tag}`;
  const code = `SPRING-${tag}`;

  await signInAsAdmin(page, "/admin/promotions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promotions");
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("link", { name: "New promotion" }).click();
  await expect(page).toHaveURL(/\/admin\/promotions\/new$/);
  await expectAccessibleAtBothWidths(page);

  // Refused first: an end before the start (said on leaving the field), no discount in any currency (on submit,
  // which focuses the field).
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Starts (UTC)").fill("2026-06-02T00:00");
  await page.getByLabel("Ends (UTC)").fill("2026-06-01T00:00");
  await page.getByLabel("Ends (UTC)").blur();
  await expect(page.getByLabel("Ends (UTC)")).toHaveAccessibleDescription(/The end must be after the start\./);
  await page.getByRole("button", { name: "Create promotion" }).click();
  await expect(page.getByLabel("Amount off in USD")).toHaveAccessibleDescription(/Enter the amount off in at least one currency\./);
  await expect(page.getByLabel("Amount off in USD")).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/promotions\/new$/);

  await page.getByLabel("An amount off").check();
  await page.getByLabel("Amount off in USD").fill("3.35");
  await page.getByLabel("Amount off in GBP").fill("3");
  await page.getByLabel("Starts (UTC)").fill("2020-01-01T09:30");
  await page.getByLabel("Ends (UTC)").fill("");
  await page.getByLabel(/Switched on/).check();
  await page.getByRole("button", { name: "Create promotion" }).click();
  await expect(page).toHaveURL(/\/admin\/promotions\/[0-9a-f-]{36}\?/);
  const promotionUrl = page.url().split("?")[0];
  const promotionId = promotionUrl.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("status").filter({ hasText: "The promotion is created." })).toBeVisible();
  await expect(page.getByText("Running · Runs: From 1 January 2020 at 09:30 UTC")).toBeVisible();

  // The same promotion through the API.
  const admin = await token(page.request, true);
  const read = await page.request.get(`/v2/promotions/${promotionId}`, { headers: { authorization: `Bearer ${admin}` } });
  expect((await read.json()).data).toMatchObject({
    name,
    promotion_type: "fixed_discount",
    schema: { currencies: [{ currency: "USD", amount: 335 }, { currency: "GBP", amount: 300 }] },
    enabled: true,
    start: "2020-01-01T09:30:00Z",
    end: null,
  });

  // One code typed, three made in bulk, one of those deleted after ticking the box.
  // A code the API would refuse is refused beside its field, in the API's words, before anything is sent.
  await page.getByLabel("Add a code").fill("no spaces please");
  await page.getByRole("button", { name: "Add code" }).click();
  await expect(page.getByText("A code is 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit")).toBeVisible();
  await expect(page.getByLabel("Add a code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Add a code")).toBeFocused();
  await page.getByLabel("Add a code").fill(code);
  await page.getByRole("button", { name: "Add code" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Code ${code} is added.` })).toBeVisible();
  await page.getByLabel(/^Prefix/).fill(`BULK${tag}-`);
  await page.getByLabel("How many").fill("3");
  await page.getByRole("button", { name: "Make codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "3 codes made:" })).toBeVisible();
  const codes = page.getByTestId("promotion-code");
  await expect(codes).toHaveCount(4);
  const bulk = (await codes.allTextContents()).filter((c) => c.startsWith(`BULK${tag}-`));
  expect(bulk).toHaveLength(3);
  for (const made of bulk) expect(made).toMatch(new RegExp(`^BULK${tag}-[A-HJKMNP-Z2-9]{8}$`));
  await page.getByLabel(`Choose ${bulk[0]}`).check();
  await page.getByRole("button", { name: "Delete chosen codes" }).click({ noWaitAfter: true });
  await expect(codes).toHaveCount(4); // the box is not ticked: the browser stops the post
  await page.getByLabel("Yes, delete the codes I chose").check();
  await page.getByRole("button", { name: "Delete chosen codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 code deleted." })).toBeVisible();
  await expect(codes).toHaveCount(3);
  await expectAccessibleAtBothWidths(page);

  // The shopper: two mugs ($28.00), the code, $3.35 off; then checkout.
  const shopper = await (await browser.newContext()).newPage();
  const cartId = await browserWithCart(shopper, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }]);
  await shopper.goto("/cart");
  await shopper.getByRole("textbox", { name: "Promo code" }).fill(code.toLowerCase());
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByTestId("promo-status")).toHaveText(`Code ${code.toLowerCase()} applied.`);
  await expect(shopper.getByTestId("cart-discount")).toHaveText("-$3.35");
  await expect(shopper.getByTestId("cart-discount")).toHaveAttribute("data-value", "-335");
  const cart = await expectTotalsEqualApi(shopper, cartId);
  expect(cart.meta.display_price.without_discount.amount - cart.meta.display_price.without_tax.amount).toBe(335);
  await shopper.goto("/checkout");
  await fillCheckout(shopper, { name: "Pat Promo", email: `promo-${tag.toLowerCase()}@example.com` });
  await continueToPayment(shopper);
  await shopper.getByRole("button", { name: "Place order" }).click();
  await shopper.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);

  // The administrator sees one order for that code, none for the others, one for the promotion.
  await page.goto(promotionUrl);
  const row = (c: string) => page.getByTestId("promotion-code-row").filter({ hasText: c });
  await expect(row(code).getByTestId("promotion-code-uses")).toHaveText("1");
  await expect(row(bulk[1]).getByTestId("promotion-code-uses")).toHaveText("0");
  await expect(page.getByTestId("promotion-uses")).toHaveText("used in 1 order");
  await page.goto("/admin/promotions");
  const listed = page.getByTestId("admin-promotion-row").filter({ hasText: name });
  await expect(listed).toContainText("Running");
  await expect(listed.getByTestId("admin-promotion-uses")).toHaveText("1");

  // Switched off in the admin, it reads back off through the API; then deleted after ticking the box.
  await page.goto(promotionUrl);
  await page.getByLabel(/Switched on/).uncheck();
  await page.getByRole("button", { name: "Save promotion" }).click();
  await expect(page.getByTestId("promotion-form-status")).toHaveText("Saved.");
  const off = await page.request.get(`/v2/promotions/${promotionId}`, { headers: { authorization: `Bearer ${admin}` } });
  expect((await off.json()).data).toMatchObject({ enabled: false, schema: { currencies: [{ currency: "USD", amount: 335 }, { currency: "GBP", amount: 300 }] } });
  await page.getByLabel("Yes, delete this promotion").check();
  await page.getByRole("button", { name: "Delete promotion" }).click();
  await expect(page).toHaveURL(/\/admin\/promotions\?/);
  await expect(page.getByRole("status").filter({ hasText: `The promotion “${name}” is deleted.` })).toBeVisible();
  const gone = await page.request.get(`/v2/promotions/${promotionId}`, { headers: { authorization: `Bearer ${admin}` } });
  expect(gone.status()).toBe(404);
});
