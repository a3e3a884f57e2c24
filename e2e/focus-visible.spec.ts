// Keyboard focus is visible on every interactive element: the keyboard walks `/`, product pages, `/cart` with lines
// and checkout (each with the header), and every element it reaches shows a focus indicator (an outline or a box
// shadow of some width, on it or — for a visually hidden input — on its label) that no ancestor's overflow clips.
import { expect, test, type Page } from "@playwright/test";
import { browserWithCart, DEMO_IDS, fillCheckout } from "./support/storefront";

type Reached = { name: string; problem?: string };

/** What the focused element shows: undefined when its ring is visible and whole, else what is wrong. */
function inspectFocused(): Reached | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(
    element.getAttribute("aria-label") ||
    element.textContent ||
    (element as HTMLInputElement).name ||
    ""
  )
    .trim()
    .slice(0, 40)}"`;
  const rect0 = element.getBoundingClientRect();
  // A visually hidden input (a styled radio or checkbox) shows its focus on its label.
  const hidden = rect0.width <= 1 || rect0.height <= 1;
  const shown = hidden ? ((element as HTMLInputElement).labels?.[0] as HTMLElement | undefined) : element;
  if (!shown) return { name, problem: "visually hidden, with no label to show its focus" };
  const style = getComputedStyle(shown);
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 ? parseFloat(style.outlineWidth) : 0;
  const shadow = style.boxShadow !== "none" && style.boxShadow !== "" ? style.boxShadow : "";
  if (!outline && !shadow) return { name, problem: "no outline and no box shadow" };
  if (outline && (style.outlineColor === "transparent" || /rgba\(.*, 0\)$/.test(style.outlineColor))) return { name, problem: "a transparent outline" };
  // The ring's box: the outline is drawn outside the border box by its offset and width.
  const grow = outline ? Math.max(0, parseFloat(style.outlineOffset) + outline) : 0;
  const rect = shown.getBoundingClientRect();
  const ring = { left: rect.left - grow, top: rect.top - grow, right: rect.right + grow, bottom: rect.bottom + grow };
  for (let ancestor = shown.parentElement; ancestor && ancestor !== document.body && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
    const a = getComputedStyle(ancestor);
    const clipsX = a.overflowX !== "visible";
    const clipsY = a.overflowY !== "visible";
    if (!clipsX && !clipsY) continue;
    const box = ancestor.getBoundingClientRect();
    // The padding box: inside the borders.
    const inner = {
      left: box.left + parseFloat(a.borderLeftWidth),
      right: box.right - parseFloat(a.borderRightWidth),
      top: box.top + parseFloat(a.borderTopWidth),
      bottom: box.bottom - parseFloat(a.borderBottomWidth),
    };
    const tolerance = 0.5;
    if (
      (clipsX && (ring.left < inner.left - tolerance || ring.right > inner.right + tolerance)) ||
      (clipsY && (ring.top < inner.top - tolerance || ring.bottom > inner.bottom + tolerance))
    ) {
      return { name, problem: `its ring is clipped by ${ancestor.tagName.toLowerCase()}.${String(ancestor.className).split(" ").slice(0, 4).join(".")} (overflow ${a.overflowX}/${a.overflowY})` };
    }
  }
  return { name };
}

/** Tabs from the top of the page to its end, inspecting each element focused on the way. */
async function walk(page: Page, limit = 160): Promise<Reached[]> {
  // Start from the top: focus a (not tabbable) mark at the start of the body, so Tab goes to the page's first element.
  await page.evaluate(() => {
    const start = document.createElement("div");
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
  });
  const reached: Reached[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return "";
      if (!element.dataset.focusWalk) element.dataset.focusWalk = String(Math.random());
      return element.dataset.focusWalk;
    });
    // Back at the top (or out of the page): the walk is over.
    if (!key || seen.has(key)) break;
    seen.add(key);
    const found = await page.evaluate(inspectFocused);
    if (found) reached.push(found);
  }
  return reached;
}

function expectAllVisible(reached: Reached[], atLeast: number) {
  expect(reached.length, "elements the keyboard reached").toBeGreaterThanOrEqual(atLeast);
  expect(reached.filter((r) => r.problem).map((r) => `${r.name}: ${r.problem}`)).toEqual([]);
}

test("the walk finds an element without a ring and a ring its ancestor clips", async ({ page }) => {
  await page.goto("/");
  // Until React has hydrated the page it may put the page back as rendered, dropping what was added to it: the two
  // elements are added (again) and walked until the walk finds both.
  await expect(async () => {
    await page.evaluate(() => {
      if (document.getElementById("no-ring")) return;
      const bare = document.createElement("button");
      bare.id = "no-ring";
      bare.textContent = "No ring";
      bare.style.outline = "none";
      const box = document.createElement("div");
      box.style.overflow = "hidden";
      box.style.padding = "0";
      const clipped = document.createElement("a");
      clipped.href = "#clipped";
      clipped.textContent = "Clipped ring";
      clipped.style.display = "block";
      box.append(clipped);
      document.querySelector("main")!.prepend(bare, box);
    });
    const problems = (await walk(page)).filter((r) => r.problem);
    expect(problems).toEqual([
      { name: expect.stringContaining("No ring"), problem: "no outline and no box shadow" },
      { name: expect.stringContaining("Clipped ring"), problem: expect.stringContaining("its ring is clipped by div") },
    ]);
  }).toPass({ timeout: 60_000 });
});

test.describe("a visible focus indicator on every element the keyboard reaches", () => {
  test("the catalog page and the header", async ({ page }) => {
    await page.goto("/");
    const reached = await walk(page);
    // The skip link, the header's links and controls, the product cards, the footer.
    expect(reached.map((r) => r.name)).toEqual(expect.arrayContaining([expect.stringContaining("Skip to content")]));
    expectAllVisible(reached, 15);
  });

  for (const slug of ["ceramic-mug", "engraved-water-bottle", "cosy-evening-bundle"]) {
    test(`the product page ${slug}`, async ({ page }) => {
      await page.goto(`/products/${slug}`);
      expectAllVisible(await walk(page), 10);
    });
  }

  test("the cart with lines", async ({ page }) => {
    await browserWithCart(page, [
      { type: "cart_item", id: DEMO_IDS.mug, quantity: 2 },
      { type: "cart_item", id: DEMO_IDS.tea, quantity: 1 },
    ]);
    await page.goto("/cart");
    await expect(page.getByRole("button", { name: /Remove/ }).first()).toBeVisible();
    expectAllVisible(await walk(page), 12);
  });

  test("checkout: the details step, and the shipping step", async ({ page }) => {
    await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
    await page.goto("/checkout");
    await expect(page.getByRole("form", { name: "Checkout" })).toBeVisible();
    expectAllVisible(await walk(page), 15);
    await fillCheckout(page);
    await page.getByRole("button", { name: "Continue to shipping" }).click();
    await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("2. Shipping");
    expectAllVisible(await walk(page), 8);
  });
});
