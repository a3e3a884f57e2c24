import { describe, expect, it } from "vitest";
import { isInactive, subscriptionStatus, type SubscriptionFlags } from "./subscription-activity";

const FLAGS = ["canceled", "paused", "closed", "suspended"] as const;

/** Every combination of the four flags. */
const combinations: SubscriptionFlags[] = Array.from({ length: 16 }, (_, bits) => ({
  canceled: (bits & 1) !== 0,
  paused: (bits & 2) !== 0,
  closed: (bits & 4) !== 0,
  suspended: (bits & 8) !== 0,
}));

describe("an inactive subscription", () => {
  it("is active only with none of the flags set", () => {
    const none = { canceled: false, paused: false, closed: false, suspended: false };
    expect(isInactive(none)).toBe(false);
    expect(subscriptionStatus(none)).toBe("active");
  });

  it("is inactive with any one flag set", () => {
    for (const flag of FLAGS) {
      const flags = { canceled: false, paused: false, closed: false, suspended: false, [flag]: true };
      expect(isInactive(flags)).toBe(true);
      expect(subscriptionStatus(flags)).toBe("inactive");
    }
  });

  it("has the status its activity says, in every combination", () => {
    for (const flags of combinations) {
      expect(subscriptionStatus(flags)).toBe(FLAGS.some((flag) => flags[flag]) ? "inactive" : "active");
    }
  });
});
