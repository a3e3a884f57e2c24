// Finding a product in a catalog with categories, search and variations: a shopper opens a category from the header,
// sorts it, searches (suggestions as they type, then the results page), picks a size and colour on a product with
// variations (impossible and sold-out choices disabled with their reasons, the URL naming the choice) and adds the
// child product, which the cart shows with its options.
import { expect, test } from "@playwright/test";
import { apiCart, browserCartId, expectAccessible, makeProduct, signIn, token } from "./support/storefront";

test("navigate to a category, search, pick a size and colour, and add the child to the cart", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("navigation", { name: "Categories" });
  await categories.locator("summary", { hasText: "Kitchen" }).click();
  await categories.getByRole("link", { name: "Drinkware" }).click();
  await expect(page).toHaveURL(/\/categories\/kitchen\/drinkware$/);
  await expect(page.getByRole("heading", { level: 1, name: "Drinkware" })).toBeVisible();
  // The new page closed the menu it was chosen from.
  await expect(categories.getByRole("link", { name: "Drinkware" })).toBeHidden();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Kitchen" })).toHaveAttribute("href", "/categories/kitchen");
  // Drinkware shows its own products and its sub-category Tea's.
  const listed = page.getByRole("list", { name: "Products in Drinkware" }).getByRole("listitem");
  await expect(listed).toHaveCount(4);
  // The sort applies as it is chosen: no button to press once scripts run.
  await expect(page.getByRole("button", { name: "Sort" })).toHaveCount(0);
  await page.getByLabel("Sort by").selectOption("-price");
  await expect(page).toHaveURL(/sort=-price/);
  await expect(listed.first()).toContainText("Engraved Water Bottle");
  await expect(listed.last()).toContainText("Ceramic Mug");
  await page.getByRole("navigation", { name: "In Drinkware" }).getByRole("link", { name: "Tea", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Tea")).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  // Search: suggestions while typing, then the results page.
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("apron");
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option", { name: /^Canvas Work Apron/ })).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=apron/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “apron”");
  const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
  await expect(results).toHaveCount(2);
  await results.filter({ hasText: "Canvas Work Apron" }).getByRole("link").click();

  // The base product: a price "from", no add until a full choice.
  await expect(page).toHaveURL(/\/products\/canvas-work-apron$/);
  await expect(page.getByTestId("product-price")).toHaveText("From $38.00");
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByTestId("add-blocked")).toHaveText("Choose size and colour to add it to your cart.");
  const sizes = page.getByRole("group", { name: /Size/ });
  const colours = page.getByRole("group", { name: /Colour/ });
  await sizes.locator("label", { hasText: "Small" }).click();
  await expect(page).toHaveURL(/\/products\/canvas-work-apron\?/);
  // Small is not made in indigo.
  await expect(colours.getByRole("radio", { name: /Indigo/ })).toBeDisabled();
  await expect(colours.getByText("(not made in Small)")).toBeVisible();
  await sizes.locator("label", { hasText: "Large" }).click();
  // Large indigo has sold out.
  await expect(colours.getByRole("radio", { name: /Indigo/ })).toBeDisabled();
  await expect(colours.getByText("(sold out)")).toBeVisible();
  await colours.locator("label", { hasText: "Natural" }).click();
  await expect(page).toHaveURL(/\/products\/canvas-work-apron-large-natural$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canvas Work Apron – Large, Natural");
  await expect(page.getByTestId("product-price")).toHaveText("$42.00");
  await expect(sizes.getByRole("radio", { name: /Large/ })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-status")).toContainText("Added 1 × Canvas Work Apron – Large, Natural");
  const cart = await apiCart(page.request, await browserCartId(page.context()));
  expect(cart.data.find((line) => line.name === "Canvas Work Apron – Large, Natural")).toMatchObject({ quantity: 1 });
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: "Canvas Work Apron – Large, Natural" })).toBeVisible();
});

test("a product page carries Product structured data and Open Graph tags; phones get two columns", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/products/canvas-work-apron-medium-indigo");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type": string }).find((json) => json["@type"] === "Product");
  expect(data).toMatchObject({ "@type": "Product", sku: "APRON-CANVAS-medium-indigo", offers: { "@type": "Offer", priceCurrency: "USD", price: "38.00" } });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Canvas Work Apron – Medium, Indigo");
  await page.goto("/categories/kitchen");
  const cards = page.getByRole("list", { name: "Products in Kitchen" }).getByRole("listitem");
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.y).toBe(second!.y);
  expect(second!.x).toBeGreaterThan(first!.x);
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
});

