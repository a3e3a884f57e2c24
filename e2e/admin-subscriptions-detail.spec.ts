// A subscription's admin page (docs/admin.md "Subscriptions"): its plan, shopper, state, next bill and invoices; the
// merchant pauses and resumes it on the shopper's behalf and the API reads back the same state; canceling needs its
// confirmation. The page passes axe at 1280 and 390 px.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminApiToken, expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";

async function makeSubscription(request: APIRequestContext, name: string) {
  const auth = { authorization: `Bearer ${await adminApiToken(request)}` };
  const account = await request.post("/v2/accounts", { headers: auth, data: { data: { type: "account", name } } });
  expect(account.status()).toBe(201);
  const offerings = await (await request.get("/v2/subscriptions/offerings?page[limit]=100", { headers: auth })).json();
  const coffeeClub = offerings.data.find((o: { attributes: { name: string } }) => o.attributes.name === "Coffee Club");
  const plans = await (await request.get(`/v2/subscriptions/offerings/${coffeeClub.id}/plans`, { headers: auth })).json();
  const monthly = plans.data.find((p: { attributes: { name: string } }) => p.attributes.name === "Monthly");
  const created = await request.post("/v2/subscriptions/subscriptions", {
    headers: auth,
    data: {
      data: {
        account_id: (await account.json()).data.id,
        offering_id: coffeeClub.id,
        plan_id: monthly.id,
        currency: "USD",
        name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.test`,
        payment_authority: { type: "vendor_payments_processor", customer_id: "cus_admin_e2e", card_id: "card_4242424242424242" },
      },
    },
  });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).data.id as string, auth };
}

test("pause and resume a subscription on the shopper's behalf; the API reads back the same; cancel only once confirmed", async ({ page, request }) => {
  const name = `Sub Scriber ${Math.random().toString(36).slice(2, 7)}`;
  const { id, auth } = await makeSubscription(request, name);
  const apiMeta = async () => (await (await request.get(`/v2/subscriptions/subscriptions/${id}`, { headers: auth })).json()).data.meta;

  await signInAsAdmin(page, "/admin/subscriptions");
  await page.locator(`[data-testid="admin-subscription-row"][data-id="${id}"]`).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/subscriptions/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Coffee Club: ${name}`);
  await expect(page.getByTestId("subscription-state")).toHaveText("Active");
  await expect(page.getByTestId("subscription-shopper")).toHaveText(name);
  await expect(page.getByTestId("subscription-next-bill")).not.toHaveText("None");
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("button", { name: "Pause subscription" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("The subscription is paused.");
  await expect(page.getByTestId("subscription-state")).toHaveText("Paused");
  await expect(page.getByTestId("subscription-next-bill")).toHaveText("None");
  expect(await apiMeta()).toMatchObject({ paused: true, status: "inactive", canceled: false });
  await expect(page.getByRole("button", { name: "Pause subscription" })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("The subscription is active again.");
  await expect(page.getByTestId("subscription-state")).toHaveText("Active");
  expect(await apiMeta()).toMatchObject({ paused: false, status: "active" });

  // Cancel: the browser's own check stops the form until the box is ticked.
  await page.getByRole("button", { name: "Cancel subscription" }).click({ noWaitAfter: true });
  await expect(page.getByTestId("subscription-state")).toHaveText("Active");
  expect((await apiMeta()).canceled).toBe(false);
  await page.getByLabel("Yes, cancel this subscription").check();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("The subscription is canceled.");
  await expect(page.getByTestId("subscription-state")).toHaveText("Canceled");
  expect(await apiMeta()).toMatchObject({ canceled: true, status: "inactive" });
  await expect(page.getByText("Its plan or its state allows no change now.")).toBeVisible();
});
