// What a subscription's page says of it: only what is true in its state, one sentence (one row) per fact.
//  - active: when it started, when it resumed (if it was paused), its next bill, and when its term renews
//    (plan `roll`) or ends (plan `close`);
//  - paused: paused since when, and that nothing is billed while paused (no next bill, no renewal);
//  - canceled: canceled on when, and that nothing more is billed (no renewal, no next bill);
//  - closed: ended on when, and that nothing more is billed;
//  - suspended: that nothing is billed while suspended.
// And the plan in words once: its description only when it says something the sentence does not.
// Pure: the page renders the rows.
import type { EndBehavior } from "./schemas";
import type { stateLabel } from "./state-transitions";

export type FactState = ReturnType<typeof stateLabel>;

export type SubscriptionDates = {
  startedAt: Date;
  /** When the next invoice will be issued (nextBill: none while inactive). */
  nextBill?: Date;
  endDate?: Date;
  endBehavior: EndBehavior;
  pausedAt?: Date;
  resumedAt?: Date;
  canceledAt?: Date;
};

/** One row of the key dates: a term and a date, or a term and a sentence. */
export type Fact = { key: string; term: string; date?: Date; text?: string };

export function subscriptionFacts(state: FactState, dates: SubscriptionDates): Fact[] {
  // A pending subscription has not started: it starts when its order's payment is received.
  const facts: Fact[] = state === "pending" ? [] : [{ key: "started", term: "Started", date: dates.startedAt }];
  const at = (key: string, term: string, date: Date | undefined) => {
    if (date) facts.push({ key, term, date });
  };
  switch (state) {
    case "active":
      at("resumed", "Resumed on", dates.resumedAt);
      if (dates.nextBill) at("next-bill", "Next bill on", dates.nextBill);
      else facts.push({ key: "bills", term: "Bills", text: "No more bills: the term ends before the next one." });
      at("term-end", dates.endBehavior === "roll" ? "Renews on" : "Ends on", dates.endDate);
      break;
    case "pending":
      facts.push({ key: "starts", term: "Starts", text: "When your payment is received. The first period runs from then." });
      break;
    case "paused":
      at("paused", "Paused since", dates.pausedAt);
      facts.push({ key: "bills", term: "Bills", text: "None while paused. Resume it to be billed again." });
      break;
    case "canceled":
      at("canceled", "Canceled on", dates.canceledAt);
      facts.push({ key: "bills", term: "Bills", text: "No more bills: the subscription is canceled." });
      break;
    case "closed":
      at("ended", "Ended on", dates.endDate);
      facts.push({ key: "bills", term: "Bills", text: "No more bills: the subscription has ended." });
      break;
    case "suspended":
      facts.push({ key: "bills", term: "Bills", text: "None while the subscription is suspended." });
      break;
  }
  return facts;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The plan's sentences: the plan in words, then its description unless it only says the same again. */
export function planSentences(inWords: string, description: string | undefined): string[] {
  if (!description || words(description) === words(inWords)) return [inWords];
  return [inWords, description];
}