test("a product's breadcrumb is its category's path: the mug is in Kitchen › Drinkware, as its structured data says", async ({ page }) => {
  await page.goto("/products/ceramic-mug");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Shop", "Kitchen", "Drinkware", "Ceramic Mug"]);
  await expect(crumbs.nth(2).getByRole("link")).toHaveAttribute("href", "/categories/kitchen/drinkware");
  await expect(crumbs.nth(3).getByText("Ceramic Mug")).toHaveAttribute("aria-current", "page");
  const lists = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumb = lists.map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] }).find((data) => data["@type"] === "BreadcrumbList");
  expect(breadcrumb?.itemListElement?.map((step) => step.name)).toEqual(["Shop", "Kitchen", "Drinkware", "Ceramic Mug"]);
});

test("the search finds plurals and misspellings: mugs, a ceramc mug, a mgu", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("mugs");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: /^Ceramic Mug/ })).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=mugs/);
  const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
  await expect(results.first()).toContainText("Ceramic Mug");
  await page.goto("/search?q=ceramc");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").filter({ hasText: "Ceramic Mug" })).toHaveCount(1);
  // Two letters swapped: "mgu" is the mug.
  await page.goto("/search?q=mgu");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").filter({ hasText: "Ceramic Mug" })).toHaveCount(1);
});

test("a search with no result says so, and an unknown category is a 404", async ({ page }) => {
  await page.goto("/search?q=zzzz-nothing");
  await expect(page.getByText("Nothing matches “zzzz-nothing”.")).toBeVisible();
  const response = await page.goto("/categories/kitchen/no-such-node");
  expect(response?.status()).toBe(404);
});

test("cached catalog pages never show one shopper's currency or cart to another", async ({ browser, baseURL }) => {
  const euro = await browser.newContext();
  const dollar = await browser.newContext();
  await euro.addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
  await dollar.addCookies([{ name: "currency", value: "USD", url: baseURL! }]);
  const [a, b] = [await euro.newPage(), await dollar.newPage()];
  await a.goto("/products/linen-apron");
  await a.getByRole("button", { name: "Add to cart" }).click();
  await expect(a.getByTestId("cart-count")).toHaveAttribute("data-value", "1");
  for (let visit = 0; visit < 2; visit++) {
    for (const [page, price, count] of [[a, "€29.00", "1"], [b, "$32.00", "0"]] as const) {
      await page.goto("/categories/kitchen/linens");
      const apron = page.getByRole("list", { name: "Products in Linens" }).getByRole("listitem").filter({ hasText: "Linen Apron" });
      await expect(apron.getByTestId("product-price")).toHaveText(price);
      await expect(page.getByTestId("cart-count")).toHaveAttribute("data-value", count);
    }
  }
  await euro.close();
  await dollar.close();
});

test("a signed-in shopper's catalog pages never reach another shopper, whichever of them asks first", async ({ browser }) => {
  const [member, visitor] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await member.newPage(), await visitor.newPage()];
  await signIn(a, "/account");
  for (const path of ["/", "/categories/kitchen/linens", "/products/linen-apron", "/search?q=apron"]) {
    // The signed-in shopper first, then the visitor, then the shopper again: neither ever gets the other's page.
    for (const [page, signedIn] of [[a, true], [b, false], [a, true]] as const) {
      await page.goto(path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Account", exact: true }), `${path} signed in: ${signedIn}`).toHaveCount(signedIn ? 1 : 0);
      await expect(header.getByRole("link", { name: "Sign in" }), `${path} signed in: ${signedIn}`).toHaveCount(signedIn ? 0 : 1);
    }
  }
  await member.close();
  await visitor.close();
});

