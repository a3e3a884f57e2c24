// EP's limits on a product's custom relationships: at most 5 attached to a product, at most 2,000 products related
// to it under one; a product is never related to itself, and only products that exist are related. Pure rules the
// custom relationship store's transactions ask (custom-relationships.ts).
import { ApiError } from "../errors";

export const MAX_ATTACHED_RELATIONSHIPS = 5;
export const MAX_RELATED_PRODUCTS = 2_000;

/** A product asked to be related, with the order it is shown in (undefined: keep the link's). */
export type AskedLink = { id: string; sortOrder?: number | null };
/** EP's answer for a product it did not relate (`meta.products_not_associated`). */
export type NotAssociated = { ID: string; Details: string };

/** Refuses attaching more relationships than a product may have: `attached` now, `adding` the ids asked for. */
export function checkAttachLimit(attached: readonly string[], adding: readonly string[]): void {
  const after = new Set([...attached, ...adding]);
  if (after.size > MAX_ATTACHED_RELATIONSHIPS) {
    throw new ApiError({
      status: 422,
      title: "Unprocessable Entity",
      detail: `A product can have at most ${MAX_ATTACHED_RELATIONSHIPS} custom relationships attached; this would make ${after.size}.`,
    });
  }
}

/**
 * Which of the products asked for are related to `productId` (the last mention of one wins) and which are not, and
 * why; 422 when the links would pass the limit. `existing`: ids related now; `known`: the asked ids that are products.
 */
export function planAssociation(productId: string, asked: readonly AskedLink[], read: { existing: readonly string[]; known: readonly string[] }) {
  const known = new Set(read.known);
  const wanted = new Map<string, AskedLink>();
  const notAssociated: NotAssociated[] = [];
  for (const link of asked) {
    const id = link.id.toLowerCase();
    if (id === productId) notAssociated.push({ ID: link.id, Details: "A product cannot be related to itself." });
    else if (!known.has(id)) notAssociated.push({ ID: link.id, Details: "Product not found." });
    else wanted.set(id, { ...link, id });
  }
  const after = new Set([...read.existing, ...wanted.keys()]);
  if (after.size > MAX_RELATED_PRODUCTS) {
    throw new ApiError({
      status: 422,
      title: "Unprocessable Entity",
      detail: `A product can be related to at most ${MAX_RELATED_PRODUCTS} products under one custom relationship; this would make ${after.size}.`,
    });
  }
  return { relate: [...wanted.values()], notAssociated };
}
