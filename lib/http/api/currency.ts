import { CURRENCY_CODE } from "@/lib/commerce/money";
import { storeDefaultCurrency } from "@/lib/commerce/currencies/default-currency";

/** The shopper's currency: X-MOLTIN-CURRENCY when it is a currency code, else the store's default. */
export async function requestCurrency(request: Request): Promise<string> {
  return requestCurrencyHeader(request) ?? (await storeDefaultCurrency());
}

/** X-MOLTIN-CURRENCY when it names a currency code (upper-cased), else undefined. */
function requestCurrencyHeader(request: Request): string | undefined {
  const header = request.headers.get("x-moltin-currency")?.trim().toUpperCase();
  return header && CURRENCY_CODE.test(header) ? header : undefined;
}
