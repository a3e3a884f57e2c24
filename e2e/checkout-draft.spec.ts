// Checkout slips a shopper met (issue 32): what was typed at checkout is kept with the cart on the server and
// survives a reload, on the step it was left at; the last step shows everything the order is about to be.
import { expect, test } from "@playwright/test";
import { ADDRESS, browserWithCart, DEMO_IDS, expectAccessible, fillCheckout, fillCheckoutFields } from "./support/storefront";

test("what was typed at checkout survives a reload, and the last step shows what the order will be", async ({ page }) => {
  await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }]);
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Checkout" });
  await fillCheckout(page, { name: "Ada Lovelace", email: "ada@example.com" });
  // Typed, not yet submitted: a reload keeps it (the draft is kept with the cart on the server).
  await form.getByRole("group", { name: "Shipping address" }).getByLabel("Address line 2 (optional)").fill("Flat 3");
  await expect(page.getByTestId("checkout-draft")).toHaveAttribute("data-saved", "true");
  await page.reload();
  await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
  const shipping = form.getByRole("group", { name: "Shipping address" });
  await expect(shipping.getByLabel("Address line 1")).toHaveValue(ADDRESS.line_1);
  await expect(shipping.getByLabel("Address line 2 (optional)")).toHaveValue("Flat 3");
  await expect(shipping.getByLabel("City")).toHaveValue(ADDRESS.city);
  await expect(shipping.getByLabel("Postcode")).toHaveValue(ADDRESS.postcode);
  await expect(shipping.getByLabel("Country")).toHaveValue("GB");

  // Shipping: express chosen, then a reload on that step keeps the step, the method and the details.
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await form.getByLabel(/Express delivery/).check();
  await expect(page.getByTestId("checkout-review")).toHaveAttribute("data-reviewed", "GB:express");
  await expect(page.getByTestId("checkout-draft")).toHaveAttribute("data-saved", "true");
  await page.reload();
  await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("2. Shipping");
  await expect(form.getByLabel(/Express delivery/)).toBeChecked();
  await expect(page.getByTestId("summary-shipping")).toHaveText("$12.00");

  await form.getByRole("button", { name: "Continue to review and payment" }).click();
  const review = page.getByRole("region", { name: "Your order" });
  await expect(review.getByTestId("review-email")).toHaveText("ada@example.com");
  await expect(review.getByTestId("review-shipping-address")).toHaveText(
    ["Ada Lovelace", ADDRESS.line_1, "Flat 3", `${ADDRESS.city} ${ADDRESS.postcode}`, "United Kingdom"].join(""),
  );
  await expect(review.getByTestId("review-billing-address")).toHaveText("Same as the shipping address");
  await expect(review.getByTestId("review-shipping-method")).toHaveText("Express delivery (next working day) · $12.00");
  await expect(review.getByTestId("review-payment")).toHaveText("Pay on delivery or by bank transfer");
  await expectAccessible(page);

  // The review step survives a reload too; Change goes back to the step that holds the detail.
  await page.reload();
  await expect(review.getByTestId("review-email")).toHaveText("ada@example.com");
  await review.getByRole("link", { name: "Change your details and address" }).click();
  await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
  await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toHaveText("1. Details and address");
  await expect(form.getByLabel("Full name")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each step's post keeps the draft: a reload resumes on the shipping step with the details, and the review lists them", async ({ page }) => {
    await browserWithCart(page, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }]);
    await page.goto("/checkout");
    const form = page.getByRole("form", { name: "Checkout" });
    await fillCheckoutFields(page, { name: "Ada Lovelace", email: "ada@example.com" });
    const shipping = form.getByRole("group", { name: "Shipping address" });
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    const current = page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]");
    await expect(current).toHaveText("2. Shipping");

    // The shipping step's recap links back to the details, filled from the draft.
    await page.getByRole("region", { name: "Your details" }).getByRole("link", { name: "Change your details and address" }).click();
    await expect(current).toHaveText("1. Details and address");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
    await form.getByRole("button", { name: "Continue to shipping" }).click();
    await expect(current).toHaveText("2. Shipping");

    // A fresh load of the page (not the post's answer) resumes where the shopper was.
    await page.goto("/checkout");
    await expect(current).toHaveText("2. Shipping");
    await form.getByLabel(/Express delivery/).check();
    await form.getByRole("button", { name: "Continue to review and payment" }).click();
    const review = page.getByRole("region", { name: "Your order" });
    await expect(review.getByTestId("review-email")).toHaveText("ada@example.com");
    await expect(review.getByTestId("review-shipping-method")).toHaveText("Express delivery (next working day) · $12.00");
    await expect(review.getByTestId("review-payment")).toHaveText("Pay on delivery or by bank transfer");

    // Change shipping method links back to the shipping step, express still chosen.
    await review.getByRole("link", { name: "Change shipping method" }).click();
    await expect(current).toHaveText("2. Shipping");
    await expect(form.getByLabel(/Express delivery/)).toBeChecked();
    await form.getByRole("button", { name: "Continue to review and payment" }).click();

    // Change your details links back to the first step, the fields filled from the draft.
    await review.getByRole("link", { name: "Change your details and address" }).click();
    await expect(current).toHaveText("1. Details and address");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(shipping.getByLabel("City")).toHaveValue(ADDRESS.city);
  });
});
