import { describe, expect, it } from "vitest";
import { capturable, refundable, refundedTotal, tookMoney, voidable } from "./transaction-rules";

const t = (transactionType: string, status: string, refundedAmount = 0) => ({ transactionType, status, amount: 1000, refundedAmount });

describe("what a transaction allows", () => {
  it("refunds what money was taken and not yet given back", () => {
    expect(refundable(t("purchase", "complete", 300))).toBe(700);
    expect(refundable(t("capture", "complete"))).toBe(1000);
    expect(refundable(t("refund", "complete", 1000))).toBe(0);
    expect(refundable(t("authorize", "complete"))).toBe(0);
    expect(refundable(t("purchase", "pending"))).toBe(0);
    expect(tookMoney(t("purchase", "failed"))).toBe(false);
  });

  it("captures and voids complete authorizations; voids pending payments", () => {
    expect(capturable(t("authorize", "complete"))).toBe(true);
    expect(capturable(t("authorize", "cancelled"))).toBe(false);
    expect(capturable(t("purchase", "complete"))).toBe(false);
    expect(voidable(t("purchase", "pending"))).toBe(true);
    expect(voidable(t("authorize", "complete"))).toBe(true);
    expect(voidable(t("capture", "complete"))).toBe(false);
  });

  it("counts what was given back of money taken, over all transactions", () => {
    expect(refundedTotal([t("purchase", "complete", 300), t("refund", "complete", 1000), t("capture", "complete", 50)])).toBe(1350);
    expect(refundedTotal([t("authorize", "complete"), t("purchase", "failed")])).toBe(0);
  });
});
