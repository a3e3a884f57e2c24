// The owner sets the home page's hero and featured collection (docs/storefront.md "The home page"): a link out of the
// store is refused beside its field and nothing is saved; saved, the storefront's home page shows the heading as its
// h1, the button goes where it was set, and the featured collection lists the chosen category's products with their
// prices, at 1280 and 390 px, with no axe violations. The suite shares one server: the home page goes back as it was.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, fillAdminSignIn, signInAsAdmin } from "./support/admin";

const FIELDS = ["Heading", "Text (optional)", "Button words (optional)", "Button link (optional)", "Collection heading (optional)", "Products to show"] as const;

/** What the home page had before this spec, put back after it. */
let before: { texts: Record<string, string>; category: string } | undefined;

async function fillHomePage(page: Page, texts: Record<string, string>, category: { value: string } | { label: string }) {
  const form = page.getByTestId("home-page-form");
  for (const [label, value] of Object.entries(texts)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Category", { exact: true }).selectOption(category);
  await form.getByRole("button", { name: "Save home page" }).click();
  await expect(page.getByTestId("home-page-status")).toHaveText("Saved. The home page shows it now.");
}

test.afterAll(async ({ browser }) => {
  if (!before) return;
  const page = await browser.newPage();
  await signInAsAdmin(page, "/admin/settings/home-page");
  await fillHomePage(page, before.texts, { value: before.category });
  await page.close();
});

test("the owner's hero and featured collection lead the storefront's home page", async ({ page }) => {
  test.slow();
  const tag = Date.now().toString(36);
  await signInAsAdmin(page, "/admin/settings");
  await page.getByTestId("settings-index").getByRole("link", { name: "Home page" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/home-page$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  const form = page.getByTestId("home-page-form");
  const texts: Record<string, string> = {};
  for (const label of FIELDS) texts[label] = await form.getByLabel(label, { exact: true }).inputValue();
  before = { texts, category: await form.getByLabel("Category", { exact: true }).inputValue() };
  const alt = await form.getByLabel("Image description", { exact: true }).inputValue();

  // A button that would leave the store is refused beside its field; nothing is saved.
  await form.getByLabel("Button link (optional)", { exact: true }).fill("//evil.example/shop");
  await form.getByRole("button", { name: "Save home page" }).click();
  await expect(form.getByLabel("Button link (optional)", { exact: true })).toHaveAccessibleDescription(/a path inside the store that starts with one \//);
  await expect(form.getByLabel("Button link (optional)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await expect(page.getByTestId("home-page-form").getByLabel("Button link (optional)", { exact: true })).toHaveValue(texts["Button link (optional)"]);

  const heading = `Hand-made for the table ${tag}`;
  const collection = `Linen for the kitchen ${tag}`;
  await fillHomePage(
    page,
    {
      Heading: heading,
      "Text (optional)": "Aprons and towels in washed linen.",
      "Button words (optional)": "See the linens",
      "Button link (optional)": "/categories/kitchen/linens",
      "Collection heading (optional)": collection,
      "Products to show": "4",
    },
    { label: "Kitchen › Linens" },
  );
  await expectAccessibleAtBothWidths(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The save expired the storefront's cached home page; every instance hears of it within moments.
    await expect(async () => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }).toPass();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = page.getByTestId("home-hero");
    await expect(hero.getByRole("link", { name: "See the linens" })).toHaveAttribute("href", "/categories/kitchen/linens");
    if (alt) await expect(hero.getByRole("img", { name: alt })).toBeVisible();
    const featured = page.getByRole("region", { name: collection });
    await expect(featured.getByRole("heading", { level: 2, name: collection })).toBeVisible();
    const cards = featured.getByRole("list", { name: collection }).getByRole("listitem");
    await expect(cards.filter({ hasText: "Linen Apron" }).getByTestId("product-price")).toHaveText("$32.00");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    for (const card of await cards.all()) await expect(card.getByTestId("product-price")).toHaveText(/\$\d+\.\d{2}$/);
    await expect(featured.getByRole("link", { name: "See all in Linens" })).toHaveAttribute("href", "/categories/kitchen/linens");
    // The whole shop follows, under its own heading.
    await expect(page.getByRole("heading", { level: 2, name: "All products" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Products", exact: true }).getByRole("listitem").first()).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessibleAtBothWidths(page);

  await page.getByTestId("home-hero").getByRole("link", { name: "See the linens" }).click();
  await expect(page).toHaveURL(/\/categories\/kitchen\/linens$/);
  await expect(page.getByRole("heading", { level: 1, name: "Linens" })).toBeVisible();
});

test("without JavaScript the form posts to its action: an image without its description is refused beside the field", async ({ browser }) => {
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(`/admin/sign-in?next=${encodeURIComponent("/admin/settings/home-page")}`);
  await fillAdminSignIn(noScript);
  const form = noScript.getByTestId("home-page-form");
  const heading = await form.getByLabel("Heading", { exact: true }).inputValue();
  await form.getByLabel("Image description", { exact: true }).fill("");
  await form.getByLabel(/image \(optional\)$/i).setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
  await form.getByRole("button", { name: "Save home page" }).click();
  await expect(noScript.getByTestId("home-page-status")).toHaveText("Nothing was saved: correct the fields marked.");
  await expect(noScript.getByTestId("home-page-form").getByLabel("Image description", { exact: true })).toHaveAccessibleDescription(/Describe the image for shoppers who cannot see it\./);
  // What was typed is kept; saving as it was stored works the same without scripts.
  await noScript.goto("/admin/settings/home-page");
  await noScript.getByTestId("home-page-form").getByRole("button", { name: "Save home page" }).click();
  await expect(noScript.getByTestId("home-page-status")).toHaveText("Saved. The home page shows it now.");
  await expect(noScript.getByTestId("home-page-form").getByLabel("Heading", { exact: true })).toHaveValue(heading);
  await noScript.context().close();
});
