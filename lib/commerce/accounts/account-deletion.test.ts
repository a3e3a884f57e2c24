import { describe, expect, it } from "vitest";
import { subscriptionsStillBilling } from "./account-deletion";

const flags = { canceled: false, paused: false, closed: false, suspended: false, pending: false };

describe("deleting an account", () => {
  it("waits for every subscription that may still bill: active, paused, suspended or pending", () => {
    const rows = [
      { id: "active", ...flags },
      { id: "paused", ...flags, paused: true },
      { id: "suspended", ...flags, suspended: true },
      { id: "pending", ...flags, pending: true },
      { id: "canceled", ...flags, canceled: true },
      { id: "closed", ...flags, closed: true },
      { id: "canceled and paused", ...flags, canceled: true, paused: true },
    ];
    expect(subscriptionsStillBilling(rows).map((s) => s.id)).toEqual(["active", "paused", "suspended", "pending"]);
    expect(subscriptionsStillBilling([])).toEqual([]);
  });
});
