// Where an order's money stands, in the words both the shopper and the shopkeeper read (the order page, the admin's
// order page and list, e-mails): the one home of "Awaiting payment", "Partly refunded" and the amounts said with
// them. EP's `payment` stays as it is in the API; a partial refund keeps it (`paid`), so the words look at what was
// given back too (docs/orders.md "Order states").
import { formatMoney } from "../money";
import { paymentWords } from "./order-status-words";

export type PaymentFacts = {
  payment: string;
  status: string;
  currency: string;
  /** Still to be paid (EP's balance_owing), minor units. */
  balanceOwing: number;
  /** Given back so far, minor units. */
  refunded: number;
};

export type PaymentStanding = {
  /** A stable name for tests and styles: EP's payment value, or awaiting_payment / partly_refunded. */
  value: string;
  label: string;
  /** The amount that goes with the label ("£12.00 to pay", "£5.00 refunded"). */
  detail?: string;
};

export function paymentStanding(facts: PaymentFacts): PaymentStanding {
  const amount = (minor: number) => formatMoney(minor, facts.currency);
  if (facts.payment === "refunded") return { value: "refunded", label: "Refunded", detail: `${amount(facts.refunded)} refunded` };
  if (facts.refunded > 0) return { value: "partly_refunded", label: "Partly refunded", detail: `${amount(facts.refunded)} refunded` };
  const open = facts.status !== "cancelled" && facts.balanceOwing > 0;
  if (facts.payment === "unpaid" && open) return { value: "awaiting_payment", label: "Awaiting payment", detail: `${amount(facts.balanceOwing)} to pay` };
  if (facts.payment === "partially_paid" && open) return { value: "partially_paid", label: "Partly paid", detail: `${amount(facts.balanceOwing)} still to pay` };
  return { value: facts.payment, label: paymentWords(facts.payment) };
}

/** The order is waiting for money the shopper pays outside the store (a bank transfer, or cash on delivery). */
export const awaitsPayment = (facts: Pick<PaymentFacts, "payment" | "status" | "balanceOwing">) =>
  facts.status !== "cancelled" && facts.balanceOwing > 0 && (facts.payment === "unpaid" || facts.payment === "partially_paid");
