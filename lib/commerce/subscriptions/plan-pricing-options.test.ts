import { describe, expect, it } from "vitest";
import { thrown } from "@/tests/support/thrown";
import { assertPricingOptionsAttachable, assertPricingOptionsDetachable, planPricingOptions } from "./plan-pricing-options";

const parts = { plans: [{ id: "a" }, { id: "b" }] };
const status = (work: () => unknown) => thrown(work).status;

describe("a plan's pricing options", () => {
  it("are the plan itself", () => {
    expect(planPricingOptions(parts, "a")).toEqual([{ id: "a", type: "subscription_offering_pricing_option" }]);
    expect(status(() => planPricingOptions(parts, "z"))).toBe(404);
  });

  it("take the plan's own again, refuse another plan's and an unknown id", () => {
    expect(status(() => assertPricingOptionsAttachable(parts, "a", ["a"]))).toBe(200);
    expect(status(() => assertPricingOptionsAttachable(parts, "a", ["b"]))).toBe(422);
    expect(status(() => assertPricingOptionsAttachable(parts, "a", ["z"]))).toBe(404);
  });

  it("let go of one they do not have, never their own", () => {
    expect(status(() => assertPricingOptionsDetachable(parts, "a", ["b"]))).toBe(200);
    expect(status(() => assertPricingOptionsDetachable(parts, "a", ["a"]))).toBe(422);
    expect(status(() => assertPricingOptionsDetachable(parts, "z", ["a"]))).toBe(404);
  });
});
