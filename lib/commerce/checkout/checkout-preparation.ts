// Preparing checkout, as a pure plan (prepare-checkout.ts runs it between the lock and read and the one write): the
// chosen shipping method becomes the cart's EP shipping group (the one checkout made before is changed, else a new
// one), every goods line is linked to it (a line whose identity then equals another's joins it, as PUT …/items
// does: carts.ts changeLine), and each goods line's tax items are replaced by the destination's (none at a zero
// rate). docs/api.md "Shipping and tax at checkout".
import { unprocessable } from "../errors";
import { cartIsEmpty } from "../orders/order-plan";
import type { CartItemRow } from "../carts/cart-view";
import type { CartContents } from "@/lib/storage/carts/rows";
import { lineBoundsError } from "../carts/item-limit";
import { productLineIdentity } from "../carts/line-identity";
import { mergedQuantity } from "../carts/line-merge";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { goodsAmount, shippingPrice, type ShippingMethod, type TaxRate } from "./shipping-and-tax-rules";
import { shippingPriceParts } from "./shipping-tax";
import type { CheckoutPreparation } from "@/lib/storage/checkout/checkout-store";

/** The tag of the shipping group checkout made (EP's external_ref), so that a second choice replaces the first. */
export const METHOD_REF = "shipping-method:";

export type PreparationInput = {
  cartId: string;
  contents: Pick<CartContents, "cart" | "items" | "groups">;
  method: ShippingMethod;
  /** The destination's rate (undefined where the store has none) and the jurisdiction it is named for. */
  rate: TaxRate | undefined;
  jurisdiction: string;
  /** Whether the cart's currency's prices include tax (tax-display.ts). */
  pricesIncludeTax: boolean;
  destination: { country: string; region: string };
  /** The id of the shipping group when checkout makes a new one. */
  newGroupId: string;
};

export function planCheckoutPreparation(input: PreparationInput): CheckoutPreparation {
  const { contents, method, rate, destination } = input;
  const lines = contents.items.filter(isGoodsLine);
  const currency = contents.cart.currency;
  if (lines.length === 0 || !currency) throw cartIsEmpty(input.cartId);
  const price = shippingPrice(method, currency, goodsAmount(lines));
  if (price === undefined) {
    throw unprocessable("Shipping method not available", `${method.name} cannot be chosen for a cart in ${currency}.`, { source: "shipping_method" });
  }
  const groupPrice = shippingPriceParts(price, rate, input.pricesIncludeTax);
  const earlier = contents.groups.find((g) => g.externalRef?.startsWith(METHOD_REF));
  const group = {
    id: earlier?.id ?? input.newGroupId,
    shippingType: method.name,
    externalRef: `${METHOD_REF}${method.id}`,
    address: destination.region ? { country: destination.country, region: destination.region } : { country: destination.country },
    shippingPrice: groupPrice,
    taxRate: rate && groupPrice.tax > 0 ? { name: rate.name, code: rate.code, rate: rate.rate, jurisdiction: input.jurisdiction } : null,
  };

  // The lines as linking leaves them, line by line in the cart's order (as many PUTs would): by id and by identity.
  const byId = new Map<string, CartItemRow>(contents.items.map((line) => [line.id, line]));
  const byIdentity = new Map<string, string>(contents.items.map((line) => [line.identity, line.id]));
  const removed: string[] = [];
  for (const original of lines) {
    const line = byId.get(original.id)!;
    if (line.shippingGroupId === group.id) continue;
    const identity =
      line.type === "cart_item" && line.productId
        ? productLineIdentity({ productId: line.productId, customInputs: line.customInputs, bundleConfiguration: line.bundleConfiguration, shippingGroupId: group.id })
        : line.identity;
    const twinId = identity === line.identity ? undefined : byIdentity.get(identity);
    if (twinId) {
      const twin = byId.get(twinId)!;
      const quantity = mergedQuantity(twin.quantity, line.quantity);
      const bounds = lineBoundsError(quantity, twin.unitAmount, "data.quantity");
      if (bounds) throw bounds;
      byId.set(twin.id, { ...twin, quantity });
      byId.delete(line.id);
      byIdentity.delete(line.identity);
      removed.push(line.id);
      continue;
    }
    byIdentity.delete(line.identity);
    byIdentity.set(identity, line.id);
    byId.set(line.id, { ...line, shippingGroupId: group.id, identity });
  }
  const original = new Set<CartItemRow>(contents.items);
  const changed = [...byId.values()].filter((line) => !original.has(line));
  const taxed = [...byId.values()].filter(isGoodsLine);
  const tax = rate && rate.rate > 0 ? { name: rate.name, jurisdiction: input.jurisdiction, code: rate.code, rate: rate.rate } : undefined;
  return {
    group: { ...group, isNew: !earlier },
    removedLines: removed,
    changedLines: changed.map((line) => ({ id: line.id, shippingGroupId: line.shippingGroupId, identity: line.identity, quantity: line.quantity })),
    taxedLines: taxed.map((line) => line.id),
    taxes: tax ? taxed.map((line) => ({ cartItemId: line.id, ...tax })) : [],
  };
}
