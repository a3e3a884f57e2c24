// Whether a product may be deleted or only archived: a product that carts or orders name (its own lines or its
// children's), or that a bundle offers as an option, stays, so that every cart, order and bundle still reads as it
// was; the administrator archives it instead (archived-product.ts). Decided by the product store under the
// product's lock, on what is stored at that moment.

/** What names a product (or one of its children): cart lines, order lines, bundles offering it. */
export type ProductUses = { cartLines: number; orderLines: number; bundles: number };

export type Removal = "delete" | "archive";

export function removalOf(uses: ProductUses): Removal {
  return uses.cartLines > 0 || uses.orderLines > 0 || uses.bundles > 0 ? "archive" : "delete";
}

/** What a refusal to delete says, in the administrator's words. */
export function inUseDetail(uses: ProductUses): string {
  const parts = [
    uses.cartLines > 0 ? `${uses.cartLines} cart line${uses.cartLines === 1 ? "" : "s"}` : "",
    uses.orderLines > 0 ? `${uses.orderLines} order line${uses.orderLines === 1 ? "" : "s"}` : "",
    uses.bundles > 0 ? `${uses.bundles} bundle${uses.bundles === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return `This product is in use (${parts.join(", ")}) and cannot be deleted; archive it instead.`;
}
