// What the checkout form offers, worked out on the server: the store's shipping methods as this cart would pay for
// them (shipping-and-tax-rules.ts), and the account's saved addresses as the form's fields.
import type { AddressRow } from "../accounts/addresses";
import { formatMoney } from "../money";
import { goodsAmount, shippingPrice, type ShippingMethod } from "./shipping-and-tax-rules";

/** A shipping method as offered for a cart: its price in the cart's currency ("Free"), and when it would be free. */
export type ShippingOption = { id: string; name: string; price: string; note?: string };

/** A saved address, named for the list, with the checkout form's address fields. */
export type SavedAddress = {
  id: string;
  label: string;
  fields: { first_name: string; last_name: string; line_1: string; line_2: string; city: string; county: string; region: string; postcode: string; country: string };
};

export function shippingOptions(methods: ShippingMethod[], cart: { currency: string; lines: { type: string; unitAmount: number; quantity: number }[] }): ShippingOption[] {
  const goods = goodsAmount(cart.lines);
  return methods.flatMap((method) => {
    const price = shippingPrice(method, cart.currency, goods);
    if (price === undefined) return [];
    const threshold = method.freeOver?.[cart.currency];
    return [
      {
        id: method.id,
        name: method.name,
        price: price === 0 ? "Free" : formatMoney(price, cart.currency),
        note: threshold !== undefined && price > 0 ? `Free on orders of ${formatMoney(threshold, cart.currency)} or more` : undefined,
      },
    ];
  });
}

export function savedAddressChoices(addresses: AddressRow[]): SavedAddress[] {
  return addresses.map((a) => ({
    id: a.id,
    label: [a.name, `${a.line1}, ${a.city}`].filter(Boolean).join(" — "),
    fields: { first_name: a.firstName, last_name: a.lastName, line_1: a.line1, line_2: a.line2, city: a.city, county: a.county, region: a.region, postcode: a.postcode, country: a.country, phone_number: a.phoneNumber },
  }));
}
