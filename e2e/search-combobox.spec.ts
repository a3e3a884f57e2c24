// The header search as a combobox (WAI-ARIA 1.2, list autocomplete): suggestions with the product's image and its
// price as its card shows it, chosen with the arrows and Enter or with a click, closed with Escape or a blur, their
// number said politely; on a phone the list fits the screen; without scripts the box is the plain GET form it was.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/storefront";

const MUG = { name: "Ceramic Mug", path: "/products/ceramic-mug" };

/** The mug's price as its card in Drinkware shows it, in the page's currency. */
async function mugCardPrice(page: Page): Promise<string> {
  await page.goto("/categories/kitchen/drinkware");
  const card = page.getByRole("list", { name: "Products in Drinkware" }).getByRole("listitem").filter({ hasText: MUG.name });
  const price = (await card.getByTestId("product-price").textContent())?.trim();
  expect(price).toBeTruthy();
  return price!;
}

function parts(page: Page) {
  const box = page.getByRole("combobox", { name: "Search products" });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  const mug = list.getByRole("option", { name: new RegExp(MUG.name) });
  const status = page.getByRole("search").locator('[aria-live="polite"]');
  return { box, list, mug, status };
}

test("arrows choose a suggestion, Enter opens it; its price is its card's, its image is shown", async ({ page }) => {
  const cardPrice = await mugCardPrice(page);
  const { box, list, mug, status } = parts(page);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
  // Two letters swapped: the search still finds the mug.
  await box.fill("mgu");
  await expect(mug).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  const options = list.getByRole("option");
  const count = await options.count();
  await expect(status).toHaveText(`${count} suggestion${count === 1 ? "" : "s"}`);
  await expect(mug.getByTestId("suggestion-price")).toHaveText(cardPrice);
  await expect(mug.locator("img")).toHaveAttribute("src", /ceramic-mug/);
  // Nothing active until an arrow is pressed.
  expect(await box.getAttribute("aria-activedescendant")).toBeNull();
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(0);

  const names = await options.allTextContents();
  const at = names.findIndex((text) => text.startsWith(MUG.name));
  expect(at).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= at; i++) await box.press("ArrowDown");
  await expect(mug).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await mug.getAttribute("id"))!);
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  // Focus stays in the box.
  await expect(box).toBeFocused();
  await expectAccessible(page);

  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${MUG.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MUG.name);
  // The new page closed the list.
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test("the arrows wrap, Escape closes then clears, Enter with none active searches, a blur closes", async ({ page }) => {
  await page.goto("/");
  const { box, list, mug, status } = parts(page);
  // Aprons: more than one suggestion.
  await box.fill("apron");
  const options = list.getByRole("option");
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  // Up from none is the last; down from the last is the first.
  await box.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  // Escape closes the list and keeps the words; a second Escape clears them.
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  expect(await box.getAttribute("aria-activedescendant")).toBeNull();
  await expect(box).toHaveValue("apron");
  // Down opens it again.
  await box.press("ArrowDown");
  await expect(list).toBeVisible();
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Escape");
  await box.press("Escape");
  await expect(box).toHaveValue("");

  // Words that find nothing: no list, and the live region says so.
  await box.fill("zzzz-nothing");
  await expect(status).toHaveText("No products match");
  await expect(box).toHaveAttribute("aria-expanded", "false");

  // A blur (Tab to the Search button, or a click outside) closes the list; focus opens it again.
  await box.fill("mug");
  await expect(mug).toBeVisible();
  await box.press("Tab");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
  await expect(list).toBeHidden();
  await box.focus();
  await expect(mug).toBeVisible();
  await page.mouse.click(5, 700);
  await expect(list).toBeHidden();
  await box.focus();
  await expect(mug).toBeVisible();

  // Enter with no suggestion active searches for the words.
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=mug$/);
  await expect(list).toBeHidden();
});

test("at 390 px the list fits the screen and a tap on a suggestion opens it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const { box, list, mug } = parts(page);
  await box.fill("mug");
  await expect(mug).toBeVisible();
  const bounds = (await list.boundingBox())!;
  expect(bounds.x).toBeGreaterThanOrEqual(0);
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await mug.click();
  await expect(page).toHaveURL(new RegExp(`${MUG.path}$`));
  await expect(list).toBeHidden();
});

test("in euros the suggestion's price is the euro card's", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
  const page = await context.newPage();
  const cardPrice = await mugCardPrice(page);
  expect(cardPrice).toContain("€");
  const { box, mug } = parts(page);
  await box.fill("mug");
  await expect(mug.getByTestId("suggestion-price")).toHaveText(cardPrice);
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box is a plain search field of a GET form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("combobox", { name: "Search products" })).toHaveCount(0);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("mug");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=mug$/);
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").filter({ hasText: MUG.name })).toHaveCount(1);
  });
});
