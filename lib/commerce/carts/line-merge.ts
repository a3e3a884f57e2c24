// How lines of the same identity (line-identity.ts) merge into one: the quantities add up; a catalog
// line takes the catalog's name, description and price of now (the catalog wins), a custom item keeps
// its own (the same SKU with another price does not reprice the line). Used by an add (add-plan.ts) and
// by a line update that gives a line the identity of another (carts.ts updateCartItem).
import type { LineWrite } from "@/lib/storage/carts/cart-store";
import type { CartItemRow } from "./cart-view";
import type { LineDraft } from "./items/item-handler";

/** The quantity of a line after `added` more of it. */
export const mergedQuantity = (existing: number, added: number) => existing + added;

/**
 * The line as an add leaves it: `draft` added `added` times over to `existing` (undefined: a new line).
 * A line of fixed quantity (a promotion) holds the draft's quantity however often it is added.
 */
export function mergedLine(existing: CartItemRow | undefined, draft: LineDraft, added: number): LineWrite {
  const keep = existing && !draft.refreshExisting ? existing : undefined;
  return {
    existing,
    type: draft.type,
    identity: draft.identity,
    productId: draft.productId,
    name: keep?.name ?? draft.name,
    description: keep?.description ?? draft.description,
    sku: keep?.sku ?? draft.sku,
    slug: keep?.slug ?? draft.slug,
    quantity: draft.fixedQuantity ? draft.quantity : mergedQuantity(existing?.quantity ?? 0, added),
    unitAmount: keep?.unitAmount ?? draft.unitAmount,
    includesTax: keep?.includesTax ?? draft.includesTax,
    manageStock: keep?.manageStock ?? draft.manageStock ?? false,
    customInputs: draft.customInputs,
    bundleConfiguration: draft.bundleConfiguration,
    shippingGroupId: draft.shippingGroupId,
    image: keep ? keep.image : draft.image,
    promotionId: draft.promotionId ?? null,
    promotionCode: draft.promotionCode ?? null,
    subscription: draft.subscription ?? null,
    ...(draft.taxes ? { taxes: draft.taxes } : {}),
  };
}
