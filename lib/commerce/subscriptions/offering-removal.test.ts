import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { assertOfferingDeletable, assertPlanExists, assertPlanRemovable, assertProductRemovable } from "./offering-removal";

const parts = {
  products: [{ id: "p1" }, { id: "p2" }],
  plans: [
    { id: "a", name: "Monthly" },
    { id: "b", name: "Yearly" },
  ],
};

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, detail: error.errors[0].detail };
    throw error;
  }
  return undefined;
};

describe("what may be taken out of an offering", () => {
  it("takes out a product while another stays, never the last", () => {
    expect(refusal(() => assertProductRemovable(parts, "p1"))).toBeUndefined();
    expect(refusal(() => assertProductRemovable({ ...parts, products: [{ id: "p1" }] }, "p1"))?.status).toBe(422);
    expect(refusal(() => assertProductRemovable(parts, "nope"))?.status).toBe(404);
  });

  it("removes an unused plan while another stays; refuses one subscriptions use, naming how many", () => {
    expect(refusal(() => assertPlanRemovable(parts, new Map(), "a"))).toBeUndefined();
    expect(refusal(() => assertPlanRemovable(parts, new Map([["a", 2]]), "a"))).toEqual({
      status: 409,
      detail: "2 subscriptions use the plan “Monthly”: it cannot be removed while they do.",
    });
    expect(refusal(() => assertPlanRemovable({ ...parts, plans: [parts.plans[0]] }, new Map(), "a"))?.status).toBe(422);
    expect(refusal(() => assertPlanExists(parts, "c"))?.status).toBe(404);
  });

  it("deletes an offering no subscription uses", () => {
    expect(refusal(() => assertOfferingDeletable(new Map([["a", 0]])))).toBeUndefined();
    expect(refusal(() => assertOfferingDeletable(new Map([["b", 1]])))?.detail).toBe("1 subscription uses this offering: it cannot be deleted while they do.");
  });
});
