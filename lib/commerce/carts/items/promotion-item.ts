// `promotion_item` (seed §2 rule 9, contract §6 "Promotions"): a promotion code applied to the cart.
// It becomes one `promotion_item` line per promotion (quantity 1, counted toward the 100-line limit);
// its amount is not fixed here but derived whenever the cart is priced (cart-discounts.ts). Applying
// a code the cart already has changes nothing.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/lib/storage/db";
import { ApiError } from "../../errors";
import { currencyTerms } from "../../promotions/promotion-amount";
import { cartMoment, promotionIsLive } from "../../promotions/validity";
import type { PromotionRow } from "../cart-discounts";
import { promotionLineIdentity } from "../cart-discounts";
import { CURRENCY_MISMATCH } from "../cart-currency";
import { promotionFromJson } from "../discount-context";
import type { ItemHandler, LineDraft } from "./item-handler";

const schema = z.object({
  type: z.literal("promotion_item"),
  code: z.string().trim().min(1).max(255),
});

type PromotionItemInput = z.output<typeof schema>;

/** Promotions by lower-cased code, with the code as the administrator wrote it. */
type Loaded = Map<string, { code: string; promotion: PromotionRow }>;

export const promotionNotFound = () =>
  new ApiError({ status: 404, title: "Not Found", detail: "No promotion could be found with the given code." });

export const customDiscountsCart = () =>
  new ApiError({
    status: 422,
    title: "Could not apply EP promotion with the given code",
    detail: "The cart is configured to use custom discounts",
  });

/** The promotions of the request's codes, in one query (codes are unique case-insensitively). */
async function loadPromotions(tx: Tx, inputs: PromotionItemInput[]): Promise<Loaded> {
  const codes = [...new Set(inputs.map((i) => i.code.toLowerCase()))];
  const result = await tx.execute(sql`
    select c.code, row_to_json(p)::text as promotion
      from promotion_codes c join promotions p on p.id = c.promotion_id
     where lower(c.code) = any(${sql.param(codes)}::text[])`);
  const loaded: Loaded = new Map();
  for (const row of (result as unknown as { rows: { code: string; promotion: string }[] }).rows) {
    loaded.set(row.code.toLowerCase(), { code: row.code, promotion: promotionFromJson(JSON.parse(row.promotion)) });
  }
  return loaded;
}

export const promotionItemHandler: ItemHandler<PromotionItemInput, Loaded> = {
  schema,
  load: (tx, inputs) => loadPromotions(tx, inputs),
  resolve(input, ctx, loaded): LineDraft[] {
    if (ctx.cart.customDiscountsEnabled) throw customDiscountsCart();
    const found = loaded.get(input.code.toLowerCase());
    // Unknown, disabled, expired or not yet started (at the cart's snapshot date, else now): all 404.
    if (!found || !promotionIsLive(found.promotion, cartMoment(ctx.cart, new Date()))) throw promotionNotFound();
    const { promotion, code } = found;
    if (!currencyTerms(promotion, ctx.currency)) {
      throw new ApiError({
        status: 400,
        title: CURRENCY_MISMATCH,
        detail: `This cart uses ${ctx.currency}, the promotion ${code} has no discount in ${ctx.currency}`,
        meta: { code },
      });
    }
    const identity = promotionLineIdentity(promotion.id);
    // Already in the cart (by this code or another of the same promotion): nothing to add.
    if (ctx.lines.some((line) => line.identity === identity)) return [];
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
