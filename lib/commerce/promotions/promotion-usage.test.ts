import { describe, expect, it } from "vitest";
import { codeUses, promotionUses } from "./promotion-usage";

const P = "11111111-1111-4111-8111-111111111111";
const Q = "22222222-2222-4222-8222-222222222222";

describe("promotionUses", () => {
  it("counts orders with a promotion line of the promotion, once each, and each code ignoring case", () => {
    const uses = promotionUses(
      [
        { orderId: "o1", type: "cart_item" },
        { orderId: "o1", type: "promotion_item", promotionId: P, code: "SPRING" },
        { orderId: "o1", type: "promotion_item", promotionId: P, code: "spring" },
        { orderId: "o2", type: "promotion_item", promotionId: P, code: "Spring" },
        { orderId: "o3", type: "promotion_item", promotionId: P, code: "VIP-7" },
        { orderId: "o4", type: "promotion_item", promotionId: Q, code: "SPRING" },
        { orderId: "o5", type: "promotion_item", promotionId: P, code: null },
      ],
      P,
    );
    expect(uses.orders).toBe(4);
    expect(codeUses(uses, "SPRING")).toBe(2);
    expect(codeUses(uses, "vip-7")).toBe(1);
    expect(codeUses(uses, "UNUSED")).toBe(0);
  });

  it("goods lines never count, whatever they carry", () => {
    expect(promotionUses([{ orderId: "o1", type: "cart_item", promotionId: P, code: "SPRING" }], P).orders).toBe(0);
  });
});
