// One order per checkout attempt (docs/security.md "Checkout"): the storefront's Place order, replayed as the
// browser sent it or sent twice at once, gives one order, waiting for payment once (nothing is paid at checkout: one
// pending promise to pay on delivery or by bank transfer, docs/orders.md); with JavaScript and without it.
import { expect, test, type Page, type Request } from "@playwright/test";
import { browserWithCart, continueToPayment, DEMO_IDS, fillCheckout, token } from "./support/storefront";

type Sent = { url: string; headers: Record<string, string>; body: Buffer };

/** The Server Action call a click sends (a POST to the checkout page), as it went. */
async function sentBy(page: Page, click: () => Promise<void>): Promise<Sent> {
  const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/checkout");
  await click();
  return captured(await posted);
}

async function captured(request: Request): Promise<Sent> {
  const headers = await request.allHeaders();
  return { url: request.url(), headers, body: request.postDataBuffer() ?? Buffer.alloc(0) };
}

/** The same call sent again, cookies and all, from outside the browser (whose cart cookie is gone by now). */
async function replay(sent: Sent): Promise<Response> {
  const headers = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => !name.startsWith(":") && name !== "content-length"));
  return fetch(sent.url, { method: "POST", headers, body: new Uint8Array(sent.body), redirect: "manual" });
}

/** The order id in an action's answer: the reply of a script's call, or the redirect of a form's post. */
async function orderIdOf(response: Response): Promise<string | undefined> {
  const text = response.status >= 300 && response.status < 400 ? (response.headers.get("location") ?? "") : await response.text();
  return /(?:"orderId":"|\/orders\/)([0-9a-f-]{36})/.exec(text)?.[1];
}

/** The orders placed for this e-mail address (each test uses its own), newest first, with their transactions. */
async function ordersFor(page: Page, email: string) {
  const auth = { authorization: `Bearer ${await token(page.request, true)}` };
  const list = await page.request.get("/v2/orders?page[limit]=100", { headers: auth });
  const mine = ((await list.json()).data as { id: string; payment: string; customer: { email: string } }[]).filter((o) => o.customer.email === email);
  return Promise.all(
    mine.map(async (order) => {
      const transactions = await page.request.get(`/v2/orders/${order.id}/transactions`, { headers: auth });
      return { id: order.id, payment: order.payment, transactions: ((await transactions.json()).data as unknown[]).length };
    }),
  );
}

const email = () => `once-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** A guest's cart of these items, checked out up to Place order; the shopper's own e-mail address. */
async function readyToPlace(page: Page, item: Record<string, unknown>, name: string): Promise<string> {
  const shopper = email();
  await browserWithCart(page, [item]);
  await page.goto("/checkout");
  await fillCheckout(page, { name, email: shopper });
  await continueToPayment(page);
  return shopper;
}

test("Place order replayed gives the same order, once", async ({ page }) => {
  const shopper = await readyToPlace(page, { type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }, "Ada Lovelace");
  const sent = await sentBy(page, () => page.getByRole("button", { name: "Place order" }).click());
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("order-payment-status")).toHaveAttribute("data-value", "awaiting_payment");

  // The browser's call again, twice (its cart cookie with it): the same order each time.
  for (const answer of [await replay(sent), await replay(sent)]) {
    expect(answer.status).toBe(200);
    expect(await orderIdOf(answer)).toBe(orderId);
  }
  expect(await ordersFor(page, shopper)).toEqual([{ id: orderId, payment: "unpaid", transactions: 1 }]);
});

test("a Place order with an attempt key the client made up places nothing (issue 44)", async ({ page }) => {
  const shopper = await readyToPlace(page, { type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }, "Ada Lovelace");
  const sent = await sentBy(page, () => page.getByRole("button", { name: "Place order" }).click());
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  // The same call, its cart cookie with it, under a key of the client's own making: refused, no second order.
  const issued = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}/.exec(sent.body.toString("utf8"))?.[0];
  expect(issued, "the page's key is issued by the store").toBeDefined();
  const made = { ...sent, body: Buffer.from(sent.body.toString("utf8").replace(issued!, crypto.randomUUID())) };
  const answer = await (await replay(made)).text();
  expect(answer).not.toMatch(/"orderId":"/);
  expect(answer).toContain("out of date");
  expect(await ordersFor(page, shopper)).toEqual([{ id: orderId, payment: "unpaid", transactions: 1 }]);
});

test("two Place orders at once give one order", async ({ page }) => {
  const shopper = await readyToPlace(page, { type: "cart_item", id: DEMO_IDS.apron, quantity: 2 }, "Grace Hopper");
  // The click's call goes on to the server while the same call, sent beside it, races it.
  let twin: Promise<Response> | undefined;
  await page.route("**/checkout", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && !twin) twin = replay(await captured(request));
    await route.continue();
  });
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  expect(twin, "the call was sent twice").toBeDefined();
  expect(await orderIdOf(await twin!)).toBe(orderId);
  expect(await ordersFor(page, shopper)).toEqual([{ id: orderId, payment: "unpaid", transactions: 1 }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("checkout posts each step, places the order once, and a repeated post gives the same order", async ({ page }) => {
    const shopper = email();
    await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }]);
    await page.goto("/checkout");
    const form = page.getByRole("form", { name: "Checkout" });
    // A field left empty is refused beside it, and what was typed stays.
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    await expect(form.getByText("Enter an email address")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");

    await form.getByLabel("Email").fill(shopper);
    const shipping = form.getByRole("group", { name: "Shipping address" });
    await shipping.getByLabel("First name").fill("Ada");
    await shipping.getByLabel("Last name").fill("Lovelace");
    await shipping.getByLabel("Address line 1").fill("12 St James's Square");
    await shipping.getByLabel("City").fill("London");
    await shipping.getByLabel("Postcode").fill("SW1Y 4JH");
    await shipping.getByLabel("Country").selectOption("GB");
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    // The summary is the cart priced for the destination: 20% VAT on the goods.
    await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("2. Shipping");
    await form.getByLabel(/Express delivery/).check();
    await form.getByRole("button", { name: "Continue to review and payment" }).click();
    // Back keeps the choice; Enter presses the step's own button, not Back.
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel(/Express delivery/)).toBeChecked();
    await form.getByLabel(/Express delivery/).press("Enter");
    await expect(form.getByRole("button", { name: "Place order" })).toBeVisible();
    await expect(page.getByTestId("summary-shipping")).toHaveAttribute("data-value", "1200");
    const withTax = await page.getByTestId("summary-total").getAttribute("data-value");

    const sent = await sentBy(page, () => form.getByRole("button", { name: "Place order" }).click());
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByTestId("order-placed")).toContainText(/Thank you: your order #\d+ is placed; it waits for your payment/);
    await expect(page.getByTestId("order-total")).toHaveAttribute("data-value", withTax!);
    await expect(page.getByRole("region", { name: "Customer" })).toContainText("Ada Lovelace");

    // The form posted again, as a second click or a resubmission would: the same order's page.
    const again = await replay(sent);
    expect(again.status).toBe(303);
    expect(await orderIdOf(again)).toBe(orderId);
    expect(await ordersFor(page, shopper)).toEqual([{ id: orderId, payment: "unpaid", transactions: 1 }]);
  });
});
