// The cart's discount recalculation (docs/architecture.md: one recalculation after every change, from the stored
// lines, never patched): promotions and custom discounts are DERIVED each time a cart is priced, from
// its current lines, the promotions as they now are and the cart's moment (snapshot_date, else now).
//
//  - Base: the product subtotal, the sum of the product and custom lines' values as priced (a price that
//    includes tax counts with it), before any discount. Percentages and min_cart_value use it. Not the values
//    without tax: the tax in a tax-inclusive price depends on the destination, and a discount must not change
//    when checkout learns it (the price shown is the price paid, docs/money.md). The discounts together are
//    capped at that subtotal: no line is taken below nothing.
//  - Code promotions are stored `promotion_item` lines (quantity 1). Each pricing gives the line the
//    promotion's current discount; when the promotion no longer applies (disabled, outside its window,
//    deleted, its code deleted, below min_cart_value, no terms in the cart's currency, or the cart uses
//    custom discounts) the line stays, worth 0, and meta.messages says why, until it is removed.
//  - Automatic (rule) promotions are never stored: in a cart whose use_rule_promotions is true, each
//    automatic promotion whose conditions hold now becomes a `promotion_item` line at the end of the
//    cart (a stable id derived from cart and promotion), keyed in meta.discounts by the promotion's
//    id; it disappears as soon as a condition stops holding. A promotion applies at most once (a code
//    line of the same promotion wins). Automatic lines only take free places of the 100-item limit
//    (lines and tax items; oldest promotion first); the add-items pipeline counts those shown as occupied.
//  - Every discount is shared out over the product lines in proportion to what they cost, and each line's tax is the
//    tax of what it then costs (tax-after-discounts.ts): a promotion line carries what it takes off with tax,
//    without tax and in tax; custom discounts (carts with custom_discounts_enabled only) are carried by the lines,
//    each showing its share in `discount`. The lines still sum to the cart's totals.
//  - Which promotions apply together is promotion-combination.ts (a promotion set aside gives 0 and a message), how
//    often one may be used promotion-usage-limit.ts; every message is in a shopper's words (refusal-words.ts).
//  - Discounts apply in order (code lines in cart order, then automatic promotions by age, then custom
//    discounts by age), each capped at what is left of the subtotal: a cart is never negative.
import { createHash } from "node:crypto";
import { meetsMinCartValue, promotionDiscount } from "../promotions/promotion-amount";
import { chooseCombination, type Candidate } from "../promotions/promotion-combination";
import { usageLimitReached } from "../promotions/promotion-usage-limit";
import { belowMinimum, customDiscountsOnly, expired, gaveWay, notInCurrency, usedUp } from "../promotions/refusal-words";
import { cartMoment, promotionIsLive } from "../promotions/validity";
import type { CartItemRow, CartItemTaxRow, CartMessage, CartPromotion, CartRow, CustomDiscountRow, DiscountContext, PromotionRow } from "./cart-view";
import { countedItems, exceedsItemLimit } from "./item-limit";
import { promotionLineIdentity } from "./line-identity";
import { taxAfterDiscounts, type ChargedLine, type Measures } from "./tax-after-discounts";
import { isGoodsLine } from "@/lib/shared/goods-line";


export type DiscountedCart = {
  /** The lines to price: the stored lines (promotion lines with their derived amount), then the automatic promotions that apply. */
  items: readonly CartItemRow[];
  /** Custom discounts allocated to product lines: item id → share (≤ 0, minor units). */
  allocated: Map<string, number>;
  /** Each promotion line's id → what it takes off with tax, without tax and in tax (≤ 0). */
  takesOff: Map<string, Measures>;
  /** Each product line's id → what it costs after every discount. */
  charged: Map<string, ChargedLine>;
  /** Every custom discount of the cart with what it takes off now (≤ 0). */
  customDiscounts: { row: CustomDiscountRow; applied: number }[];
  /** How many automatic promotion lines `items` ends with. */
  automaticLines: number;
  messages: CartMessage[];
};

const PRODUCT_TYPES = new Set(["cart_item", "custom_item"]);

/** The id under which the custom discounts, taken together, are shared out (they are carried by the lines). */
const CUSTOM_DISCOUNTS = "custom-discounts";

