// A click shows the page it asks for, and so do back and forward: the address, the heading and the title agree, for
// every product of a category, each prefetched before it is clicked. Cache Components once showed a prefetched
// product under another's address (vercel/next.js issue 98037, armed by `htmlLimitedBots` matching browsers);
// docs/performance.md "Why not Cache Components' shells".
import { expect, test, type Page } from "@playwright/test";

const LISTING = "/categories/kitchen/drinkware";

/** The page shows `heading` as its h1 and its title, at `path`. */
async function expectShown(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} · Cartwright`);
}

test("clicking each product in turn, prefetched, then back and forward, shows the product asked for", async ({ page }) => {
  const prefetched = new Set<string>();
  page.on("request", (request) => {
    if (Object.keys(request.headers()).some((name) => name.includes("prefetch"))) prefetched.add(new URL(request.url()).pathname);
  });
  await page.goto(LISTING);
  await expectShown(page, LISTING, "Drinkware");
  const cards = page.getByRole("list", { name: "Products in Drinkware" }).getByRole("link");
  await expect(cards).toHaveCount(4);
  const products = await cards.evaluateAll((links) =>
    links.map((link) => ({ path: link.getAttribute("href")!, name: link.querySelector("h2")!.textContent! })),
  );
  expect(new Set(products.map((product) => product.path)).size).toBe(4);
  // Every product link on screen is prefetched before the first click: the bug showed the last one prefetched.
  await expect.poll(() => products.filter((product) => !prefetched.has(product.path)).map((product) => product.path)).toEqual([]);

  for (const product of products) {
    await page.getByRole("list", { name: "Products in Drinkware" }).locator(`a[href="${product.path}"]`).click();
    await expectShown(page, product.path, product.name);
    await page.goBack();
    await expectShown(page, LISTING, "Drinkware");
    await page.goForward();
    await expectShown(page, product.path, product.name);
    await page.goBack();
    await expectShown(page, LISTING, "Drinkware");
  }
});
