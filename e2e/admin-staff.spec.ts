// Staff accounts end to end (docs/admin.md "Staff"), at 1280 and 390 px: the owner signs in with e-mail and password,
// invites a staff member; the invitation arrives by e-mail (a real SMTP server on localhost); the invitee accepts it
// in a browser of their own, is signed in, signs in again with their own password, and cannot open the owner's
// pages (settings, shipping and tax, staff) nor see their links; they record an order's payment, and the order's
// timeline names them; the owner removes them and their next request lands on sign-in.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInAsAdmin } from "./support/admin";
import { mailRecipient as recipient, startE2eInbox } from "./support/smtp";
import { apiOrder } from "./support/api-order";
import type { SmtpInbox } from "../tests/support/smtp-inbox";

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startE2eInbox();
});
test.afterAll(async () => {
  await inbox?.close();
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

for (const width of [1280, 390]) {
  test(`an owner invites, the staff member joins and is held to staff's pages, then is removed (${width} px)`, async ({ page, browser, request }) => {
    test.slow(); // two people's sessions, an e-mail and axe at one width: several minutes on a busy machine
    await page.setViewportSize({ width, height: 900 });
    const email = `sam-${width}-${Date.now()}@staff.example`;
    const name = `Sam ${width}`;

    // The owner: e-mail and password, then the staff page (which only an owner sees).
    await signInAsAdmin(page, "/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(page.getByTestId("staff-list")).toContainText("owner@cartwright.test");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("staff");
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByTestId("admin-outcome")).toHaveText(`An invitation is on its way to ${email}. Its link works for 7 days.`);
    if (width === 1280) await expectNoAxeViolations(page);

    // The invitation e-mail, and its link opened in the invitee's own browser.
    const mail = await inbox.waitFor((m) => recipient(m) === email);
    expect(mail.subject).toBe("You are invited to run Cartwright");
    const link = /https?:\/\/\S+(\/admin\/invitation\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
    expect(link, mail.text).toBeTruthy();
    const staffContext = await browser.newContext({ viewport: { width, height: 900 } });
    const staff = await staffContext.newPage();
    await staff.goto(link![1]);
    await expect(staff.getByRole("heading", { level: 1, name: "Join the store's staff" })).toBeVisible();
    await expect(staff.getByText(email)).toBeVisible();
    if (width === 1280) await expectNoAxeViolations(staff);
    await staff.getByLabel("Your name").fill(name);
    await staff.getByLabel("Password").fill("sam's own password");
    await staff.getByRole("button", { name: "Join and sign in" }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The link works once.
    await staff.goto(link![1]);
    await expect(staff.getByText("This invitation has been used already.")).toBeVisible();

    // Signing out and in again with their own e-mail and password.
    await staff.goto("/admin");
    await staff.getByRole("button", { name: "Sign out" }).click();
    await expect(staff).toHaveURL(/\/admin\/sign-in$/);
    await signInAsAdmin(staff, "/admin/orders", { email, password: "sam's own password" });
    await expect(staff.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

    // Staff do not see the owner's sections, and cannot open them.
    if (width < 1024) await nav(staff).getByText("Menu").click();
    await expect(nav(staff).getByRole("link", { name: "Orders" }).filter({ visible: true })).toBeVisible();
    await expect(nav(staff).getByRole("link", { name: "Settings" })).toHaveCount(0);
    await expect(nav(staff).getByRole("link", { name: "Staff" })).toHaveCount(0);
    await expect(nav(staff).getByRole("link", { name: "Shipping and tax" })).toHaveCount(0);
    for (const path of ["/admin/settings", "/admin/settings/cart", "/admin/settings/payments", "/admin/shipping-and-tax", "/admin/staff"]) {
      await staff.goto(path);
      await expect(staff.getByTestId("owner-only"), path).toContainText("Only the store's owner can change settings.");
    }

    // The staff member records a bank transfer on an order; the order's timeline says it was them.
    const order = await apiOrder(request, "GBP", 1250);
    await staff.goto(`/admin/orders/${order.id}`);
    const owed = (await staff.getByTestId("admin-order-owed").textContent())!;
    expect(owed).toBe("£12.50");
    const record = staff.getByRole("region", { name: "Record a payment" });
    await record.getByLabel("Yes, this money has arrived").check();
    await record.getByRole("button", { name: "Record payment" }).click();
    await expect(staff.getByTestId("admin-order-payment")).toHaveText("Paid");
    const recorded = staff.getByTestId("order-timeline").locator('[data-kind="change"]').filter({ hasText: `Recorded a payment of ${owed} by bank transfer` });
    await expect(recorded.getByTestId("timeline-actor")).toHaveText(` · by ${name}`);
    // The owner reads the same timeline.
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByTestId("order-timeline").locator('[data-kind="change"]').filter({ hasText: `Recorded a payment of ${owed}` }).getByTestId("timeline-actor")).toHaveText(` · by ${name}`);

    // The owner sees the sections, and removes the member (after ticking the box).
    await page.goto("/admin/staff");
    const row = page.getByTestId("staff-row").filter({ hasText: email });
    await expect(row).toContainText("Staff");
    await row.getByLabel(`Yes, remove ${name}`).check();
    await row.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByTestId("admin-outcome")).toHaveText(`${name} is removed from the staff. Their sessions have ended.`);
    await expect(page.getByTestId("staff-list")).not.toContainText(email);

    // The removed member's very next request lands on sign-in, and their password no longer signs in.
    await staff.goto("/admin/orders");
    await expect(staff).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Forders$/);
    await staff.getByLabel("E-mail").fill(email);
    await staff.getByLabel("Password").fill("sam's own password");
    await staff.getByRole("button", { name: "Sign in" }).click();
    await expect(staff.locator("#sign-in-result")).toContainText("not accepted");
    await staffContext.close();
  });
}

test("the owner cannot remove themselves; the staff page works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page, "/admin/staff");
  const own = page.getByTestId("staff-row").filter({ hasText: "owner@cartwright.test" });
  await expect(own).toContainText("You");
  await expect(own.getByRole("button", { name: "Remove" })).toHaveCount(0);

  // An invitation for someone already on the staff is refused, in words.
  await page.getByLabel("Name", { exact: true }).fill("Me again");
  await page.getByLabel("E-mail", { exact: true }).fill("owner@cartwright.test");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByTestId("admin-outcome-error")).toHaveText("owner@cartwright.test is on the staff already.");
  await context.close();
});
