// Issue 34, bundles and variations in the admin: an administrator builds a bundle of two components, each with
// options, and a product with a variation of two options, builds its products, sets one's price and stock; the
// shop's bundle picker and variation picker then show exactly that. The plain products (the bundle's options, the
// bundle and the base product before they are built up) are made through the API here: making products is the
// main product page's, another part of the admin.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminApiToken, expectAccessibleAtBothWidths, inEveryCurrency, signInAsAdmin } from "./support/admin";

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api(request: APIRequestContext, method: "GET" | "POST" | "PUT", path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${await adminApiToken(request)}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()).data;
}

async function product(request: APIRequestContext, name: string, usd?: number) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const data = await api(request, "POST", "/pcm/products", {
    data: { type: "product", attributes: { name, sku: slug.toUpperCase(), slug, status: "live", price: usd === undefined ? {} : inEveryCurrency(usd) } },
  });
  return { id: data.id as string, slug, name };
}

test("an administrator builds a bundle of two components; the shop's bundle picker shows it", async ({ page }) => {
  const mug = await product(page.request, `Mug ${tag}`, 1200);
  const tumbler = await product(page.request, `Tumbler ${tag}`, 2000);
  const tea = await product(page.request, `Tea ${tag}`, 800);
  const biscuits = await product(page.request, `Biscuits ${tag}`, 500);
  const box = await product(page.request, `Gift Box ${tag}`);

  await signInAsAdmin(page, `/admin/products/${box.id}/bundle`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bundle: Gift Box ${tag}`);
  await expect(page.getByTestId("bundle-price-rule")).toContainText("it costs the sum of the options chosen");

  const cups = page.getByRole("group", { name: "Component 1" });
  await cups.getByLabel("Name shoppers see").fill("Choose a cup");
  await cups.getByLabel("Choose at most").fill("1");
  await cups.getByLabel("Option 1: product").selectOption(mug.id);
  await cups.getByLabel("Chosen at the start").check();
  await cups.getByRole("button", { name: "Add an option" }).click();
  await cups.getByLabel("Option 2: product").selectOption(tumbler.id);

  await page.getByRole("button", { name: "Add a component" }).click();
  const treats = page.getByRole("group", { name: "Component 2" });
  await treats.getByLabel("Name shoppers see").fill("Treats");
  await treats.getByLabel("Choose at most").fill("2");
  await treats.getByLabel("Option 1: product").selectOption(tea.id);
  await treats.getByLabel("Quantity").fill("2");
  await treats.getByLabel("Chosen at the start").check();
  // A refusal beside its field, in words: the same product twice.
  await treats.getByRole("button", { name: "Add an option" }).click();
  await treats.getByLabel("Option 2: product").selectOption(tea.id);
  await page.getByRole("button", { name: "Save bundle" }).click();
  await expect(treats.getByText("This product is an option of this component already.")).toBeVisible();
  await expect(treats.getByLabel("Option 2: product")).toBeFocused();
  await treats.getByLabel("Option 2: product").selectOption(biscuits.id);
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Save bundle" }).click();
  await expect(page.getByTestId("bundle-status")).toHaveText("Saved. The shop shows these components now.");

  // Saved as the API saves it, and read back the same.
  const saved = await api(page.request, "GET", `/pcm/products/${box.id}`);
  expect(saved.meta.product_types).toEqual(["bundle"]);
  expect(saved.attributes.components).toEqual({
    "choose-a-cup": {
      name: "Choose a cup",
      max: 1,
      sort_order: 1,
      options: [
        { id: mug.id, type: "product", quantity: 1, default: true },
        { id: tumbler.id, type: "product", quantity: 1 },
      ],
    },
    treats: {
      name: "Treats",
      max: 2,
      sort_order: 2,
      options: [
        { id: tea.id, type: "product", quantity: 2, default: true },
        { id: biscuits.id, type: "product", quantity: 1 },
      ],
    },
  });

  // The page after a reload shows what is stored.
  await page.reload();
  await expect(page.getByRole("group", { name: "Component 2" }).getByLabel("Name shoppers see")).toHaveValue("Treats");
  await expect(page.getByRole("group", { name: "Component 2" }).getByLabel("Option 2: product")).toHaveValue(biscuits.id);

  // The shopper's catalog reads the same components, starting from the options chosen at the start.
  const catalog = await api(page.request, "GET", `/catalog/products/${box.id}`);
  expect(catalog.attributes.components).toEqual(saved.attributes.components);
  expect(catalog.meta.bundle_configuration.selected_options).toEqual({ "choose-a-cup": { [mug.id]: 1 }, treats: { [tea.id]: 2 } });
  expect(catalog.meta.display_price.without_tax.amount).toBe(2800);

  // The shop's bundle picker: the components, their options with quantities and prices, the defaults chosen.
  await page.goto(`/products/${box.slug}`);
  const cupGroup = page.getByRole("group", { name: "Choose a cup" });
  const treatGroup = page.getByRole("group", { name: "Treats" });
  await expect(cupGroup).toContainText("Choose 1 option. 1 chosen.");
  // Choose 1: radios.
  await expect(cupGroup.getByRole("radio", { name: `Mug ${tag} $12.00` })).toBeChecked();
  await expect(cupGroup.getByRole("radio", { name: `Tumbler ${tag} $20.00` })).not.toBeChecked();
  await expect(treatGroup).toContainText("Choose 1 or 2 options. 1 chosen.");
  await expect(treatGroup.getByRole("checkbox", { name: `2 × Tea ${tag} $8.00 each` })).toBeChecked();
  await expect(treatGroup.getByRole("checkbox", { name: `Biscuits ${tag} $5.00` })).not.toBeChecked();
  await expect(page.getByRole("form", { name: `Build your Gift Box ${tag}` }).getByRole("checkbox")).toHaveCount(2);
  await expect(page.getByRole("form", { name: `Build your Gift Box ${tag}` }).getByRole("radio")).toHaveCount(2);
  // 12 + 2 × 8
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$28.00");
  await treatGroup.getByRole("checkbox", { name: `Biscuits ${tag} $5.00` }).check();
  await expect(page.getByTestId("bundle-price-amount")).toHaveText("$33.00");
});

test("an administrator gives a product sizes, builds its products, prices and stocks one; the shop's variation picker shows it", async ({ page }) => {
  const tee = await product(page.request, `Tee ${tag}`, 2500);
  const size = `Size ${tag}`;

  await signInAsAdmin(page, `/admin/products/${tee.id}/variations`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Variations: Tee ${tag}`);
  // Refused beside the field: no options.
  await page.getByLabel("Name", { exact: true }).fill(size);
  await page.getByRole("button", { name: "Add variation" }).click();
  await expect(page.getByText("Write at least one option, one a line.")).toBeVisible();
  await page.getByLabel("Options").fill("Small\nLarge");
  await page.getByRole("button", { name: "Add variation" }).click();
  await expect(page.getByTestId("new-variation-status")).toHaveText(`Added ${size} with Small, Large.`);
  const variation = page.getByTestId("product-variation").filter({ hasText: size });
  await expect(variation.getByTestId("variation-options")).toHaveText("Small, Large");

  await page.getByRole("button", { name: "Build the products" }).click();
  await expect(page.getByTestId("build-children")).toContainText("Built: 2 new, 0 kept, 0 deleted.");
  const children = page.getByTestId("child-product");
  await expect(children.getByTestId("child-name")).toHaveText([`Tee ${tag} – Small`, `Tee ${tag} – Large`]);
  const large = children.filter({ hasText: `Tee ${tag} – Large` });
  await expect(large.getByTestId("child-now")).toHaveText(/^Now: .*\$25\.00 · stock not counted$/);

  await large.getByLabel("Price USD").fill("29.5x");
  await large.getByLabel("Units available").fill("7");
  await large.getByRole("button", { name: "Save" }).click();
  await expect(large.getByText("Write the USD price as 12.50, or leave it empty.")).toBeVisible();
  await large.getByLabel("Price USD").fill("29.50");
  await large.getByRole("button", { name: "Save" }).click();
  await expect(large.getByTestId("child-status")).toHaveText("Saved.");
  await expect(large.getByTestId("child-now")).toHaveText(/^Now: .*\$29\.50 · 7 available$/);
  await expectAccessibleAtBothWidths(page);

  // Through the API: the child's price and stock as saved.
  const largeId = await large.locator('input[name="child_id"]').getAttribute("value");
  const child = await api(page.request, "GET", `/pcm/products/${largeId}`);
  expect(child.attributes.price).toMatchObject({ USD: { amount: 2950, includes_tax: false } });
  expect(child.meta.product_types).toEqual(["child"]);
  expect((await api(page.request, "GET", `/v2/inventories/${largeId}`)).attributes).toEqual({ available: 7, allocated: 0, total: 7 });
  // And the shopper's catalog: the price, the stock and the variation it is of.
  const catalog = await api(page.request, "GET", `/catalog/products/${largeId}`);
  expect(catalog.meta.display_price.without_tax.amount).toBe(2950);
  expect(catalog.meta.stock).toEqual({ level: 7, availability: "in-stock" });
  expect(catalog.meta.child_variations.map((v: { name: string; option: { name: string } }) => [v.name, v.option.name])).toEqual([[size, "Large"]]);

  // The shop: the variation and its two options; Small at the base's price, Large at its own.
  await page.goto(`/products/${tee.slug}`);
  const picker = page.getByRole("group", { name: size });
  await expect(picker.getByRole("radio")).toHaveCount(2);
  await expect(picker.getByRole("radio", { name: "Small" })).toBeEnabled();
  await expect(picker.getByRole("radio", { name: "Large" })).toBeEnabled();
  await expect(page.getByTestId("product-price")).toHaveText("From $25.00");
  await picker.getByText("Large").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tee ${tag} – Large`);
  await expect(page.getByTestId("product-price")).toHaveText("$29.50");
  await expect(page.getByRole("group", { name: `${size}: Large` }).getByRole("radio", { name: "Large" })).toBeChecked();
  await page.getByRole("group", { name: `${size}: Large` }).getByText("Small").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tee ${tag} – Small`);
  await expect(page.getByTestId("product-price")).toHaveText("$25.00");
});
