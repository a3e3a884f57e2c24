// Where the checkout form resumes a kept draft (lib/commerce/checkout/checkout-draft.ts): the rule the checkout page
// applies before rendering, with its test beside it. A step is resumed only when what it needs is still there.
import type { CheckoutDraft } from "@/lib/commerce/checkout/checkout-draft";
import { checkoutFormSchema } from "@/lib/commerce/orders/checkout-schema";
import { checkoutData } from "./checkout-forms";

/**
 * The draft as the form resumes it: on the step it was left at only when the details it needs are complete and the
 * method is still offered; else on the step before.
 */
export function resumableDraft(draft: CheckoutDraft | undefined, offered: { id: string }[]): CheckoutDraft | undefined {
  if (!draft) return undefined;
  const method = offered.some((o) => o.id === draft.shippingMethodId) ? draft.shippingMethodId : "";
  const detailsDone = checkoutFormSchema.safeParse(checkoutData(draft.values)).success;
  const step = !detailsDone ? 1 : draft.step === 3 && offered.length > 0 && !method ? 2 : draft.step;
  return { ...draft, step, shippingMethodId: method };
}

/**
 * The draft resumed where a Change link asked (`?change=`, order-review.tsx): `details` on the first step; `shipping`
 * on the shipping step when the details are complete and a method is offered (else where it could resume).
 */
export function draftForChange(draft: CheckoutDraft | undefined, change: unknown, offered: unknown[]): CheckoutDraft | undefined {
  if (!draft) return undefined;
  if (change === "details") return { ...draft, step: 1 };
  if (change === "shipping" && draft.step > 1 && offered.length > 0) return { ...draft, step: 2 };
  return draft;
}
