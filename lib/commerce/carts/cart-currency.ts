// The cart's currency (seed §2 rule 2, contract §5–6): every product added must have a price in the
// cart's currency, else 400 `Cart Currency Mismatch`. Which currency a cart takes (the first add's
// X-MOLTIN-CURRENCY, else USD) is decided where the cart is locked for an add (add-items.ts).
// Pure, so the storefront can use it too.
import type { PriceMap } from "@/lib/storage/schema";
import { ApiError } from "../errors";

export const CURRENCY_MISMATCH = "Cart Currency Mismatch";

export function currencyMismatch(currency: string, productId: string) {
  return new ApiError({
    status: 400,
    title: CURRENCY_MISMATCH,
    detail: `This cart uses ${currency}, the product ${productId} has no price in ${currency}`,
    meta: { id: productId },
  });
}

export type UnitPrice = { amount: number; includesTax: boolean };

/** The product's price in the currency, if it has one. */
export function unitPriceIn(product: { price: PriceMap }, currency: string): UnitPrice | undefined {
  const price = product.price[currency];
  return price && { amount: price.amount, includesTax: price.includes_tax };
}

/** The product's price in the cart's currency, or `Cart Currency Mismatch`. */
export function priceInCartCurrency(product: { id: string; price: PriceMap }, currency: string): UnitPrice {
  const price = unitPriceIn(product, currency);
  if (!price) throw currencyMismatch(currency, product.id);
  return price;
}
