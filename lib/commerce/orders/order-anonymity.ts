// Rule (EP's POST /v2/orders/anonymize): an order may be anonymized once it is final: shipped (fulfilled),
// cancelled, or refunded in full. Anonymizing replaces its personal data with `*` (the customer's name and e-mail,
// every field of both addresses and of any address a shipping group carries) and forgets the address it was placed
// from; its amounts, lines, taxes, statuses and account stay as they were.
import type { AnonymizedFields, OrderRow } from "@/lib/storage/orders/rows";

export const ERASED = "*";

type OrderStates = Pick<OrderRow, "status" | "payment" | "shipping">;

export const mayAnonymize = (order: OrderStates): boolean => order.shipping === "fulfilled" || order.status === "cancelled" || order.payment === "refunded";

/** EP's words for an order not yet final. */
export const notFinalDetail = (order: OrderStates) =>
  `Order has status: order:${order.status}, payment:${order.payment}, shipping:${order.shipping}; only fulfilled or refunded or cancelled orders may be anonymized`;

const erasedAddress = (address: Record<string, unknown>) => Object.fromEntries(Object.keys(address).map((key) => [key, ERASED]));

/** What an order keeps of its personal data once anonymized. */
export function anonymizedFields(order: Pick<OrderRow, "shippingGroups" | "billingAddress" | "shippingAddress">, at: Date): AnonymizedFields {
  return {
    customer: { name: ERASED, email: ERASED },
    billingAddress: erasedAddress(order.billingAddress),
    shippingAddress: erasedAddress(order.shippingAddress),
    shippingGroups: order.shippingGroups.map((group) => (group.address ? { ...group, address: erasedAddress(group.address) } : group)),
    placedFrom: null,
    anonymized: true,
    updatedAt: at,
  };
}
