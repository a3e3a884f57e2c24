// An order's state in a shopper's and a shopkeeper's words (the order pages, the account's and the admin's order
// lists, the dashboard). EP's three fields stay as they are in the API; a person reads one phrase made of all three,
// so that a paid order nobody has shipped never reads "Complete" (EP's `status: complete` means only "paid").
const PAYMENT: Record<string, string> = {
  unpaid: "Not paid yet",
  partially_paid: "Partly paid",
  partially_authorized: "Partly authorized",
  authorized: "Authorized: taken when it ships",
  paid: "Paid",
  refunded: "Refunded",
};

const SHIPPING: Record<string, string> = { unfulfilled: "Not shipped yet", fulfilled: "Shipped" };

// "Placed": where the money stands is said by the payment (payment-standing.ts), not twice.
const STATUS: Record<string, string> = { incomplete: "Placed", processing: "Being prepared", complete: "Complete", cancelled: "Cancelled" };

export const paymentWords = (payment: string) => PAYMENT[payment] ?? payment;
export const shippingWords = (shipping: string) => SHIPPING[shipping] ?? shipping;
export const orderStatusWords = (status: string) => STATUS[status] ?? status;

/** Money has been taken or held for the whole order: the shopper may be thanked. */
export const isSettled = (payment: string) => payment === "paid" || payment === "authorized";

export type OrderStateFacts = {
  status: string;
  payment: string;
  shipping: string;
  /** Given back so far, minor units (EP keeps `payment: paid` after a part refund). */
  refunded?: number;
};

/** A stable name for tests and styles, and the words, of where the order as a whole stands. */
export type OrderState = { value: string; label: string };

/**
 * The one phrase for an order's state: "Awaiting payment", "Paid · Not shipped", "Shipped · Awaiting payment",
 * "Complete" (paid and shipped), "Cancelled", "Refunded", "… · Partly refunded".
 */
export function orderState({ status, payment, shipping, refunded = 0 }: OrderStateFacts): OrderState {
  if (status === "cancelled") return { value: "cancelled", label: "Cancelled" };
  if (payment === "refunded") return { value: "refunded", label: "Refunded" };
  const shipped = shipping === "fulfilled";
  const partly = refunded > 0 ? " · Partly refunded" : "";
  if (payment === "paid") {
    return shipped ? { value: "complete", label: `Complete${partly}` } : { value: "paid_not_shipped", label: `Paid · Not shipped${partly}` };
  }
  if (payment === "authorized") {
    return shipped ? { value: "shipped_authorized", label: "Shipped · Payment held" } : { value: "authorized_not_shipped", label: "Payment held · Not shipped" };
  }
  const owed = payment === "partially_paid" || payment === "partially_authorized" ? "Partly paid" : "Awaiting payment";
  return shipped ? { value: "shipped_awaiting_payment", label: `Shipped · ${owed}` } : { value: "awaiting_payment", label: owed };
}
