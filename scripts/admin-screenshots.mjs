// The screenshots in docs/admin.md: signs in to a running store (BASE_URL, default http://127.0.0.1:3000, the
// demo store's administrator) and saves each admin section at 1280 and 390 px wide under docs/admin/.
// Usage: npm run dev (or start) in one shell, then `node scripts/admin-screenshots.mjs`.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./browser.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const out = path.resolve("docs/admin");
const pages = (process.env.PAGES ?? "/admin,/admin/orders,/admin/products,/admin/stock,/admin/categories,/admin/promotions,/admin/customers,/admin/subscriptions,/admin/shipping-and-tax,/admin/settings,/admin/staff").split(",");

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/admin/sign-in`);
// A staff member's sign-in (the demo store's owner unless ADMIN_EMAIL and ADMIN_PASSWORD say another).
await page.getByLabel("E-mail").fill(process.env.ADMIN_EMAIL ?? "owner@cartwright.test");
await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "cartwright-owner");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/admin/sign-in"));
for (const route of pages) {
  const name = route.replace(/^\/admin\/?/, "").replaceAll("/", "-") || "dashboard";
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
    console.log(`${route} at ${width} px → docs/admin/${name}-${width}.png`);
  }
}
await browser.close();
