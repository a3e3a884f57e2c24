// A promotion code as a shopper applies it (`promotion_item.code`): the one rule behind the API's add-to-cart
// body and the cart page's promo code form, so both refuse the same input with the same words. No server-only
// imports: the form loads it in the browser.
import { z } from "zod";

export const MAX_PROMOTION_CODE_LENGTH = 255;

export const promotionCode = z
  .string()
  .trim()
  .min(1, "Enter a promo code.")
  .max(MAX_PROMOTION_CODE_LENGTH, `A promo code has at most ${MAX_PROMOTION_CODE_LENGTH} characters.`);

/** The cart page's promo code form. */
export const promoCodeFormSchema = z.object({ code: promotionCode });

export type PromoCodeForm = z.infer<typeof promoCodeFormSchema>;
