// The merchant's customers (docs/admin.md "Customers"): an order placed by the signed-in demo shopper shows on the
// demo account's page, found by the member's e-mail, and links to the order's admin page; an order placed as a guest
// shows when its e-mail is searched. Each page passes axe at 1280 and 390 px.
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

test("a signed-in shopper's order is on their account's page, a guest's is found by its e-mail", async ({ page, request }) => {
  const member = await placeOrder(request, { name: "Demo Shopper", email: DEMO.email }, await demoAccountToken(request));
  const guestEmail = `guest-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const guest = await placeOrder(request, { name: "Gail Guest", email: guestEmail });

  await signInAsAdmin(page, "/admin/customers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customers");
  await expectAccessibleAtBothWidths(page);

  // The demo account, by its member's e-mail.
  const search = page.getByRole("search", { name: "Customers" });
  await search.getByLabel("Name or e-mail").fill(DEMO.email.toUpperCase());
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=/);
  await expect(page.getByTestId("customers-found")).toHaveText(`1 account matches “${DEMO.email.toUpperCase()}”`);
  const row = page.getByTestId("customer-row");
  await expect(row).toContainText(DEMO.email);
  // No guest ordered with the demo shopper's e-mail: the account's order is not a guest's.
  await expect(page.getByTestId("guest-orders-found")).toContainText("placed as a guest with demo@cartwright.test");
  await expect(page.locator(`[data-testid="customer-order-row"][data-id="${member.id}"]`)).toHaveCount(0);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("customer-members")).toContainText(DEMO.email);
  const memberOrder = page.locator(`[data-testid="customer-order-row"][data-id="${member.id}"]`);
  await expect(memberOrder).toContainText("Demo Shopper");
  await expect(page.getByTestId("customer-subscriptions")).toContainText("Coffee Club");
  await expectAccessibleAtBothWidths(page);
  await memberOrder.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${member.id}$`));

  // The guest's order, by its e-mail.
  await page.goto(`/admin/customers?q=${encodeURIComponent(guestEmail)}`);
  await expect(page.getByTestId("customers-found")).toHaveText(`0 accounts match “${guestEmail}”`);
  await expect(page.getByTestId("guest-orders-found")).toHaveText(`1 order placed as a guest with ${guestEmail}.`);
  const guestOrder = page.locator(`[data-testid="customer-order-row"][data-id="${guest.id}"]`);
  await expect(guestOrder).toContainText("Gail Guest");
  await expect(guestOrder.getByRole("link")).toHaveText(`#${guest.number}`);
  await expectAccessibleAtBothWidths(page);
  await guestOrder.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${guest.id}$`));
});
