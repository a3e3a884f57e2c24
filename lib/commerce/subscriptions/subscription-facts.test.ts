import { describe, expect, it } from "vitest";
import { planSentences, subscriptionFacts, type FactState, type SubscriptionDates } from "./subscription-facts";

const day = (n: number) => new Date(Date.UTC(2027, 0, n));
const dates: SubscriptionDates = {
  startedAt: day(1),
  nextBill: day(10),
  endDate: day(20),
  endBehavior: "roll",
  pausedAt: day(3),
  resumedAt: day(4),
  canceledAt: day(5),
};
const terms = (state: FactState, d: SubscriptionDates = dates) => subscriptionFacts(state, d).map((f) => f.term);

describe("subscriptionFacts", () => {
  it("active: started, resumed, next bill, renews on (roll) or ends on (close)", () => {
    expect(subscriptionFacts("active", dates)).toEqual([
      { key: "started", term: "Started", date: day(1) },
      { key: "resumed", term: "Resumed on", date: day(4) },
      { key: "next-bill", term: "Next bill on", date: day(10) },
      { key: "term-end", term: "Renews on", date: day(20) },
    ]);
    expect(terms("active", { ...dates, endBehavior: "close", resumedAt: undefined })).toEqual(["Started", "Next bill on", "Ends on"]);
    // A close plan whose term ends before the next bill.
    expect(subscriptionFacts("active", { ...dates, nextBill: undefined, endBehavior: "close" })[2]).toMatchObject({ term: "Bills" });
  });

  it("pending: not started, starts when the payment is received, no dates yet", () => {
    expect(subscriptionFacts("pending", dates)).toEqual([{ key: "starts", term: "Starts", text: "When your payment is received. The first period runs from then." }]);
  });

  it("paused: paused since, no bills, and neither a next bill nor a renewal", () => {
    expect(subscriptionFacts("paused", dates)).toEqual([
      { key: "started", term: "Started", date: day(1) },
      { key: "paused", term: "Paused since", date: day(3) },
      { key: "bills", term: "Bills", text: "None while paused. Resume it to be billed again." },
    ]);
  });

  it("canceled: canceled on, no more bills, no renewal date", () => {
    expect(terms("canceled")).toEqual(["Started", "Canceled on", "Bills"]);
    expect(subscriptionFacts("canceled", dates).at(-1)?.text).toBe("No more bills: the subscription is canceled.");
  });

  it("closed and suspended: no next bill, no renewal", () => {
    expect(terms("closed")).toEqual(["Started", "Ended on", "Bills"]);
    expect(terms("suspended")).toEqual(["Started", "Bills"]);
  });

  it("only an active subscription has a next bill or a renewal; every fact once", () => {
    for (const state of ["active", "paused", "canceled", "closed", "suspended"] as const) {
      const found = terms(state);
      expect(new Set(found).size).toBe(found.length);
      const billed = found.includes("Next bill on") || found.includes("Renews on");
      expect(billed).toBe(state === "active");
    }
  });
});

describe("planSentences", () => {
  it("the description is left out when it says the plan in words again", () => {
    expect(planSentences("billed every month for 12 months, then renews", "Billed every month for 12 months, then renews.")).toEqual([
      "billed every month for 12 months, then renews",
    ]);
    expect(planSentences("billed every year for 1 year, then closes", undefined)).toEqual(["billed every year for 1 year, then closes"]);
  });

  it("a description that says more is kept", () => {
    expect(planSentences("billed every year for 1 year, then closes", "One payment for a year of coffee.")).toEqual([
      "billed every year for 1 year, then closes",
      "One payment for a year of coffee.",
    ]);
  });
});
