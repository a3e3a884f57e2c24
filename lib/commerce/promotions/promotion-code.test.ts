import { describe, expect, it } from "vitest";
import { MAX_PROMOTION_CODE_LENGTH, promoCodeFormSchema } from "./promotion-code";

const message = (code: unknown) => {
  const result = promoCodeFormSchema.safeParse({ code });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("promotionCode", () => {
  it("asks for a code when there is none, or only spaces", () => {
    expect(message("")).toBe("Enter a promo code.");
    expect(message("   ")).toBe("Enter a promo code.");
  });

  it("refuses a code longer than the limit, and takes one at the limit, trimmed", () => {
    expect(message("A".repeat(MAX_PROMOTION_CODE_LENGTH + 1))).toBe(`A promo code has at most ${MAX_PROMOTION_CODE_LENGTH} characters.`);
    expect(promoCodeFormSchema.parse({ code: ` ${"A".repeat(MAX_PROMOTION_CODE_LENGTH)} ` }).code).toHaveLength(MAX_PROMOTION_CODE_LENGTH);
    expect(promoCodeFormSchema.parse({ code: " welcome10 " })).toEqual({ code: "welcome10" });
  });
});
