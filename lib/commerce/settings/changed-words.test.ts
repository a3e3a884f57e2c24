import { describe, expect, it } from "vitest";
import { changedWords } from "./changed-words";

describe("the words of what a settings change changed", () => {
  it("lists one, two or more things as a sentence does", () => {
    expect(changedWords(["store name"])).toBe("store name");
    expect(changedWords(["store name", "time zone"])).toBe("store name and time zone");
    expect(changedWords(["store name", "address", "phone number"])).toBe("store name, address and phone number");
    expect(changedWords([])).toBe("");
  });
});
