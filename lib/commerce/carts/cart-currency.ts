// The cart's currency. A cart takes its currency with its first line: the X-MOLTIN-CURRENCY of that add, else the
// store's default (currencies/default-currency.ts); from then on every product, bundle option, promotion, custom
// discount and merged cart must have a price in it, else 400 `Cart Currency Mismatch`. Pure, so the storefront uses
// it too. The cart store fixes the currency in the statement that locks a cart for an add (its SQL twin
// of cartCurrencyForAdd, bound to it by lib/storage/carts/cart-rules-sql.test.ts).
import type { PriceMap } from "@/lib/storage/schema";
import { ApiError } from "../errors";

export const CURRENCY_MISMATCH = "Cart Currency Mismatch";

/** Whether a cart's currency is fixed: once it holds a line. */
export const currencyIsFixed = (lineCount: number) => lineCount > 0;

/** The currency a cart has for an add: its own once fixed, else the add's. */
export function cartCurrencyForAdd(cart: { currency: string | null }, lineCount: number, requested: string): string {
  return currencyIsFixed(lineCount) && cart.currency ? cart.currency : requested;
}

/** The one `Cart Currency Mismatch`: `what` has no price in the cart's currency (`detail` ends the sentence). */
export function currencyMismatch(currency: string, what: { detail: string; meta: Record<string, string> }) {
  // meta.currency: the cart's, so a storefront can say it in its own words (and name the product by meta.id).
  return new ApiError({ status: 400, title: CURRENCY_MISMATCH, detail: `This cart uses ${currency}, ${what.detail}`, meta: { ...what.meta, currency } });
}

/** A product without a price in the cart's currency. */
export const productCurrencyMismatch = (currency: string, productId: string) =>
  currencyMismatch(currency, { detail: `the product ${productId} has no price in ${currency}`, meta: { id: productId } });

export type UnitPrice = { amount: number; includesTax: boolean };

/** The product's price in the currency, if it has one. */
export function unitPriceIn(product: { price: PriceMap }, currency: string): UnitPrice | undefined {
  const price = product.price[currency];
  return price && { amount: price.amount, includesTax: price.includes_tax };
}

/** The product's price in the cart's currency, or `Cart Currency Mismatch`. */
export function priceInCartCurrency(product: { id: string; price: PriceMap }, currency: string): UnitPrice {
  const price = unitPriceIn(product, currency);
  if (!price) throw productCurrencyMismatch(currency, product.id);
  return price;
}
