// Issue 34, stock in the admin: an administrator finds a product low on stock, adds units with a reason and sets
// the units available; the history says what changed, who changed it, why and when; the API reads back the units.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_OWNER, adminApiToken, expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api(request: APIRequestContext, method: "GET" | "POST", path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${await adminApiToken(request)}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()).data;
}

async function stocked(request: APIRequestContext, name: string, available: number) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const product = await api(request, "POST", "/pcm/products", {
    data: { type: "product", attributes: { name, sku: slug.toUpperCase(), slug, price: { USD: { amount: 900, includes_tax: false } } } },
  });
  await api(request, "POST", "/v2/inventories", { data: { id: product.id, type: "stock", attributes: { available } } });
  return product.id as string;
}

test("low stock is listed; an adjustment with a reason shows in the history with who and when; the API reads it back", async ({ page }) => {
  const lowId = await stocked(page.request, `Candle ${tag}`, 3);
  await stocked(page.request, `Lantern ${tag}`, 40);

  await signInAsAdmin(page, "/admin/stock");
  // The dashboard's link to the products low on stock.
  await page.goto("/admin/stock?low=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Low stock");
  await page.getByLabel("Name or SKU").fill(tag);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/low=1/);
  const rows = page.getByTestId("stock-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Candle ${tag}`);
  await expect(rows.first().getByTestId("stock-available")).toHaveText("3Low");
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("link", { name: "All products" }).click();
  await expect(page.getByTestId("stock-row")).toHaveCount(2);

  await page.getByRole("link", { name: `Candle ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/stock/${lowId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Stock of Candle ${tag}`);
  await expect(page.getByTestId("stock-level-available")).toHaveText("3");

  // The reason is required, refused beside its field.
  await page.getByLabel("Units to add or take away").fill("5");
  await page.getByRole("button", { name: "Save change" }).click();
  await expect(page.getByText("Say why the stock changes")).toBeVisible();
  await expect(page.getByLabel("Reason", { exact: true })).toBeFocused();
  await page.getByLabel("Reason", { exact: true }).fill("Delivery from the supplier");
  const before = Date.now();
  await page.getByRole("button", { name: "Save change" }).click();
  await expect(page.getByTestId("stock-adjust-status")).toHaveText("Added 5 units.");
  await expect(page.getByTestId("stock-level-available")).toHaveText("8");

  const newest = page.getByTestId("stock-history-row").first();
  await expect(newest.getByRole("cell")).toHaveText([/.+/, "Added", "5", DEMO_OWNER.name, "Delivery from the supplier"]);
  const at = Date.parse((await newest.locator("time").getAttribute("datetime"))!);
  expect(at).toBeGreaterThanOrEqual(before - 60_000);
  expect(at).toBeLessThanOrEqual(Date.now() + 60_000);

  // Taking away more than is available is refused, nothing changed.
  await page.getByLabel("Units to add or take away").fill("-9");
  await page.getByLabel("Reason", { exact: true }).fill("Damaged");
  await page.getByRole("button", { name: "Save change" }).click();
  await expect(page.getByTestId("stock-adjust-status")).toHaveText("Only 8 units are available: you cannot take away 9.");
  await expect(page.getByTestId("stock-level-available")).toHaveText("8");

  await page.getByLabel("Units available", { exact: true }).fill("6");
  await page.getByLabel("Reason (optional)").fill("Stock count");
  await page.getByRole("button", { name: "Save units available" }).click();
  await expect(page.getByTestId("stock-set-status")).toHaveText("Saved: 6 units available.");
  await expect(page.getByTestId("stock-history-row").first().getByRole("cell")).toHaveText([/.+/, "Taken away", "2", DEMO_OWNER.name, "Stock count"]);
  await expectAccessibleAtBothWidths(page);

  // The API reads back the units and the movements, with who and why.
  expect((await api(page.request, "GET", `/v2/inventories/${lowId}`)).attributes).toEqual({ available: 6, allocated: 0, total: 6 });
  const log = (await api(page.request, "GET", `/v2/inventories/${lowId}/transactions`)) as { attributes: { action: string; quantity: number }; meta: { created_by: string; reason: string | null } }[];
  expect(log.map((t) => [t.attributes.action, t.attributes.quantity, t.meta.created_by, t.meta.reason])).toEqual([
    ["increment", 3, "API", null],
    ["increment", 5, DEMO_OWNER.name, "Delivery from the supplier"],
    ["decrement", 2, DEMO_OWNER.name, "Stock count"],
  ]);
});
