// The shopper's currency, kept in a cookie and sent to the API as X-MOLTIN-CURRENCY.
import { cookies } from "next/headers";
import { STORE_DEFAULT_CURRENCY } from "@/lib/commerce/carts/cart-currency";
import { STORE_CURRENCIES, type StoreCurrency } from "./currencies";

export async function shopperCurrency(): Promise<StoreCurrency> {
  const value = (await cookies()).get("currency")?.value;
  return (STORE_CURRENCIES as readonly string[]).includes(value ?? "") ? (value as StoreCurrency) : STORE_DEFAULT_CURRENCY;
}
