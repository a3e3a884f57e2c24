// A product's images (docs/catalog.md "A product's images"): an administrator uploads two images with alt text in the
// product's Images section (a refusal beside its field first), puts the second first and rewrites an alt text; the
// product page then shows the gallery in that order, in those words, at 1280 and 390 px: a thumbnail chosen with
// the keyboard (Space) or a tap shows its image as the large one. axe finds nothing on either page.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, inEveryCurrency, signInAsAdmin } from "./support/admin";
import { expectAccessible, makeProduct } from "./support/storefront";

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const LIT = "A brass lantern, lit, on a windowsill";
const HANDLE = "The lantern’s handle, close up";
const HANDLE_REWRITTEN = "The lantern’s ring handle, close up";

/** The large image shown now. */
const shownLarge = (page: Page) => page.getByTestId("product-gallery").getByTestId("gallery-main").filter({ visible: true }).getByRole("img");

async function upload(page: Page, name: string, alt: string) {
  const section = page.locator("#images");
  await section.getByLabel("Image file").setInputFiles({ name, mimeType: "image/png", buffer: PNG });
  await section.getByLabel("Alt text", { exact: true }).fill(alt);
  await section.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("Image added.");
}

test("an administrator uploads images with alt text and orders them; the product page's gallery shows them, by keyboard and by touch", async ({ page, request }) => {
  const product = await makeProduct(request, { name: "Brass Lantern", status: "live", price: inEveryCurrency(3200) });
  const path = `/admin/products/${product.id}`;
  await signInAsAdmin(page, path);
  const section = page.locator("#images");
  await expect(section.getByRole("heading", { name: "Images" })).toBeVisible();
  await expect(section.getByText("This product has no images yet.")).toBeVisible();

  // Refused beside its field: no alt text (nothing is uploaded).
  await section.getByLabel("Image file").setInputFiles({ name: "lit.png", mimeType: "image/png", buffer: PNG });
  await section.getByRole("button", { name: "Upload image" }).click();
  const altField = section.getByLabel("Alt text", { exact: true });
  await expect(altField).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("Describe what the image shows, for shoppers who cannot see it")).toBeVisible();
  await expect(altField).toBeFocused();
  await expect(section.getByTestId("product-image")).toHaveCount(0);

  await upload(page, "lit.png", LIT);
  await upload(page, "handle.png", HANDLE);
  const images = section.getByTestId("product-image");
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText("Main image");
  await expect(images.nth(0).getByLabel("Alt text of image 1")).toHaveValue(LIT);
  await expect(images.nth(1).getByLabel("Alt text of image 2")).toHaveValue(HANDLE);

  // The second first (a button, by keyboard): it becomes the main image.
  await images.nth(1).getByRole("button", { name: "Move up image 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("admin-outcome")).toHaveText("Image moved up.");
  await expect(images.nth(0).getByLabel("Alt text of image 1")).toHaveValue(HANDLE);
  await expect(images.nth(0)).toContainText("Main image");
  await expect(images.nth(1).getByLabel("Alt text of image 2")).toHaveValue(LIT);

  // An alt text rewritten.
  await images.nth(0).getByLabel("Alt text of image 1").fill(HANDLE_REWRITTEN);
  await images.nth(0).getByRole("button", { name: "Save alt text of image 1" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("Alt text saved.");
  await expect(images.nth(0).getByLabel("Alt text of image 1")).toHaveValue(HANDLE_REWRITTEN);
  await expectAccessibleAtBothWidths(page);

  // The product page: the main image large, both thumbnails, in the merchant's words.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/products/${product.slug}`);
    const gallery = page.getByTestId("product-gallery");
    await expect(shownLarge(page)).toHaveAttribute("alt", HANDLE_REWRITTEN);
    await expect(gallery.getByRole("radio")).toHaveCount(2);
    await expect(gallery.getByRole("radio", { name: HANDLE_REWRITTEN })).toBeChecked();

    // By keyboard: the chosen thumbnail takes focus; the arrow key or Space chooses the other, shown large.
    await gallery.getByRole("radio", { name: HANDLE_REWRITTEN }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByRole("radio", { name: LIT })).toBeChecked();
    await expect(gallery.getByRole("radio", { name: LIT })).toBeFocused();
    await expect(shownLarge(page)).toHaveAttribute("alt", LIT);
    await expect(shownLarge(page)).toBeVisible();
    await gallery.getByRole("radio", { name: HANDLE_REWRITTEN }).focus();
    await page.keyboard.press("Space");
    await expect(shownLarge(page)).toHaveAttribute("alt", HANDLE_REWRITTEN);
    // Its focus shows on the thumbnail.
    const ring = await gallery.getByTestId("gallery-thumbnail").nth(0).evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe("solid");

    // By touch (a tap on the thumbnail).
    await gallery.getByTestId("gallery-thumbnail").nth(1).click();
    await expect(shownLarge(page)).toHaveAttribute("alt", LIT);
    await expect(shownLarge(page)).toHaveCount(1);
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `page wider than ${width} px`).toBeLessThanOrEqual(0);
  }
});