test("a catalog write through /pcm shows on the cached pages at once", async ({ page, request }) => {
  const product = await makeProduct(request, { name: "Enamel Jug", price: { USD: { amount: 2100, includes_tax: false } } });
  const admin = { authorization: `Bearer ${await token(request, true)}` };
  const gifts = "00000000-0000-4000-8000-000000000523";
  const home = "00000000-0000-4000-8000-000000000502";
  await page.goto("/categories/home/gifts");
  const listed = page.getByRole("list", { name: "Products in Gifts" });
  await expect(listed).toBeVisible();
  await expect(listed.getByText("Enamel Jug")).toHaveCount(0);
  const attached = await request.post(`/pcm/hierarchies/${home}/nodes/${gifts}/relationships/products`, { headers: admin, data: { data: [{ type: "product", id: product.id }] } });
  expect(attached.status()).toBe(201);
  await page.reload();
  await expect(listed.getByText("Enamel Jug")).toBeVisible();
  const renamed = await request.put(`/pcm/products/${product.id}`, { headers: admin, data: { data: { type: "product", attributes: { name: "Enamel Water Jug" } } } });
  expect(renamed.status()).toBe(200);
  await page.reload();
  await expect(listed.getByText("Enamel Water Jug")).toBeVisible();
  const detached = await request.delete(`/pcm/hierarchies/${home}/nodes/${gifts}/relationships/products`, { headers: admin, data: { data: [{ type: "product", id: product.id }] } });
  expect(detached.status()).toBe(204);
  await page.reload();
  await expect(listed.getByText("Enamel Water Jug")).toHaveCount(0);
});

test("every catalog page carries its response's own script nonce and no other, in its headers and its body, and its scripts run", async ({ browser, request }) => {
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  const pages = ["/categories/kitchen/linens", "/categories/kitchen/linens", "/products/linen-apron", "/", "/search?q=apron", "/products/no-such-product"];
  const seen = new Set<string>();
  for (const path of pages) {
    const response = await request.get(path);
    const nonce = nonceOf(response.headers()["content-security-policy"]);
    expect(nonce, path).toBeTruthy();
    // A fresh nonce for every response: none repeats, not even for the same page twice.
    expect(seen.has(nonce!), path).toBe(false);
    seen.add(nonce!);
    const body = await response.text();
    // Every script carries this response's nonce, and no other nonce is in any header or in the body.
    const scripts = new Set([...body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...scripts], path).toEqual([nonce]);
    const nonces = new Set([...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
    expect([...nonces], path).toEqual([nonce]);
    for (const [name, value] of Object.entries(response.headers())) {
      if (name === "content-security-policy") continue;
      expect(value.includes(nonce!) ? "" : /nonce/i.test(value) ? value : "", `${path} ${name}`).toBe("");
    }
    expect(response.headers()["x-page-cache"], path).toBeUndefined();
  }
  // A search for a nonce that was sent is only text: it never becomes a page's nonce.
  const [sent] = seen;
  const echoed = await request.get(`/search?q=${encodeURIComponent(sent)}`);
  expect(nonceOf(echoed.headers()["content-security-policy"])).not.toBe(sent);
  expect((await echoed.text()).match(new RegExp(`nonce="${sent.replace(/[+/=]/g, "\\$&")}"`))).toBeNull();

  // In a browser the page runs: no script is refused, and the search box suggests as the shopper types.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto("/categories/kitchen/linens");
  await page.getByRole("combobox", { name: "Search products" }).fill("apron");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: /^Linen Apron/ })).toBeVisible();
  expect(refused).toEqual([]);
  await context.close();
});

test("a product page shows a stock change at once, after being read twice", async ({ request }) => {
  const product = await makeProduct(request, { name: "Kept Lantern", status: "live", price: { USD: { amount: 1500, includes_tax: false } } });
  const admin = { authorization: `Bearer ${await token(request, true)}` };
  const level = async () => {
    const response = await request.get(`/products/${product.slug}`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  const created = await request.post("/v2/inventories", { headers: admin, data: { data: { id: product.id, type: "stock", attributes: { available: 3 } } } });
  expect(created.status()).toBe(201);
  await level();
  expect(await level()).toContain("Only 3 left");
  const taken = await request.post(`/v2/inventories/${product.id}/transactions`, { headers: admin, data: { data: { type: "stock-transaction", attributes: { action: "decrement", quantity: 1 } } } });
  expect(taken.status(), await taken.text()).toBe(201);
  expect(await level()).toContain("Only 2 left");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sort is a form with a Sort button, and sorts", async ({ page }) => {
    await page.goto("/categories/kitchen/drinkware");
    await page.getByLabel("Sort by").selectOption("-price");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/sort=-price/);
    const listed = page.getByRole("list", { name: "Products in Drinkware" }).getByRole("listitem");
    await expect(listed.first()).toContainText("Engraved Water Bottle");
  });
});
