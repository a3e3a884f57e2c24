// Issue 48: a category narrowed by price and availability. Each choice says how many of the category's products it holds; choosing one
// shows exactly those (the count, the cards, each card's price in the band), with and without scripts, at desk and
// phone widths.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/storefront";

type Band = { label: string; count: number };

async function bands(page: Page): Promise<Band[]> {
  return page.getByTestId("price-band").evaluateAll((labels) => labels.map((label) => ({ label: label.textContent ?? "", count: Number(label.getAttribute("data-count")) })));
}

/** A band's bounds in minor units, from its label: "Under $25.00", "$25.00 to $49.99", "$100.00 and over". */
function bounds(label: string): { min: number; max: number } {
  const amounts = [...label.matchAll(/\$([\d,]+\.\d\d)/g)].map((m) => Math.round(Number(m[1].replace(/,/g, "")) * 100));
  if (label.startsWith("Under")) return { min: 0, max: amounts[0] - 1 };
  if (label.includes("and over")) return { min: amounts[0], max: Number.MAX_SAFE_INTEGER };
  return { min: amounts[0], max: amounts[1] };
}

for (const width of [1280, 390]) {
  test(`Kitchen narrowed by price at ${width} px: each band's count is what choosing it shows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/categories/kitchen");
    const cards = page.getByRole("list", { name: "Products in Kitchen" }).getByRole("listitem");
    const all = Number(await page.getByTestId("listing-count").getAttribute("data-value"));
    const offered = await bands(page);
    expect(offered[0]).toMatchObject({ count: all });
    expect(offered[0].label).toMatch(/^Any price/);
    const priced = offered.slice(1);
    expect(priced.map((band) => band.label.replace(/ \(\d+\)$/, ""))).toEqual(["Under $25.00", "$25.00 to $49.99", "$50.00 to $99.99", "$100.00 and over"]);
    // Every product with a price is in one band (a bundle, priced by its options, is in none yet).
    expect(priced.reduce((sum, band) => sum + band.count, 0)).toBeLessThanOrEqual(all);
    expect(priced.filter((band) => band.count > 0).length).toBeGreaterThan(1);
    await expectAccessible(page);

    for (const [i, band] of priced.entries()) {
      if (band.count === 0) continue;
      const param = await page.locator("input[name=price]").nth(i + 1).getAttribute("value");
      await page.getByTestId("price-band").nth(i + 1).click();
      await expect(page).toHaveURL(new RegExp(`[?&]price=${encodeURIComponent(param!)}$`));
      await expect(page.getByTestId("listing-count")).toHaveAttribute("data-value", String(band.count));
      await expect(cards).toHaveCount(Math.min(band.count, 12));
      const { min, max } = bounds(band.label);
      for (const amount of await page.getByTestId("product-price").evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-value"))))) {
        expect(amount).toBeGreaterThanOrEqual(min);
        expect(amount).toBeLessThanOrEqual(max);
      }
    }
    // Any price again: the whole category.
    await page.getByTestId("price-band").first().click();
    await expect(page.getByTestId("listing-count")).toHaveAttribute("data-value", String(all));
    // In stock only: the count it offered is what it lists, and the bands count within it.
    const inStock = Number(await page.getByTestId("in-stock").getAttribute("data-count"));
    await page.getByTestId("in-stock").click();
    await expect(page).toHaveURL(/[?&]in_stock=1/);
    await expect(page.getByTestId("listing-count")).toHaveAttribute("data-value", String(inStock));
    await expect(page.getByTestId("price-band").first()).toHaveAttribute("data-count", String(inStock));
    const withinStock = await bands(page);
    expect(withinStock.slice(1).reduce((sum, band) => sum + band.count, 0)).toBeLessThanOrEqual(inStock);
    await page.screenshot({ path: test.info().outputPath(`kitchen-${width}.png`), fullPage: true });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the price filter is a form with an Apply button that keeps the sort", async ({ page }) => {
    await page.goto("/categories/kitchen?sort=-price");
    const offered = await bands(page);
    const chosen = offered.findIndex((b, i) => i > 0 && b.count > 0);
    const band = offered[chosen];
    await page.getByTestId("price-band").nth(chosen).click();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=-price/);
    await expect(page).toHaveURL(/price=/);
    await expect(page.getByTestId("listing-count")).toHaveAttribute("data-value", String(band.count));
    const amounts = await page.getByTestId("product-price").evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-value"))));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});
