// The administrator's categories (docs/admin.md "Categories"): a group and two categories made in the admin, a
// product attached with the product finder; the shop's navigation shows them and the category shows the product;
// moving a category up in the admin moves it in the navigation. The group is deleted at the end (with its
// confirmation), and the navigation lets it go. axe at 1280 and 390 px on every page.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, inEveryCurrency, signInAsAdmin } from "./support/admin";
import { makeProduct } from "./support/storefront";

/** The names of a group's categories in the shop's navigation, in order (after its "All of …" link). */
async function navigationOrder(shop: Page, group: string): Promise<string[]> {
  await shop.goto("/");
  const categories = shop.getByRole("navigation", { name: "Categories" });
  const menu = categories.getByRole("listitem").filter({ has: shop.locator("summary", { hasText: group }) });
  await menu.locator("summary").click();
  return menu.locator("ul li a").allTextContents();
}

test("a category made in the admin, with a product, shows in the shop's navigation and follows a move", async ({ page, browser }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const group = `Seasonal ${tag}`;
  const [alpha, beta] = [`Alpha ${tag}`, `Beta ${tag}`];
  const productName = `Picnic Blanket ${tag}`;
  await makeProduct(page.request, { name: productName, status: "live", price: inEveryCurrency(4200) });

  await signInAsAdmin(page, "/admin/categories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await expectAccessibleAtBothWidths(page);
  const newGroup = page.getByRole("region", { name: "New category group" });
  await newGroup.getByLabel("Name", { exact: true }).fill(group);
  await newGroup.getByRole("button", { name: "Create group" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/[0-9a-f-]{36}\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(group);
  const groupUrl = page.url().split("?")[0];

  // Two categories at the top of the group; the second with a web address name already taken is refused.
  for (const name of [alpha, beta]) {
    await page.goto(groupUrl);
    const add = page.getByRole("region", { name: "Add a category" });
    await add.getByLabel("Name", { exact: true }).fill(name);
    await add.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
  await page.goto(groupUrl);
  const add = page.getByRole("region", { name: "Add a category" });
  await add.getByLabel("Name", { exact: true }).fill("Clash");
  await add.getByLabel("Web address name").fill(`alpha-${tag}`);
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(add.getByLabel("Web address name")).toHaveAccessibleDescription(/A sibling node with this slug already exists\./);
  await expectAccessibleAtBothWidths(page);

  // The product finder: find the product by name, add it to Alpha.
  await page.getByRole("link", { name: alpha }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(alpha);
  await page.getByLabel("Find products by name or SKU").fill(`picnic blanket ${tag}`);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("list", { name: "Products found" }).getByLabel(new RegExp(productName)).check();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Add chosen products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 product added." })).toBeVisible();
  await expect(page.getByTestId("category-product")).toHaveText([new RegExp(productName)]);
  await expectAccessibleAtBothWidths(page);

  // The shop: the group's menu lists both, in the admin's order; Alpha's page shows the product.
  const shop = await (await browser.newContext()).newPage();
  await page.goto(groupUrl);
  const adminOrder = await page.getByTestId("admin-category-name").allTextContents();
  expect([...adminOrder].sort()).toEqual([alpha, beta].sort());
  expect(await navigationOrder(shop, group)).toEqual(adminOrder);
  await shop.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: alpha }).click();
  await expect(shop).toHaveURL(new RegExp(`/categories/seasonal-${tag}/alpha-${tag}$`));
  await expect(shop.getByRole("list", { name: `Products in ${alpha}` })).toContainText(productName);

  // Move the second one up: the admin and the shop both show the other order.
  const second = adminOrder[1];
  await page.getByRole("button", { name: `Move up ${second}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${second}” is moved up.` })).toBeVisible();
  await expect(page.getByTestId("admin-category-name")).toHaveText([adminOrder[1], adminOrder[0]]);
  expect(await navigationOrder(shop, group)).toEqual([adminOrder[1], adminOrder[0]]);

  // Put back: delete the group (refused by the browser until the box is ticked); the shop lets it go.
  await page.getByRole("button", { name: "Delete group" }).click({ noWaitAfter: true });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(group);
  await page.getByLabel(`Yes, delete ${group}`).check();
  await page.getByRole("button", { name: "Delete group" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?/);
  await expect(page.getByRole("status").filter({ hasText: `The group “${group}” is deleted.` })).toBeVisible();
  await shop.goto("/");
  await expect(shop.getByRole("navigation", { name: "Categories" }).locator("summary", { hasText: group })).toHaveCount(0);
});
