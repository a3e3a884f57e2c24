import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, codeBatch, codeBatchSchema, randomPart, RANDOM_PART_LENGTH, singleCodeSchema } from "./code-batch";
import { PROMOTION_CODE } from "./promotion-schema";

/** Bytes from a fixed list, over and over: a random source a test controls. */
const replay = (values: number[]) => {
  let i = 0;
  return (bytes: Uint8Array) => bytes.map(() => values[i++ % values.length]);
};

describe("codeBatch", () => {
  it("makes the number asked for, each the prefix then 8 unambiguous characters, all different and valid", () => {
    const codes = codeBatch({ prefix: "SPRING-", count: 500 });
    expect(codes).toHaveLength(500);
    expect(new Set(codes).size).toBe(500);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^SPRING-[${CODE_ALPHABET}]{${RANDOM_PART_LENGTH}}$`));
      expect(code).toMatch(PROMOTION_CODE);
      expect(code.slice(7)).not.toMatch(/[01OIL]/);
    }
  });

  it("draws again for a code already taken (any case) or met twice in the batch", () => {
    // Bytes 0 → "A" every time, until the source turns to 1 → "B".
    const source = replay([...Array(16).fill(0), ...Array(16).fill(0), ...Array(16).fill(1), ...Array(16).fill(2)]);
    const codes = codeBatch({ prefix: "X", count: 2 }, ["xaaaaaaaa"], source);
    expect(codes).toEqual(["XBBBBBBBB", "XCCCCCCCC"]);
  });

  it("leaves out bytes that would favour some characters", () => {
    // 248..255 are refused; 31 → alphabet[0]
    expect(randomPart(replay([255, 250, 248, 31]), 2)).toBe(`${CODE_ALPHABET[0]}${CODE_ALPHABET[0]}`);
  });
});

describe("codeBatchSchema", () => {
  const message = (input: unknown) => {
    const result = codeBatchSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("takes an empty prefix or one of letters, digits, '-', '_', '.', and a count from 1 to 1000", () => {
    expect(codeBatchSchema.parse({ prefix: " VIP- ", count: "25" })).toEqual({ prefix: "VIP-", count: 25 });
    expect(codeBatchSchema.parse({ prefix: "", count: "1" })).toEqual({ prefix: "", count: 1 });
    expect(message({ prefix: "-VIP", count: "5" })).toMatch(/starting with a letter or digit/);
    expect(message({ prefix: "VIP 10", count: "5" })).toMatch(/letters, digits/);
    expect(message({ prefix: "A".repeat(21), count: "5" })).toBe("A prefix has at most 20 characters.");
    expect(message({ prefix: "", count: "0" })).toBe("Make at least 1 code.");
    expect(message({ prefix: "", count: "1001" })).toBe("A promotion holds at most 1000 codes.");
    expect(message({ prefix: "", count: "2.5" })).toBe("Enter a whole number of codes.");
  });
});

describe("one code typed in the admin", () => {
  it("is a code as the API takes it, spaces around it dropped", () => {
    expect(singleCodeSchema.parse({ code: "  SPRING10 " })).toEqual({ code: "SPRING10" });
    const refused = singleCodeSchema.safeParse({ code: "no spaces please" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("A code is 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit");
    expect(singleCodeSchema.safeParse({ code: "" }).success).toBe(false);
    expect(singleCodeSchema.safeParse({ code: "A".repeat(65) }).success).toBe(false);
  });
});
