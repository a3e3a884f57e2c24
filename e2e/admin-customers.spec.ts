// The merchant's customers (docs/admin.md "Customers"): one per e-mail. An order placed by the signed-in demo shopper
// shows on the demo shopper's customer page (with the account's members, addresses and subscriptions), found by the
// e-mail in any case, and links to the order's admin page; a guest's order on the guest's. Create customer refuses a
// taken e-mail; notes are edited and recorded. Each page passes axe at 1280 and 390 px.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessibleAtBothWidths, signInAsAdmin } from "./support/admin";
import { ADDRESS, DEMO, DEMO_IDS, token } from "./support/storefront";

/** Places an order through the API: as the demo shopper when `accountToken` is given, else as a guest. */
async function placeOrder(request: APIRequestContext, customer: { name: string; email: string }, accountToken?: string) {
  const headers = { authorization: `Bearer ${await token(request)}`, ...(accountToken ? { "ep-account-management-authentication-token": accountToken } : {}) };
  const cartId = `e2e-customers-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const added = await request.post(`/v2/carts/${cartId}/items`, { headers, data: { data: [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }] } });
  expect(added.status(), await added.text()).toBe(201);
  const address = { ...ADDRESS, country: "GB" };
  const placed = await request.post(`/v2/carts/${cartId}/checkout`, {
    headers,
    data: { data: { customer, billing_address: address, shipping_address: address } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: string; meta: { number: number } };
  return { id: order.id, number: order.meta.number };
}

async function demoAccountToken(request: APIRequestContext) {
  const signIn = await request.post("/v2/account-members/tokens", {
    headers: { authorization: `Bearer ${await token(request)}` },
    data: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: DEMO.email, password: DEMO.password } },
  });
  expect(signIn.status()).toBe(201);
  return (await signIn.json()).data[0].token as string;
}

test("a signed-in shopper's order is on their customer page with the account's parts; a guest's on theirs", async ({ page, request }) => {
  // Axe at two widths on two pages: long on a busy machine.
  test.setTimeout(180_000);
  const member = await placeOrder(request, { name: "Demo Shopper", email: DEMO.email }, await demoAccountToken(request));
  const guestEmail = `guest-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const guest = await placeOrder(request, { name: "Gail Guest", email: guestEmail });

  await signInAsAdmin(page, "/admin/customers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customers");
  await expectAccessibleAtBothWidths(page);

  // The demo shopper, by the e-mail in another case: one customer, with an account.
  const search = page.getByRole("search", { name: "Customers" });
  await search.getByLabel("Name or e-mail").fill(DEMO.email.toUpperCase());
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=/);
  await expect(page.getByTestId("customers-found")).toHaveText(`1 customer matches “${DEMO.email.toUpperCase()}”`);
  const row = page.getByTestId("customer-row");
  await expect(row).toContainText(DEMO.email);
  await expect(row.getByTestId("customer-kind")).toHaveText("Account");
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("customer-members")).toContainText(DEMO.email);
  const memberOrder = page.locator(`[data-testid="customer-order-row"][data-id="${member.id}"]`);
  await expect(memberOrder).toContainText("Demo Shopper");
  await expect(page.getByTestId("customer-subscriptions")).toContainText("Coffee Club");
  await expect(page.getByTestId("customer-addresses")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await memberOrder.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${member.id}$`));

  // The guest, by their e-mail: a customer of their own, marked Guest, with the order.
  await page.goto(`/admin/customers?q=${encodeURIComponent(guestEmail)}`);
  await expect(page.getByTestId("customers-found")).toHaveText(`1 customer matches “${guestEmail}”`);
  await expect(page.getByTestId("customer-row").getByTestId("customer-kind")).toHaveText("Guest");
  await page.getByTestId("customer-row").getByRole("link", { name: "Gail Guest" }).click();
  const guestOrder = page.locator(`[data-testid="customer-order-row"][data-id="${guest.id}"]`);
  await expect(guestOrder).toContainText("Gail Guest");
  await expect(guestOrder.getByRole("link")).toHaveText(`#${guest.number}`);
  await guestOrder.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${guest.id}$`));
});

test("Create customer refuses a taken e-mail; the notes and phone are edited on the customer's page, and recorded", async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `new-${tag}@example.test`;
  await signInAsAdmin(page, "/admin/customers");
  await page.getByRole("link", { name: "Create customer" }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/new$/);
  const form = page.getByTestId("customer-form");
  await form.getByRole("button", { name: "Create customer" }).click();
  await expect(form.getByText("Enter the customer's name.")).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The demo shopper's e-mail is taken (any case).
  await form.getByLabel("Name").fill(`Nora New ${tag}`);
  await form.getByLabel("E-mail").fill(DEMO.email.toUpperCase());
  await form.getByRole("button", { name: "Create customer" }).click();
  await expect(form.getByText("Another customer has this e-mail address.")).toBeVisible();

  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone (optional)").fill("+44 20 7946 0000");
  await form.getByRole("button", { name: "Create customer" }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}\?done=/);
  await expect(page.getByTestId("admin-outcome")).toHaveText("Customer created.");
  await expect(page.getByTestId("customer-kind")).toHaveText("Guest");
  await expect(page.getByTestId("customer-order-count")).toHaveText("0");

  const edit = page.getByTestId("customer-form");
  await edit.getByLabel("Notes (optional)").fill("Prefers =SUM(A1) deliveries after 5pm");
  await edit.getByRole("button", { name: "Save customer" }).click();
  await expect(page.getByTestId("admin-outcome")).toHaveText("Saved.");
  await expect(page.getByTestId("customer-notes")).toHaveText("Prefers =SUM(A1) deliveries after 5pm");
  await expect(page.getByTestId("customer-activity")).toContainText(`Added the customer Nora New ${tag} (${email})`);
  await expect(page.getByTestId("customer-activity")).toContainText("Changed the customer's notes");
  await expectAccessibleAtBothWidths(page);
});
