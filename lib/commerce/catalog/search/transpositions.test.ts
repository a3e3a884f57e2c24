import { describe, expect, it } from "vitest";
import { adjacentTranspositions, TRANSPOSED_WORD_MAX } from "./transpositions";

describe("adjacent transpositions", () => {
  it("swap each pair of neighbouring letters once", () => {
    expect(adjacentTranspositions("mgu")).toEqual(["gmu", "mug"]);
    expect(adjacentTranspositions("aprno")).toEqual(["parno", "arpno", "apnro", "apron"]);
  });

  it("skip pairs of the same letter and repeat no variant", () => {
    expect(adjacentTranspositions("mood")).toEqual(["omod", "modo"]);
    expect(adjacentTranspositions("aaa")).toEqual([]);
    expect(adjacentTranspositions("abab")).toEqual(["baab", "aabb", "abba"]);
  });

  it("swap characters, not UTF-16 halves, and nothing for one letter or a word too long", () => {
    expect(adjacentTranspositions("zoë")).toEqual(["ozë", "zëo"]);
    expect(adjacentTranspositions("a😀")).toEqual(["😀a"]);
    expect(adjacentTranspositions("m")).toEqual([]);
    expect(adjacentTranspositions("x".repeat(TRANSPOSED_WORD_MAX) + "y")).toEqual([]);
  });

  it("are each one swap away: same letters, the word back when swapped again", () => {
    const word = "stoneware";
    for (const variant of adjacentTranspositions(word)) {
      expect([...variant].sort().join("")).toBe([...word].sort().join(""));
      const differing = [...variant].flatMap((c, i) => (c === word[i] ? [] : [i]));
      expect(differing).toHaveLength(2);
      expect(differing[1] - differing[0]).toBe(1);
    }
    expect(adjacentTranspositions(word)).toHaveLength(word.length - 1);
  });
});
