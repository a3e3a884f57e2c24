import { describe, expect, it } from "vitest";
import { moveActive, suggestionsMessage } from "./search-active";

describe("moveActive", () => {
  it("goes down from none to the first, and wraps from the last to the first", () => {
    expect(moveActive(-1, 3, "next")).toBe(0);
    expect(moveActive(0, 3, "next")).toBe(1);
    expect(moveActive(2, 3, "next")).toBe(0);
  });

  it("goes up from none to the last, and wraps from the first to the last", () => {
    expect(moveActive(-1, 3, "previous")).toBe(2);
    expect(moveActive(2, 3, "previous")).toBe(1);
    expect(moveActive(0, 3, "previous")).toBe(2);
  });

  it("stays on the one suggestion of a list of one", () => {
    expect(moveActive(0, 1, "next")).toBe(0);
    expect(moveActive(0, 1, "previous")).toBe(0);
  });

  it("is none in an empty list", () => {
    expect(moveActive(-1, 0, "next")).toBe(-1);
    expect(moveActive(2, 0, "previous")).toBe(-1);
  });

  it("treats an index past a shrunken list as none", () => {
    expect(moveActive(5, 2, "next")).toBe(0);
    expect(moveActive(5, 2, "previous")).toBe(1);
  });
});

describe("suggestionsMessage", () => {
  it("counts the suggestions, or says none match", () => {
    expect(suggestionsMessage(0)).toBe("No products match");
    expect(suggestionsMessage(1)).toBe("1 suggestion");
    expect(suggestionsMessage(3)).toBe("3 suggestions");
  });
});
