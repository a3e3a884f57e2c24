import { describe, expect, it } from "vitest";
import { parsePromotionDate, promotionDocumentSchema } from "./promotion-schema";

describe("parsePromotionDate", () => {
  it("takes a date (midnight UTC) or a date and time with a zone", () => {
    expect(parsePromotionDate("2026-06-01")?.toISOString()).toBe("2026-06-01T00:00:00.000Z");
    expect(parsePromotionDate("2026-06-01T09:30:00Z")?.toISOString()).toBe("2026-06-01T09:30:00.000Z");
    expect(parsePromotionDate("2026-06-01T09:30Z")?.toISOString()).toBe("2026-06-01T09:30:00.000Z");
    expect(parsePromotionDate("2026-06-01T09:30:00.250+02:00")?.toISOString()).toBe("2026-06-01T07:30:00.250Z");
  });

  it("refuses days that do not exist, times without a zone and other text", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "2026-06-01T24:00:00Z", "2026-06-01T09:60:00Z", "2026-06-01T09:30:00", "June 1", "", "2026-6-1"]) {
      expect(parsePromotionDate(bad)).toBeUndefined();
    }
  });
});

describe("promotionDocumentSchema", () => {
  const base = { type: "promotion", name: "P", promotion_type: "fixed_discount", schema: { currencies: [{ currency: "USD", amount: 100 }] } };

  it("defaults enabled and automatic to false and takes min_cart_value as one object or a list", () => {
    const one = promotionDocumentSchema.parse({ ...base, min_cart_value: { currency: "USD", amount: 10 } });
    expect(one).toMatchObject({ enabled: false, automatic: false, min_cart_value: [{ currency: "USD", amount: 10 }] });
    expect(promotionDocumentSchema.parse({ ...base, min_cart_value: [{ currency: "USD", amount: 10 }, { currency: "EUR", amount: 9 }] }).min_cart_value).toHaveLength(2);
  });

  it("checks the terms against the promotion type", () => {
    expect(promotionDocumentSchema.safeParse({ ...base, promotion_type: "percent_discount" }).success).toBe(false);
    expect(promotionDocumentSchema.safeParse({ ...base, promotion_type: "percent_discount", schema: { currencies: [{ currency: "USD", percentage: 12.5 }] } }).success).toBe(true);
  });

  it("needs the end after the start", () => {
    const result = promotionDocumentSchema.safeParse({ ...base, start: "2026-06-02", end: "2026-06-01" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ["end"], params: { title: "Invalid promotion dates", status: 422 } });
  });
});
