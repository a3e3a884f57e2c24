import { describe, expect, it } from "vitest";
import { cancelReasonSchema, cancelReasonText } from "./cancel-reason";

const text = (form: Record<string, unknown>) => cancelReasonText(cancelReasonSchema.parse(form));

describe("why the store cancels an order", () => {
  it("is a common reason, with the administrator's details after it", () => {
    expect(text({ reason: "out_of_stock" })).toBe("An item is out of stock");
    expect(text({ reason: "out_of_stock", details: "  The blue one is discontinued. " })).toBe("An item is out of stock. The blue one is discontinued.");
  });

  it("is the administrator's words alone for another reason, which must then be given", () => {
    expect(text({ reason: "other", details: "Duplicate of #1002" })).toBe("Duplicate of #1002");
    expect(cancelReasonSchema.safeParse({ reason: "other", details: " " }).error?.issues[0].message).toBe("Say why the order is cancelled.");
  });

  it("refuses an unknown reason and overlong details", () => {
    expect(cancelReasonSchema.safeParse({ reason: "bored" }).success).toBe(false);
    expect(cancelReasonSchema.safeParse({ reason: "other", details: "x".repeat(501) }).success).toBe(false);
  });
});
