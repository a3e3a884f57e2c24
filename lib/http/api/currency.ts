import { CURRENCY_CODE } from "@/lib/commerce/money";
import { STORE_DEFAULT_CURRENCY } from "@/lib/commerce/carts/cart-currency";

/** The shopper's currency: X-MOLTIN-CURRENCY when it is a currency code, else the store default. */
export function requestCurrency(request: Request): string {
  const header = request.headers.get("x-moltin-currency")?.trim().toUpperCase();
  return header && CURRENCY_CODE.test(header) ? header : STORE_DEFAULT_CURRENCY;
}
