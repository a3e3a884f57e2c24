// Orders found in seconds (docs/admin.md "Orders"): the administrator finds an order by its number, by the
// customer's name and by part of the e-mail; at 390 px the list is cards with nothing wider than the screen. The
// order's page shows its timeline: placed, its e-mails, a payment recorded by the person who did it, and an internal
// note added through the page.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { apiOrder, uniqueSuffix } from "./support/api-order";

async function search(page: Page, q: string) {
  await page.getByLabel("Find an order").fill(q);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === q.trim());
}

test("an order is found by number, name and e-mail; its page shows the timeline and a note added", async ({ page, request }) => {
  // Two pages walked by axe at both widths, on a shared machine.
  test.slow();
  const tag = uniqueSuffix();
  const name = `Margaret Hamilton ${tag}`;
  const email = `margaret.hamilton.${tag}@apollo-guidance-computer.example.com`;
  const order = await apiOrder(request, "USD", 11975, email, name);
  const row = page.locator(`[data-testid="admin-order-row"][data-id="${order.id}"]`);

  await signInAsAdmin(page, "/admin/orders");
  for (const q of [`#${order.number}`, String(order.number), name.toLowerCase(), `HAMILTON.${tag.toUpperCase()}@APOLLO`]) {
    await search(page, q);
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("orders-found")).toHaveText("1 order");
  }
  await expect(row).toContainText(name);

  // At 390 px: each order a card, the list no wider than the screen, the e-mail whole (wrapped at its @ or cut with
  // the whole address in its title).
  await expectAccessibleAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe("block");
  const list = page.getByRole("region", { name: "Orders" });
  expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await expect(row.locator(`[title="${email}"]`)).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Nothing else finds it.
  await search(page, `Nobody ${tag}`);
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`No orders match “Nobody ${tag}”.`)).toBeVisible();

  await page.goto(`/admin/orders/${order.id}`);
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.getByTestId("timeline-entry").last()).toContainText("Order placed");
  await expect(timeline).toContainText(`E-mail “Order confirmation” to ${email}`);

  // A payment recorded: told with who recorded it, and the shopper's "Payment received" e-mail.
  const owed = (await page.getByTestId("admin-order-owed").textContent())!;
  const record = page.getByRole("region", { name: "Record a payment" });
  await record.getByLabel("Yes, this money has arrived").check();
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("admin-order-payment")).toHaveText("Paid");
  const recorded = timeline.locator('[data-kind="change"]').filter({ hasText: `Recorded a payment of ${owed} by bank transfer` });
  await expect(recorded.getByTestId("timeline-actor")).toHaveText(" · by Store Owner");
  await expect(timeline).toContainText(`E-mail “Payment received” to ${email}`);

  // An internal note, kept as typed and shown as text.
  const secret = `porter-${tag}`;
  const note = `Rang <b>them</b>: leave with the ${secret}.`;
  await page.getByRole("textbox", { name: "Internal note" }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("admin-order-outcome")).toHaveText("Note added.");
  const first = timeline.getByTestId("timeline-entry").first();
  await expect(first).toHaveAttribute("data-kind", "note");
  await expect(first.getByTestId("timeline-text")).toHaveText(note);
  await expect(first.getByTestId("timeline-actor")).toHaveText(" · Note by Store Owner");
  await expectAccessibleAtBothWidths(page);

  // Never the shopper's: the order page they read (a guest's, by its id) does not hold it.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-number")).toHaveText(`#${order.number}`);
  await expect(page.locator("main")).not.toContainText(secret);
});
