import { describe, expect, it } from "vitest";
import { minimumSpendWords } from "./minimum-spend-words";

describe("minimum spend in the admin's words", () => {
  it("each currency's minimum, or None", () => {
    expect(minimumSpendWords([{ currency: "USD", amount: 10_000 }, { currency: "GBP", amount: 8050 }])).toBe("$100.00 · £80.50");
    expect(minimumSpendWords(null)).toBe("None");
    expect(minimumSpendWords([])).toBe("None");
  });
});
