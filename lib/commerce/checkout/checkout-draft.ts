// What a shopper has typed at checkout, kept with their cart on the server (docs/architecture.md "Checkout"), so a
// reload, another tab or a return the next day finds it, the step they were on and the shipping method they chose.
// A draft is what was typed, not yet checked: the orders module's schema checks it when the order is placed. It
// lives and dies with its cart (a row that references the cart, deleted with it, and so by the purge of expired
// carts), and is forgotten once the order is placed.
import { z } from "zod";
import { checkoutStore } from "@/lib/storage/checkout/checkout-store";

/** Longer than any field the checkout schema takes, so that a draft keeps whatever was typed for it to refuse. */
const TYPED = z.string().max(1000);

const draftAddress = z.object({
  first_name: TYPED,
  last_name: TYPED,
  line_1: TYPED,
  line_2: TYPED,
  city: TYPED,
  county: TYPED,
  // A draft kept before addresses had a region reads as one without.
  region: TYPED.default(""),
  postcode: TYPED,
  country: TYPED,
  // A draft kept before checkout asked for a phone reads as one without.
  phone_number: TYPED.default(""),
});

/** A checkout draft as the storefront saves it: the form's values, the step shown and the method chosen. */
export const checkoutDraftSchema = z.object({
  values: z.object({
    customer: z.object({ name: TYPED, email: TYPED }),
    shipping_address: draftAddress,
    billing_address: draftAddress,
    billing_same: z.boolean(),
  }),
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  shippingMethodId: z.string().max(200),
});

export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/**
 * Keeps the draft with the cart (replacing the one it had). A cart that does not exist keeps nothing: a draft
 * never makes a cart.
 */
export async function saveCheckoutDraft(cartId: string, draft: CheckoutDraft): Promise<boolean> {
  return checkoutStore.saveDraft(cartId, { details: draft.values, step: draft.step, shippingMethodId: draft.shippingMethodId });
}

/** The cart's draft, or undefined when it has none (or what is stored no longer reads as one). */
export async function readCheckoutDraft(cartId: string | undefined): Promise<CheckoutDraft | undefined> {
  if (!cartId) return undefined;
  const row = await checkoutStore.readDraft(cartId);
  if (!row) return undefined;
  const read = checkoutDraftSchema.safeParse({ values: row.details, step: row.step, shippingMethodId: row.shippingMethodId });
  return read.success ? read.data : undefined;
}

/** Forgets the cart's draft (its order has been placed). */
export async function forgetCheckoutDraft(cartId: string): Promise<void> {
  await checkoutStore.forgetDraft(cartId);
}
