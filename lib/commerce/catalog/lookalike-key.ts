// What a name or SKU reads as, for telling whether two of them look the same to a person (a shopper's custom
// item may not pass for a catalog product: carts/custom-item-names.ts). Two texts look alike when their keys are
// equal; the key is for comparing only, never shown (docs/security.md "Custom items"). In order:
//
// 1. Unicode NFKC: compatibility forms read as their plain letters (fullwidth `ＳＫＵ`, ligatures, superscripts,
//    a no-break space as a space).
// 2. Case folded (upper then lower case: `ß` and `SS`, `ſ` and `s`, final `ς` and `σ` fold together).
// 3. Dashes unified: every dash punctuation (`\p{Pd}`: hyphen, en and em dash, non-breaking hyphen…) and the
//    minus signs read as `-`.
// 4. Invisible characters removed: the default ignorable code points (zero-width space and joiners, soft
//    hyphen, word joiner, bidi marks and isolates, variation selectors, BOM, tags…) and control characters.
// 5. Whitespace runs as one space, none at either end.
// 6. Each character read as its capital reads: replaced by the skeleton (step 7) of its capital. Case is folded
//    in step 2, so a letter stands for its capital too, and a capital may look like another letter: `I` is `l`
//    (and `1`, `|`) in most typefaces, so `i`, `I`, `l` and `1` share one key (`Cast lron Skillet` is `Cast Iron
//    Skillet`). Without this step the fold made `I` an `i` while `l` stayed `l`.
// 7. The UTS #39 skeleton: NFD, then each character mapped to the prototype it is confusable with by Unicode's
//    confusables data (Cyrillic `а` reads as Latin `a`, Greek `Ο` as `O`, `1` as `l`, `m` as `rn`), then NFD again.
//    The data is the `unhomoglyph` package's copy of Unicode's confusables.txt.
// 8. Steps 2 to 5 once more, since a prototype may be a capital, a dash or a space.
//
// Case alone never makes a difference: it is folded first. Changing these steps needs a migration that empties
// product_lookalike_keys (docs/security.md "Custom items").
import unhomoglyph from "unhomoglyph";

const DASHES = /[\p{Pd}\u2212\u2796\u2043]/gu;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;
const WHITESPACE = /\p{White_Space}+/gu;

/** Steps 2 to 5: case, dashes, invisible characters, whitespace (tabs and newlines are spaces, not controls removed). */
function tidy(text: string): string {
  return text
    .toUpperCase()
    .toLowerCase()
    .replace(DASHES, "-")
    .replace(WHITESPACE, " ")
    .replace(INVISIBLE, "")
    .replace(WHITESPACE, " ")
    .trim();
}

/** The UTS #39 skeleton of a text. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/** Step 6: each character as the skeleton of its capital (a character without one is itself). */
function asCapitals(text: string): string {
  return Array.from(text.normalize("NFD"), (character) => skeleton(character.toUpperCase())).join("");
}

/** The key a name or SKU is compared by: equal keys read the same to a person. */
export function lookalikeKey(text: string): string {
  return tidy(skeleton(tidy(asCapitals(tidy(text.normalize("NFKC"))))));
}
