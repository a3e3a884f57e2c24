// Issue 47: the currencies table is the store's one list. A currency added with POST /v2/currencies reaches the
// storefront's currency switch (once most of the catalog has prices in it: docs/catalog.md "Currencies") and a
// shopper can choose it; deleted, the switch no longer offers it.
import { expect, test } from "@playwright/test";
import { token } from "./support/storefront";

test("a currency added through the API appears in the storefront's switch and can be chosen", async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await token(request, true)}` };
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Prices in USD" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Prices in CHF" })).toHaveCount(0);

  const added = await request.post("/v2/currencies", {
    headers: admin,
    data: { data: { type: "currency", code: "CHF", format: "CHF {price}", exchange_rate: 0.9, decimal_places: 2, default: false, enabled: true } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const currencyId = (await added.json()).data.id as string;

  // Price every product that has prices of its own in CHF too (auto-priced bundles follow their options).
  const listed = await request.get("/pcm/products?page[limit]=100", { headers: admin });
  expect(listed.status()).toBe(200);
  const products = (await listed.json()).data as { id: string; attributes: { price?: Record<string, { amount: number; includes_tax: boolean }> } }[];
  for (const product of products) {
    const usd = product.attributes.price?.USD;
    if (!usd) continue;
    const priced = await request.put(`/pcm/products/${product.id}`, {
      headers: admin,
      data: { data: { type: "product", attributes: { price: { ...product.attributes.price, CHF: { amount: usd.amount, includes_tax: false } } } } },
    });
    expect(priced.status(), await priced.text()).toBe(200);
  }

  await page.goto("/products/ceramic-mug");
  const chf = page.getByRole("button", { name: "Prices in CHF" });
  await expect(chf).toBeVisible();
  await chf.click();
  await expect(page.getByRole("button", { name: "Prices in CHF" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("product-price")).toContainText("CHF");
  await expect(page.getByTestId("product-price")).toContainText("14.00");

  // Deleted, the switch no longer offers it, and the page falls back to the store's default.
  expect((await request.delete(`/v2/currencies/${currencyId}`, { headers: admin })).status()).toBe(204);
  await page.goto("/products/ceramic-mug");
  await expect(page.getByRole("button", { name: "Prices in CHF" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Prices in USD" })).toHaveAttribute("aria-pressed", "true");
});
