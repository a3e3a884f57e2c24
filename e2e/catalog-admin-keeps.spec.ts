// Issue 45, a catalog admin that loses nothing: "Save bundle" on a gift set priced £25 / $32 / €29 keeps its price
// (its options alone would cost £28.50), and a child of the demo store's Monogrammed Tea Towel asks for the
// Initials its base product asks for, on its page and in the cart.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminApiToken, signInAsAdmin } from "./support/admin";

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api(request: APIRequestContext, method: "GET" | "POST" | "PUT", path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${await adminApiToken(request)}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()).data;
}

async function product(request: APIRequestContext, name: string, price: Record<string, { amount: number; includes_tax: boolean }>, extra: Record<string, unknown> = {}) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const data = await api(request, "POST", "/pcm/products", { data: { type: "product", attributes: { name, sku: slug.toUpperCase(), slug, status: "live", price, ...extra } } });
  return { id: data.id as string, slug };
}

const money = (gbp: number, usd: number, eur: number) => ({ GBP: { amount: gbp, includes_tax: true }, USD: { amount: usd, includes_tax: false }, EUR: { amount: eur, includes_tax: true } });

test("saving a gift set's components keeps its own price: it still sells at £25", async ({ page, context, baseURL }) => {
  const tea = await product(page.request, `Tea Caddy ${tag}`, money(1250, 1600, 1400));
  const candle = await product(page.request, `Soy Candle ${tag}`, money(1600, 2000, 1800));
  const options = [{ id: tea.id, type: "product", quantity: 1, default: true }, { id: candle.id, type: "product", quantity: 1, default: true }];
  const set = await product(page.request, `Gift Set ${tag}`, money(2500, 3200, 2900), { components: { treats: { name: "Treats", min: 2, max: 2, options } } });

  await signInAsAdmin(page, `/admin/products/${set.id}/bundle`);
  await page.getByRole("group", { name: "Component 1" }).getByLabel("Name shoppers see").fill("Tea and a candle");
  await page.getByRole("button", { name: "Save bundle" }).click();
  await expect(page.getByTestId("bundle-status")).toHaveText("Saved. The shop shows these components now.");

  const saved = await api(page.request, "GET", `/pcm/products/${set.id}`);
  expect(saved.attributes.components["treats"].name).toBe("Tea and a candle");
  expect(saved.attributes.price).toEqual(money(2500, 3200, 2900));

  await context.addCookies([{ name: "currency", value: "GBP", url: baseURL! }]);
  await page.goto(`/products/${set.slug}`);
  await expect(page.getByRole("group", { name: "Tea and a candle" })).toBeVisible();
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("£25.00");
  // Priced as a whole: the options show no prices of their own, only what they are.
  await expect(page.getByRole("checkbox", { name: `Tea Caddy ${tag}`, exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: "Tea and a candle" })).not.toContainText("£12.50");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText(`Gift Set ${tag}`);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: `Gift Set ${tag}` })).toContainText("£25.00");
});

test("a child of the tea towel asks for Initials on its page and in the cart", async ({ page }) => {
  await page.goto("/products/monogrammed-tea-towel");
  await page.getByRole("group", { name: "Towel colour" }).getByText("Blue").click();
  await expect(page).toHaveURL(/\/products\/monogrammed-tea-towel-blue$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monogrammed Tea Towel – Blue");

  const initials = page.getByRole("textbox", { name: "Initials (required)" });
  await expect(initials).toHaveAttribute("aria-required", "true");
  // Refused without them, in the form's words.
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("initials-error")).toHaveText("Initials is required");
  await initials.fill("AJL");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Monogrammed Tea Towel – Blue to your cart.");

  await page.getByRole("link", { name: "View your cart" }).click();
  const line = page.getByTestId("cart-line").filter({ hasText: "Monogrammed Tea Towel – Blue" });
  await expect(line.getByTestId("line-personalisation")).toContainText("Initials:AJL");
  await expect(line).toContainText("$16.00");
});
