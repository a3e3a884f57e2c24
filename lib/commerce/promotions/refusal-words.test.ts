import { describe, expect, it } from "vitest";
import { belowMinimum, doesNotCombine, usedUp } from "./refusal-words";

describe("why a code gives nothing, in a shopper's words", () => {
  it("below the minimum: the minimum and what is missing, in the cart's currency", () => {
    expect(belowMinimum("WELCOME10", 10_000, 8750, "GBP")).toBe("WELCOME10 applies from £100.00 of goods: add £12.50 more.");
    expect(belowMinimum("SAVE", 10_000, 9999, "USD")).toBe("SAVE applies from $100.00 of goods: add $0.01 more.");
  });

  it("used up and does not combine", () => {
    expect(usedUp("WELCOME10", "total")).toBe("WELCOME10 has been used up: it is no longer available.");
    expect(usedUp("WELCOME10", "customer")).toBe("You have already used WELCOME10 as often as it allows.");
    expect(doesNotCombine("SUMMER5", "WELCOME10")).toBe("SUMMER5 cannot be used together with WELCOME10: remove WELCOME10 to use SUMMER5.");
  });
});
