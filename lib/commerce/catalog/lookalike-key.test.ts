import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lookalikeKey } from "./lookalike-key";

describe("what a name or SKU reads as", () => {
  it("is the same for each look-alike a shopper could send for a catalog product", () => {
    const name = lookalikeKey("Cast Iron Skillet");
    for (const lookalike of [
      "cast iron skillet",
      "CAST IRON SKILLET",
      " Cast  Iron   Skillet ",
      "Cast\u00a0Iron Skillet", // no-break space
      "Cast\tIron\nSkillet",
      "Cast Iron\u200b Skillet", // zero-width space
      "Cast Iron Skil\u00adlet", // soft hyphen
      "Cast \u200dIron\u200e Skillet\ufe0f", // zero-width joiner, left-to-right mark, variation selector
      "\u2066Cast Iron Skillet\u2069", // a bidi isolate around it
      "C\u0430st Iron Skillet", // Cyrillic а
      "Cast \u0399ron Skillet".toLowerCase(), // Greek ι
      "Ｃａｓｔ Ｉｒｏｎ Ｓｋｉｌｌｅｔ", // fullwidth
      "Cast lron Skillet", // a small l for the capital I
      "Cast 1ron Ski11et", // digits one
      "CAST LRON SKILLET".toLowerCase(),
    ]) {
      expect(lookalikeKey(lookalike), JSON.stringify(lookalike)).toBe(name);
    }
    const sku = lookalikeKey("SKILLET-26");
    for (const lookalike of ["skillet-26", "SKILLET\u201326", "SKILLET\u201426", "SKILLET\u221226", "SKILLET\u201126", "SKILLET-\uff12\uff16", "SKI\u200bLLET-26"]) {
      expect(lookalikeKey(lookalike), JSON.stringify(lookalike)).toBe(sku);
    }
  });

  it("tells names a person reads differently apart", () => {
    const names = ["Cast Iron Skillet", "Cast Iron Skillets", "Cast Iron Pan", "Gift wrap", "Engraving", "SKILLET-26", "SKILLET-28", "SKILLET26", "Café", "Tea for two"];
    expect(new Set(names.map(lookalikeKey)).size).toBe(names.length);
  });

  it("is kept whatever case, spacing, invisible characters or dashes a text is written with (a property)", () => {
    const letters = fc.constantFrom(..."abcdefghijkmnopqrstuvwxyz0123456789".split(""));
    const word = fc.array(letters, { minLength: 1, maxLength: 8 }).map((l) => l.join(""));
    const words = fc.array(word, { minLength: 1, maxLength: 4 });
    const space = fc.constantFrom(" ", "  ", "\u00a0", "\u2009", "\u3000", " \u200b", "\t");
    const invisible = fc.constantFrom("", "", "\u200b", "\u200c", "\u00ad", "\u2060", "\ufeff", "\u200e", "\u202a", "\ufe0f");
    const dash = fc.constantFrom("-", "\u2010", "\u2011", "\u2013", "\u2014", "\u2212");
    fc.assert(
      fc.property(words, fc.array(fc.tuple(space, invisible, dash, fc.boolean()), { minLength: 4, maxLength: 4 }), fc.boolean(), (ws, marks, upper) => {
        const plain = ws.join(" - ");
        const written = ws
          .map((w, i) => {
            const [, invisibleMark, , capital] = marks[i % marks.length];
            return (capital ? w.toUpperCase() : w).replace(/^(.)/, `$1${invisibleMark}`);
          })
          .map((w, i) => (i === 0 ? w : `${marks[i % marks.length][0]}${marks[i % marks.length][2]}${marks[i % marks.length][0]}${w}`))
          .join("");
        expect(lookalikeKey(upper ? written.toUpperCase() : written)).toBe(lookalikeKey(plain));
      }),
    );
  });
});
