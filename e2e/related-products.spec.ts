// Issue 48: a product page's "You may also like": other products of its categories as cards priced in the shopper's
// currency, products linked to it through a custom relationship first; the page's own price stays its only
// `product-price` (the cards' are `card-price`).
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, inEveryCurrency } from "./support/admin";
import { makeProduct, token } from "./support/storefront";

const suggestions = (page: Page) => page.getByRole("region", { name: "You may also like" });

test("the mug's page suggests the other drinkware, priced in the shopper's currency, each card opening its page", async ({ page, context, baseURL }) => {
  await page.goto("/products/ceramic-mug");
  await expect(page.getByTestId("product-price")).toHaveText("$14.00");
  const section = suggestions(page);
  await expect(section.getByRole("heading", { level: 2, name: "You may also like" })).toBeVisible();
  const cards = section.getByRole("listitem");
  for (const name of ["Engraved Water Bottle", "Enamel Tumbler"]) {
    await expect(cards.filter({ hasText: name }).getByTestId("card-price")).toHaveText("$28.00");
  }
  // Never the product itself; at most four.
  await expect(cards.filter({ hasText: "Ceramic Mug" })).toHaveCount(0);
  expect(await cards.count()).toBeLessThanOrEqual(4);
  await expectAccessibleAtBothWidths(page);

  // At 390 px the cards are two a row, under the product's details.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(section).toBeVisible();
  const buy = await page.getByRole("button", { name: "Add to cart" }).boundingBox();
  expect((await section.boundingBox())!.y).toBeGreaterThan(buy!.y);
  await page.setViewportSize({ width: 1280, height: 900 });

  // In euros, the cards' prices are in euros.
  await context.addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
  await page.goto("/products/ceramic-mug");
  await expect(page.getByTestId("product-price")).toHaveText("€13.00");
  await expect(suggestions(page).getByRole("listitem").filter({ hasText: "Enamel Tumbler" }).getByTestId("card-price")).toHaveText("€26.00");

  await suggestions(page).getByRole("link", { name: /Engraved Water Bottle/ }).click();
  await expect(page).toHaveURL(/\/products\/engraved-water-bottle$/);
  await expect(page.getByRole("heading", { level: 1, name: "Engraved Water Bottle" })).toBeVisible();
  await expect(page.getByTestId("product-price")).toHaveText("€26.00");
  await expect(suggestions(page).getByRole("listitem").filter({ hasText: "Ceramic Mug" }).getByTestId("card-price")).toHaveText("€13.00");
});

test("a product linked through a custom relationship comes first; a product with nothing to suggest has no section", async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await token(request, true)}` };
  const tag = Date.now().toString(36);
  const [shown, neighbour, linked] = [
    await makeProduct(request, { name: `Shown ${tag}`, status: "live", price: inEveryCurrency(2000) }),
    await makeProduct(request, { name: `Neighbour ${tag}`, status: "live", price: inEveryCurrency(1500) }),
    await makeProduct(request, { name: `Linked ${tag}`, status: "live", price: inEveryCurrency(2500) }),
  ];
  // Nothing in its categories and nothing linked yet: no section at all.
  await page.goto(`/products/${shown.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Shown ${tag}` })).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);

  const hierarchy = await request.post("/pcm/hierarchies", { headers: admin, data: { data: { type: "hierarchy", attributes: { name: `Related ${tag}` } } } });
  const hierarchyId = (await hierarchy.json()).data.id;
  const node = await request.post(`/pcm/hierarchies/${hierarchyId}/nodes`, { headers: admin, data: { data: { type: "node", attributes: { name: "Shelf" } } } });
  const placed = await request.post(`/pcm/hierarchies/${hierarchyId}/nodes/${(await node.json()).data.id}/relationships/products`, {
    headers: admin,
    data: { data: [shown, neighbour].map((p) => ({ type: "product", id: p.id })) },
  });
  expect(placed.status()).toBeLessThan(300);
  const relationship = await request.post("/pcm/custom-relationships", {
    headers: admin,
    data: { data: { type: "custom-relationship", attributes: { name: "Goes with", slug: `goes-with-${tag}` } } },
  });
  expect(relationship.status()).toBe(201);
  const slug = (await relationship.json()).data.attributes.slug;
  const related = await request.post(`/pcm/products/${shown.id}/custom-relationships/${slug}`, { headers: admin, data: { data: [{ type: "product", id: linked.id }] } });
  expect(related.status()).toBe(201);

  // The writes mark the cached suggestions stale: the page shows them at once, the linked product first.
  await page.goto(`/products/${shown.slug}`);
  await expect(suggestions(page).getByRole("heading", { level: 3 })).toHaveText([`Linked ${tag}`, `Neighbour ${tag}`]);
  await expect(suggestions(page).getByTestId("card-price")).toHaveText(["$25.00", "$15.00"]);
  await expect(page.getByTestId("product-price")).toHaveText("$20.00");
});
