// What the storefront specs share: API tokens, the cart id the browser holds, the cart as the API
// sees it, products made for one test, and the accessibility check.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { fillAdminSignIn } from "./admin";

export const CLIENT = {
  id: process.env.STORE_CLIENT_ID || "cartwright-dev-client",
  secret: process.env.STORE_CLIENT_SECRET || "cartwright-dev-secret",
};
export const DEMO = { email: "demo@cartwright.test", password: "cartwright-demo" };

/** A new browser context signed in to the admin (as the demo owner) through its sign-in form, on `path`. */
export async function adminPage(browser: Browser, path: string): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  await fillAdminSignIn(admin);
  await expect(admin).toHaveURL(new RegExp(`${path}$`));
  return admin;
}

export async function token(request: APIRequestContext, admin = false): Promise<string> {
  const form: Record<string, string> = admin
    ? { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }
    : { grant_type: "implicit", client_id: CLIENT.id };
  const response = await request.post("/oauth/access_token", { form });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token;
}

/**
 * The browser's cart: a signed-in shopper's is their account's (found with the session's account token, as
 * the page's scripts cannot: it is in no script-readable cookie); else the one in the cw_cart cookie.
 */
export async function browserCartId(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "cw_account");
  if (session) {
    const response = await context.request.get("/v2/carts", {
      headers: { authorization: `Bearer ${await token(context.request)}`, "ep-account-management-authentication-token": session.value },
    });
    expect(response.status()).toBe(200);
    const ids = ((await response.json()).data as { id: string }[]).map((c) => c.id).filter((id) => id.startsWith("acct_"));
    expect(ids, "the account has its cart").toHaveLength(1);
    return ids[0];
  }
  const cookie = cookies.find((c) => c.name === "cw_cart");
  expect(cookie, "the browser has a cart cookie").toBeTruthy();
  return cookie!.value;
}

export type ApiCart = {
  data: { id: string; type: string; name: string; quantity: number; custom_inputs?: Record<string, string>; meta: { display_price: Record<string, { unit: { amount: number }; value: { amount: number } }> } }[];
  meta: { display_price: Record<string, { amount: number; currency: string; formatted: string }> };
};

