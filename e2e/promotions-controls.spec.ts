// Promotions a merchant controls (docs/money.md "Promotions"): an administrator edits an automatic promotion's
// minimum spend and sees it in the list; a shopper's cart shows that promotion once the goods reach it, says why a
// code below its own minimum gives nothing, and refuses a second code that does not combine, in a shopper's words.
// The promotions are this test's own, in GBP (the demo's automatic promotion is USD and EUR only), and are switched
// off at the end so that other specs' carts are not affected.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { browserWithCart, expectTotalsEqualApi, makeProduct, token } from "./support/storefront";

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const made: string[] = [];

async function makePromotion(request: APIRequestContext, attributes: Record<string, unknown>, code?: string): Promise<string> {
  const headers = { authorization: `Bearer ${await token(request, true)}` };
  const response = await request.post("/v2/promotions", {
    headers,
    data: { data: { type: "promotion", description: "", promotion_type: "fixed_discount", enabled: true, start: "2020-01-01T00:00:00Z", ...attributes } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).data.id as string;
  made.push(id);
  if (code) {
    const codes = await request.post(`/v2/promotions/${id}/codes`, { headers, data: { data: { type: "promotion_codes", codes: [{ code }] } } });
    expect(codes.status(), await codes.text()).toBe(201);
  }
  return id;
}

test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await token(request, true)}` };
  for (const id of made) await request.put(`/v2/promotions/${id}`, { headers, data: { data: { type: "promotion", enabled: false } } });
});

test("admin edits a minimum spend and sees it; the shopper's cart gets the automatic promotion over it and refuses a second code", async ({ page, browser }) => {
  const name = `Spend 50 save 7 ${tag}`;
  const first = `FIRST-${tag}`;
  const second = `SECOND-${tag}`;
  // The automatic promotion (£7.00 off from £30.00, for now) and the first code (£2.00 off from £40.00) combine;
  // the second code does not (the default).
  const automatic = await makePromotion(page.request, {
    name,
    automatic: true,
    combinable: true,
    schema: { currencies: [{ currency: "GBP", amount: 700 }] },
    min_cart_value: [{ currency: "GBP", amount: 3000 }],
  });
  await makePromotion(page.request, { name: `First ${tag}`, combinable: true, schema: { currencies: [{ currency: "GBP", amount: 200 }] }, min_cart_value: [{ currency: "GBP", amount: 4000 }] }, first);
  await makePromotion(page.request, { name: `Second ${tag}`, schema: { currencies: [{ currency: "GBP", amount: 300 }] } }, second);

  // The administrator raises the minimum spend to £50.00 and finds it in the list.
  const admin = await browser.newPage();
  await signInAsAdmin(admin, `/admin/promotions/${automatic}`);
  const minimum = admin.getByLabel("Minimum spend in GBP");
  await expect(minimum).toHaveValue("30.00");
  await minimum.fill("50");
  await admin.getByRole("button", { name: "Save promotion" }).click();
  await expect(admin.getByTestId("promotion-form-status")).toHaveText("Saved.");
  await admin.goto("/admin/promotions");
  const row = admin.getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("admin-promotion-minimum")).toContainText("£50.00");
  await expect(row).toContainText("Running");
  await admin.close();

  // The shopper: £30.00 of goods, below both minimums.
  const product = await makeProduct(page.request, { name: `Linen Cloth ${tag}`, status: "live", price: { GBP: { amount: 3000, includes_tax: true } } });
  const cartId = await browserWithCart(page, [{ type: "cart_item", id: product.id, quantity: 1 }], { currency: "GBP" });
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("promotion-line")).toHaveCount(0);

  // The first code is taken but gives nothing yet: the field says why, not "applied".
  const field = page.getByRole("textbox", { name: "Promo code" });
  await field.fill(first);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-status")).toHaveText(`${first} applies from £40.00 of goods: add £10.00 more.`);
  await expect(page.getByTestId("promo-status")).toHaveAttribute("aria-live", "polite");
  await expectTotalsEqualApi(page, cartId);

  // Two cloths: £60.00, over both minimums. The automatic promotion appears by itself, and the code takes its £2.00.
  const line = page.getByTestId("cart-line");
  await line.getByRole("button", { name: /Increase quantity/ }).click();
  await expect(line.getByTestId("line-quantity")).toHaveValue("2");
  const promotions = page.getByTestId("promotion-line");
  await expect(promotions.filter({ hasText: name })).toHaveCount(1);
  await expect(promotions.filter({ hasText: name }).getByTestId("promotion-amount")).toHaveText("-£7.00");
  await expect(promotions.filter({ hasText: first }).getByTestId("promotion-amount")).toHaveText("-£2.00");
  await expect(page.getByTestId("cart-total")).toHaveText("£51.00");
  const cart = await expectTotalsEqualApi(page, cartId);
  expect(cart.meta.display_price.with_tax.amount).toBe(6000 - 700 - 200);

  // The second code does not combine: refused beside the field, in a shopper's words; the cart is unchanged.
  await field.fill(second);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-error")).toHaveText(`${second} cannot be used together with ${first}: remove ${first} to use ${second}.`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(promotions).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("£51.00");
  await expectTotalsEqualApi(page, cartId);
});
