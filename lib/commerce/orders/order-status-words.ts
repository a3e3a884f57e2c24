// An order's state in a shopper's words (the order page, the account's order list). EP's values stay in the API.
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