export async function apiCart(request: APIRequestContext, cartId: string): Promise<ApiCart> {
  // An account's cart is only its account's or an administrator's to read.
  const response = await request.get(`/v2/carts/${cartId}/items`, { headers: { authorization: `Bearer ${await token(request, cartId.startsWith("acct_"))}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** A live product made through the administrators' API for one test (unique sku and slug). */
export async function makeProduct(request: APIRequestContext, attributes: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post("/pcm/products", {
    headers: { authorization: `Bearer ${await token(request, true)}` },
    data: { data: { type: "product", attributes: { sku: `E2E-${tag}`, slug: `e2e-${tag}`, ...attributes } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { id: body.data.id, slug: body.data.attributes.slug };
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    severe.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Fails the test if any dialog (alert, confirm) opens. */
export function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

export const DEMO_IDS = {
  bottle: "00000000-0000-4000-8000-000000000001",
  mug: "00000000-0000-4000-8000-000000000002",
  apron: "00000000-0000-4000-8000-000000000003",
  board: "00000000-0000-4000-8000-000000000004",
  candle: "00000000-0000-4000-8000-000000000006",
  tea: "00000000-0000-4000-8000-000000000007",
  bundle: "00000000-0000-4000-8000-000000000010",
  tumbler: "00000000-0000-4000-8000-000000000012",
};

/** A new cart filled through the API, handed to the browser as its cart (the cw_cart cookie). */
export async function browserWithCart(
  page: Page,
  items: Record<string, unknown>[],
  options: { currency?: string } = {},
): Promise<string> {
  // A signed-in shopper's cart is their account's (the storefront reads it from the session, not from cw_cart).
  const session = (await page.context().cookies()).find((c) => c.name === "cw_account");
  const cartId = session ? await browserCartId(page.context()) : `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post(`/v2/carts/${cartId}/items`, {
    headers: {
      authorization: `Bearer ${await token(page.request)}`,
      "x-moltin-currency": options.currency ?? "USD",
      ...(session ? { "ep-account-management-authentication-token": session.value } : {}),
    },
    data: { data: items },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (!session) {
    const baseURL = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: "cw_cart", value: cartId, url: baseURL }]);
  }
  return cartId;
}

/**
 * The cart page's summary agrees with the API's meta.display_price, to the minor unit: its rows (items, discount,
 * shipping, tax) add up to its total, which is the API's with_tax (or, while tax is still to be added at checkout,
 * with_tax before tax); the lines as listed add up to the items row.
 */
export async function expectTotalsEqualApi(page: Page, cartId: string) {
  const cart = await apiCart(page.request, cartId);
  const totals = cart.meta.display_price;
  const valueOf = async (testId: string) => {
    const cell = page.getByTestId(testId);
    return (await cell.count()) === 0 ? 0 : Number(await cell.getAttribute("data-value"));
  };
  const taxToCome = (await page.getByTestId("cart-note").filter({ hasText: "Tax is added at checkout." }).count()) > 0;
  const total = page.getByTestId("cart-total");
  await expect(total).toHaveAttribute("data-value", String(totals.with_tax.amount - (taxToCome ? totals.tax.amount : 0)));
  if (!taxToCome) await expect(total).toHaveText(totals.with_tax.formatted);
  const rows = (await Promise.all(["cart-goods", "cart-discount", "cart-shipping", "cart-tax"].map(valueOf))).reduce((a, b) => a + b, 0);
  expect(rows, "the rows add up to the total").toBe(Number(await total.getAttribute("data-value")));
  const lines = cart.data.filter((item) => item.type !== "promotion_item");
  await expect(page.getByTestId("cart-line")).toHaveCount(lines.length);
  let listed = 0;
  for (const item of lines) {
    const line = page.locator(`[data-testid="cart-line"][data-item-id="${item.id}"]`);
    await expect(line.getByTestId("line-quantity")).toHaveValue(String(item.quantity));
    listed += Number(await line.getByTestId("line-total").getAttribute("data-value"));
  }
  expect(listed, "the lines add up to the items row").toBe(await valueOf("cart-goods"));
  return cart;
}

export async function signIn(page: Page, next = "/account", who: { email: string; password: string } = DEMO) {
  await page.goto(`/account/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The value of a browser cookie, or undefined. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

export const ADDRESS = {
  first_name: "Ada",
  last_name: "Lovelace",
  line_1: "12 St James's Square",
  city: "London",
  postcode: "SW1Y 4JH",
  country: "gb",
};

/** Fills the checkout form's details and shipping address, and waits until the summary is priced for the country. */
export async function fillCheckout(page: Page, customer = { name: "Ada Lovelace", email: "ada@example.com" }) {
  await fillCheckoutFields(page, customer);
  // Choosing the country prices shipping and tax for it: wait until the summary has been updated.
  await expect(page.getByTestId("checkout-review")).toHaveAttribute("data-reviewed", new RegExp(`^${ADDRESS.country.toUpperCase()}:`));
}

/** Fills the checkout form's details and shipping address (with or without scripts). */
export async function fillCheckoutFields(page: Page, customer = { name: "Ada Lovelace", email: "ada@example.com" }) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Full name").fill(customer.name);
  await form.getByLabel("Email").fill(customer.email);
  const shipping = form.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("First name").fill(ADDRESS.first_name);
  await shipping.getByLabel("Last name").fill(ADDRESS.last_name);
  await shipping.getByLabel("Address line 1").fill(ADDRESS.line_1);
  await shipping.getByLabel("City").fill(ADDRESS.city);
  await shipping.getByLabel("Postcode").fill(ADDRESS.postcode);
  await shipping.getByLabel("Country").selectOption(ADDRESS.country.toUpperCase());
}

/** From the filled first step of checkout, through shipping (the method already chosen), to review and payment. */
export async function continueToPayment(page: Page) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  await expect(form.getByRole("button", { name: "Place order" })).toBeVisible();
  // The step is kept with the cart (the checkout draft) before anything else is sent.
  await expect(page.getByTestId("checkout-draft")).toHaveAttribute("data-saved", "true");
}

/** A new account with one member, for tests that must not change the demo account (its orders). */
export async function makeShopper(request: APIRequestContext, name = "Test Shopper") {
  const auth = { authorization: `Bearer ${await token(request, true)}` };
  const account = await request.post("/v2/accounts", { headers: auth, data: { data: { type: "account", name } } });
  expect(account.status()).toBe(201);
  const email = `shopper-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = "correct horse battery";
  const member = await request.post("/v2/account-members", {
    headers: auth,
    data: { data: { type: "account_member", account_id: (await account.json()).data.id, name, email, password } },
  });
  expect(member.status()).toBe(201);
  return { name, email, password };
}

/** Fills checkout's first step with an address in `country` and waits until the summary is priced for it. */
export async function fillDetails(page: Page, country: string, address: { line_1: string; city: string; postcode: string; region?: string }) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Full name").fill("Pat Shopper");
  await form.getByLabel("Email").fill(`money-${country.toLowerCase()}-${Date.now().toString(36)}@example.com`);
  const shipping = form.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("First name").fill("Pat");
  await shipping.getByLabel("Last name").fill("Shopper");
  await shipping.getByLabel("Address line 1").fill(address.line_1);
  await shipping.getByLabel("City").fill(address.city);
  await shipping.getByLabel("Postcode").fill(address.postcode);
  await shipping.getByLabel("Country").selectOption(country);
  // A US address names its state (the review waits for it: the rate may be the state's).
  if (address.region) await shipping.getByLabel("State", { exact: true }).selectOption(address.region);
  await expect(page.getByTestId("checkout-review")).toHaveAttribute("data-reviewed", new RegExp(`^${country}:`));
}
