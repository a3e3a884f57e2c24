import { describe, expect, it } from "vitest";
import { boundedQuery, MAX_QUERY_LENGTH, MAX_QUERY_TERMS, queryWords } from "./search-bounds";

describe("boundedQuery", () => {
  it("leaves a query within the bounds as typed", () => {
    expect(boundedQuery("Ceramic mug, 350 ml")).toBe("Ceramic mug, 350 ml");
  });

  it("keeps the first words of a longer one, and no more characters than q takes", () => {
    const typed = Array.from({ length: 20 }, (_, i) => `word${i}`).join(" ");
    expect(queryWords(boundedQuery(typed))).toEqual(Array.from({ length: MAX_QUERY_TERMS }, (_, i) => `word${i}`));
    expect(boundedQuery("x".repeat(500)).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(queryWords(boundedQuery(`${"a ".repeat(150)}`)).length).toBe(MAX_QUERY_TERMS);
  });
});
