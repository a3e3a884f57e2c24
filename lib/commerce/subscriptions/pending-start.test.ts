import { describe, expect, it } from "vitest";
import { pendingSubscriptionChange, scheduleFromPayment, startsPending } from "./pending-start";

describe("a subscription starts when its first order is paid", () => {
  it("waits for an order with something to pay, not for a free trial's", () => {
    expect(startsPending(1250)).toBe(true);
    expect(startsPending(0)).toBe(false);
  });

  it("activates when the order's money is in (paid or held), and only then", () => {
    const unpaid = { status: "incomplete", payment: "unpaid" };
    expect(pendingSubscriptionChange(unpaid, { status: "complete", payment: "paid" })).toBe("activate");
    expect(pendingSubscriptionChange(unpaid, { status: "processing", payment: "authorized" })).toBe("activate");
    expect(pendingSubscriptionChange(unpaid, { status: "incomplete", payment: "partially_paid" })).toBeUndefined();
    expect(pendingSubscriptionChange({ status: "complete", payment: "paid" }, { status: "complete", payment: "paid" })).toBeUndefined();
  });

  it("is cancelled with its order, once", () => {
    expect(pendingSubscriptionChange({ status: "incomplete", payment: "unpaid" }, { status: "cancelled", payment: "unpaid" })).toBe("cancel");
    expect(pendingSubscriptionChange({ status: "cancelled", payment: "unpaid" }, { status: "cancelled", payment: "unpaid" })).toBeUndefined();
  });

  it("runs its first period from the payment: the schedule moves on by the wait", () => {
    const createdAt = new Date("2026-03-01T10:00:00Z");
    const row = { createdAt, invoiceAfter: new Date("2026-04-01T10:00:00Z"), endDate: new Date("2027-03-01T10:00:00Z") };
    expect(scheduleFromPayment(row, new Date("2026-03-04T10:00:00Z"))).toEqual({
      invoiceAfter: new Date("2026-04-04T10:00:00Z"),
      endDate: new Date("2027-03-04T10:00:00Z"),
    });
    expect(scheduleFromPayment({ createdAt, invoiceAfter: null, endDate: null }, new Date("2026-03-04T10:00:00Z"))).toEqual({ invoiceAfter: null, endDate: null });
  });
});
