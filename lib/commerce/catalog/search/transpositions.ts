// A typo the catalog search forgives besides the ones trigram similarity finds: two neighbouring letters swapped
// ("mgu" for mug). A short word shares almost no trigrams with its transposition (mgu and mug share one of seven),
// so the typos pass also asks for the catalog's words that are exactly one of these (docs/catalog.md "Search").

/** Longest word whose transpositions are tried: a word's variants grow with its length, and longer words are
 * close enough by trigrams anyway. */
export const TRANSPOSED_WORD_MAX = 24;

/** The distinct words made by swapping two neighbouring, different characters of `word` (by code point). */
export function adjacentTranspositions(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 2 || chars.length > TRANSPOSED_WORD_MAX) return [];
  const variants = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    variants.add(swapped.join(""));
  }
  return [...variants];
}
