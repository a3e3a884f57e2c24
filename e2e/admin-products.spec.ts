// The administrators' products (docs/admin.md "Products"): an administrator sets up a personalised product (prices in
// three currencies, stock, an uploaded image, a category) without any API call; it reads back the same through the
// API; a shopper finds it through its category and through search, personalises it and buys it; the administrator
// sees the engraving on the order. A product nothing names is deleted; one in a cart is only archived.
import { expect, test, type Page } from "@playwright/test";
import { adminApiToken, expectAccessibleAtBothWidths, inEveryCurrency, signInAsAdmin } from "./support/admin";
import { browserWithCart, continueToPayment, fillCheckout, makeProduct } from "./support/storefront";

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** A word of letters only, unique to this run (search finds it as one word). */
const word = () => Array.from({ length: 9 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

async function adminPageAt(page: Page, path: string) {
  await signInAsAdmin(page, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

test("an administrator sets up a personalised product; a shopper finds it, engraves it and buys it; the order shows the engraving", async ({ page, browser }) => {
  const unique = word();
  const name = `Brass Compass ${unique}`;
  const sku = `COMPASS-${unique.toUpperCase()}`;
  const admin = await (await browser.newContext()).newPage();
  await adminPageAt(admin, "/admin/products");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Products");
  await expectAccessibleAtBothWidths(admin);
  await admin.getByRole("link", { name: "New product" }).click();
  await expect(admin).toHaveURL(/\/admin\/products\/new$/);
  await expect(admin).toHaveTitle("New product · Cartwright admin");

  // The form refuses before sending, beside the fields, in the schema's words.
  await admin.getByRole("button", { name: "Create product" }).click();
  await expect(admin.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(admin.getByText("Enter the product’s name")).toBeVisible();
  await expect(admin.getByLabel("Name", { exact: true })).toBeFocused();
  await admin.getByLabel(/^Price in GBP/).fill("24.999");
  await admin.getByLabel(/^Price in GBP/).blur();
  await expect(admin.getByText("Enter an amount such as 12.50, or leave it empty")).toBeVisible();
  // A picture over 5 MB is refused before it is sent.
  await admin.getByLabel("Upload an image").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
  await admin.getByRole("button", { name: "Create product" }).click();
  await expect(admin.getByText("The file is larger than 5 MB.")).toBeVisible();
  await expect(admin.getByLabel("Upload an image")).toBeFocused();
  await expectAccessibleAtBothWidths(admin);

  await admin.getByLabel("Name", { exact: true }).fill(name);
  await admin.getByLabel(/^SKU/).fill(sku);
  await admin.getByLabel("Description").fill("A brass pocket compass, engraved by hand.");
  await admin.getByRole("radio", { name: "For sale" }).check();
  await admin.getByLabel(/^Price in GBP/).fill("24.00");
  await admin.getByLabel("GBP price: Includes tax").check();
  await admin.getByLabel(/^Price in EUR/).fill("28.50");
  await admin.getByLabel("EUR price: Includes tax").check();
  await admin.getByLabel(/^Price in USD/).fill("26");
  await admin.getByLabel("USD price: Includes tax").uncheck();
  await admin.getByLabel("Units in stock").fill("5");
  await admin.getByLabel("Upload an image").setInputFiles({ name: "compass.png", mimeType: "image/png", buffer: PNG });
  const field = admin.getByRole("group", { name: "Personalisation field 1" });
  await field.getByLabel("Label").fill("Engraving");
  await field.getByLabel("Required").check();
  await field.getByLabel("Most characters").fill("20");
  await admin.getByRole("group", { name: "Home" }).getByLabel("Candles").check();
  await admin.getByRole("button", { name: "Create product" }).click();

  await admin.waitForURL(/\/admin\/products\/[0-9a-f-]{36}\?saved=created$/);
  const productId = new URL(admin.url()).pathname.split("/").pop()!;
  await expect(admin.getByTestId("product-form-status")).toHaveText("Product created.");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(admin.getByRole("link", { name: "Bundle components" })).toHaveAttribute("href", `/admin/products/${productId}/bundle`);
  await expect(admin.getByRole("link", { name: "Variations" })).toHaveAttribute("href", `/admin/products/${productId}/variations`);
  await expect(admin.getByLabel(/^Price in GBP/)).toHaveValue("24.00");
  await expect(admin.getByLabel("Units in stock")).toHaveValue("5");
  await expect(admin.getByRole("group", { name: "Home" }).getByLabel("Candles")).toBeChecked();
  await expect(admin.getByRole("heading", { name: "Delete" })).toBeVisible();
  await expectAccessibleAtBothWidths(admin);

  // What the admin saved reads back the same through the API.
  const auth = { authorization: `Bearer ${await adminApiToken(admin.request)}` };
  const pcm = (await (await admin.request.get(`/pcm/products/${productId}`, { headers: auth })).json()).data;
  expect(pcm.attributes).toMatchObject({
    name,
    sku,
    status: "live",
    description: "A brass pocket compass, engraved by hand.",
    price: { GBP: { amount: 2400, includes_tax: true }, EUR: { amount: 2850, includes_tax: true }, USD: { amount: 2600, includes_tax: false } },
    custom_inputs: { engraving: { name: "Engraving", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] } },
  });
  const catalog = await (await admin.request.get(`/catalog/products/${productId}?include=main_image`, { headers: auth })).json();
  expect(catalog.data.attributes.price).toEqual(pcm.attributes.price);
  expect(catalog.data.attributes.custom_inputs).toEqual(pcm.attributes.custom_inputs);
  expect(catalog.data.meta.stock).toEqual({ level: 5, availability: "in-stock" });
  const stock = await (await admin.request.get(`/v2/inventories/${productId}`, { headers: auth })).json();
  expect(stock.data.attributes).toMatchObject({ available: 5, allocated: 0, total: 5 });
  const image = catalog.included.main_images[0];
  expect(image).toMatchObject({ mime_type: "image/png", file_name: "compass.png", file_size: PNG.length });
  const served = await admin.request.get(image.link.href);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

  // The list finds it by its SKU, with its stock and its price in the store's main currency.
  await admin.goto(`/admin/products?q=${sku.toLowerCase()}`);
  const row = admin.getByTestId("product-row").filter({ hasText: sku });
  await expect(row).toContainText(name);
  await expect(row).toContainText("For sale");
  await expect(row.getByRole("cell").nth(3)).toHaveText("5");
  await expect(row.getByRole("cell").nth(4)).toHaveText("$26.00");

  // A shopper finds it through its category and through search.
  await page.goto("/categories/home/candles");
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
  await page.goto(`/search?q=${unique}`);
  const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
  await results.filter({ hasText: name }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const engraving = page.getByRole("textbox", { name: "Engraving (required)" });
  await engraving.fill("For Ada, with love");
  await expect(page.getByTestId("engraving-count")).toHaveText("18 of 20 characters");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText(`Added 1 × ${name} to your cart.`);

  await page.goto("/checkout");
  await fillCheckout(page, { name: "Ada Lovelace", email: `compass-${unique}@example.com` });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;

  // The administrator sees it on the dashboard among the latest orders, and opens it there.
  await admin.goto("/admin");
  const latest = admin.getByTestId("latest-order").filter({ has: admin.locator(`a[href="/admin/orders/${orderId}"]`) });
  await expect(latest).toContainText("Ada Lovelace");
  await latest.getByRole("link").click();
  await admin.waitForURL(new RegExp(`/admin/orders/${orderId}$`));
  const line = admin.getByTestId("fulfilment-line").filter({ hasText: name });
  await expect(line.getByTestId("fulfilment-input-text")).toHaveText("For Ada, with love");
  const after = await (await admin.request.get(`/v2/inventories/${productId}`, { headers: auth })).json();
  expect(after.data.attributes.available).toBe(4);

  // Now in an order: it can only be archived.
  await admin.goto(`/admin/products/${productId}`);
  await expect(admin.getByRole("heading", { name: "Archive" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Delete" })).toHaveCount(0);
});

test("a product nothing names is deleted; one in a cart is archived, hidden from the list and kept from sale", async ({ page, browser }) => {
  const admin = await (await browser.newContext()).newPage();
  const spare = await makeProduct(admin.request, { name: `Spare ${word()}`, status: "live", price: inEveryCurrency(500) });
  await adminPageAt(admin, `/admin/products/${spare.id}`);
  const remove = admin.getByRole("region", { name: "Delete" });
  await remove.getByRole("button", { name: "Delete" }).click({ noWaitAfter: true });
  // The browser's own check stops an unticked required box.
  await expect(admin).toHaveURL(new RegExp(`/admin/products/${spare.id}$`));
  await remove.getByLabel("Yes, delete this product").check();
  await remove.getByRole("button", { name: "Delete" }).click();
  await admin.waitForURL(/\/admin\/products\?deleted=1$/);
  await expect(admin.getByTestId("products-notice")).toHaveText("The product is deleted.");
  const auth = { authorization: `Bearer ${await adminApiToken(admin.request)}` };
  expect((await admin.request.get(`/pcm/products/${spare.id}`, { headers: auth })).status()).toBe(404);

  const unique = word();
  const kept = await makeProduct(admin.request, { name: `Kept ${unique}`, status: "live", price: inEveryCurrency(700) });
  await browserWithCart(page, [{ type: "cart_item", id: kept.id, quantity: 1 }]);
  await admin.goto(`/admin/products/${kept.id}`);
  const archive = admin.getByRole("region", { name: "Archive" });
  await expect(archive).toContainText("Carts or orders have this product, so it cannot be deleted.");
  await archive.getByLabel("Yes, archive this product").check();
  await archive.getByRole("button", { name: "Archive" }).click();
  await admin.waitForURL(new RegExp(`/admin/products/${kept.id}\\?saved=archived$`));
  await expect(admin.getByTestId("product-form-status")).toHaveText("The product is archived.");
  await expect(admin.getByRole("radio", { name: "For sale" })).toBeDisabled();
  await expect(admin.getByRole("radio", { name: /Draft/ })).toBeChecked();
  const read = (await (await admin.request.get(`/pcm/products/${kept.id}`, { headers: auth })).json()).data;
  expect(read.attributes.status).toBe("draft");
  // The API refuses to put it on sale, and to delete it.
  const live = await admin.request.put(`/pcm/products/${kept.id}`, { headers: auth, data: { data: { type: "product", attributes: { status: "live" } } } });
  expect(live.status()).toBe(422);
  expect((await admin.request.delete(`/pcm/products/${kept.id}`, { headers: auth })).status()).toBe(422);

  await admin.goto(`/admin/products?q=${unique}`);
  await expect(admin.getByTestId("product-row")).toHaveCount(0);
  await admin.getByRole("link", { name: "Archived" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Archived products");
  await expect(admin.getByTestId("product-row").filter({ hasText: `Kept ${unique}` })).toContainText("Archived");
  await expectAccessibleAtBothWidths(admin);
});