/** A stable UUID for the automatic line of `promotionId` in `cartId` (name-based, RFC 4122 v5 layout). */
export function automaticLineId(cartId: string, promotionId: string): string {
  const hex = createHash("sha1").update(`automatic-promotion:${cartId}:${promotionId}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Verdict = { discount: number } | { reason: string };

/** Why a code line gives nothing now (in a shopper's words: refusal-words.ts), or the discount it gives before capping. */
function codeLineVerdict(item: CartItemRow, promotion: CartPromotion | undefined, cart: CartRow, at: Date, base: number): Verdict {
  const code = item.promotionCode ?? item.sku;
  const currency = cart.currency ?? "";
  if (cart.customDiscountsEnabled) return { reason: customDiscountsOnly(code) };
  if (!promotion || !promotion.liveCodes.includes(code.toLowerCase()) || !promotionIsLive(promotion, at)) {
    return { reason: expired(code) };
  }
  const discount = promotionDiscount(promotion, currency, base);
  if (discount === undefined) return { reason: notInCurrency(code, currency) };
  if (!meetsMinCartValue(promotion, currency, base)) {
    const minimum = promotion.minCartValue?.find((m) => m.currency === currency);
    return { reason: minimum ? belowMinimum(code, minimum.amount, base, currency) : notInCurrency(code, currency) };
  }
  const limit = usageLimitReached(promotion, promotion.uses);
  if (limit) return { reason: usedUp(code, limit) };
  return { discount };
}

function automaticLine(cart: CartRow, promotion: PromotionRow, amount: number, position: number): CartItemRow {
  return {
    id: automaticLineId(cart.id, promotion.id),
    cartId: cart.id,
    type: "promotion_item",
    identity: promotionLineIdentity(promotion.id),
    productId: null,
    name: promotion.name,
    description: promotion.description,
    sku: "",
    slug: "",
    quantity: 1,
    unitAmount: -amount,
    includesTax: false,
    manageStock: false,
    customInputs: null,
    bundleConfiguration: null,
    shippingGroupId: null,
    promotionId: promotion.id,
    promotionCode: null,
    subscription: null,
    image: null,
    position,
    createdAt: cart.updatedAt,
    updatedAt: cart.updatedAt,
  };
}

const byAge = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The recalculation: the cart's lines with every discount derived as it stands at `now`. */
export function applyCartDiscounts(
  view: { cart: CartRow; items: readonly CartItemRow[]; taxes: CartItemTaxRow[] },
  context: DiscountContext,
  now: Date,
): DiscountedCart {
  const { cart } = view;
  // Nothing to derive (the usual cart): no promotions, no custom discounts, no promotion lines.
  if (context.promotions.length === 0 && context.customDiscounts.length === 0 && view.items.every(isGoodsLine)) {
    return { items: view.items, allocated: new Map(), takesOff: new Map(), charged: new Map(), customDiscounts: [], automaticLines: 0, messages: [] };
  }
  const currency = cart.currency ?? "";
  const at = cartMoment(cart, now);
  const rates = new Map<string, number[]>();
  for (const tax of view.taxes) rates.set(tax.cartItemId, [...(rates.get(tax.cartItemId) ?? []), tax.rate]);

  const productLines = view.items.filter((item) => PRODUCT_TYPES.has(item.type));
  const base = productLines.reduce((sum, item) => sum + Math.max(0, item.unitAmount * item.quantity), 0);
  // Discounts are capped at the subtotal: no line is taken below nothing, with tax or without.
  let remaining = base;
  const take = (discount: number) => {
    const taken = Math.min(Math.max(0, discount), remaining);
    remaining -= taken;
    return taken;
  };

  const promotionsById = new Map(context.promotions.map((p) => [p.id, p]));
  const withCodeLine = new Set<string>();
  const messages: CartMessage[] = [];
  const refuse = (description: string) => messages.push({ source: "promotion", title: "Promotion not applied", description });
  // Which promotions apply: every code line's verdict and every automatic promotion whose conditions hold, then the
  // combination rule (promotion-combination.ts) over those that would give something.
  const verdicts = view.items.map((item) => {
    if (isGoodsLine(item)) return undefined;
    if (item.promotionId) withCodeLine.add(item.promotionId);
    return codeLineVerdict(item, item.promotionId ? promotionsById.get(item.promotionId) : undefined, cart, at, base);
  });
  const automatic: { promotion: PromotionRow; discount: number }[] = [];
  if (cart.useRulePromotions && !cart.customDiscountsEnabled && productLines.length > 0) {
    for (const promotion of [...context.promotions].sort(byAge)) {
      if (!promotion.automatic || withCodeLine.has(promotion.id) || !promotionIsLive(promotion, at)) continue;
      if (!meetsMinCartValue(promotion, currency, base) || usageLimitReached(promotion, promotion.uses)) continue;
      const discount = promotionDiscount(promotion, currency, base);
      if (discount !== undefined && discount > 0) automatic.push({ promotion, discount });
    }
  }
  const labelOf = new Map<string, string>();
  const candidates: Candidate[] = [];
  view.items.forEach((item, i) => {
    const verdict = verdicts[i];
    if (!verdict || !("discount" in verdict)) return;
    labelOf.set(item.id, item.promotionCode ?? item.sku);
    candidates.push({ id: item.id, discount: verdict.discount, combinable: promotionsById.get(item.promotionId!)?.combinable ?? false });
  });
  for (const { promotion, discount } of automatic) {
    labelOf.set(promotion.id, promotion.name);
    candidates.push({ id: promotion.id, discount, combinable: promotion.combinable });
  }
  const { applied, setAside } = chooseCombination(candidates);
  const applies = new Set(applied);
  const gaveWayWords = (id: string) => gaveWay(labelOf.get(id)!, labelOf.get(setAside.get(id)!)!);

  const items: CartItemRow[] = view.items.map((item, i) => {
    const verdict = verdicts[i];
    if (!verdict) return item;
    if ("reason" in verdict) refuse(verdict.reason);
    else if (!applies.has(item.id)) refuse(gaveWayWords(item.id));
    const discount = "discount" in verdict && applies.has(item.id) ? verdict.discount : 0;
    return { ...item, quantity: 1, unitAmount: -take(discount) || 0 };
  });

  let automaticLines = 0;
  let position = Math.max(0, ...view.items.map((i) => i.position)) + 1;
  for (const { promotion, discount } of automatic) {
    if (!applies.has(promotion.id)) {
      refuse(gaveWayWords(promotion.id));
      continue;
    }
    if (exceedsItemLimit(countedItems({ lines: items.length + 1, taxItems: view.taxes.length }))) break;
    const taken = take(discount);
    if (taken <= 0) continue;
    items.push(automaticLine(cart, promotion, taken, position++));
    automaticLines += 1;
  }

  // An item's custom discounts first, each capped at what its line still costs; then the cart's own, capped at what
  // is left of the cart. What each takes is shared out below exactly as decided here.
  const lineLeft = new Map(productLines.map((item) => [item.id, Math.max(0, item.unitAmount * item.quantity)]));
  const takeFromLine = (lineId: string, discount: number) => {
    const taken = take(Math.min(Math.max(0, discount), lineLeft.get(lineId) ?? 0));
    if (taken > 0) lineLeft.set(lineId, lineLeft.get(lineId)! - taken);
    return taken;
  };
  const sorted = [...context.customDiscounts].sort(byAge);
  const ofItems = sorted.filter((row) => row.cartItemId).map((row) => ({ row, applied: cart.customDiscountsEnabled ? -takeFromLine(row.cartItemId!, -row.amount) || 0 : 0 }));
  const ofCart = sorted.filter((row) => !row.cartItemId).map((row) => ({ row, applied: cart.customDiscountsEnabled ? -take(-row.amount) || 0 : 0 }));
  const customDiscounts = [...ofItems, ...ofCart];
  const custom = -ofCart.reduce((a, d) => a + d.applied, 0);
  const promotionDiscounts = items.filter((item) => !isGoodsLine(item)).map((item) => ({ id: item.id, amount: -item.unitAmount }));
  const spread = taxAfterDiscounts(
    productLines.map((item) => ({ id: item.id, value: item.unitAmount * item.quantity, includesTax: item.includesTax, rates: rates.get(item.id) ?? [] })),
    [
      ...promotionDiscounts,
      ...ofItems.map(({ row, applied }) => ({ id: `${CUSTOM_DISCOUNTS}:${row.id}`, amount: -applied, lineId: row.cartItemId! })),
      { id: CUSTOM_DISCOUNTS, amount: custom },
    ],
  );
  const takesOff = new Map([...spread.discounts].filter(([id]) => !id.startsWith(CUSTOM_DISCOUNTS)));
  // A line's custom discount: its shares of every custom discount (those after the promotions).
  const allocated = new Map<string, number>();
  for (const [id, line] of spread.lines) {
    const share = line.shares.slice(promotionDiscounts.length).reduce((a, b) => a + b, 0);
    if (share) allocated.set(id, -share);
  }
  return { items, allocated, takesOff, charged: spread.lines, customDiscounts, automaticLines, messages };
}
