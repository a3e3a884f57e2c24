// `promotion_item` (docs/api.md "Adding to a cart"): a promotion code applied to the cart.
// It becomes one `promotion_item` line per promotion (quantity 1, counted toward the 100-line limit);
// its amount is not fixed here but derived whenever the cart is priced (cart-discounts.ts). Applying
// a code the cart already has changes nothing.
import { z } from "zod";
import { ApiError } from "../../errors";
import { promotionCode } from "../../promotions/promotion-code";
import { currencyTerms } from "../../promotions/promotion-amount";
import { cartMoment, promotionIsLive } from "../../promotions/validity";
import type { PromotionRow } from "../cart-view";
import { promotionLineIdentity } from "../line-identity";
import { currencyMismatch } from "../cart-currency";
import type { ItemHandler, LineDraft } from "./item-handler";
import { now } from "../../clock";
import { clashingCode } from "../../promotions/promotion-combination";
import { usageLimitReached } from "../../promotions/promotion-usage-limit";
import { doesNotCombine, usedUp } from "../../promotions/refusal-words";

const schema = z.object({
  type: z.literal("promotion_item"),
  code: promotionCode,
});

type PromotionItemInput = z.output<typeof schema>;

/**
 * Promotions by lower-cased code, with the code as the administrator wrote it and how often orders used it: the codes
 * added and the codes the cart holds already (whether they combine).
 */
type Loaded = Map<string, { code: string; promotion: PromotionRow; uses: { orders: number; customerOrders: number } }>;

export const promotionNotFound = () =>
  new ApiError({ status: 404, title: "Not Found", detail: "No promotion could be found with the given code." });

export const customDiscountsCart = () =>
  new ApiError({
    status: 422,
    title: "Could not apply EP promotion with the given code",
    detail: "The cart is configured to use custom discounts",
  });

/** A code the shopper may not use now (used up, or not with a code already in the cart): 422, in a shopper's words. */
const codeRefused = (detail: string, code: string) =>
  new ApiError({ status: 422, title: "Could not apply EP promotion with the given code", detail, meta: { code } });

export const promotionItemHandler: ItemHandler<PromotionItemInput, Loaded> = {
  schema,
  load: (reads, inputs, ctx) => {
    const held = ctx.lines.flatMap((line) => (line.type === "promotion_item" && line.promotionCode ? [line.promotionCode] : []));
    return reads.promotionsByCode([...new Set([...inputs.map((i) => i.code), ...held].map((c) => c.toLowerCase()))], ctx.cart.accountId ?? null);
  },
  resolve(input, ctx, loaded): LineDraft[] {
    if (ctx.cart.customDiscountsEnabled) throw customDiscountsCart();
    const found = loaded.get(input.code.toLowerCase());
    // Unknown, disabled, expired or not yet started (at the cart's snapshot date, else now): all 404.
    if (!found || !promotionIsLive(found.promotion, cartMoment(ctx.cart, now()))) throw promotionNotFound();
    const { promotion, code } = found;
    if (!currencyTerms(promotion, ctx.currency)) {
      throw currencyMismatch(ctx.currency, { detail: `the promotion ${code} has no discount in ${ctx.currency}`, meta: { code } });
    }
    const identity = promotionLineIdentity(promotion.id);
    // Already in the cart (by this code or another of the same promotion): nothing to add.
    if (ctx.lines.some((line) => line.identity === identity)) return [];
    const limit = usageLimitReached(promotion, found.uses);
    if (limit) throw codeRefused(usedUp(code, limit), code);
    // The codes already in the cart (their promotions as now stored), in cart order.
    const held = ctx.lines.flatMap((line) => {
      const other = line.type === "promotion_item" && line.promotionCode ? loaded.get(line.promotionCode.toLowerCase()) : undefined;
      return other && other.promotion.id !== promotion.id ? [{ code: other.code, combinable: other.promotion.combinable }] : [];
    });
    const clash = clashingCode(promotion, held);
    if (clash) throw codeRefused(doesNotCombine(code, clash.code), code);
    return [
      {
        type: "promotion_item",
        identity,
        productId: null,
        name: promotion.name,
        description: promotion.description,
        sku: code,
        slug: "",
        quantity: 1,
        // Derived whenever the cart is priced (cart-discounts.ts), never frozen here.
        unitAmount: 0,
        includesTax: false,
        customInputs: null,
        bundleConfiguration: null,
        shippingGroupId: null,
        image: null,
        promotionId: promotion.id,
        promotionCode: code,
        refreshExisting: false,
        fixedQuantity: true,
      },
    ];
  },
};
