import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiOrder } from "./support/api-order";

// The demo account (seeded) and the store's development client (README).
const DEMO = { email: "demo@cartwright.test", password: "cartwright-demo" };
const CLIENT = { id: process.env.STORE_CLIENT_ID || "cartwright-dev-client", secret: process.env.STORE_CLIENT_SECRET || "cartwright-dev-secret" };

async function token(request: APIRequestContext, form: Record<string, string>): Promise<string> {
  const response = await request.post("/oauth/access_token", { form });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token;
}

type Fixture = { demoSubscription: string; foreignSubscription: string };

/** The demo member signed in through the API: its account and its account token. */
async function demoMember(request: APIRequestContext) {
  const implicit = await token(request, { grant_type: "implicit", client_id: CLIENT.id });
  const signIn = await request.post("/v2/account-members/tokens", {
    headers: { authorization: `Bearer ${implicit}` },
    data: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: DEMO.email, password: DEMO.password } },
  });
  expect(signIn.ok()).toBe(true);
  const [member] = (await signIn.json()).data;
  return { accountId: member.account_id as string, accountToken: member.token as string };
}

/** A fresh subscription of the demo account to the demo Coffee Club (Monthly plan), and another account's. */
async function makeSubscriptions(request: APIRequestContext): Promise<Fixture> {
  const admin = await token(request, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  const auth = { authorization: `Bearer ${admin}` };
  const demoAccount = (await demoMember(request)).accountId;

  const offerings = await (await request.get("/v2/subscriptions/offerings?page[limit]=100", { headers: auth })).json();
  const coffeeClub = offerings.data.find((o: { attributes: { name: string } }) => o.attributes.name === "Coffee Club");
  const plans = await (await request.get(`/v2/subscriptions/offerings/${coffeeClub.id}/plans`, { headers: auth })).json();
  const monthly = plans.data.find((p: { attributes: { name: string } }) => p.attributes.name === "Monthly");

  const subscribe = async (accountId: string) => {
    const response = await request.post("/v2/subscriptions/subscriptions", {
      headers: auth,
      data: {
        data: {
          account_id: accountId,
          offering_id: coffeeClub.id,
          plan_id: monthly.id,
          currency: "USD",
          name: "Demo Shopper",
          email: DEMO.email,
          payment_authority: { type: "vendor_payments_processor", customer_id: "cus_demo_e2e", card_id: "card_4242424242424242" },
        },
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).data.id as string;
  };

  const other = await request.post("/v2/accounts", { headers: auth, data: { data: { type: "account", name: "Someone else" } } });
  return { demoSubscription: await subscribe(demoAccount), foreignSubscription: await subscribe((await other.json()).data.id) };
}

async function signIn(page: Page, next = "/account") {
  await page.goto(`/account/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

let fixture: Fixture;

test.beforeAll(async ({ request }) => {
  fixture = await makeSubscriptions(request);
});

test("signing in keeps the account token in an httpOnly SameSite=Lax cookie scripts cannot read", async ({ page, context }) => {
  const { accountToken } = await demoMember(page.request);
  const { id: demoOrder } = await apiOrder(page.request, "USD", 1200, DEMO.email, "Demo Shopper", accountToken);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Faccount$/);

  // The form's zod schema speaks before the server is asked; the server's answer is announced.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your email address.")).toBeVisible();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The email or password is not correct." })).toBeVisible();

  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  // The account's orders, the one placed above among them (other specs order as the demo shopper too).
  const orders = page.getByRole("list", { name: "Orders", exact: true });
  await expect(orders.locator(`a[href="/orders/${demoOrder}"]`)).toBeVisible();
  await expect(page.getByText("You have no orders yet.")).toHaveCount(0);

  const cookie = (await context.cookies()).find((c) => c.name === "cw_account");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("cw_account");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in/);
});

test("the detail view shows the offering, the plan in words, trial, price, masked card, badges, dates and products", async ({ page }) => {
  await signIn(page);
  const link = page.getByRole("link", { name: "Coffee Club — Monthly" }).first();
  await expect(link).toBeVisible();
  await page.goto(`/account/subscriptions/${fixture.demoSubscription}`);

  await expect(page.getByRole("heading", { level: 1, name: "Coffee Club" })).toBeVisible();
  await expect(page.getByText("Freshly roasted beans delivered on your schedule, with a brew guide.")).toBeVisible();
  await expect(page.getByTestId("plan-in-words")).toHaveText("billed every month for 12 months, then renews");
  await expect(page.getByTestId("plan-trial")).toHaveText("1 month free trial");
  await expect(page.getByTestId("plan-price")).toHaveText("$19.00");
  await expect(page.getByTestId("plan-price")).toHaveAttribute("data-value", "1900");
  await expect(page.getByTestId("payment-method")).toHaveText("Card •••• 4242");
  expect(await page.content()).not.toContain("card_4242424242424242");
  await expect(page.getByTestId("subscription-status")).toHaveText("Status: Active");
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Running");

  const dates = page.getByTestId("key-dates");
  await expect(dates.getByText("Started")).toBeVisible();
  await expect(dates.getByText("Next bill on")).toBeVisible();
  await expect(dates.getByText("Renews on")).toBeVisible();

  // The plan's fixed price covers the products: they are listed without prices of their own.
  const products = page.getByRole("list", { name: "Included products" }).getByRole("listitem");
  await expect(products).toHaveCount(2);
  await expect(products.filter({ hasText: "House Blend Beans" })).toBeVisible();
  await expect(products.filter({ hasText: "Brew Guide" })).toBeVisible();
  await expect(page.getByTestId("products-priced-by-plan")).toHaveText("The plan's fixed price covers these products.");

  await expect(page.getByRole("button", { name: "Pause subscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume subscription" })).toHaveCount(0);

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
});

test("pause → resume → cancel, each announced, the page following every change", async ({ page }) => {
  await signIn(page, `/account/subscriptions/${fixture.demoSubscription}`);
  const result = page.getByTestId("subscription-action-result");

  await page.getByRole("button", { name: "Pause subscription" }).click();
  await expect(result).toHaveText("Your subscription is paused.");
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Paused");
  await expect(page.getByTestId("subscription-status")).toHaveText("Status: Inactive");
  await expect(page.getByRole("button", { name: "Pause subscription" })).toHaveCount(0);
  await expect(page.getByTestId("key-dates").getByText("Paused since")).toBeVisible();
  await expect(result).toBeFocused();

  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(result).toHaveText("Your subscription is active again.");
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Running");
  await expect(page.getByRole("button", { name: "Resume subscription" })).toHaveCount(0);
  await expect(page.getByTestId("key-dates").getByText("Resumed on")).toBeVisible();

  // Cancel asks first; Escape keeps the subscription and returns focus to the button.
  const cancel = page.getByRole("button", { name: "Cancel subscription" });
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Cancel your Coffee Club subscription?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep subscription" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Running");

  await cancel.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, cancel subscription" }).click();
  await expect(result).toHaveText("Your subscription is canceled.");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Canceled");
  await expect(page.getByText("This subscription can no longer be paused, resumed or canceled.")).toBeVisible();
  await expect(page.getByRole("button", { name: /subscription$/ })).toHaveCount(0);
  await expect(page.getByTestId("key-dates").getByText("Canceled on")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Canceled");
  await expect(page.getByRole("button", { name: "Pause subscription" })).toHaveCount(0);
});

test("another account's subscription, or an id that is not one, shows the not-found page", async ({ page }) => {
  await signIn(page);
  for (const id of [fixture.foreignSubscription, "not-a-subscription"]) {
    const response = await page.goto(`/account/subscriptions/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Coffee Club")).toHaveCount(0);
  }
});

test("the subscription page states only what is true in each state, once, and its price adds up", async ({ page }) => {
  // A subscription of its own: the test above ends canceling the fixture's.
  const { demoSubscription } = await makeSubscriptions(page.request);
  await signIn(page, `/account/subscriptions/${demoSubscription}`);
  const dates = page.getByTestId("key-dates");
  const terms = () => dates.locator("dt").allTextContents();

  // One sentence for the plan: its description said the same again, and is not printed twice.
  await expect(page.getByTestId("plan-in-words")).toHaveText("billed every month for 12 months, then renews");
  await expect(page.getByText(/billed every month for 12 months, then renews/i)).toHaveCount(1);

  // The price per bill is what its listed parts add up to.
  const price = Number(await page.getByTestId("plan-price").getAttribute("data-value"));
  const parts = await page.getByTestId("price-part-amount").evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-value"))));
  expect(parts.length).toBeGreaterThan(0);
  expect(parts.reduce((sum, amount) => sum + amount, 0)).toBe(price);
  await expect(page.getByTestId("price-part")).toHaveText(["The plan's fixed price$19.00"]);
  await expect(page.getByRole("list", { name: "Included products" }).getByText("$")).toHaveCount(0);

  // Active: the next bill and the renewal.
  expect(await terms()).toEqual(["Started", "Next bill on", "Renews on"]);

  // Paused: since when, and no bill nor renewal while paused.
  await page.getByRole("button", { name: "Pause subscription" }).click();
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Paused");
  await expect.poll(terms).toEqual(["Started", "Paused since", "Bills"]);
  await expect(page.getByTestId("fact-bills")).toHaveText("None while paused. Resume it to be billed again.");
  await expect(dates.getByText(/Next bill|Renews/)).toHaveCount(0);

  // Resumed: billed again.
  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Running");
  await expect.poll(terms).toEqual(["Started", "Resumed on", "Next bill on", "Renews on"]);

  // Canceled: no renewal date, no next bill.
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel subscription" }).click();
  await expect(page.getByTestId("subscription-state")).toHaveText("State: Canceled");
  await expect.poll(terms).toEqual(["Started", "Canceled on", "Bills"]);
  await expect(page.getByTestId("fact-bills")).toHaveText("No more bills: the subscription is canceled.");
  await expect(page.getByText(/Renews on|Next bill/)).toHaveCount(0);
  await page.reload();
  expect(await terms()).toEqual(["Started", "Canceled on", "Bills"]);
});

test("the subscriptions page says each plan once", async ({ page }) => {
  await page.goto("/subscriptions");
  // The demo's plan by its exact name: other specs make plans of their own ("Monthly tea").
  const monthly = page.getByTestId("plan").filter({ has: page.getByRole("heading", { name: "Monthly", exact: true }) });
  await expect(monthly).toHaveCount(1);
  await expect(monthly.getByText(/billed every month for 12 months, then renews/i)).toHaveCount(1);
});
