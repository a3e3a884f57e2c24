// The administrators' orders (docs/orders.md): a guest who pays on delivery or by bank transfer is told what is owed
// and how to pay, and the order waits for payment; the administrator finds it under Awaiting payment, records the
// money, and it is paid. A made-to-order order: the admin page and the printed packing slip show the engraving and
// the bundle's components; it is shipped with a carrier and tracking number, which the shopper then sees; a part
// refunded by line reads "Partly refunded" to both sides. Refusals are said in words and change nothing.
import { expect, test, type Page } from "@playwright/test";
import { fillAdminSignIn } from "./support/admin";
import { adminPage, browserWithCart, DEMO_IDS, expectAccessible, continueToPayment, fillCheckout, token } from "./support/storefront";

async function placeOrder(page: Page, items: Record<string, unknown>[], email: string) {
  await browserWithCart(page, items);
  await page.goto("/checkout");
  await fillCheckout(page, { name: "Pat Made", email });
  await continueToPayment(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  return { id: new URL(page.url()).pathname.split("/").pop()!, number: (await page.getByTestId("order-number").textContent())! };
}

async function apiOrder(page: Page, id: string) {
  const read = await page.request.get(`/v2/orders/${id}?include=items`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } });
  return (await read.json()).data;
}


test("pay on delivery or by bank transfer: awaiting payment until the administrator records it, then paid", async ({ page, browser }) => {
  const email = `owes-${Date.now().toString(36)}@example.com`;
  const order = await placeOrder(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }], email);
  expect(order.number).toMatch(/^#\d{4,}$/);
  const total = (await apiOrder(page, order.id)).meta.display_price.with_tax.amount as number;
  const owed = `$${(total / 100).toFixed(2)}`;
  await expect(page.getByTestId("order-placed")).toContainText(`your order ${order.number} is placed; it waits for your payment of ${owed}`);
  await expect(page.getByTestId("order-payment-status")).toHaveText(`Awaiting payment · ${owed} to pay`);
  await expect(page.getByTestId("payment-due-amount")).toHaveText(owed);
  // A USD order: the store's US account only (bank details per currency).
  await expect(page.getByTestId("bank-details")).toContainText("Routing number (ABA): 123456780");
  await expect(page.getByTestId("bank-details")).not.toContainText("Sort code");
  await expect(page.getByTestId("payment-reference")).toHaveText(order.number);
  await expectAccessible(page);

  const admin = await adminPage(browser, "/admin/orders");
  await admin.getByRole("navigation", { name: "Order lists" }).getByRole("link", { name: /^Awaiting payment/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?view=awaiting-payment$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Awaiting payment");
  const row = admin.getByTestId("admin-order-row").filter({ hasText: email });
  await expect(row).toContainText("Awaiting payment");
  await expect(row.getByTestId("admin-order-number")).toHaveText(order.number);
  await expectAccessible(admin);
  await row.getByRole("link", { name: order.number }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(admin.getByTestId("admin-order-number")).toHaveText(`Order ${order.number}`);
  await expect(admin.getByTestId("admin-order-payment")).toHaveText(`Awaiting payment · ${owed} to pay`);

  // Without the box ticked: refused, nothing recorded.
  const record = admin.getByRole("region", { name: "Record a payment" });
  await expect(record.getByLabel(/Amount received/)).toHaveValue((total / 100).toFixed(2));
  await record.getByRole("button", { name: "Record payment" }).click({ noWaitAfter: true });
  // The browser's own check stops an unticked required box; the page is unchanged.
  await expect(admin.getByTestId("admin-order-payment")).toHaveText(`Awaiting payment · ${owed} to pay`);
  await record.getByLabel("How it came").selectOption({ label: "Bank transfer" });
  await record.getByLabel("Reference (optional)").fill("HSBC 4471");
  await record.getByLabel("Yes, this money has arrived").check();
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText(`Recorded ${owed} received (bank transfer).`);
  await expect(admin.getByTestId("admin-order-payment")).toHaveText("Paid");
  await expect(admin.getByTestId("admin-order-owed")).toHaveText("$0.00");
  await expect(admin.getByRole("region", { name: "Record a payment" })).toHaveCount(0);

  // Now to ship.
  await admin.goto("/admin/orders");
  await admin.getByRole("navigation", { name: "Order lists" }).getByRole("link", { name: /^To ship/ }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("To ship");
  await expect(admin.getByTestId("admin-order-row").filter({ hasText: email })).toContainText("Paid · Not shipped");

  // The shopper's page: paid, nothing owed.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-payment-status")).toHaveText("Paid");
  await expect(page.getByTestId("payment-due")).toHaveCount(0);
  expect(await apiOrder(page, order.id)).toMatchObject({ payment: "paid", status: "complete", meta: { number: Number(order.number.slice(1)) } });
});

test("a made-to-order order: engraving and bundle on the admin page and packing slip, shipped with tracking the shopper sees, refunded by line", async ({ page, browser }) => {
  const email = `maker-${Date.now().toString(36)}@example.com`;
  const order = await placeOrder(
    page,
    [
      { type: "cart_item", id: DEMO_IDS.bottle, quantity: 2, custom_inputs: { engraving: "Ada & Bea <3", gift_message: "Happy birthday" } },
      { type: "cart_item", id: DEMO_IDS.bundle, quantity: 2, bundle_configuration: { selected_options: { drinkware: { [DEMO_IDS.tumbler]: 1 }, treats: { [DEMO_IDS.candle]: 2 } } } },
    ],
    email,
  );
  const admin = await adminPage(browser, `/admin/orders/${order.id}`);
  const record = admin.getByRole("region", { name: "Record a payment" });
  await record.getByLabel("How it came").selectOption({ label: "Paid on delivery" });
  await record.getByLabel("Yes, this money has arrived").check();
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByTestId("admin-order-payment")).toHaveText("Paid");

  // What to make: the engraving as typed, the bundle's components with the units to pick, the shipping method.
  const bottle = admin.getByTestId("fulfilment-line").filter({ hasText: "Engraved Water Bottle" });
  await expect(bottle.getByTestId("fulfilment-quantity")).toHaveText("2");
  await expect(bottle.getByTestId("fulfilment-inputs")).toContainText("Name to engrave:Ada & Bea <3");
  await expect(bottle.getByTestId("fulfilment-inputs")).toContainText("Gift message:Happy birthday");
  const bundle = admin.getByTestId("fulfilment-line").filter({ hasText: "Cosy Evening Bundle" });
  await expect(bundle.getByTestId("fulfilment-bundle")).toContainText("Drinkware:2 × Enamel Tumbler");
  await expect(bundle.getByTestId("fulfilment-bundle")).toContainText("Treats:4 × Beeswax Candle");
  await expect(admin.getByTestId("admin-order-shipping-method")).toContainText("Shipping: Standard delivery");
  await expectAccessible(admin);

  // The packing slip, as printed: no admin frame, the same lines.
  await admin.getByRole("link", { name: "Packing slip" }).click();
  await expect(admin.getByTestId("slip-number")).toHaveText(`Order ${order.number}`);
  await expect(admin.getByRole("button", { name: "Print packing slip" })).toBeVisible();
  await expectAccessible(admin);
  await admin.emulateMedia({ media: "print" });
  await expect(admin.getByRole("banner").filter({ hasText: "Store admin" })).toBeHidden();
  await expect(admin.getByRole("button", { name: "Print packing slip" })).toBeHidden();
  await expect(admin.getByTestId("fulfilment-line").filter({ hasText: "Engraved Water Bottle" })).toContainText("Ada & Bea <3");
  await expect(admin.getByTestId("fulfilment-line").filter({ hasText: "Cosy Evening Bundle" })).toContainText("4 × Beeswax Candle");
  await expect(admin.getByTestId("slip-shipping-method")).toContainText("Standard");
  // The slip's amounts add up: the lines are the items row, and items, discount, shipping and tax the total the API charged.
  const value = async (testId: string) => {
    const found = admin.getByTestId(testId);
    return (await found.count()) ? Number(await found.getAttribute("data-value")) : 0;
  };
  const lineSum = (await admin.getByTestId("admin-order-line-amount").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-value"))))).reduce((a, b) => a + b, 0);
  const charged = (await apiOrder(page, order.id)).meta.display_price.with_tax.amount as number;
  expect(lineSum).toBe(await value("slip-summary-goods"));
  expect((await value("slip-summary-goods")) + (await value("slip-summary-discount")) + (await value("slip-summary-shipping")) + (await value("slip-summary-tax"))).toBe(charged);
  expect(await value("slip-summary-total")).toBe(charged);
  await admin.pdf({ path: test.info().outputPath("packing-slip.pdf") });
  await admin.emulateMedia({ media: "screen" });
  await admin.getByRole("link", { name: `Back to Order ${order.number}` }).click();

  // Shipping needs a tracking number the store can read.
  const ship = admin.getByRole("region", { name: "Order" });
  await ship.getByLabel("Carrier").fill("Royal Mail");
  await ship.getByLabel("Tracking number").fill("<AB12>");
  await ship.getByLabel("Yes, it has been shipped").check();
  await ship.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("A tracking number has letters, digits");
  await expect(admin.getByTestId("admin-order-shipping")).toContainText("Not shipped yet");
  await ship.getByLabel("Carrier").fill("Royal Mail");
  await ship.getByLabel("Tracking number").fill("AB123456789GB");
  await ship.getByLabel("Yes, it has been shipped").check();
  await ship.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText("marked as shipped with Royal Mail, tracking number AB123456789GB");
  await expect(admin.getByTestId("admin-order-shipping")).toContainText("Shipped");

  // Refund one bottle by line, back into stock: both sides read Partly refunded with the amount: half of what the
  // line was charged after its share of the order's discounts (the refund form says what that was).
  const refund = admin.getByRole("region", { name: "Refund by line" });
  const paidText = (await refund.getByRole("row").filter({ hasText: "Engraved Water Bottle" }).textContent()) ?? "";
  const paid = Math.round(Number(/\$([\d,]+\.\d{2}) paid for 2/.exec(paidText)![1].replace(/,/g, "")) * 100);
  const back = `$${(Math.round(paid / 2) / 100).toFixed(2)}`;
  const stockBefore = (await (await page.request.get(`/v2/inventories/${DEMO_IDS.bottle}`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } })).json()).data?.attributes;
  await refund.getByRole("spinbutton", { name: /Engraved Water Bottle/ }).fill("1");
  await refund.getByRole("checkbox", { name: /Engraved Water Bottle/ }).check();
  await refund.getByLabel("Yes, refund these units").check();
  await refund.getByRole("button", { name: "Refund units" }).click();
  await expect(admin.getByTestId("admin-order-outcome")).toContainText(`Refunded ${back} for 1 unit.`);
  await expect(admin.getByTestId("admin-order-payment")).toHaveText(`Partly refunded · ${back} refunded`);
  await expect(bottle.getByTestId("fulfilment-refunded")).toHaveText("1 refunded, 1 put back in stock");
  if (stockBefore) {
    const after = (await (await page.request.get(`/v2/inventories/${DEMO_IDS.bottle}`, { headers: { authorization: `Bearer ${await token(page.request, true)}` } })).json()).data.attributes;
    expect(after.total).toBe(stockBefore.total + 1);
  }

  // The shopper sees the tracking and the refund.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-shipping-status")).toContainText("Shipped");
  await expect(page.getByTestId("order-carrier")).toHaveText("Royal Mail");
  await expect(page.getByTestId("order-tracking-number")).toHaveText("AB123456789GB");
  await expect(page.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute("href", /royalmail\.com.*AB123456789GB/);
  await expect(page.getByTestId("order-payment-status")).toHaveText(`Partly refunded · ${back} refunded`);
  await expect(page.getByTestId("order-line").filter({ hasText: "Engraved Water Bottle" }).getByTestId("order-line-refunded")).toHaveText("(1 refunded)");
  await expectAccessible(page);
});

test("the administrator's bank account for a currency is what a shopper who owes in it reads, line by line", async ({ page, browser }) => {
  const admin = await adminPage(browser, "/admin/orders");
  // The settings pages are listed under Settings.
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await admin.getByRole("link", { name: "Payment settings" }).click();
  const usd = admin.getByRole("group", { name: "Bank account for USD" });
  const fields = { name: usd.getByLabel("Account name"), routing: usd.getByLabel("Routing number (ABA)"), account: usd.getByLabel("Account number") };
  const before = { name: await fields.name.inputValue(), routing: await fields.routing.inputValue(), account: await fields.account.inputValue() };
  await fields.name.fill("Maker & Co");
  // A routing number that fails its checksum is refused beside its field.
  await fields.routing.fill("123456789");
  await fields.account.fill("44556677");
  await admin.getByRole("button", { name: "Save payment settings" }).click();
  await expect(usd.getByText("That is not a valid routing number")).toBeVisible();
  await fields.routing.fill("123456780");
  await admin.getByRole("button", { name: "Save payment settings" }).click();
  await expect(admin.getByTestId("payment-settings-status")).toHaveText("Saved.");
  await expectAccessible(admin);

  const email = `bank-${Date.now().toString(36)}@example.com`;
  await placeOrder(page, [{ type: "cart_item", id: DEMO_IDS.tea, quantity: 1 }], email);
  await expect(page.getByTestId("bank-details")).toHaveText("Account name: Maker & Co\nRouting number (ABA): 123456780\nAccount number: 44556677", { useInnerText: true });

  // As the store had them, for the tests after this one.
  await admin.reload();
  await fields.name.fill(before.name);
  await fields.routing.fill(before.routing);
  await fields.account.fill(before.account);
  await admin.getByRole("button", { name: "Save payment settings" }).click();
  await expect(admin.getByTestId("payment-settings-status")).toHaveText("Saved.");
});

test("the manual gateway switch: off, a shopper's token cannot mark an order paid; on again, with or without JavaScript", async ({ page, browser }) => {
  const manualGateway = async () =>
    (await (await page.request.get("/v2/gateways/manual", { headers: { authorization: `Bearer ${await token(page.request, true)}` } })).json()).data;
  const admin = await adminPage(browser, "/admin/settings/payments");
  const switchOf = (p: Page) => p.getByRole("switch", { name: "Shoppers may mark their own orders paid (the manual gateway)" });
  // The demo store has it on, for EP's storefront; the page says what that means.
  await expect(switchOf(admin)).toBeChecked();
  await expect(switchOf(admin)).toHaveAccessibleDescription(/Turn off unless you confirm every manual payment yourself\.$/);
  await switchOf(admin).uncheck();
  await admin.getByRole("button", { name: "Save payment settings" }).click();
  await expect(admin.getByTestId("payment-settings-status")).toHaveText("Saved.");
  expect(await manualGateway()).toMatchObject({ slug: "manual", enabled: false });
  await expectAccessible(admin);

  // A shopper's token: the order placed, its manual payment refused.
  const cartId = `gw-${Date.now().toString(36)}`;
  const shopper = { authorization: `Bearer ${await token(page.request)}` };
  await page.request.post(`/v2/carts/${cartId}/items`, { headers: shopper, data: { data: { type: "cart_item", id: DEMO_IDS.tea, quantity: 1 } } });
  const address = { first_name: "Pat", last_name: "Made", line_1: "1 Lane", city: "York", postcode: "YO1 1AA", country: "GB" };
  const checkout = await page.request.post(`/v2/carts/${cartId}/checkout`, {
    headers: shopper,
    data: { data: { customer: { name: "Pat Made", email: "gateway@example.com" }, billing_address: address, shipping_address: address } },
  });
  expect(checkout.status()).toBe(201);
  const orderId = (await checkout.json()).data.id;
  const refused = await page.request.post(`/v2/orders/${orderId}/payments`, { headers: shopper, data: { data: { gateway: "manual", method: "purchase" } } });
  expect(refused.status()).toBe(422);

  // On again, as the store had it, from a browser without JavaScript (the form posts as a plain form).
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(`/admin/sign-in?next=${encodeURIComponent("/admin/settings/payments")}`);
  await fillAdminSignIn(noScript);
  await expect(switchOf(noScript)).not.toBeChecked();
  await switchOf(noScript).check();
  await noScript.getByRole("button", { name: "Save payment settings" }).click();
  await expect(noScript.getByTestId("payment-settings-status")).toHaveText("Saved.");
  expect(await manualGateway()).toMatchObject({ enabled: true });
});
