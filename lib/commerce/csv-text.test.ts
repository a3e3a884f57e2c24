import { describe, expect, it } from "vitest";
import { csvText } from "./csv-text";

describe("a CSV text cell", () => {
  it("defuses what a spreadsheet would run as a formula", () => {
    expect(csvText("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ["+", "-", "@", "\t", "\r"]) expect(csvText(`${lead}1`).replace(/^"/, "").startsWith(`'${lead}`)).toBe(true);
  });
  it("quotes commas, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvText("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(csvText("two\nlines")).toBe('"two\nlines"');
    expect(csvText("Ada")).toBe("Ada");
  });
});
