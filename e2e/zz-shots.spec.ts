import { test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { DEMO_IDS } from "./support/storefront";

test("shots", async ({ page }) => {
  await signInAsAdmin(page, "/admin/products");
  for (const [name, path] of [["list", "/admin/products"], ["new", "/admin/products/new"], ["bottle", `/admin/products/${DEMO_IDS.bottle}`]] as const) {
    await page.goto(path);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
  }
});
