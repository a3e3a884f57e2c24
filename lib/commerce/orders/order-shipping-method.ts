// The shipping method an order was placed with, as a person reads it: the name and price of the shipping group
// the checkout chose (kept with the order), in the order's currency.
import { money, type Money } from "../money";
import type { OrderShippingGroup } from "@/lib/storage/orders/rows";

export type OrderShippingMethod = { name: string; price: Money };

export function orderShippingMethod(order: { shippingGroups: OrderShippingGroup[]; currency: string }): OrderShippingMethod | undefined {
  const groups = order.shippingGroups.filter((g) => g.shipping_type);
  if (groups.length === 0) return undefined;
  const price = groups.reduce((sum, g) => sum + g.price.base + g.price.tax + g.price.fees, 0);
  return { name: groups.map((g) => g.shipping_type).join(", "), price: money(price, order.currency) };
}
