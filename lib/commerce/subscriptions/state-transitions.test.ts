import { describe, expect, it } from "vitest";
import {
  allowedActions,
  flagsAfter,
  invoiceAfterAction,
  stateChangeRefusal,
  stateLabel,
  type PlanPermissions,
} from "./state-transitions";
import { subscriptionStatus, type SubscriptionFlags } from "./subscription-activity";

const fresh: SubscriptionFlags = { canceled: false, paused: false, closed: false, suspended: false };
const paused = { ...fresh, paused: true };
const canceled = { ...fresh, canceled: true };
const everything: PlanPermissions = { canPause: true, canResume: true, canCancel: true };
const nothing: PlanPermissions = { canPause: false, canResume: false, canCancel: false };

describe("stateChangeRefusal", () => {
  it("allows pause and cancel on an active subscription whose plan allows them", () => {
    expect(stateChangeRefusal("pause", everything, fresh)).toBeUndefined();
    expect(stateChangeRefusal("cancel", everything, fresh)).toBeUndefined();
  });

  it("resume only when paused", () => {
    expect(stateChangeRefusal("resume", everything, fresh)).toMatchObject({ reason: "not_paused" });
    expect(stateChangeRefusal("resume", everything, paused)).toBeUndefined();
  });

  it("pausing a paused subscription is refused", () => {
    expect(stateChangeRefusal("pause", everything, paused)).toMatchObject({ reason: "already_paused" });
  });

  it("the plan's can_pause / can_resume / can_cancel decide, and the detail says which", () => {
    expect(stateChangeRefusal("pause", nothing, fresh)).toEqual({ reason: "plan_disallows", detail: "The subscription's plan does not allow pausing." });
    expect(stateChangeRefusal("resume", nothing, paused)?.detail).toBe("The subscription's plan does not allow resuming.");
    expect(stateChangeRefusal("cancel", nothing, fresh)?.detail).toBe("The subscription's plan does not allow canceling.");
    expect(stateChangeRefusal("cancel", { ...nothing, canCancel: true }, paused)).toBeUndefined();
  });

  it("nothing after cancel, nothing once closed", () => {
    for (const action of ["pause", "resume", "cancel"] as const) {
      expect(stateChangeRefusal(action, everything, canceled)?.reason).toBe("canceled");
      expect(stateChangeRefusal(action, everything, { ...paused, canceled: true })?.reason).toBe("canceled");
      expect(stateChangeRefusal(action, everything, { ...fresh, closed: true })?.reason).toBe("closed");
    }
  });
});

describe("allowedActions", () => {
  it("lists what the page may offer", () => {
    expect(allowedActions(everything, fresh)).toEqual(["pause", "cancel"]);
    expect(allowedActions(everything, paused)).toEqual(["resume", "cancel"]);
    expect(allowedActions(everything, canceled)).toEqual([]);
    expect(allowedActions({ canPause: false, canResume: false, canCancel: true }, fresh)).toEqual(["cancel"]);
    expect(allowedActions({ canPause: true, canResume: false, canCancel: false }, paused)).toEqual([]);
  });
});

describe("flagsAfter and subscriptionStatus", () => {
  it("pause → paused and inactive; resume → active again; cancel → canceled, no longer paused, inactive", () => {
    const afterPause = flagsAfter("pause", fresh);
    expect(afterPause).toEqual({ ...paused, pending: false });
    expect(subscriptionStatus(afterPause)).toBe("inactive");
    const afterResume = flagsAfter("resume", afterPause);
    expect(afterResume).toEqual({ ...fresh, pending: false });
    expect(subscriptionStatus(afterResume)).toBe("active");
    const afterCancel = flagsAfter("cancel", afterPause);
    expect(afterCancel).toEqual({ ...canceled, pending: false });
    expect(subscriptionStatus(afterCancel)).toBe("inactive");
  });

  it("labels the state with one word", () => {
    expect(stateLabel(fresh)).toBe("active");
    expect(stateLabel(paused)).toBe("paused");
    expect(stateLabel(canceled)).toBe("canceled");
    expect(stateLabel({ ...fresh, pending: true })).toBe("pending");
    expect(stateLabel({ ...canceled, pending: true })).toBe("canceled");
    expect(stateLabel({ ...fresh, closed: true })).toBe("closed");
    expect(stateLabel({ ...fresh, suspended: true })).toBe("suspended");
  });
});

describe("invoiceAfterAction", () => {
  const trialEnd = new Date("2026-02-01T00:00:00Z");
  it("a resume during the trial keeps the first invoice at the trial's end", () => {
    expect(invoiceAfterAction("resume", trialEnd, new Date("2026-01-15T00:00:00Z"))).toEqual(trialEnd);
  });
  it("a resume after it makes the subscription billable from the resume", () => {
    const at = new Date("2026-03-10T12:00:00Z");
    expect(invoiceAfterAction("resume", trialEnd, at)).toEqual(at);
  });
  it("pause and cancel leave it as it was", () => {
    const at = new Date("2026-03-10T12:00:00Z");
    expect(invoiceAfterAction("pause", trialEnd, at)).toEqual(trialEnd);
    expect(invoiceAfterAction("cancel", trialEnd, at)).toEqual(trialEnd);
  });
});

describe("flagsAfter", () => {
  it("answers the flags only, whatever record it is given", () => {
    const row = { id: "x", planId: "y", ...fresh };
    expect(Object.keys(flagsAfter("pause", row)).sort()).toEqual(["canceled", "closed", "paused", "pending", "suspended"]);
  });

  it("keeps a pending subscription pending: only its order's payment starts it", () => {
    expect(flagsAfter("cancel", { ...fresh, pending: true })).toMatchObject({ canceled: true, pending: true });
    expect(subscriptionStatus({ ...fresh, pending: true })).toBe("inactive");
  });
});
